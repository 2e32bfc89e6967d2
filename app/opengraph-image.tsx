import { shareImageResponse } from '@/components/seo/share-image';
import { siteShareImageText } from '@/content/site';
import { SHARE_IMAGE_SIZE, siteShareImage } from '@/lib/seo/metadata';

export const alt = siteShareImage.alt;
export const size = SHARE_IMAGE_SIZE;
export const contentType = 'image/png';

export default function Image() {
  const { eyebrow, title, facts } = siteShareImageText;
  return shareImageResponse({ eyebrow, title, facts });
}
