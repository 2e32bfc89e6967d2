import type { ReactNode } from 'react';
import { pagesReviewCopy as copy } from '@/content/pages-review';
import { sitemapDate } from '@/lib/pages-review/format-text';
import type { PageReview, PagesReport } from '@/lib/pages-review/report';
import { SearchResultPreview } from './search-result-preview';
import { ShareCardPreview } from './share-card-preview';
import { WarningList } from './warning-list';

interface PagesReviewListProps {
  report: PagesReport;
  /** Where a page's detail view lives, e.g. (path) => `/intern/seiten/details?pfad=${encodeURIComponent(path)}`. */
  detailHref: (path: string) => string;
}

/**
 * The team's list of the site's pages (the /intern pages view; its h1 is the route's): a summary, then one row per
 * page with its search result on a phone and its share card, the structured data, the sitemap date and the warnings.
 * Pages meant for the index come first; the others (noindex, a preselection pointing to its page) follow.
 */
export function PagesReviewList({ report, detailHref }: PagesReviewListProps) {
  const rows = report.pages.map((page, index) => ({ page, id: `pages-review-${index}` }));
  const indexed = rows.filter(({ page }) => page.indexable);
  const others = rows.filter(({ page }) => !page.indexable);
  return (
    <div className="space-y-12">
      <ReportSummary report={report} />
      <section aria-labelledby="pages-review-indexed">
        <h2 id="pages-review-indexed" className="text-2xl font-extrabold">
          {copy.indexedHeading} ({indexed.length})
        </h2>
        <ul className="mt-6 space-y-6">
          {indexed.map(({ page, id }) => (
            <li key={page.path}>
              <PageRow page={page} id={id} detailHref={detailHref} />
            </li>
          ))}
        </ul>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="pages-review-others">
          <h2 id="pages-review-others" className="text-2xl font-extrabold">
            {copy.otherHeading} ({others.length})
          </h2>
          <p className="mt-2 max-w-prose text-ink-soft">{copy.otherIntro}</p>
          <ul className="mt-6 space-y-6">
            {others.map(({ page, id }) => (
              <li key={page.path}>
                <PageRow page={page} id={id} detailHref={detailHref} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function ReportSummary({ report }: { report: PagesReport }) {
  const { summary } = report;
  const checkedAt = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(report.checkedAt));
  return (
    <div className="rounded-card border border-line bg-paper p-5">
      <p className={summary.errors > 0 ? 'font-extrabold text-coral-dark' : 'font-extrabold text-ink'}>
        {copy.summary(summary.pages, summary.indexable, summary.errors, summary.warnings)}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-ink-soft sm:grid-cols-[auto_1fr]">
        <dt className="font-bold text-ink">{copy.checkedAt}</dt>
        <dd>{checkedAt}</dd>
        <dt className="font-bold text-ink">{copy.source}</dt>
        <dd className="[overflow-wrap:anywhere]">
          {report.baseUrl} ({copy.requests(report.requests, (report.durationMs / 1000).toFixed(1).replace('.', ','))})
        </dd>
      </dl>
    </div>
  );
}

function PageRow({ page, id, detailHref }: { page: PageReview; id: string; detailHref: (path: string) => string }) {
  const errors = page.warnings.filter((warning) => warning.severity === 'error').length;
  const types = [...new Set(page.jsonLd.flatMap((block) => (block.error ? [copy.jsonLdUnreadable] : block.types)))];
  return (
    <article aria-labelledby={id} className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={id} className="text-lg font-extrabold [overflow-wrap:anywhere]">
          <a href={detailHref(page.path)} className="text-primary underline-offset-4 hover:underline">
            {page.path}
          </a>
        </h3>
        {errors > 0 && (
          <p className="rounded-pill bg-coral/10 px-3 text-sm font-extrabold text-coral-dark">
            ✘ {errors} {copy.severity.error}
          </p>
        )}
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,400px)_minmax(0,300px)_minmax(0,1fr)]">
        {page.status === 200 && (
          <>
            <figure aria-labelledby={`${id}-search`}>
              <figcaption id={`${id}-search`} className="mb-2 text-sm font-bold text-ink-soft">
                {copy.searchResult}
              </figcaption>
              <SearchResultPreview page={page} />
            </figure>
            <figure aria-labelledby={`${id}-share`}>
              <figcaption id={`${id}-share`} className="mb-2 text-sm font-bold text-ink-soft">
                {copy.shareCard}
              </figcaption>
              <ShareCardPreview share={page.share} />
            </figure>
          </>
        )}
        <div className="space-y-3">
          <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-1">
            <Fact term={copy.status}>{page.status ?? '–'}</Fact>
            <Fact term={copy.lastModified}>
              {page.sitemap.listed ? (page.sitemap.lastModified ? sitemapDate(page.sitemap.lastModified) : '–') : copy.notInSitemap}
            </Fact>
            <Fact term={copy.jsonLdTypes}>{types.length > 0 ? types.join(', ') : copy.noJsonLd}</Fact>
          </dl>
          <h4 className="text-sm font-extrabold text-ink">{copy.warnings}</h4>
          <WarningList warnings={page.warnings} />
        </div>
      </div>
    </article>
  );
}

/** One fact of a row, its name above its value (a narrow column has no room for both side by side). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-bold text-ink">{term}</dt>
      <dd className="text-ink-soft">{children}</dd>
    </div>
  );
}
