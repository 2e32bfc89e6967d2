// Room lib/security: the response headers and page policies, the rate limit and the capped request body.
// Used by next.config.mjs, server.mjs's additions, the API routes and every server action that limits.
//
// Security headers of every response, built once at `next build` / `next start` from next.config.mjs.
// Plain ESM (no TypeScript, no '@/…' imports) so next.config.mjs can import it before any bundler runs.

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** Hosts the Google tag both talks to and loads pixels from. */
const GOOGLE_TAG_HOSTS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://googleads.g.doubleclick.net',
  'https://*.g.doubleclick.net',
  'https://www.googleadservices.com',
  'https://www.google.com',
  'https://www.google.de',
];

/**
 * Google's documented CSP hosts for GA4 with Google Signals and for Google Ads conversion tracking
 * (developers.google.com/tag-platform/security/guides/csp). Loaded only after 'Alle Akzeptieren';
 * before consent the site requests nothing from them. www.google.de covers the regional Ads/Signals host
 * German visitors get (Google lists it as www.google.<TLD>).
 */
export const GOOGLE_HOSTS = {
  script: ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  connect: [...GOOGLE_TAG_HOSTS, 'https://pagead2.googlesyndication.com'],
  img: GOOGLE_TAG_HOSTS,
  frame: ['https://www.googletagmanager.com', 'https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
};

/** The origin (scheme://host[:port]) of an EmailJS API URL; '' or a broken value falls back to EmailJS's own. */
export function emailjsOrigin(value) {
  try {
    return value && value.trim() ? new URL(value.trim()).origin : DEFAULT_EMAILJS_ORIGIN;
  } catch {
    return DEFAULT_EMAILJS_ORIGIN;
  }
}

/**
 * Content-Security-Policy of the site. Everything is denied (default-src 'none') and each kind of resource the pages
 * use is allowed from where it comes. The exceptions, and why they are needed:
 * - script-src has no 'unsafe-inline': each page's inline scripts (Next's RSC payload, the boot script) are allowed by
 *   their sha256, computed from that page's final HTML (lib/security/page-policy.mjs). This policy is the one every
 *   other response carries (API, a page rendered afresh): there no inline script runs at all.
 * - script-src 'unsafe-inline' 'unsafe-eval' only under `next dev` (React Refresh, source maps, and pages that never go
 *   through the build step that hashes their scripts).
 * - style-src-attr 'unsafe-inline': server-rendered style="" attributes (the testimonial carousel's transform).
 *   Only attributes: a <style> element runs only with the sha256 of the stylesheet that `npm run build` writes into
 *   every page (scripts/inline-css.mjs adds it to this policy in the build's routes-manifest.json).
 * - script-src-attr 'none': inline event-handler attributes stay blocked.
 * - img-src data: for small inline SVG/data images (icons, Next's image placeholders).
 * - connect-src: the EmailJS API origin (the embedded outbox is 'self') and the Google hosts above.
 * - No upgrade-insecure-requests: it would break `next start` over plain http (tests, Lighthouse);
 *   Strict-Transport-Security forces https in production instead.
 */
export function contentSecurityPolicy({ emailjs = DEFAULT_EMAILJS_ORIGIN, dev = false } = {}) {
  const directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []), ...GOOGLE_HOSTS.script],
    'script-src-attr': ["'none'"],
    // next dev injects CSS as <style> elements.
    'style-src': ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...GOOGLE_HOSTS.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", emailjs, ...GOOGLE_HOSTS.connect],
    'frame-src': GOOGLE_HOSTS.frame,
    'media-src': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Browser features this site never uses, denied for itself and every frame. */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

// Two years, the value hstspreload.org asks for; browsers ignore it over plain http.
const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' };
const NO_SNIFF = { key: 'X-Content-Type-Options', value: 'nosniff' };
// Pages, API answers and the build's scripts, styles and fonts are for this site's own pages only: no other site may
// embed them (Spectre-style leaks into a foreign process). Pictures stay embeddable (link previews, mail clients).
const CORP = { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' };

/** Headers for every page, route handler and error response (next.config.mjs `headers()`). */
export function securityHeaders({ emailjs, dev = false } = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ emailjs, dev }) },
    HSTS,
    NO_SNIFF,
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
    // frame-ancestors says the same for current browsers; this is for older ones.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    CORP,
  ];
}

/**
 * Headers for scripts, stylesheets and fonts under /_next/static. CSP, Permissions-Policy, X-Frame-Options and COOP
 * act on documents only, so on these they were 1.6 KB of every response for nothing: on a first visit to / that
 * is about 20 KB before the page can show, over HTTP/1.1, which compresses no headers. nosniff and CORP do act on them.
 */
export function staticAssetHeaders() {
  return [HSTS, NO_SNIFF, CORP];
}

/**
 * Headers for the pictures in public/images. Shown in an <img>, a picture runs nothing; opened on its own, an SVG is
 * a document, and this policy lets it draw itself and nothing else.
 */
export function imageHeaders() {
  return [HSTS, NO_SNIFF, { key: 'Content-Security-Policy', value: "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox" }];
}
