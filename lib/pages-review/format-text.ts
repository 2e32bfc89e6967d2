import { pagesReviewCopy as copy } from '@/content/pages-review';
import { formatIsoDate } from '@/lib/calendar/dates';
import type { PageReview, PagesReport } from './report';

/*
 * The report as `npm run pages` prints it: one block per page (path and status, the search result as a phone shows
 * it, the share card, the JSON-LD types, the warnings), then a summary. Plain text for a terminal or a CI log.
 */

const INDENT = '           ';

// Text from the pages reaches the terminal as plain text: no escape sequences, line breaks or direction overrides.
const plain = (value: string) => value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ');

/** A sitemap's lastmod as a German date ('24.11.2026'); a W3C date-time keeps only its day. */
export function sitemapDate(lastModified: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(lastModified) ? formatIsoDate(lastModified.slice(0, 10)) : lastModified;
}

function label(name: string): string {
  return `  ${`${name}:`.padEnd(INDENT.length - 2)}`;
}

/** The first line of a block and the lines after it, indented under a label. */
function block(name: string, lines: string[]): string[] {
  return lines.map((line, index) => `${index === 0 ? label(name) : INDENT}${plain(line)}`);
}

function pageHead(page: PageReview): string {
  const facts = [
    page.status === null ? 'keine Antwort' : String(page.status),
    page.sitemap.listed ? copy.cliSitemap(page.sitemap.lastModified && sitemapDate(page.sitemap.lastModified)) : copy.notInSitemap,
    ...(page.robots.noindex ? ['noindex'] : []),
    ...(page.canonicalPath && page.canonicalPath !== page.path ? [`canonical ${page.canonicalPath}`] : []),
  ];
  return `${plain(page.path)}  ·  ${facts.join('  ·  ')}`;
}

function formatPage(page: PageReview): string[] {
  const lines = [pageHead(page)];
  if (page.status === 200) {
    lines.push(
      ...block(copy.cliSearch, [
        `${page.serp.siteName} · ${page.serp.displayUrl}`,
        ...(page.serp.title.lines.length > 0 ? page.serp.title.lines : [copy.noTitle]),
        ...(page.serp.description.lines.length > 0 ? page.serp.description.lines : [copy.noDescription]),
      ]),
    );
    const image = page.share.image;
    const picture = image
      ? `[${image.width && image.height ? copy.imageSize(image.width, image.height) : '?'}, ${image.contentType ?? '?'}, ${image.path ?? image.url}]`
      : `[${copy.noImage}]`;
    lines.push(...block(copy.cliShare, [picture, page.share.title ?? copy.noTitle, page.share.description ?? copy.noDescription, page.share.domain]));
    const types = page.jsonLd.map((json) => (json.error ? copy.jsonLdUnreadable : json.types.join(' + ') || '?'));
    lines.push(...block(copy.cliJsonLd, [types.length > 0 ? types.join(', ') : copy.noJsonLd]));
  }
  for (const warning of page.warnings) {
    const mark = warning.severity === 'error' ? `✘ ${copy.severity.error.toUpperCase()}` : `! ${copy.severity.warning}`;
    lines.push(`  ${mark}: ${plain(warning.message)}`);
  }
  return lines;
}

export function formatReport(report: PagesReport): string {
  const { summary } = report;
  const seconds = (report.durationMs / 1000).toFixed(1);
  return [
    `${copy.title}: ${report.siteUrl} (${copy.source.toLowerCase()} ${report.baseUrl})`,
    '',
    ...report.pages.flatMap((page) => [...formatPage(page), '']),
    copy.summary(summary.pages, summary.indexable, summary.errors, summary.warnings),
    `${copy.requests(report.requests, seconds.replace('.', ','))}.`,
    summary.errors > 0 ? copy.cliErrors(summary.errors) : copy.cliNoErrors,
  ].join('\n');
}
