import { notFound } from 'next/navigation';
import { shareImageResponse } from '@/components/seo/share-image';
import { datedHolidayCourse, holidayCourseSlugs } from '@/lib/offer/courses';
import { holidayCourseFacts, SHARE_IMAGE_SIZE } from '@/lib/seo/metadata';

// One alt text for all holiday courses (an image file's alt is static): the picture shows these facts in words.
export const alt = 'Ferienkurs-Karte von CodingStars mit Kursname, Alter, Dauer, täglicher Unterrichtszeit und Preis';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';
export const dynamicParams = false;

export function generateStaticParams() {
  return holidayCourseSlugs().map((slug) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const course = datedHolidayCourse((await params).slug);
  if (!course) notFound();
  return shareImageResponse({ eyebrow: 'Ferienkurs', title: course.title, facts: holidayCourseFacts(course) });
}
