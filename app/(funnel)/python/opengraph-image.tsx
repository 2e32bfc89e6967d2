import { shareImageResponse } from '@/components/seo/share-image';
import { pythonPageContent } from '@/content/python-course';
import { datedPythonCourse } from '@/lib/offer/courses';
import { holidayCourseFacts, SHARE_IMAGE_SIZE } from '@/lib/seo/metadata';

export const alt = pythonPageContent.shareAlt;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function Image() {
  const pythonCourse = datedPythonCourse();
  return shareImageResponse({
    eyebrow: 'Kompaktkurs live online',
    title: pythonCourse.title,
    facts: holidayCourseFacts(pythonCourse),
  });
}
