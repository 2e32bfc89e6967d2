import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/server/env';

export default function robots(): MetadataRoute.Robots {
  return {
    // The outbox endpoint is no page; the team's room is nobody's business. Other noindex pages stay crawlable so search
    // engines see their noindex.
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/intern'] },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
