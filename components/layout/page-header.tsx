import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** Trail after 'Startseite', ending with the current page (without href). */
  crumbs: Crumb[];
  children?: ReactNode;
}

/** Breadcrumbs, the page's one h1 and its lead paragraph. */
export function PageHeader({ title, intro, crumbs, children }: PageHeaderProps) {
  return (
    <div className="bg-gradient-to-b from-primary-tint to-white">
      <Container className="pt-6 pb-10 sm:pb-14">
        <Breadcrumbs items={[{ name: 'Startseite', href: '/' }, ...crumbs]} />
        <h1 className="mt-6 max-w-3xl text-3xl leading-tight font-extrabold text-balance hyphens-auto sm:text-5xl">{title}</h1>
        {intro && <div className="mt-4 max-w-prose text-lg text-ink-soft">{intro}</div>}
        {children}
      </Container>
    </div>
  );
}
