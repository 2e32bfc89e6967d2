import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';
import { SiteHeader } from '@/components/layout/site-header';

export const metadata: Metadata = {
  title: 'Seite nicht gefunden',
  description: 'Diese Adresse gibt es bei CodingStars nicht. Von der Kursübersicht oder der Startseite aus finden Sie alle Kurse und Angebote.',
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <>
      <SiteHeader />
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
