import type { Heading } from './read-html';
import type { SerpText } from './serp-cut';

/*
 * The review of a running site as plain data: what `reviewSite` returns, `npm run pages` prints and the team's pages
 * view renders. Every address is a path on the site (the sitemap's and the head's absolute URLs mapped onto it).
 */

export type { Heading, SerpText };

export type Severity = 'error' | 'warning';

export type WarningCode =
  | 'title-missing'
  | 'title-cut'
  | 'title-duplicate'
  | 'description-missing'
  | 'description-cut'
  | 'description-duplicate'
  | 'canonical-elsewhere'
  | 'noindex-in-sitemap'
  | 'missing-from-sitemap'
  | 'share-image-missing'
  | 'share-image-size'
  | 'json-ld-invalid'
  | 'json-ld-field-missing'
  | 'broken-link';

export interface PageWarning {
  code: WarningCode;
  severity: Severity;
  /** Plain German for the team (content/pages-review.ts). */
  message: string;
}

export interface LinkStatus {
  /** Path and query on the site. */
  path: string;
  /** HTTP status of the first answer (a redirect is not followed here), null when the request failed. */
  status: number | null;
  /** Where a redirect points: a path on the site or an absolute URL elsewhere. */
  location?: string;
  /** robots.txt disallows it, so the review did not request it (neither does a search engine). */
  disallowed?: true;
  /** 2xx or 3xx. */
  ok: boolean;
}

export interface ShareImage {
  /** og:image (or twitter:image) as the page names it. */
  url: string;
  /** Its path, when it lies on the site: the pages view loads the picture from there. */
  path?: string;
  alt?: string;
  status: number | null;
  contentType?: string;
  /** Size in pixels read from the picture's own bytes. */
  width?: number;
  height?: number;
  bytes?: number;
}

export interface JsonLdBlock {
  /** The script element's id, e.g. 'jsonld-course'. */
  id?: string;
  /** schema.org types of its top-level items. */
  types: string[];
  /** Pretty-printed JSON, or the text as found when it does not parse. */
  text: string;
  /** Why it does not parse. */
  error?: string;
  /** Required properties it lacks: type, path and Google's page that requires it. */
  missing: { type: string; field: string; doc: string }[];
}

export interface PageReview {
  path: string;
  /** The page's public address (site URL and path), as search results and shares show it. */
  url: string;
  status: number | null;
  contentType?: string;
  /** Where the review found it first: 'sitemap', or the path of the page that links to it. */
  foundOn: string;
  /** Listed in the sitemap, with the sitemap's last-modified date. */
  sitemap: { listed: boolean; lastModified?: string };
  title?: string;
  description?: string;
  /** The canonical link as written, and the path it names when it lies on the site. */
  canonical?: string;
  canonicalPath?: string;
  robots: { meta?: string; header?: string; noindex: boolean; nofollow: boolean };
  /** Answers 200 with HTML, says no noindex and names no other page as canonical: a page meant for the index. */
  indexable: boolean;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  /** The search result on a phone: the line above the title, and title and description cut as Google cuts them. */
  serp: { siteName: string; displayUrl: string; title: SerpText; description: SerpText };
  /** The link preview in a messenger: from Open Graph, falling back to Twitter's fields and the page's own. */
  share: { title?: string; description?: string; domain: string; image?: ShareImage };
  jsonLd: JsonLdBlock[];
  headings: Heading[];
  /** Each distinct link on the site from this page, with its status. */
  links: LinkStatus[];
  /** Links to other sites: listed, not requested. */
  externalLinks: string[];
  warnings: PageWarning[];
}

export interface PagesReport {
  /** Where the review sent its requests. */
  baseUrl: string;
  /** The site's public address (NEXT_PUBLIC_SITE_URL), which the sitemap and the head's URLs use. */
  siteUrl: string;
  checkedAt: string;
  durationMs: number;
  /** Requests sent, one at a time. */
  requests: number;
  robots: { status: number | null; sitemaps: string[]; disallow: string[] };
  sitemap: { path: string; status: number | null; entries: number };
  pages: PageReview[];
  summary: { pages: number; indexable: number; errors: number; warnings: number };
}
