/**
 * Room lib/pages-review: the review of the built pages (titles, snippets, JSON-LD, share cards) for the team.
 * Used by /intern/seiten and `npm run pages`.
 */

import { duplicateWarnings, pageWarnings } from './checks';
import { crawl, SiteAddress, type Crawl, type CrawledPage, type Fetch } from './crawl';
import { missingFields, topItems, typesOf } from './json-ld-rules';
import type { JsonLdBlock, LinkStatus, PageReview, PagesReport } from './report';
import { serpDescription, serpTitle } from './serp-cut';

export type { PagesReport, PageReview } from './report';

export interface ReviewOptions {
  /** The running server to read, e.g. http://127.0.0.1:3000 or https://www.codingstars.de. */
  baseUrl: string;
  /** The site's public address (NEXT_PUBLIC_SITE_URL): its sitemap and head name their URLs with it. */
  siteUrl: string;
  fetch?: Fetch;
}

const NOINDEX = /\b(noindex|none)\b/i;
const NOFOLLOW = /\b(nofollow|none)\b/i;

function jsonLdBlock({ id, text }: { id?: string; text: string }): JsonLdBlock {
  try {
    const data: unknown = JSON.parse(text);
    return {
      ...(id ? { id } : {}),
      types: [...new Set(topItems(data).flatMap(typesOf))],
      text: JSON.stringify(data, null, 2),
      missing: missingFields(data),
    };
  } catch (error) {
    return { ...(id ? { id } : {}), types: [], text: text.trim(), error: (error as Error).message, missing: [] };
  }
}

/** Google's breadcrumb separator, U+203A (drawn in the preview's Arial, never in the site's web font). */
const BREADCRUMB = ' \u203a ';

/** A path segment as Google shows it ('f%C3%BChrerschein' as 'führerschein'); one that is no valid escape as it is. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The line above a mobile result's title: the site's address and the path as breadcrumbs, as Google shows it. */
function displayUrl(url: string): string {
  const { origin, pathname } = new URL(url);
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  return [origin, ...segments].join(BREADCRUMB);
}

function reviewPage(page: CrawledPage, address: SiteAddress, crawled: Crawl): PageReview {
  const { html } = page;
  const url = address.publicUrl(page.path);
  const canonicalPath = html.canonical ? address.pathOf(html.canonical, url) : undefined;
  const robotsText = [html.robots, page.robotsHeader].filter(Boolean).join(', ');
  const noindex = NOINDEX.test(robotsText);
  const imageUrl = html.openGraph['og:image'] ?? html.twitter['twitter:image'];
  const entry = crawled.sitemap.entries.get(page.path);
  const linkPaths = [...new Set(html.links.map((link) => address.pathOf(link)).filter((path): path is string => Boolean(path)))];
  const unknown = (path: string): LinkStatus => ({ path, status: null, ok: false });

  const review: PageReview = {
    path: page.path,
    url,
    status: page.status,
    ...(page.contentType ? { contentType: page.contentType } : {}),
    foundOn: page.foundOn,
    sitemap: { listed: Boolean(entry), ...(entry?.lastModified ? { lastModified: entry.lastModified } : {}) },
    ...(html.title ? { title: html.title } : {}),
    ...(html.description ? { description: html.description } : {}),
    ...(html.canonical ? { canonical: html.canonical } : {}),
    ...(canonicalPath ? { canonicalPath } : {}),
    robots: {
      ...(html.robots ? { meta: html.robots } : {}),
      ...(page.robotsHeader ? { header: page.robotsHeader } : {}),
      noindex,
      nofollow: NOFOLLOW.test(robotsText),
    },
    indexable: !noindex && (!html.canonical || canonicalPath === page.path),
    openGraph: html.openGraph,
    twitter: html.twitter,
    serp: {
      siteName: html.openGraph['og:site_name'] ?? address.site.host,
      displayUrl: displayUrl(url),
      title: serpTitle(html.title ?? ''),
      description: serpDescription(html.description ?? ''),
    },
    share: {
      ...optional('title', html.openGraph['og:title'] ?? html.twitter['twitter:title'] ?? html.title),
      ...optional('description', html.openGraph['og:description'] ?? html.twitter['twitter:description'] ?? html.description),
      domain: address.site.host,
      ...(imageUrl && crawled.images.get(imageUrl) ? { image: crawled.images.get(imageUrl) } : {}),
    },
    jsonLd: html.jsonLd.map(jsonLdBlock),
    headings: html.headings,
    links: linkPaths.map((path) => crawled.statuses.get(path) ?? unknown(path)),
    externalLinks: [...new Set(html.links.filter((link) => !address.pathOf(link) && /^https?:/.test(link)))],
    warnings: [],
  };
  return { ...review, warnings: pageWarnings(review) };
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value ? ({ [key]: value } as Record<K, string>) : {};
}

/** A sitemap address that answered no HTML page: its row says what it answered. */
function unansweredEntry(path: string, address: SiteAddress, crawled: Crawl): PageReview {
  const status = crawled.statuses.get(path);
  const url = address.publicUrl(path);
  const review: PageReview = {
    path,
    url,
    status: status?.status ?? null,
    foundOn: 'sitemap',
    sitemap: { listed: true, ...(crawled.sitemap.entries.get(path)?.lastModified ? { lastModified: crawled.sitemap.entries.get(path)!.lastModified } : {}) },
    robots: { noindex: false, nofollow: false },
    indexable: false,
    openGraph: {},
    twitter: {},
    serp: { siteName: address.site.host, displayUrl: displayUrl(url), title: serpTitle(''), description: serpDescription('') },
    share: { domain: address.site.host },
    jsonLd: [],
    headings: [],
    links: status?.location ? [{ path: status.location, status: crawled.statuses.get(status.location)?.status ?? null, ok: true }] : [],
    externalLinks: [],
    warnings: [],
  };
  return { ...review, warnings: pageWarnings(review) };
}

/**
 * Reads the running site at `baseUrl` as a crawler does and reviews every page it finds: the search result and the
 * share card each would give, and the warnings. One request at a time (lib/pages-review/crawl.ts).
 */
export async function reviewSite({ baseUrl, siteUrl, fetch }: ReviewOptions): Promise<PagesReport> {
  const started = Date.now();
  const address = new SiteAddress(baseUrl, siteUrl);
  const crawled = await crawl({ baseUrl, siteUrl, ...(fetch ? { fetch } : {}) });

  const byPath = new Map(crawled.pages.map((page) => [page.path, reviewPage(page, address, crawled)]));
  // The sitemap's order first, then the pages the links led to, in the order found.
  const pages = [
    ...[...crawled.sitemap.entries.keys()].map((path) => byPath.get(path) ?? unansweredEntry(path, address, crawled)),
    ...[...byPath.values()].filter((page) => !page.sitemap.listed),
  ];
  const duplicates = duplicateWarnings(pages);
  const reviewed = pages.map((page) => ({ ...page, warnings: [...page.warnings, ...(duplicates.get(page.path) ?? [])] }));
  const all = reviewed.flatMap((page) => page.warnings);

  return {
    baseUrl: address.base.origin,
    siteUrl: address.site.origin,
    checkedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    requests: crawled.requests,
    robots: { status: crawled.robots.status, sitemaps: crawled.robots.sitemaps, disallow: crawled.robots.disallow },
    sitemap: { path: crawled.sitemap.path, status: crawled.sitemap.status, entries: crawled.sitemap.entries.size },
    pages: reviewed,
    summary: {
      pages: reviewed.length,
      indexable: reviewed.filter((page) => page.indexable).length,
      errors: all.filter((warning) => warning.severity === 'error').length,
      warnings: all.filter((warning) => warning.severity === 'warning').length,
    },
  };
}
