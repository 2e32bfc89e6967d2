import { shareImageResponse } from '@/components/seo/share-image';
import { pythonCourse } from '@/content/python-course';
import { holidayCourseFacts, SHARE_IMAGE_SIZE } from '@/lib/seo';

export const alt = `${pythonCourse.title}: zwei Wochen live online bei CodingStars, für Jugendliche ab 12 und Erwachsene`;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function Image() {
  // Open to adults too (content/python-course.ts), so the age pill names only the lower bound.
  const [, ...facts] = holidayCourseFacts(pythonCourse);
  return shareImageResponse({
    eyebrow: 'Kompaktkurs live online',
    title: pythonCourse.title,
    facts: [`ab ${pythonCourse.about.recommendedAgeMin} Jahren`, ...facts],
  });
}
