// Rewrites that keep hostile or malformed URLs away from the two dynamic routes (next.config.mjs `rewrites()`).

/**
 * Without this, /ferienkurse/<anything> could reach the slug route with a malformed percent-encoding
 * (/ferienkurse/%E0%A4%A), which makes Next answer 500; a slug that is not plain kebab-case gets the German 404
 * page instead. Course ids are handled by proxy.ts ('Course not found!' with status 404). One path segment only:
 * the pages' own files below it (/ferienkurse/roblox-studio/opengraph-image-…) are left alone.
 */
export const hostileUrlRewrites = [
  { source: '/ferienkurse/:slug((?![a-z0-9-]{1,80}$)[^/]*)', destination: '/ferienkurse/nicht-gefunden' },
];

/**
 * Cache-Control for prerendered HTML. `next start` sends `s-maxage=31536000` (a year at the CDN, no
 * stale-while-revalidate), so a CDN would keep serving pages that point at the previous deploy's chunks.
 * An hour at the CDN, a day of stale-while-revalidate, and browsers always revalidate (ETag).
 */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

/**
 * Cache-Control for what is made for one person and one request: the team's room (/intern, its sign-in endpoints) and
 * the pages behind the links in a parent's mail. Never in a shared cache, never stored.
 */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * The paths that answer with PRIVATE_CACHE_CONTROL (path-to-regexp, as next.config.mjs `headers()` takes them); the
 * team's room also with X-Robots-Tag: noindex. The link pages are lib/trial/links.ts LINK_PATHS (a test compares).
 */
export const PRIVATE_PATHS = {
  intern: ['/intern/:path*', '/api/auth/:path*'],
  links: ['/start/signup/:page(absagen|verschieben|nachruecken|warteliste|keine-emails)', '/:form(vertrag-widerrufen|vertraege-kuendigen)/eingang'],
};

/**
 * Cache-Control for the pictures in public/images. Next sends `public, max-age=0`, so a returning visitor asks again
 * for every picture on every page (one round trip each, six at a time) before it may show it; their names carry no
 * hash, so a day in the browser, then revalidated in the background for a week.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
