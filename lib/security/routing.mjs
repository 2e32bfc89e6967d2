// Rewrites that keep hostile or malformed URLs away from the two dynamic routes (next.config.mjs `rewrites()`).

/**
 * Without these, /courses/<anything> is rendered on demand and stored in Next's on-disk prerender cache, one set
 * of files per distinct id, so a crawler or an attacker could fill the disk; and a malformed percent-encoding
 * (/courses/%E0%A4%A) makes Next answer 500. Every course id outside 1–99 is answered by one shared
 * 'Course not found!' render (/courses/0, status 404); a holiday-course slug that is not plain kebab-case gets
 * the German 404 page. Course ids 1–99 stay routable, so adding a course never needs a change here. One path
 * segment only: the pages' own files below it (/courses/1/opengraph-image-…) are left alone.
 */
export const hostileUrlRewrites = [
  { source: '/courses/:id((?![1-9]\\d?$)[^/]*)', destination: '/courses/0' },
  { source: '/ferienkurse/:slug((?![a-z0-9-]{1,80}$)[^/]*)', destination: '/ferienkurse/nicht-gefunden' },
];

/**
 * Cache-Control for prerendered HTML. `next start` sends `s-maxage=31536000` (a year at the CDN, no
 * stale-while-revalidate), so a CDN would keep serving pages that point at the previous deploy's chunks.
 * An hour at the CDN, a day of stale-while-revalidate, and browsers always revalidate (ETag).
 */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
