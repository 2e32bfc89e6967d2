import type { ReactNode } from 'react';
import { pagesReviewCopy as copy, statusText } from '@/content/pages-review';
import { sitemapDate } from '@/lib/pages-review/format-text';
import type { LinkStatus, PageReview } from '@/lib/pages-review/report';
import { FieldTable } from './field-table';
import { SearchResultPreview } from './search-result-preview';
import { ShareCardPreview } from './share-card-preview';
import { WarningList } from './warning-list';

interface PagesReviewDetailProps {
  page: PageReview;
  /** The list view, for the link back. */
  listHref?: string;
}

const sectionHeading = 'text-xl font-extrabold';

/**
 * Everything the review found on one page (the /intern pages view's detail; its h1 is the route's): the previews and
 * warnings, every field of the head, Open Graph and Twitter, the headings, each JSON-LD block pretty-printed with what
 * Google misses in it, and every link with its status.
 */
export function PagesReviewDetail({ page, listHref }: PagesReviewDetailProps) {
  const yesNo = (value: boolean) => (value ? copy.yes : copy.no);
  const image = page.share.image;
  const head: [string, ReactNode][] = [
    [copy.fields.path, page.path],
    [copy.fields.url, page.url],
    [copy.fields.status, statusText(page.status)],
    [copy.fields.contentType, page.contentType ?? '–'],
    [copy.fields.foundOn, page.foundOn === 'sitemap' ? copy.fields.foundInSitemap : page.foundOn],
    [copy.lastModified, page.sitemap.listed ? (page.sitemap.lastModified ? sitemapDate(page.sitemap.lastModified) : '–') : copy.notInSitemap],
    [copy.fields.title, page.title ?? '–'],
    [copy.fields.titleWidth, copy.pixels(page.serp.title.width)],
    [copy.fields.description, page.description ?? '–'],
    [copy.fields.descriptionWidth, copy.pixels(page.serp.description.width)],
    [copy.fields.canonical, page.canonical ?? '–'],
    [copy.fields.robotsMeta, page.robots.meta ?? '–'],
    [copy.fields.robotsHeader, page.robots.header ?? '–'],
    [copy.fields.indexable, yesNo(page.indexable)],
    [copy.fields.image, image ? (image.path ?? image.url) : copy.noImage],
    ...(image
      ? ([
          [copy.fields.imageSize, image.width && image.height ? copy.imageSize(image.width, image.height) : statusText(image.status)],
          [copy.fields.imageType, image.contentType ?? '–'],
          [copy.fields.imageAlt, image.alt ?? '–'],
        ] as [string, ReactNode][])
      : []),
  ];

  return (
    <div className="space-y-10">
      {listHref && (
        <p>
          <a href={listHref} className="font-bold text-primary underline-offset-4 hover:underline">
            ← {copy.back}
          </a>
        </p>
      )}

      {page.status === 200 && (
        <div className="grid gap-6 md:grid-cols-2">
          <figure aria-labelledby="pages-review-search">
            <figcaption id="pages-review-search" className="mb-2 text-sm font-bold text-ink-soft">
              {copy.searchResult}
            </figcaption>
            <SearchResultPreview page={page} />
          </figure>
          <figure aria-labelledby="pages-review-share">
            <figcaption id="pages-review-share" className="mb-2 text-sm font-bold text-ink-soft">
              {copy.shareCard}
            </figcaption>
            <ShareCardPreview share={page.share} />
          </figure>
        </div>
      )}

      <section aria-labelledby="pages-review-warnings">
        <h2 id="pages-review-warnings" className={sectionHeading}>
          {copy.warnings}
        </h2>
        <div className="mt-3">
          <WarningList warnings={page.warnings} />
        </div>
      </section>

      <FieldTable caption={copy.fieldsCaption} rows={head} />
      {Object.keys(page.openGraph).length > 0 && <FieldTable caption={copy.openGraphCaption} rows={Object.entries(page.openGraph)} />}
      {Object.keys(page.twitter).length > 0 && <FieldTable caption={copy.twitterCaption} rows={Object.entries(page.twitter)} />}

      <section aria-labelledby="pages-review-headings">
        <h2 id="pages-review-headings" className={sectionHeading}>
          {copy.headingsTitle}
        </h2>
        {page.headings.length > 0 ? (
          <ol className="mt-3 space-y-1 text-sm">
            {page.headings.map((heading, index) => (
              <li key={index} className={heading.level === 1 ? '' : heading.level === 2 ? 'pl-4' : 'pl-8'}>
                <span className="mr-2 font-mono text-xs font-bold text-ink-soft">h{heading.level}</span>
                {heading.text}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-3 text-sm text-ink-soft">{copy.noHeadings}</p>
        )}
      </section>

      <section aria-labelledby="pages-review-json-ld">
        <h2 id="pages-review-json-ld" className={sectionHeading}>
          {copy.jsonLdTitle}
        </h2>
        {page.jsonLd.length === 0 && <p className="mt-3 text-sm text-ink-soft">{copy.noJsonLd}</p>}
        {page.jsonLd.map((block, index) => (
          <div key={index} className="mt-4">
            <h3 className="font-extrabold">{copy.jsonLdBlock(index + 1, block.error ? copy.jsonLdUnreadable : block.types.join(', ') || '?')}</h3>
            {block.error && <p className="mt-1 text-sm font-bold text-coral-dark">{block.error}</p>}
            {block.missing.length > 0 && (
              <p className="mt-1 text-sm">
                <strong>{copy.jsonLdMissing}:</strong> {block.missing.map((missing) => `${missing.type}: ${missing.field}`).join(', ')}
              </p>
            )}
            <pre className="mt-2 rounded-lg bg-paper p-3 text-xs leading-relaxed whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
              <code>{block.text}</code>
            </pre>
          </div>
        ))}
      </section>

      <section aria-labelledby="pages-review-links">
        <h2 id="pages-review-links" className={sectionHeading}>
          {copy.linksTitle}
        </h2>
        <table className="mt-3 w-full border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-ink-soft">{copy.linksCaption(page.links.length)}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-2 pr-4 font-bold">
                {copy.linkColumn}
              </th>
              <th scope="col" className="py-2 font-bold">
                {copy.linkStatus}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.links.map((link) => (
              <tr key={link.path} className="border-t border-line align-top">
                <td className="py-2 pr-4 [overflow-wrap:anywhere]">{link.path}</td>
                <td className="py-2">
                  <LinkAnswer link={link} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {page.externalLinks.length > 0 && (
          <>
            <p className="mt-4 text-sm font-bold">{copy.externalLinks(page.externalLinks.length)}</p>
            <ul className="mt-1 text-sm text-ink-soft [overflow-wrap:anywhere]">
              {page.externalLinks.map((link) => (
                <li key={link}>{link}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

function LinkAnswer({ link }: { link: LinkStatus }) {
  if (link.disallowed) return <span className="text-ink-soft">{copy.linkDisallowed}</span>;
  const status = statusText(link.status);
  if (!link.ok) return <strong className="text-coral-dark">✘ {status}, {copy.linkBroken}</strong>;
  return (
    <span className="text-ink-soft">
      {status}, {link.location ? copy.redirectsTo(link.location) : copy.linkOk}
    </span>
  );
}
