import { Link } from '@/components/ui/link';
import { internCopy } from '@/content/intern';
import { outboxHref, type OutboxQuery } from '@/lib/outbox/intern-view';

const copy = internCopy.outbox.pager;

/** "Neuere" and "Ältere" between pages of the list, in the same filter; nothing when it fits on one page. */
export function OutboxPager({ query, pages }: { query: OutboxQuery; pages: number }) {
  if (pages <= 1) return null;
  const link = 'inline-flex min-h-11 items-center font-bold text-primary underline underline-offset-4';
  return (
    <nav aria-label={copy.label} className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2">
      {query.page > 1 && (
        <Link href={outboxHref({ ...query, page: query.page - 1 })} rel="prev" className={link}>
          <span aria-hidden="true">←&nbsp;</span>
          {copy.newer}
        </Link>
      )}
      <p className="text-ink-soft">{copy.position(query.page, pages)}</p>
      {query.page < pages && (
        <Link href={outboxHref({ ...query, page: query.page + 1 })} rel="next" className={link}>
          {copy.older}
          <span aria-hidden="true">&nbsp;→</span>
        </Link>
      )}
    </nav>
  );
}
