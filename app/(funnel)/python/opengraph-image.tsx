import { shareImageResponse } from '@/components/seo/share-image';
import { pythonCourse, pythonPageContent } from '@/content/python-course';
import { holidayCourseFacts, SHARE_IMAGE_SIZE } from '@/lib/seo';

export const alt = pythonPageContent.shareAlt;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return shareImageResponse({
    eyebrow: 'Kompaktkurs live online',
    title: pythonCourse.title,
    facts: holidayCourseFacts(pythonCourse),
  });
}
