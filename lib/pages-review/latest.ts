import { env } from '@/lib/server/env';
import { reviewSite, type PagesReport } from './review';

const LATEST = Symbol.for('codingstars.pages-review');

interface Holder {
  report?: PagesReport;
  running?: Promise<PagesReport>;
}

const holder = () => ((globalThis as typeof globalThis & { [LATEST]?: Holder })[LATEST] ??= {});

/**
 * The server's own address for the review (server.mjs puts it in INTERNAL_ORIGIN): the crawl reads this instance over
 * loopback, one request at a time, never through the proxy or a CDN. Outside server.mjs, the site's address.
 */
const ownOrigin = () => process.env.INTERNAL_ORIGIN ?? env.siteUrl;

/** The last review this instance made (kept in memory until the next one or a restart), if any. */
export const latestReview = (): PagesReport | undefined => holder().report;

/** Reviews the site now (one crawl at a time per instance: a second call joins the one running) and keeps the result. */
export function reviewNow(): Promise<PagesReport> {
  const state = holder();
  state.running ??= reviewSite({ baseUrl: ownOrigin(), siteUrl: env.siteUrl })
    .then((report) => {
      state.report = report;
      return report;
    })
    .finally(() => {
      state.running = undefined;
    });
  return state.running;
}
