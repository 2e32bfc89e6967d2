import type { Metadata } from 'next';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/layout/logo';
import { NotFoundView } from '@/components/layout/not-found-view';

export const metadata: Metadata = {
  title: 'Seite nicht gefunden',
  description: 'Diese Adresse gibt es bei CodingStars nicht. Von der Kursübersicht oder der Startseite aus finden Sie alle Kurse und Angebote.',
  robots: { index: false, follow: true },
};

/**
 * Next puts this tree into the RSC data of every page, twice (issue 17): so it has the logo only, not the whole
 * navigation; its own links and the footer's lead on.
 */
export default function NotFound() {
  return (
    <>
      <header className="border-b border-line bg-white">
        <Container className="flex h-[var(--header-height)] items-center">
          <Logo />
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <NotFoundView
          title="Diese Seite gibt es leider nicht"
          text="Vielleicht hat sich ein Tippfehler in die Adresse geschlichen, oder die Seite ist umgezogen. Von der Kursübersicht oder der Startseite aus finden Sie alles wieder."
          link={{ href: '/courses', label: 'Zur Kursübersicht' }}
        />
      </main>
    </>
  );
}
