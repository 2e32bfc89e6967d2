import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  as?: 'h1' | 'h2';
}

export function SectionHeading({ id, eyebrow, title, intro, align = 'center', as: Tag = 'h2' }: SectionHeadingProps) {
  return (
    <div className={cn('mb-10 max-w-prose', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="mb-2 text-sm font-extrabold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <Tag id={id} className="text-3xl font-extrabold text-balance sm:text-4xl">
        {title}
      </Tag>
      {intro && <p className="mt-4 text-lg text-ink-soft">{intro}</p>}
    </div>
  );
}
