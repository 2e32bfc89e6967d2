import { Link } from '@/components/ui/link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/class-names';

type Variant = 'primary' | 'secondary' | 'star' | 'ghost';
type Size = 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary: 'bg-primary text-white hover:bg-primary-dark',
  secondary: 'border-2 border-primary bg-white text-primary hover:bg-primary-tint',
  star: 'bg-star text-ink hover:bg-[#ffb800]',
  ghost: 'text-primary underline-offset-4 hover:underline',
};

const sizes: Record<Size, string> = {
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-13 px-7 text-lg',
};

export function buttonClasses({ variant = 'primary', size = 'md' }: { variant?: Variant; size?: Size } = {}): string {
  return cn('btn', variants[variant], sizes[size]);
}

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: Variant; size?: Size };

/** A link styled as a button; for in-page anchors pass `href="#id"`. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={cn(buttonClasses({ variant, size }), className)} {...props} />;
}
