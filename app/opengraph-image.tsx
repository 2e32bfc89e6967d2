import { shareImageResponse } from '@/components/seo/share-image';
import { SHARE_IMAGE_SIZE, siteShareImage } from '@/lib/seo';

export const alt = siteShareImage.alt;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return shareImageResponse({
    eyebrow: 'Sieben Kurse in drei Levels',
    title: 'Programmieren lernen für Kinder und Jugendliche',
    facts: ['6 bis 18 Jahre', 'Kleine Gruppen', 'Probestunde jeden Mittwoch'],
  });
}
