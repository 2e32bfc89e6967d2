import { shareImageResponse } from '@/components/seo/share-image';
import { pythonCourse } from '@/content/python-course';
import { holidayCourseFacts, SHARE_IMAGE_SIZE } from '@/lib/seo';

export const alt = `${pythonCourse.title}: zwei Wochen live online bei CodingStars, für Jugendliche ab 12 und Erwachsene`;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return shareImageResponse({ eyebrow: 'Vorbereitungskurs', title: pythonCourse.title, facts: holidayCourseFacts(pythonCourse) });
}
