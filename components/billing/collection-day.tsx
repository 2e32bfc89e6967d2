import { buttonClasses } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-control';
import { Link } from '@/components/ui/link';
import { billingInternCopy } from '@/content/billing';
import { euro } from '@/lib/billing/money';
import type { CollectionDay } from '@/lib/billing/intern-reads';
import { exportDebits, markReturned } from '@/lib/billing/intern-actions';
import { formatIsoDate } from '@/lib/calendar/dates';
import { longDay, receiptTime } from '@/lib/membership/declaration-view';
import { cn } from '@/lib/ui/class-names';
import { InvoiceStateBadge } from './invoice-state-badge';

const copy = billingInternCopy.debits;

/**
 * One collection day: its debits (family, invoice, amount, mandate, sequence, state), "Datei für die Bank" while any is
 * in no file, the files made so far to download again, and "Rücklastschrift" on each debit that is in a file. Every
 * button is a form post to a server action, so the page works without script.
 */
export function CollectionDaySection({ day, exported }: { day: CollectionDay; exported?: string }) {
  const headingId = `tag-${day.date}`;
  return (
    <section id={headingId} aria-labelledby={`${headingId}-h`} className="mt-8 rounded-card bg-white p-5 shadow-card">
      <h2 id={`${headingId}-h`} className="text-2xl font-extrabold">
        {copy.day(longDay(day.date))}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a frame that scrolls must take focus to scroll by keyboard (WCAG 2.1.1) */}
      <div role="region" aria-labelledby={`${headingId}-h`} tabIndex={0} className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[58rem] text-left">
          <thead className="border-b border-line text-sm text-ink-soft">
            <tr>
              <th scope="col" className="px-3 py-2">{copy.columns.family}</th>
              <th scope="col" className="px-3 py-2">{copy.columns.invoice}</th>
              <th scope="col" className="px-3 py-2 text-right">{copy.columns.amount}</th>
              <th scope="col" className="px-3 py-2">{copy.columns.mandate}</th>
              <th scope="col" className="px-3 py-2">{copy.columns.sequence}</th>
              <th scope="col" className="px-3 py-2">{copy.columns.state}</th>
              <th scope="col" className="px-3 py-2">{copy.columns.action}</th>
            </tr>
          </thead>
          <tbody>
            {day.debits.map(({ invoice, family, sequence, state, stateLabel }) => (
              <tr key={invoice.id} className="border-b border-line align-top last:border-0">
                <th scope="row" className="px-3 py-3 font-bold">
                  {family}
                  <br />
                  <Link href={`/intern/buchungen/${invoice.document.bookingNumber}`} className="text-sm font-normal text-primary underline underline-offset-4">
                    {invoice.document.bookingNumber}
                  </Link>
                </th>
                <td className="px-3 py-3 whitespace-nowrap">{invoice.number}</td>
                <td className="px-3 py-3 text-right whitespace-nowrap tabular-nums">{euro(invoice.amountCents)}</td>
                <td className="px-3 py-3 whitespace-nowrap">{invoice.document.sepa?.mandateReference}</td>
                <td className="px-3 py-3">{copy.sequence[sequence]}</td>
                <td className="px-3 py-3">
                  <InvoiceStateBadge state={state} label={stateLabel} />
                  {invoice.returnReason && <p className="mt-1 text-sm">{invoice.returnReason}</p>}
                </td>
                <td className="px-3 py-3">
                  {state === 'collected' && (
                    <form action={markReturned} className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="invoice" value={invoice.id} />
                      <label className="text-sm">
                        {copy.returnReason}
                        <span className="sr-only"> ({invoice.number})</span>
                        <select name="reason" required defaultValue="" className={cn(controlClasses(), 'min-w-52')}>
                          <option value="" disabled>
                            –
                          </option>
                          {copy.reasons.map(([code, label]) => (
                            <option key={code} value={code}>
                              {label}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
                        {copy.returnButton}
                        <span className="sr-only"> ({invoice.number})</span>
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        {day.pending.count > 0 ? (
          <>
            <p>{copy.pending(day.pending.count, euro(day.pending.cents))}</p>
            <form action={exportDebits}>
              <input type="hidden" name="date" value={day.date} />
              <button type="submit" className={buttonClasses()}>
                {copy.export}
                <span className="sr-only"> ({formatIsoDate(day.date)})</span>
              </button>
              <span className="ml-3 text-sm text-ink-soft">{copy.exportHint}</span>
            </form>
          </>
        ) : (
          <p>{copy.allExported}</p>
        )}
      </div>
      {day.files.length > 0 && (
        <>
          <h3 className="mt-5 text-xl font-extrabold">{copy.files}</h3>
          <ul className="mt-2 space-y-1">
            {day.files.map((file) => (
              <li key={file.id} className={cn(file.id === exported && 'font-bold')}>
                {copy.file(receiptTime(file.createdAt), file.count, euro(file.amountCents), file.createdBy)}{' '}
                <a href={`/intern/lastschriften/datei/${file.id}`} download className="text-primary underline underline-offset-4">
                  {copy.download}
                  <span className="sr-only"> ({file.messageId})</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
