// Counting page views where the server answers them (issue 49): server.mjs watches every request, so the prerendered
// pages it serves from memory (lib/server/static-pages.mjs) count exactly like the pages Next renders. Client-side
// navigations and a finished quiz arrive as one small POST each (instrumentation-client.ts, lib/numbers/beacon.ts)
// at app/api/v/route.ts, which Next bundles on its own: it finds this process's counter on globalThis, where
// server.mjs put it, the way lib/outbox/service.ts shares its delivery service between Next's bundles.
//
// A view is counted with its Berlin day, its page, its source and its device class, added to an in-memory tally
// (lib/numbers/tally.ts) that lib/numbers/recorder.ts adds to the database once a minute. Nothing else of the request
// is kept: no address, no user agent, no cookie, no identifier.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { berlinIsoDate, berlinTime } from '../calendar/dates.ts';
import { FILL_HEADER } from '../server/static-pages.mjs';
import { deviceOf, INTERNAL, isPerson, isSpeculative, sourceOf } from './classify.ts';
import { createTally, type Tally } from './tally.ts';

/** Events a page may report, each on the pages that have it. */
export const EVENTS: Readonly<Record<string, readonly string[]>> = {
  'quiz-finished': ['/quiz', '/quizcarousel'],
};

/** Request headers of the App Router's own fetches (RSC payloads, prefetches) and of the static page's fill. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', FILL_HEADER];

/** The body of a report is at most this long; anything longer is no report of ours. */
export const MAX_REPORT_BYTES = 512;

export interface PageViewCounter {
  /** Counts `req` as a page view once `res` has gone out with the page (200, or 304 to a browser that has it). */
  watch(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Counts a report from the browser: a client-side navigation (the body is the address navigated to) or an event
   * ('quiz-finished /quiz'). Returns whether it counted.
   */
  report(headers: Headers, body: string): boolean;
  tally: Tally;
}

export interface CounterOptions {
  /** The paths that are pages (lib/numbers/pages.ts). */
  pages: ReadonlySet<string>;
  /** The site's own hosts besides each request's Host (classify.ts, siteHosts). */
  siteHosts: readonly string[];
  tally?: Tally;
  now?: () => Date;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function createPageViewCounter({ pages, siteHosts, tally = createTally(), now = () => new Date() }: CounterOptions): PageViewCounter {
  const isPage = (path: string) => pages.has(path);

  // The Berlin day, worked out again only when the clock leaves the one known (a few microseconds saved per view).
  let day = '';
  let dayStarts = 0;
  let dayEnds = 0;
  const today = () => {
    const at = now().getTime();
    if (at < dayStarts || at >= dayEnds) {
      day = berlinIsoDate(new Date(at));
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      dayStarts = berlinTime(year, month, date).getTime();
      dayEnds = berlinTime(year, month, date + 1).getTime();
    }
    return day;
  };

  function watch(req: IncomingMessage, res: ServerResponse) {
    // The cheap tests first: most requests are files and scripts, which leave here after one Set lookup.
    if (req.method !== 'GET') return;
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    if (!isPage(path)) return;
    const { headers } = req;
    if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return;
    const query = mark < 0 ? undefined : url.slice(mark + 1);
    if (query && /(?:^|&)_rsc=/.test(query)) return;
    const header = (name: string) => first(headers[name]);
    // A fetch() of the page by a script, or an iframe, is no view; browsers that say nothing count.
    const destination = header('sec-fetch-dest');
    if ((destination !== undefined && destination !== 'document') || isSpeculative(header)) return;
    res.once('finish', () => {
      if (res.statusCode !== 200 && res.statusCode !== 304) return;
      const userAgent = header('user-agent');
      if (!isPerson(userAgent)) return;
      const host = header('host')?.toLowerCase();
      const source = sourceOf({ referrer: header('referer'), query, ownHosts: host ? [host, ...siteHosts] : siteHosts });
      tally.addView(today(), path, source, deviceOf(header('sec-ch-ua-mobile'), userAgent));
    });
  }

  function report(headers: Headers, body: string): boolean {
    // Browsers say where a request comes from: another site's page cannot add to the counts through its visitors.
    const site = headers.get('sec-fetch-site');
    if (site !== null && site !== 'same-origin') return false;
    const userAgent = headers.get('user-agent') ?? undefined;
    if (!isPerson(userAgent)) return false;
    const text = body.trim();
    const isView = text.startsWith('/') || /^https?:\/\//.test(text);
    const space = text.indexOf(' ');
    const event = isView ? undefined : text.slice(0, space);
    const address = isView ? text : text.slice(space + 1);
    if (!isView && (space < 0 || !Object.hasOwn(EVENTS, event!))) return false;
    let target: URL;
    try {
      target = new URL(address, 'http://site.invalid');
    } catch {
      return false;
    }
    if (/^https?:\/\//.test(address) && target.host !== headers.get('host')) return false;
    const route = target.pathname;
    const day = today();
    if (event === undefined) {
      if (!isPage(route)) return false;
      tally.addView(day, route, INTERNAL, deviceOf(headers.get('sec-ch-ua-mobile') ?? undefined, userAgent));
      return true;
    }
    if (!EVENTS[event]!.includes(route)) return false;
    tally.addEvent(day, route, event);
    return true;
  }

  return { watch, report, tally };
}

const COUNTER = Symbol.for('codingstars.page-view-counter');
type Holder = typeof globalThis & { [COUNTER]?: PageViewCounter };

/** Makes `counter` this process's counter, for the report endpoint in Next's bundle. */
export function installPageViewCounter(counter: PageViewCounter): void {
  (globalThis as Holder)[COUNTER] = counter;
}

/** This process's counter, or undefined where nothing counts (`next dev`, which runs without server.mjs). */
export function runningPageViewCounter(): PageViewCounter | undefined {
  return (globalThis as Holder)[COUNTER];
}
