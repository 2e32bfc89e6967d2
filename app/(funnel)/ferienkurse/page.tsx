import type { Metadata } from 'next';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { holidayPageContent } from '@/content/funnel';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Ferienkurse: Minecraft, Roblox Studio, Internet-Führerschein',
  description: holidayPageContent.description,
  path: '/ferienkurse',
});

/** The list itself is the layout (see layout.tsx); here no popup is open. */
export default function HolidayCoursesPage() {
  return <BreadcrumbJsonLd items={[{ name: 'Startseite', path: '/' }, { name: 'Ferienkurse' }]} />;
}
