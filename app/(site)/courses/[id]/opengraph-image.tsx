import { notFound } from 'next/navigation';
import { shareImageResponse } from '@/components/seo/share-image';
import { courseById, courses } from '@/content/courses';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/metadata';

// One alt text for all seven (an image file's alt is static): the picture shows these facts in words.
export const alt = 'Kurskarte von CodingStars mit Kursname, Level, empfohlenem Alter, Dauer und Unterrichtsform';
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';
export const dynamicParams = false;

export function generateStaticParams() {
  return courses.map((course) => ({ id: String(course.id) }));
}

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const course = courseById(Number((await params).id));
  if (!course) notFound();
  const { about, courseInfo } = course;
  return shareImageResponse({
    eyebrow: `Kurs · Level ${course.courseId}`,
    title: course.title,
    facts: [
      `${about.recommendedAgeMin}–${about.recommendedAgeMax} Jahre`,
      `${about.durationInMonths} Monate`,
      `${courseInfo.duration} ${courseInfo.frequency}`,
      'live online',
    ],
  });
}
