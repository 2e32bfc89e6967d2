// Byte budgets of the production build (issues 9 and 17): JavaScript per route, image files, HTML per page.
// Checked by e2e/budgets.spec.ts after `next build`; shown beside the measurements by `npm run bench`.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const KB = 1024;

/** First-load JS (gzip) of an empty App Router page with the same Next and React versions (bench/tools/js-size.mjs). */
export const EMPTY_PAGE_FLOOR_BYTES = Math.round(131.4 * KB);

/** Pages that carry the enquiry form (react-hook-form + zod). */
export const FORM_ROUTES = ['/', '/start', '/start/signup', '/contact', '/ferienkurse', '/ferienkurse/[slug]', '/ferienkurse/(.)[slug]', '/python'];
/** Interactive pages: the two quizzes and the booking wizard. */
export const APP_ROUTES = ['/quiz', '/quizcarousel', '/booking'];

export const IMAGE_MAX_BYTES = 200 * KB;
/**
 * HTML of a page (gzip), the target of issue 17, for the page's own markup and RSC data: the stylesheet that the build
 * writes into every page (scripts/inline-css.mjs) has its own budget below.
 */
export const HTML_MAX_GZIP_BYTES = 16 * KB;
/**
 * The stylesheet inlined into each page (gzip on its own): since issue 63 the rules of the page's own elements
 * (lib/build/page-css.mjs), 5.5 to 7.3 KB, and since its fifth step also the rules the rest of the stylesheet, added
 * after the first paint, would otherwise overtake (7.6 to 8.8 KB); the whole Tailwind build is 9.9 KB. The rest waits
 * at the end of <body> and is not counted here.
 */
export const INLINE_CSS_MAX_GZIP_BYTES = 9 * KB;
/**
 * Pages that still miss it (their text reaches the browser twice, as HTML and as RSC data; bench/results.md has the
 * breakdown), each held to a little above its size when the target was set, so they do not grow unnoticed.
 */
export const HTML_OVER_TARGET_GZIP_BYTES = {
  '/': 24 * KB,
  '/faq': 21 * KB,
  '/agb': 28 * KB,
  // 30.4 KB since it says how bookings, their IBAN and the withdrawals and cancellations online are kept (2026-11-28).
  '/datenschutz': 31 * KB,
  // 16.2 KB since the header draws its logo inline (issue 25: no SVG document before the first paint, 0.5 KB gzip
  // on every page); drawing the copy in the not-found tree of the RSC data as an <img> instead saved nothing gzipped.
  '/barrierefreiheit': 17 * KB,
  // 18.5 KB since the first course card's picture comes with the page (lib/inline-picture.ts, issue 34, ninth round):
  // it was the page's LCP element and waited for its own request. It is written twice, in the HTML and in the RSC data,
  // which gzip cannot share (3.6 KB); Brotli, which every current browser takes, shares them (1.1 KB).
  '/courses': 19 * KB,
  // 16.0 to 16.2 KB before issue 63, then 0.2 KB more for the loader that starts the chunks after the first paint and
  // the whole stylesheet (lib/build/late-scripts.mjs): each holiday course page says its runs and dates in HTML and RSC data.
  '/ferienkurse/internet-fuehrerschein': 17 * KB,
  '/ferienkurse/minecraft-mods': 17 * KB,
  '/ferienkurse/roblox-studio': 17 * KB,
};
const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif', '.svg', '.ico']);

/** JS budget of a route as Next names it in route-bundle-stats.json ('/courses/[id]'). */
export function jsBudgetFor(route) {
  // The team's room: its forms and the passkey sign-in, never part of a public page (e2e/budgets.spec.ts checks that).
  if (route === '/intern' || route.startsWith('/intern/')) return { kind: 'intern', bytes: EMPTY_PAGE_FLOOR_BYTES + 25 * KB };
  if (APP_ROUTES.includes(route)) return { kind: 'quiz/booking', bytes: EMPTY_PAGE_FLOOR_BYTES + 35 * KB };
  if (FORM_ROUTES.includes(route)) return { kind: 'form', bytes: EMPTY_PAGE_FLOOR_BYTES + 30 * KB };
  return { kind: 'content', bytes: EMPTY_PAGE_FLOOR_BYTES + 15 * KB };
}

/** The HTML budget (gzip) of a URL path. */
export function htmlBudgetFor(urlPath) {
  return HTML_OVER_TARGET_GZIP_BYTES[urlPath] ?? HTML_MAX_GZIP_BYTES;
}

/** The build route ('/courses/[id]') a URL path ('/courses/3') is served by. */
export function buildRouteFor(urlPath, buildRoutes) {
  if (buildRoutes.includes(urlPath)) return urlPath;
  return buildRoutes.find((route) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`).test(urlPath)) ?? urlPath;
}

/** Every image file under the given folders, with its size in bytes. */
export function imageFiles(dirs = ['public', 'app'], root = '.') {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (IMAGE_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) {
        found.push({ file: relative, bytes: statSync(path.join(root, relative)).size });
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}
