import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const widths = {
  content: 'max-w-content',
  narrow: 'max-w-3xl',
  prose: 'max-w-prose',
} as const;

type ContainerProps = ComponentProps<'div'> & { width?: keyof typeof widths };

export function Container({ className, width = 'content', ...props }: ContainerProps) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6', widths[width], className)} {...props} />;
}
