import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { normalizeText } from './serp-cut';

/*
 * What a crawler reads from a page's HTML: the head's title, meta tags, canonical and structured data, the headings
 * and the links. parse5 parses as browsers and search engines do (the WHATWG algorithm), so a stray tag or an
 * unclosed element ends up where a crawler would see it too.
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface Heading {
  level: 1 | 2 | 3;
  text: string;
}

export interface PageHtml {
  title?: string;
  description?: string;
  /** The canonical link's href as written. */
  canonical?: string;
  /** Content of `<meta name="robots">` and `<meta name="googlebot">`, joined. */
  robots?: string;
  /** Open Graph properties (og:…), the first of each. */
  openGraph: Record<string, string>;
  /** Twitter card fields (twitter:…), the first of each. */
  twitter: Record<string, string>;
  /** The text of each `<script type="application/ld+json">`, with its id when it has one. */
  jsonLd: { id?: string; text: string }[];
  headings: Heading[];
  /** Every link's href resolved against the page (and its `<base>`), in document order, without fragment. */
  links: string[];
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** Every element below `node` in document order (template contents are not part of the page, as in a browser). */
function* elements(node: Node): Generator<Element> {
  if (!('childNodes' in node)) return;
  for (const child of node.childNodes) {
    if (!isElement(child)) continue;
    yield child;
    yield* elements(child);
  }
}

function textContent(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (!('childNodes' in node)) return '';
  return node.childNodes.map(textContent).join('');
}

const HEADING_LEVELS: Record<string, Heading['level']> = { h1: 1, h2: 2, h3: 3 };

/** Reads `html` as served at `pageUrl`. */
export function readHtml(html: string, pageUrl: string): PageHtml {
  const document = parse(html);
  const page: PageHtml = { openGraph: {}, twitter: {}, jsonLd: [], headings: [], links: [] };
  const robots: string[] = [];
  const hrefs: string[] = [];
  let base = pageUrl;

  for (const element of elements(document)) {
    const name = (attribute(element, 'name') ?? '').toLowerCase();
    const property = attribute(element, 'property') ?? '';
    const content = attribute(element, 'content');
    switch (element.tagName) {
      case 'title':
        // The document's title is its first title element, as document.title reads it.
        page.title ??= normalizeText(textContent(element));
        break;
      case 'base':
        base = new URL(attribute(element, 'href') ?? '', pageUrl).href;
        break;
      case 'meta': {
        if (content === undefined) break;
        if (name === 'description') page.description ??= normalizeText(content);
        if (name === 'robots' || name === 'googlebot') robots.push(content);
        // Open Graph names its fields with `property`; many sites (and Twitter's own docs) also accept `name`.
        const key = property || name;
        if (key.startsWith('og:') && !(key in page.openGraph)) page.openGraph[key] = content;
        if (key.startsWith('twitter:') && !(key in page.twitter)) page.twitter[key] = content;
        break;
      }
      case 'link': {
        const rel = (attribute(element, 'rel') ?? '').toLowerCase().split(/\s+/);
        if (rel.includes('canonical')) page.canonical ??= attribute(element, 'href');
        break;
      }
      case 'script':
        if ((attribute(element, 'type') ?? '').trim().toLowerCase() === 'application/ld+json') {
          page.jsonLd.push({ id: attribute(element, 'id'), text: textContent(element) });
        }
        break;
      case 'a': {
        const href = attribute(element, 'href');
        if (href !== undefined) hrefs.push(href);
        break;
      }
      default: {
        const level = HEADING_LEVELS[element.tagName];
        if (level) page.headings.push({ level, text: normalizeText(textContent(element)) });
      }
    }
  }

  if (robots.length > 0) page.robots = robots.join(', ');
  for (const href of hrefs) {
    try {
      const url = new URL(href.trim(), base);
      url.hash = '';
      page.links.push(url.href);
    } catch {
      // An href that is no URL at all leads nowhere a crawler could follow.
    }
  }
  return page;
}

/** The `<loc>` and `<lastmod>` of each `<url>` (or each child `<sitemap>` of an index) in a sitemap. */
export function readSitemap(xml: string): { urls: { loc: string; lastModified?: string }[]; sitemaps: string[] } {
  // The sitemap protocol's XML is elements and text only; parse5 reads it into the same tree (as unknown elements).
  const document = parse(xml);
  const urls: { loc: string; lastModified?: string }[] = [];
  const sitemaps: string[] = [];
  for (const element of elements(document)) {
    if (element.tagName !== 'url' && element.tagName !== 'sitemap') continue;
    const children = element.childNodes.filter(isElement);
    const loc = children.find((child) => child.tagName === 'loc');
    if (!loc) continue;
    const href = textContent(loc).trim();
    if (element.tagName === 'sitemap') {
      sitemaps.push(href);
      continue;
    }
    const lastModified = children.find((child) => child.tagName === 'lastmod');
    urls.push({ loc: href, ...(lastModified ? { lastModified: textContent(lastModified).trim() } : {}) });
  }
  return { urls, sitemaps };
}
