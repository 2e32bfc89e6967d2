import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  title: ReactNode;
  intro?: ReactNode;
}

/** Centred h2 with an optional lead paragraph, opening a home-page section. */
export function SectionHeading({ id, title, intro }: SectionHeadingProps) {
  return (
    <div className="mx-auto mb-10 max-w-prose text-center">
      <h2 id={id} className="text-3xl font-extrabold text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-ink-soft">{intro}</p>}
    </div>
  );
}
