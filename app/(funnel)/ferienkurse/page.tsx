import type { Metadata } from 'next';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Ferienkurse: Minecraft Mods, Roblox Studio, Internet-Führerschein',
  description:
    'Programmieren in den Ferien: eine Woche, täglich 90 Minuten live online, für 159 €. Minecraft Mods und Roblox Studio ab 10 Jahren, Internet-Führerschein ab 6.',
  path: '/ferienkurse',
});

/** The list itself is the layout (see layout.tsx); here no popup is open. */
export default function HolidayCoursesPage() {
  return <BreadcrumbJsonLd items={[{ name: 'Startseite', path: '/' }, { name: 'Ferienkurse' }]} />;
}
