import { expect, test } from './fixtures';
import { formatReport } from '../lib/pages-review/format-text';
import { reviewSite } from '../lib/pages-review/review';
import { ROUTES } from './routes';

// npm run pages against the production build (issue 50): one crawl from the sitemap, one request at a time, and no
// error (no page without a title, no link into nothing, no JSON-LD that does not parse). About 45 pages and the 12
// share images in 56 requests: 3.5 s on an idle machine, up to 10 s while the other specs keep both cores busy.
const SITE = (process.env.NEXT_PUBLIC_SITE_URL || 'https://www.codingstars.de').replace(/\/+$/, '');

test('the review of the build finds every page and no error', async ({ baseURL }, testInfo) => {
  const report = await reviewSite({ baseUrl: baseURL!, siteUrl: SITE });
  await testInfo.attach('npm run pages', { body: formatReport(report), contentType: 'text/plain' });

  const errors = report.pages.flatMap((page) => page.warnings.filter((w) => w.severity === 'error').map((w) => `${page.path}: ${w.message}`));
  expect(errors).toEqual([]);
  expect(report.sitemap.status).toBe(200);
  const paths = report.pages.map((page) => page.path);
  for (const route of ROUTES) expect(paths).toContain(route.path);
  // Every page in the sitemap is meant for the index, and every page meant for the index is in the sitemap.
  for (const page of report.pages) expect(page.sitemap.listed, page.path).toBe(page.indexable);
  for (const page of report.pages.filter((p) => p.indexable)) {
    expect(page.share.image, page.path).toMatchObject({ status: 200, contentType: 'image/png', width: 1200, height: 630 });
  }
});
