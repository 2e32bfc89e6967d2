import type { OfferDates } from '@/content/schema';
import { OfferStatusBadge } from '@/components/dates/offer-status';
import { formatRange, offerStatus } from '@/lib/dates';

/** The dates of a dated offer, with its status decided at visit time (DECISIONS.md: dates). */
export function OfferDatesList({ dates, time }: { dates: OfferDates; time: string }) {
  const buildStatus = offerStatus(dates, new Date());
  return (
    <div>
      <ul className="space-y-1">
        {dates.map((range) => (
          <li key={range.start} className="font-bold">
            {formatRange(range)}, {time} Uhr
          </li>
        ))}
      </ul>
      <OfferStatusBadge dates={dates} buildStatus={buildStatus} className="mt-2" />
    </div>
  );
}
