import type { Metadata } from 'next';
import { NotFoundView } from '@/components/layout/not-found-view';

// Served with status 404 by proxy.ts for every /courses/<id> that names no course, this address included.
export const metadata: Metadata = {
  title: 'Kurs nicht gefunden',
  description: 'Diesen Kurs gibt es bei CodingStars nicht. In der Kursübersicht finden Sie alle sieben Kurse von Level 1 bis Level 3.',
  robots: { index: false, follow: true },
};

export default function CourseNotFoundPage() {
  return (
    <NotFoundView
      title="Course not found!"
      text="Diesen Kurs gibt es bei uns nicht. In der Kursübersicht finden Sie alle sieben Kurse von Level 1 bis Level 3."
      link={{ href: '/courses', label: 'Zur Kursübersicht' }}
    />
  );
}
