import type { Route } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

interface NotFoundViewProps {
  title: string;
  text: string;
  link: { href: Route; label: string };
}

export function NotFoundView({ title, text, link }: NotFoundViewProps) {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl font-extrabold">{title}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={link.href}>{link.label}</ButtonLink>
        <ButtonLink href="/" variant="secondary">
          Zur Startseite
        </ButtonLink>
      </div>
    </Container>
  );
}
