import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { datedHolidayCourse, holidayCourseSlugs, type DatedCourse } from '@/lib/offer/courses';
import { pageMetadata } from '@/lib/seo/metadata';

/** Shared by /ferienkurse/[slug] (a loaded link) and its intercepted twin in @modal (opened from a card). */
export interface HolidayCourseRouteProps {
  params: Promise<{ slug: string }>;
}

export function holidayCourseParams() {
  return holidayCourseSlugs().map((slug) => ({ slug }));
}

export async function holidayCourseMetadata({ params }: HolidayCourseRouteProps): Promise<Metadata> {
  const course = datedHolidayCourse((await params).slug);
  if (!course) return {};
  return pageMetadata({
    title: `Ferienkurs ${course.title}`,
    description: course.shortDescription,
    path: `/ferienkurse/${course.slug}`,
    ownShareImage: true,
  });
}

/** The course of the URL, or the 404 page. */
export async function holidayCourseOf({ params }: HolidayCourseRouteProps): Promise<DatedCourse> {
  const course = datedHolidayCourse((await params).slug);
  if (!course) notFound();
  return course;
}
