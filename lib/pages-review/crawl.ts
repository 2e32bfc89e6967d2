import { imageSize } from 'image-size';
import { readHtml, readSitemap, type PageHtml } from './read-html';
import type { LinkStatus, ShareImage } from './report';
import { isAllowed, readRobotsTxt, type RobotsTxt } from './robots-txt';

/*
 * Reads the running site as a crawler does: robots.txt, the sitemap, then every page it lists and every page those
 * link to, each once, and the share pictures the pages name. The crawl sends ONE request at a time and reads its
 * answer to the end before the next (the team may run it against the live site while parents use it): every request
 * goes through `send`, which refuses a second one while the first is open.
 */

export type Fetch = typeof fetch;

/** Names the review in the server's log, and says "bot" so that page counts leave it out as any crawler. */
export const USER_AGENT = 'CodingStars-Seitenpruefung/1.0 (bot; npm run pages)';

/** More addresses than a site of this size has: a link loop (a calendar, a session id) stops the crawl. */
const MAX_REQUESTS = 1000;
const TIMEOUT_MS = 20_000;

export interface CrawlOptions {
  /** Where requests go, e.g. http://127.0.0.1:3000 or https://www.codingstars.de. */
  baseUrl: string;
  /** The site's public address, which its sitemap and head use (NEXT_PUBLIC_SITE_URL). */
  siteUrl: string;
  fetch?: Fetch;
}

export interface CrawledPage {
  path: string;
  status: number | null;
  contentType?: string;
  /** X-Robots-Tag header. */
  robotsHeader?: string;
  foundOn: string;
  html: PageHtml;
}

export interface Crawl {
  robots: RobotsTxt & { status: number | null };
  sitemap: { path: string; status: number | null; entries: Map<string, { lastModified?: string }> };
  /** HTML pages that answered 200, in the order found. */
  pages: CrawledPage[];
  /** Every address on the site the crawl met (pages, links, redirect targets) with its first answer. */
  statuses: Map<string, LinkStatus>;
  /** Share pictures by their URL as the pages name them. */
  images: Map<string, ShareImage>;
  /** Requests sent, one at a time. */
  requests: number;
}

/** Maps URLs between the site's public address and the server the crawl reads. */
export class SiteAddress {
  readonly base: URL;
  readonly site: URL;

  constructor(baseUrl: string, siteUrl: string) {
    this.base = new URL(baseUrl);
    this.site = new URL(siteUrl);
  }

  /** The path (and query) of `href` when it lies on the site, under either address; undefined elsewhere. */
  pathOf(href: string, from: string = this.base.href): string | undefined {
    let url: URL;
    try {
      url = new URL(href, from);
    } catch {
      return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (url.origin !== this.base.origin && url.origin !== this.site.origin) return undefined;
    return `${url.pathname}${url.search}`;
  }

  /** Where the crawl requests `path`. */
  requestUrl(path: string): string {
    return new URL(path, this.base).href;
  }

  /** The public address of `path`, as search results show it. */
  publicUrl(path: string): string {
    return new URL(path, this.site).href;
  }
}

interface Answer {
  status: number | null;
  headers: Headers;
  body?: Uint8Array;
}

export async function crawl({ baseUrl, siteUrl, fetch: fetchImpl = fetch }: CrawlOptions): Promise<Crawl> {
  const address = new SiteAddress(baseUrl, siteUrl);
  let requests = 0;
  let open = false;

  /**
   * The one door to the site: one request at a time, its body read (when `wanted` says so for the answer's status and
   * headers) or dropped before the next may start. A redirect is an answer of its own; the crawl queues its target.
   */
  async function send(target: string, wanted: (status: number, headers: Headers) => boolean): Promise<Answer> {
    if (open) throw new Error('pages-review: a second request while one is open');
    if (requests >= MAX_REQUESTS) throw new Error(`pages-review: more than ${MAX_REQUESTS} addresses; a link loop?`);
    open = true;
    requests += 1;
    try {
      // A path goes to the server under review; an absolute URL (a share picture on another host) goes there.
      const response = await fetchImpl(target.startsWith('/') ? address.requestUrl(target) : target, {
        redirect: 'manual',
        headers: { 'user-agent': USER_AGENT },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!wanted(response.status, response.headers)) {
        await response.body?.cancel();
        return { status: response.status, headers: response.headers };
      }
      return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
    } catch {
      return { status: null, headers: new Headers() };
    } finally {
      open = false;
    }
  }
  const whenOk = (status: number) => status === 200;

  const text = (answer: Answer) => (answer.body ? new TextDecoder().decode(answer.body) : '');

  // robots.txt: what not to request, and where the sitemap is.
  const robotsAnswer = await send('/robots.txt', whenOk);
  const robots = { ...readRobotsTxt(robotsAnswer.status === 200 ? text(robotsAnswer) : ''), status: robotsAnswer.status };

  // The sitemap robots.txt names on this site (or /sitemap.xml), and the sitemaps an index lists.
  const sitemapPaths = robots.sitemaps.map((href) => address.pathOf(href)).filter((path): path is string => Boolean(path));
  const sitemapQueue = sitemapPaths.length > 0 ? sitemapPaths : ['/sitemap.xml'];
  const sitemap: Crawl['sitemap'] = { path: sitemapQueue[0] ?? '/sitemap.xml', status: null, entries: new Map() };
  const sitemapsRead = new Set<string>();
  for (let index = 0; index < sitemapQueue.length; index += 1) {
    const path = sitemapQueue[index]!;
    if (sitemapsRead.has(path)) continue;
    sitemapsRead.add(path);
    const answer = await send(path, whenOk);
    if (index === 0) sitemap.status = answer.status;
    if (answer.status !== 200) continue;
    const { urls, sitemaps } = readSitemap(text(answer));
    for (const child of sitemaps) {
      const childPath = address.pathOf(child);
      if (childPath) sitemapQueue.push(childPath);
    }
    for (const url of urls) {
      const entryPath = address.pathOf(url.loc);
      if (entryPath && !sitemap.entries.has(entryPath)) sitemap.entries.set(entryPath, { lastModified: url.lastModified });
    }
  }

  // Breadth first from the sitemap's pages: each address once, in the order first met.
  const statuses = new Map<string, LinkStatus>();
  const pages: CrawledPage[] = [];
  const queue: { path: string; foundOn: string }[] = [];
  const queued = new Set<string>();
  const enqueue = (path: string, foundOn: string) => {
    if (queued.has(path)) return;
    queued.add(path);
    queue.push({ path, foundOn });
  };
  for (const path of sitemap.entries.keys()) enqueue(path, 'sitemap');
  // Without a sitemap the crawl starts where a visitor does; every page it finds then says the sitemap lacks it.
  if (queue.length === 0) enqueue('/', '/');

  for (let index = 0; index < queue.length; index += 1) {
    const { path, foundOn } = queue[index]!;
    if (!isAllowed(robots, path)) {
      statuses.set(path, { path, status: null, disallowed: true, ok: true });
      continue;
    }
    const answer = await send(path, (status, headers) => status === 200 && isHtml(headers));
    const location = answer.headers.get('location') ?? undefined;
    const target = location === undefined ? undefined : (address.pathOf(location, address.requestUrl(path)) ?? location);
    statuses.set(path, {
      path,
      status: answer.status,
      ...(target === undefined ? {} : { location: target }),
      ok: answer.status !== null && answer.status >= 200 && answer.status < 400,
    });
    if (target !== undefined && target.startsWith('/')) enqueue(target, path);
    if (!answer.body) continue;

    const html = readHtml(text(answer), address.publicUrl(path));
    pages.push({
      path,
      status: answer.status,
      contentType: answer.headers.get('content-type') ?? undefined,
      robotsHeader: answer.headers.get('x-robots-tag') ?? undefined,
      foundOn,
      html,
    });
    for (const link of html.links) {
      const linkPath = address.pathOf(link);
      if (linkPath) enqueue(linkPath, path);
    }
  }

  // The share pictures, each once: the messenger fetches the picture, so its type and size in pixels are what counts.
  const images = new Map<string, ShareImage>();
  for (const page of pages) {
    const url = page.html.openGraph['og:image'] ?? page.html.twitter['twitter:image'];
    if (!url || images.has(url)) continue;
    const path = address.pathOf(url, address.publicUrl(page.path));
    const alt = page.html.openGraph['og:image:alt'] ?? page.html.twitter['twitter:image:alt'];
    images.set(url, { url, ...(path ? { path } : {}), ...(alt ? { alt } : {}), ...(await fetchImage(path ?? url)) });
  }

  async function fetchImage(target: string): Promise<Omit<ShareImage, 'url' | 'path' | 'alt'>> {
    const answer = await send(target, whenOk);
    const contentType = answer.headers.get('content-type') ?? undefined;
    if (!answer.body) return { status: answer.status, ...(contentType ? { contentType } : {}) };
    let size: { width?: number; height?: number } = {};
    try {
      const { width, height } = imageSize(answer.body);
      size = { width, height };
    } catch {
      // Bytes no picture format describes: the size stays unknown, and the warning says the picture is unusable.
    }
    return { status: answer.status, ...(contentType ? { contentType } : {}), ...size, bytes: answer.body.length };
  }

  return { robots, sitemap, pages, statuses, images, requests };
}

function isHtml(headers: Headers): boolean {
  return /^(text\/html|application\/xhtml\+xml)\b/i.test(headers.get('content-type') ?? '');
}
