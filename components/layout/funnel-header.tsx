import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Logo } from './logo';

/** Slim header of the funnel pages; 'Loslegen' glides to the form section (CSS smooth scroll, 80 px offset). */
export function FunnelHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <Container className="flex h-[var(--header-height)] items-center justify-between gap-3">
        <Logo />
        <a href="#contact-form-section" className={buttonClasses({ variant: 'primary' })}>
          Loslegen
        </a>
      </Container>
    </header>
  );
}
