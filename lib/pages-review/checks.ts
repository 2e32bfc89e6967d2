import { pagesReviewWarnings, shareImageProblems, statusText } from '@/content/pages-review';
import { SHARE_IMAGE_SIZE } from '@/lib/seo/metadata';
import type { PageReview, PageWarning, Severity, WarningCode } from './report';

/*
 * What search engines and messengers penalise, page by page and across pages. An error is what breaks the page for
 * them outright and fails `npm run pages` (a deployment): no title, a link into nothing, structured data that does
 * not parse. Everything else is a warning for the team to weigh.
 */

export const SEVERITY: Record<WarningCode, Severity> = {
  'title-missing': 'error',
  'broken-link': 'error',
  'json-ld-invalid': 'error',
  'title-cut': 'warning',
  'title-duplicate': 'warning',
  'description-missing': 'warning',
  'description-cut': 'warning',
  'description-duplicate': 'warning',
  'canonical-elsewhere': 'warning',
  'noindex-in-sitemap': 'warning',
  'missing-from-sitemap': 'warning',
  'share-image-missing': 'warning',
  'share-image-size': 'warning',
  'json-ld-field-missing': 'warning',
};

type Messages = typeof pagesReviewWarnings;

export function warning<C extends WarningCode>(code: C, ...params: Parameters<Messages[C]>): PageWarning {
  const message = (pagesReviewWarnings[code] as (...args: Parameters<Messages[C]>) => string)(...params);
  return { code, severity: SEVERITY[code], message };
}

/** A URL with a query whose canonical is the same path without it (a preselection such as /booking?kurs=3). */
export function isParameterVariant(page: Pick<PageReview, 'path' | 'canonicalPath'>): boolean {
  const [path, query] = page.path.split('?');
  return Boolean(query) && page.canonicalPath === path;
}

/** The warnings a page earns on its own (duplicates need the other pages: `duplicateWarnings`). */
export function pageWarnings(page: PageReview): PageWarning[] {
  const warnings: PageWarning[] = [];
  if (page.status !== 200) {
    if (page.sitemap.listed && !(page.status !== null && page.status >= 300 && page.status < 400)) {
      warnings.push(warning('broken-link', page.path, statusText(page.status), 'sitemap'));
    }
    return warnings;
  }

  if (!page.title) warnings.push(warning('title-missing'));
  // Cut and missing texts matter where the page shows in search results: pages meant for the index.
  if (page.indexable) {
    if (page.title && page.serp.title.cut) warnings.push(warning('title-cut', page.serp.title.text));
    if (!page.description) warnings.push(warning('description-missing'));
    else if (page.serp.description.cut) warnings.push(warning('description-cut', page.serp.description.text));
  }
  if (page.canonical && page.canonicalPath !== page.path && !isParameterVariant(page)) {
    warnings.push(warning('canonical-elsewhere', page.canonicalPath ?? page.canonical));
  }
  if (page.sitemap.listed && page.robots.noindex) warnings.push(warning('noindex-in-sitemap'));
  if (page.indexable && !page.sitemap.listed) warnings.push(warning('missing-from-sitemap', page.foundOn));

  const image = page.share.image;
  if (!image) warnings.push(warning('share-image-missing', shareImageProblems.none));
  else if (image.status !== 200) warnings.push(warning('share-image-missing', shareImageProblems.status(statusText(image.status))));
  else if (image.width === undefined || image.height === undefined) {
    warnings.push(warning('share-image-missing', shareImageProblems.unreadable(image.contentType ?? '?')));
  } else if (image.width !== SHARE_IMAGE_SIZE.width || image.height !== SHARE_IMAGE_SIZE.height) {
    warnings.push(warning('share-image-size', image.width, image.height));
  }

  page.jsonLd.forEach((block, index) => {
    const name = block.id ? `„${block.id}“` : `Nr. ${index + 1}`;
    if (block.error) warnings.push(warning('json-ld-invalid', name, block.error));
    const byType = Map.groupBy(block.missing, (missing) => missing.type);
    for (const [type, missing] of byType) warnings.push(warning('json-ld-field-missing', type, missing.map((m) => m.field)));
  });

  for (const link of page.links) {
    if (!link.ok) warnings.push(warning('broken-link', link.path, statusText(link.status), 'page'));
  }
  return warnings;
}

/** Titles and descriptions that pages meant for the index share, as warnings by path. */
export function duplicateWarnings(pages: PageReview[]): Map<string, PageWarning[]> {
  const found = new Map<string, PageWarning[]>();
  const indexable = pages.filter((page) => page.indexable);
  for (const [field, code] of [
    ['title', 'title-duplicate'],
    ['description', 'description-duplicate'],
  ] as const) {
    const byText = Map.groupBy(
      indexable.filter((page) => page[field]),
      (page) => page[field]!.toLowerCase(),
    );
    for (const group of byText.values()) {
      if (group.length < 2) continue;
      for (const page of group) {
        const others = group.filter((other) => other !== page).map((other) => other.path);
        found.set(page.path, [...(found.get(page.path) ?? []), warning(code, others)]);
      }
    }
  }
  return found;
}
