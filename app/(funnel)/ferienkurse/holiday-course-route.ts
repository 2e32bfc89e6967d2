import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { holidayCourseBySlug, holidayCourses } from '@/content/holiday-courses';
import type { HolidayCourse } from '@/content/schema';
import { pageMetadata } from '@/lib/seo';

/** Shared by /ferienkurse/[slug] (a loaded link) and its intercepted twin in @modal (opened from a card). */
export interface HolidayCourseRouteProps {
  params: Promise<{ slug: string }>;
}

export function holidayCourseParams() {
  return holidayCourses.map((course) => ({ slug: course.slug }));
}

export async function holidayCourseMetadata({ params }: HolidayCourseRouteProps): Promise<Metadata> {
  const course = holidayCourseBySlug((await params).slug);
  if (!course) return {};
  return pageMetadata({
    title: `Ferienkurs ${course.title}`,
    description: course.shortDescription,
    path: `/ferienkurse/${course.slug}`,
    ownShareImage: true,
  });
}

/** The course of the URL, or the 404 page. */
export async function holidayCourseOf({ params }: HolidayCourseRouteProps): Promise<HolidayCourse> {
  const course = holidayCourseBySlug((await params).slug);
  if (!course) notFound();
  return course;
}
