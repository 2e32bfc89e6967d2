import { pagesReviewCopy as copy } from '@/content/pages-review';
import type { PageReview } from '@/lib/pages-review/report';

/*
 * A page as a result in Google's mobile search, after Yoast SEO's mobile snippet preview (lib/pages-review/serp-cut.ts):
 * a card of at most 400 px, Arial, the title 20 px in link blue, the description 14 px, each cut and broken into the
 * lines the review computed, so the team sees exactly the cut the warning speaks of. Below 400 px the whole card
 * scales with its container (cqi units), so the lines stay as computed on a phone too. Google's own colours (Yoast's
 * figures) all have at least 4.5:1 contrast on white.
 */

/** Arial, or a font with its metrics (Liberation Sans on Linux, Arimo on ChromeOS): the widths the cut was computed in. */
const SERP_FONT = "[font-family:Arial,'Liberation_Sans',Arimo,sans-serif]";

export function SearchResultPreview({ page }: { page: Pick<PageReview, 'path' | 'serp'> }) {
  const { siteName, displayUrl, title, description } = page.serp;
  return (
    <div className="@container">
      <div
        className={`max-w-[400px] overflow-hidden rounded-[8px] bg-white px-[min(16px,4cqi)] py-[min(12px,3cqi)] text-[min(14px,3.5cqi)] leading-[1.43] text-[#4d5156] shadow-[0_1px_6px_rgb(32_33_36/0.28)] ${SERP_FONT}`}
      >
        <div className="flex items-center gap-[min(12px,3cqi)]">
          <span
            aria-hidden="true"
            className="grid size-[min(26px,6.5cqi)] shrink-0 place-items-center rounded-full border border-[#dadce0] bg-[#f1f3f4] text-[min(12px,3cqi)] font-bold text-[#202124]"
          >
            {siteName.slice(0, 1)}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-[#202124]">{siteName}</span>
            <span className="block truncate text-[min(12px,3cqi)]">{displayUrl}</span>
          </span>
        </div>
        <a href={page.path} className="mt-[min(12px,3cqi)] block text-[min(20px,5cqi)] leading-[1.3] text-[#1558d6] hover:underline">
          {title.lines.length > 0 ? title.lines.map((line, index) => <Line key={index} text={line} />) : copy.noTitle}
        </a>
        <p className="mt-[min(4px,1cqi)]">
          {description.lines.length > 0 ? description.lines.map((line, index) => <Line key={index} text={line} />) : copy.noDescription}
        </p>
      </div>
    </div>
  );
}

/** One line as computed: it never wraps again, whatever the browser's own font measures. */
function Line({ text }: { text: string }) {
  return <span className="block whitespace-nowrap">{text}</span>;
}
