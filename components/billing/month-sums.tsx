import { billingInternCopy } from '@/content/billing';
import { euro } from '@/lib/billing/money';
import type { MonthSums } from '@/lib/billing/store';

const copy = billingInternCopy.sums;
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

/** Billed and collected per month of the period (/intern/zahlen). */
export function MonthSumsTable({ sums }: { sums: MonthSums[] }) {
  return (
    <section aria-labelledby="billing-sums" className="mt-8 rounded-card bg-white p-5 shadow-card">
      <h2 id="billing-sums" className="text-2xl font-extrabold">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-prose text-ink-soft">{copy.intro}</p>
      {sums.length === 0 ? (
        <p className="mt-3">{copy.none}</p>
      ) : (
        <table className="mt-3 w-full max-w-2xl text-left">
          <thead className="border-b border-line text-sm text-ink-soft">
            <tr>
              <th scope="col" className="py-2 pr-4">{copy.columns.month}</th>
              <th scope="col" className="py-2 pr-4 text-right">{copy.columns.billed}</th>
              <th scope="col" className="py-2 pr-4 text-right">{copy.columns.collected}</th>
              <th scope="col" className="py-2 text-right">{copy.columns.returned}</th>
            </tr>
          </thead>
          <tbody>
            {sums.map((row) => (
              <tr key={row.month} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-4 font-bold">{monthName(row.month)}</th>
                <td className="py-2 pr-4 text-right tabular-nums">{euro(row.billedCents)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{euro(row.collectedCents)}</td>
                <td className="py-2 text-right tabular-nums">{euro(row.returnedCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
