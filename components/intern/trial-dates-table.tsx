import { Link } from '@/components/ui/link';
import { internCopy } from '@/content/intern';
import { TRIAL_SEATS } from '@/lib/trial/seats';
import { trialDayLabel } from '@/lib/trial/intern-view';
import type { TrialDateSummary } from '@/lib/trial/marks';

const copy = internCopy.trials;

/** One table of trial dates: each row links to its day; a date the team made a day without lessons says so, with why. On a phone the table scrolls sideways in its own frame. */
export function TrialDatesTable({ caption, dates, daysOff = {} }: { caption: string; dates: TrialDateSummary[]; daysOff?: Readonly<Record<string, string>> }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-extrabold">{caption}</h2>
      {dates.length === 0 ? (
        <p className="mt-3">{copy.none}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-card bg-white shadow-card">
          <table className="w-full min-w-[36rem] text-left">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-line text-sm text-ink-soft">
              <tr>
                <th scope="col" className="px-4 py-3">{copy.columns.date}</th>
                <th scope="col" className="px-4 py-3 text-right">{copy.columns.seats}</th>
                <th scope="col" className="px-4 py-3 text-right">{copy.columns.waiting}</th>
                <th scope="col" className="px-4 py-3 text-right">{copy.columns.came}</th>
                <th scope="col" className="px-4 py-3 text-right">{copy.columns.missed}</th>
                <th scope="col" className="px-4 py-3 text-right">{copy.columns.open}</th>
              </tr>
            </thead>
            <tbody>
              {dates.map((date) => (
                <tr key={date.date} className="border-b border-line last:border-0">
                  <th scope="row" className="px-4 py-3 font-bold">
                    <Link href={`/intern/probestunden/${date.date}`} className="text-primary underline underline-offset-4">
                      {trialDayLabel(date.date)}
                    </Link>
                    {daysOff[date.date] !== undefined && (
                      <span className="mt-1 block text-sm font-normal text-coral-dark">{copy.calledOff(daysOff[date.date] ?? '')}</span>
                    )}
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{copy.seatsOf(date.seatsTaken, TRIAL_SEATS)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{date.waiting}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{date.came}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{date.missed}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{date.unmarked}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
