import { fileURLToPath } from 'node:url';
import { enquiryDelivery } from './lib/email/delivery.mjs';
import { emailjsOrigin, imageHeaders, securityHeaders, staticAssetHeaders } from './lib/security/headers.mjs';
import { HTML_CACHE_CONTROL, hostileUrlRewrites, IMAGE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PRIVATE_PATHS } from './lib/security/routing.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Read from node_modules at run time, not bundled: the time zone rules of the calendar file are files next to the
  // package's code (found through __dirname), which a bundle would not carry, and the calendar would lose its VTIMEZONE.
  // pdfkit loads its standard fonts at run time by createRequire and its own '#standard-fonts/*' map, lost in a bundle.
  // lightningcss (the cache handler picks each regenerated page's CSS with it) is a native addon.
  // The server's own libraries (sign-in, database, mail) are plain Node packages and load as they are: bundled, their
  // thousands of modules widened Turbopack's module ids, which every chunk of every public page carries, from five to
  // six digits (0.3 KB gzip more on each route for the same code; docs/performance.md).
  serverExternalPackages: ['@touch4it/ical-timezones', 'pdfkit', 'lightningcss', 'better-auth', '@better-auth/core', '@better-auth/passkey', 'kysely', 'pg', 'nodemailer'],
  poweredByHeader: false,
  // The pages made again every hour (their dates: /start/signup, /ferienkurse, /python) are served stale while they are
  // remade for at most another hour; a page older than two hours is remade before it is served, never days old.
  expireTime: 7200,
  // server.mjs compresses with the same middleware after giving each page rendered per request its script hashes
  // (lib/server/rendered-page-policy.mjs), which needs the HTML uncompressed.
  compress: false,
  typedRoutes: true,
  // `npm test` (scripts/test.mjs) runs tsc over the whole project, route types included, right after the build.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED_BY_TSC === '1' },
  // Turbopack keeps its work in .next/cache for the next build; a build from a fresh clone (npm test) has no next one,
  // and writing the cache took 28 s of it there (TURBOPACK_BUILD_CACHE=0, scripts/test.mjs).
  experimental: { turbopackFileSystemCacheForBuild: process.env.TURBOPACK_BUILD_CACHE !== '0' },
  // Another folder for a copy of the build (e2e/regenerated-policy.spec.ts, the benchmark).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Pages regenerated at run time get their stylesheet written in, like every page at build (lib/build/inline-css.mjs).
  cacheHandler: fileURLToPath(new URL('./lib/build/inline-css-cache.mjs', import.meta.url)),
  // The prerendered privacy page names the enquiry path and retention the build saw; the server compares these
  // stamps with its own variables at start and warns when they differ (lib/outbox/service.ts).
  env: {
    ENQUIRY_DELIVERY_AT_BUILD: enquiryDelivery(process.env),
    OUTBOX_RETENTION_DAYS_AT_BUILD: process.env.OUTBOX_RETENTION_DAYS ?? '',
    // /booking offers a direct debit only when the build saw SEPA_CREDITOR_ID.
    SEPA_AT_BUILD: process.env.SEPA_CREDITOR_ID?.trim() ? 'ja' : 'nein',
  },
  async headers() {
    return [
      {
        // Everything but the subresources below: they get only the headers that act on them.
        source: '/((?!_next/static/|images/).*)',
        headers: securityHeaders({
          emailjs: emailjsOrigin(process.env.NEXT_PUBLIC_EMAILJS_ORIGIN),
          dev: process.env.NODE_ENV === 'development',
        }),
      },
      {
        // Pages only: hashed assets keep Next's own `public, max-age=31536000, immutable`.
        source: '/((?!_next/|api/|images/).*)',
        headers: [{ key: 'Cache-Control', value: HTML_CACHE_CONTROL }],
      },
      // After the rule above: for the same header the last rule that matches wins.
      ...PRIVATE_PATHS.intern.map((source) => ({
        source,
        headers: [
          { key: 'Cache-Control', value: PRIVATE_CACHE_CONTROL },
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        ],
      })),
      ...PRIVATE_PATHS.links.map((source) => ({ source, headers: [{ key: 'Cache-Control', value: PRIVATE_CACHE_CONTROL }] })),
      {
        source: '/_next/static/:path*',
        headers: staticAssetHeaders(),
      },
      {
        source: '/images/:path*',
        headers: [...imageHeaders(), { key: 'Cache-Control', value: IMAGE_CACHE_CONTROL }],
      },
    ];
  },
  async rewrites() {
    return { beforeFiles: hostileUrlRewrites, afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
