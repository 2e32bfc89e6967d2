import { buttonClasses } from '@/components/ui/button';
import { billingInternCopy } from '@/content/billing';
import { markPaid } from '@/lib/billing/intern-actions';
import type { BookingInvoices } from '@/lib/billing/intern-reads';
import { euro } from '@/lib/billing/money';
import { formatIsoDate } from '@/lib/calendar/dates';
import { receiptTime } from '@/lib/membership/declaration-view';
import { InvoiceStateBadge } from './invoice-state-badge';

const copy = billingInternCopy.booking;

/**
 * The booking's invoices with their state (angekündigt, eingezogen, offen, bezahlt, zurückgegeben, storniert), each as
 * its PDF; "Zahlung erhalten" for an open transfer or a returned debit; and what § 7 or a Storno leaves to refund.
 */
export function BookingInvoicesSection({ number, data, notice }: { number: string; data: BookingInvoices; notice?: string }) {
  return (
    <section id="rechnungen" aria-labelledby="invoices-heading" className="mt-10">
      <h2 id="invoices-heading" className="text-2xl font-extrabold">
        {copy.heading}
      </h2>
      {notice && (
        <p role="status" className="mt-2 font-bold">
          {notice}
        </p>
      )}
      {data.invoices.length === 0 ? (
        <p className="mt-3">{copy.none}</p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a frame that scrolls must take focus to scroll by keyboard (WCAG 2.1.1)
        <div role="region" aria-labelledby="invoices-heading" tabIndex={0} className="mt-3 overflow-x-auto rounded-card bg-white shadow-card">
          <table className="w-full min-w-[56rem] text-left">
            <thead className="border-b border-line text-sm text-ink-soft">
              <tr>
                <th scope="col" className="px-4 py-3">{copy.columns.number}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.date}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.period}</th>
                <th scope="col" className="px-4 py-3 text-right">{copy.columns.amount}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.due}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.state}</th>
                <th scope="col" className="px-4 py-3">{copy.columns.action}</th>
              </tr>
            </thead>
            <tbody>
              {data.invoices.map((invoice) => (
                <tr key={invoice.id} className="border-b border-line align-top last:border-0">
                  <th scope="row" className="px-4 py-3 font-bold whitespace-nowrap">
                    {invoice.number}{' '}
                    <a href={`/intern/rechnungen/${invoice.number}`} className="text-sm font-normal text-primary underline underline-offset-4">
                      {copy.pdf}
                      <span className="sr-only"> ({invoice.number})</span>
                    </a>
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">{formatIsoDate(invoice.issueDate)}</td>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">{`${formatIsoDate(invoice.periodStart)} – ${formatIsoDate(invoice.periodEnd)}`}</td>
                  <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{euro(invoice.amountCents)}</td>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">{invoice.kind === 'invoice' ? formatIsoDate(invoice.collectionDate ?? invoice.dueDate) : '–'}</td>
                  <td className="px-4 py-3">
                    <InvoiceStateBadge state={invoice.display} label={invoice.label} />
                    {invoice.returnReason && invoice.returnedAt && <p className="mt-1 text-sm">{copy.returned(invoice.returnReason, receiptTime(invoice.returnedAt))}</p>}
                  </td>
                  <td className="px-4 py-3">
                    {(invoice.display === 'open' || invoice.display === 'returned') && (
                      <form action={markPaid}>
                        <input type="hidden" name="invoice" value={invoice.id} />
                        <input type="hidden" name="booking" value={number} />
                        <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
                          {copy.paid}
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
      )}
      {data.refunds.length > 0 && (
        <>
          <h3 className="mt-6 text-xl font-extrabold">{copy.refundsHeading}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {data.refunds.map((refund) => (
              <li key={`${refund.invoiceNumber}-${refund.reason}`}>{copy.refund[refund.reason](euro(refund.cents), formatIsoDate(refund.from), formatIsoDate(refund.to), refund.invoiceNumber)}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
