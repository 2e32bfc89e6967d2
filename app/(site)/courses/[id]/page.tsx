import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CourseDetail } from '@/components/courses/course-detail';
import { courseById, courses } from '@/content/courses';
import { pageMetadata } from '@/lib/seo/metadata';
import { CourseJsonLd } from '@/components/seo/json-ld';

interface CoursePageProps {
  params: Promise<{ id: string }>;
}

/** Only the plain numbers 1–7 name a course; '01', '1.0' or '1e0' do not. */
function courseFromParam(id: string) {
  return /^[1-9]\d{0,2}$/.test(id) ? courseById(Number(id)) : undefined;
}

// Ids that name no course never get here: proxy.ts answers them with /courses/nicht-gefunden (404).
export const dynamicParams = false;

export function generateStaticParams() {
  return courses.map((course) => ({ id: String(course.id) }));
}

export async function generateMetadata({ params }: CoursePageProps): Promise<Metadata> {
  const course = courseFromParam((await params).id);
  if (!course) notFound();
  return pageMetadata({
    title: `${course.title} (Level ${course.courseId}, ${course.about.recommendedAgeMin}–${course.about.recommendedAgeMax} Jahre)`,
    description: course.shortDescription,
    path: `/courses/${course.id}`,
    ownShareImage: true,
  });
}

export default async function CoursePage({ params }: CoursePageProps) {
  const course = courseFromParam((await params).id);
  if (!course) notFound();
  return (
    <>
      <CourseJsonLd course={course} />
      <CourseDetail course={course} />
    </>
  );
}
