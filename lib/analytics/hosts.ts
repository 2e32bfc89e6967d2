/**
 * Every other host the tracking talks to, by CSP directive (Google's CSP guide for the Google tag with GA4 and
 * Google Ads conversion tracking). Nothing here is contacted before 'Alle Akzeptieren'; the
 * Content-Security-Policy names exactly these.
 */
export const TRACKING_HOSTS = {
  script: ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
    'https://www.google.de',
    'https://googleads.g.doubleclick.net',
    'https://pagead2.googlesyndication.com',
  ],
  img: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.de',
  ],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
} as const satisfies Record<'script' | 'connect' | 'img' | 'frame', readonly string[]>;
