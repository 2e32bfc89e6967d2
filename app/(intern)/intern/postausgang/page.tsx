import type { Metadata } from 'next';
import { OutboxFilter } from '@/components/intern/outbox-filter';
import { OutboxGuide } from '@/components/intern/outbox-guide';
import { OutboxPager } from '@/components/intern/outbox-pager';
import { OutboxTable } from '@/components/intern/outbox-table';
import { Container } from '@/components/ui/container';
import { internCopy } from '@/content/intern';
import { requireStaff } from '@/lib/auth/session';
import { retryMail } from '@/lib/outbox/intern-actions';
import { outboxPage } from '@/lib/outbox/intern-reads';
import { ATTENTION_DAYS, filterLabel } from '@/lib/outbox/intern-view';
import { deliveryService } from '@/lib/outbox/service';

const copy = internCopy.outbox;

export const metadata: Metadata = { title: copy.title };

/**
 * Every mail the site sends or sent, newest first, with its state: first what failed, expired or was refused in the
 * last 7 days, then the whole list by state, 50 a page, each failed one with "Erneut versuchen".
 */
export default async function OutboxPage({ searchParams }: PageProps<'/intern/postausgang'>) {
  await requireStaff();
  const search = await searchParams;
  const service = await deliveryService();
  const page = service.db ? await outboxPage(service.db, search) : undefined;
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-extrabold">{copy.title}</h1>
      <p className="mt-3 max-w-prose text-ink-soft">{copy.intro}</p>
      <OutboxGuide />
      {!service.relaying && <p className="mt-6 max-w-prose font-bold">{copy.noRelay}</p>}
      {!page ? (
        <p className="mt-6 font-bold">{copy.unavailable}</p>
      ) : (
        <>
          {page.answer && (
            <p role="status" className="mt-6 max-w-prose rounded-card border-2 border-teal-dark bg-white p-4 font-bold text-teal-dark">
              {page.answer.text}
            </p>
          )}
          <section aria-labelledby="attention-heading" className="mt-10">
            <h2 id="attention-heading" className="text-2xl font-extrabold">
              {copy.attention.heading} ({page.attention.total})
            </h2>
            {page.attention.total === 0 ? (
              <p className="mt-3 max-w-prose">{copy.attention.none(ATTENTION_DAYS)}</p>
            ) : (
              <>
                <p className="mt-2 max-w-prose text-ink-soft">{copy.attention.intro(ATTENTION_DAYS)}</p>
                <OutboxTable id="attention" rows={page.attention.rows} caption={copy.attention.caption} retry={{ submit: retryMail, view: page.view }} />
                {page.attention.total > page.attention.rows.length && <p className="mt-3 max-w-prose">{copy.attention.more(page.attention.rows.length, page.attention.total)}</p>}
              </>
            )}
          </section>
          <section aria-labelledby="all-heading" className="mt-10">
            <h2 id="all-heading" className="text-2xl font-extrabold">
              {copy.list.heading} ({copy.list.count(page.total)})
            </h2>
            <OutboxFilter filter={page.query.filter} />
            {page.rows.length === 0 ? (
              <p className="mt-4">{page.query.filter === 'all' ? copy.list.none : copy.list.noneInState(filterLabel(page.query.filter))}</p>
            ) : (
              <>
                <OutboxTable
                  id="all"
                  rows={page.rows}
                  caption={copy.list.caption(page.query.filter === 'all' ? undefined : filterLabel(page.query.filter), page.query.page, page.pages)}
                  retry={{ submit: retryMail, view: page.view }}
                />
                <OutboxPager query={page.query} pages={page.pages} />
              </>
            )}
          </section>
        </>
      )}
    </Container>
  );
}
