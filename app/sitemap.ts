import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/lib/seo/sitemap';

// The dated pages' lastmod moves when a run ends; regenerated hourly like those pages.
export const revalidate = 3600;

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
