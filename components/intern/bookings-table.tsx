import { Link } from '@/components/ui/link';
import { internCopy } from '@/content/intern';
import type { BookingListRow } from '@/lib/membership/intern-view';
import { BookingStateBadge } from './booking-state-badge';

const copy = internCopy.bookings;

/** Every booking, newest first; the number opens its page. On a phone the table scrolls sideways in its own frame. */
export function BookingsTable({ rows }: { rows: BookingListRow[] }) {
  if (rows.length === 0) return <p className="mt-3">{copy.none}</p>;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a frame that scrolls must take focus to scroll by keyboard (WCAG 2.1.1)
    <div role="region" aria-labelledby="bookings-caption" tabIndex={0} className="mt-3 overflow-x-auto rounded-card bg-white shadow-card">
      <table className="w-full min-w-[56rem] text-left">
        <caption id="bookings-caption" className="sr-only">
          {copy.caption}
        </caption>
        <thead className="border-b border-line text-sm text-ink-soft">
          <tr>
            <th scope="col" className="px-4 py-3">{copy.columns.number}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.received}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.family}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.child}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.package}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.course}</th>
            <th scope="col" className="px-4 py-3">{copy.columns.state}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number} className="border-b border-line align-top last:border-0">
              <th scope="row" className="px-4 py-3 font-bold whitespace-nowrap">
                <Link href={`/intern/buchungen/${row.number}`} className="text-primary underline underline-offset-4">
                  {row.number}
                </Link>
              </th>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">{row.received}</td>
              <td className="px-4 py-3">{row.family || '–'}</td>
              <td className="px-4 py-3">{row.child || '–'}</td>
              <td className="px-4 py-3">{row.package || '–'}</td>
              <td className="px-4 py-3">{row.course || '–'}</td>
              <td className="px-4 py-3">
                <BookingStateBadge state={row.state} label={row.stateLabel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
