import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

interface FunnelHeroProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}

/** Opening block of a funnel page: one h1, its promise and the way to the form. */
export function FunnelHero({ eyebrow, title, intro, aside, children }: FunnelHeroProps) {
  return (
    <section aria-labelledby="funnel-heading" className="bg-gradient-to-b from-primary-tint to-white">
      <Container className="grid items-center gap-10 py-12 md:grid-cols-[1.2fr_1fr] md:py-16">
        <div>
          <p className="mb-3 inline-flex rounded-pill bg-white px-3 py-1 text-sm font-bold text-primary shadow-card">{eyebrow}</p>
          <h1 id="funnel-heading" className="text-4xl leading-tight font-extrabold text-balance sm:text-5xl">
            {title}
          </h1>
          {intro && <div className="mt-4 text-lg text-ink-soft">{intro}</div>}
          {children}
        </div>
        {aside}
      </Container>
    </section>
  );
}
