import { Link } from '@/components/ui/link';
import { internCopy } from '@/content/intern';
import { retryItem, type OutboxRowView } from '@/lib/outbox/intern-view';
import { OutboxStateBadge } from './outbox-state-badge';
import { RetryForm, type RetryFormProps } from './retry-form';

const copy = internCopy.outbox;

interface OutboxTableProps {
  rows: OutboxRowView[];
  /** Names the table (and its frame) for screen readers. */
  caption: string;
  /** Unique on the page: the page has two of these tables. */
  id: string;
  retry: Pick<RetryFormProps, 'submit' | 'view'>;
}

const bookingHref = (number: string) => `/intern/buchungen/${encodeURIComponent(number)}`;

/**
 * Queue rows, newest first: what each is, when it was queued, to whom, its state and when, its attempts, the last error
 * in plain words with the server's own below, refused addresses, and "Erneut versuchen" for a failed one. On a phone the
 * table scrolls sideways in its own frame, the mail's name held as the row's header.
 */
export function OutboxTable({ rows, caption, id, retry }: OutboxTableProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a frame that scrolls must take focus to scroll by keyboard (WCAG 2.1.1)
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="mt-3 overflow-x-auto rounded-card bg-white shadow-card">
      <table className="w-full min-w-[68rem] text-left">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-line text-sm text-ink-soft">
          <tr>
            <th scope="col" className="px-4 py-3">{copy.columns.mail}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.queued}</th>
            <th scope="col" className="w-60 px-4 py-3">{copy.columns.to}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.state}</th>
            <th scope="col" className="px-4 py-3 text-right">{copy.columns.attempts}</th>
            <th scope="col" className="w-72 px-4 py-3">{copy.columns.problem}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.action}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-line align-top last:border-0">
              <th scope="row" className="px-4 py-3 font-bold">
                {row.booking && row.labelIsBooking ? (
                  <Link href={bookingHref(row.booking)} className="text-primary underline underline-offset-4">
                    {row.label}
                  </Link>
                ) : (
                  row.label
                )}
                {row.booking && !row.labelIsBooking && (
                  <Link href={bookingHref(row.booking)} className="block text-sm font-normal text-primary underline underline-offset-4">
                    {copy.bookingLink(row.booking)}
                  </Link>
                )}
              </th>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{row.queued}</td>
              {/* Wide enough for an address on one line; a longer one breaks where it must, not at every letter. */}
              <td className="px-4 py-3 [overflow-wrap:anywhere]">{row.to}</td>
              <td className="px-4 py-3">
                <OutboxStateBadge state={row.state} label={row.stateLabel} />
                {row.when && <span className="mt-1 block text-sm text-ink-soft">{row.when}</span>}
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{row.attempts}</td>
              <td className="px-4 py-3">
                {!row.problem && row.refused.length === 0 && copy.none}
                {row.problem && (
                  <>
                    <span className="block font-bold">{row.problem.plain}</span>
                    {row.problem.server && <span className="block text-sm break-words text-ink-soft">{row.problem.server}</span>}
                  </>
                )}
                {row.refused.map((refusal) => (
                  <span key={refusal.text} className="mt-1 block">
                    <span className="block font-bold break-all text-coral-dark">{refusal.text}</span>
                    <span className="block text-sm break-words text-ink-soft">{refusal.server}</span>
                  </span>
                ))}
              </td>
              <td className="px-4 py-3">{row.retryable ? <RetryForm id={row.id} item={retryItem(row)} {...retry} /> : copy.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
