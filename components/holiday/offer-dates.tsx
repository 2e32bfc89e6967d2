import type { OfferDates } from '@/content/schema';
import { holidayPageContent } from '@/content/funnel';
import { formatEuro } from '@/content/format';
import type { CourseDate } from '@/lib/offer/courses';
import { OfferStatusBadge, OfferStatusSwitch } from '@/components/dates/offer-status';
import { UntilPast } from '@/components/dates/until-past';
import { describeRun, type CourseRun } from '@/lib/calendar/course-dates';
import { berlinIsoDate, offerStatus, plainRanges } from '@/lib/calendar/dates';

type ListedRun = CourseRun & { price?: number; full?: boolean };

function RunLine({ run, time, showPrice }: { run: ListedRun; time: string; showPrice?: boolean }) {
  return (
    <>
      <span className="font-bold">{run.text}</span>
      {run.full && <span className="ml-2 rounded-full bg-paper px-2 py-0.5 text-sm font-bold text-ink">{holidayPageContent.fullRun}</span>}
      <span className="block text-ink-soft">
        {run.schoolHolidays ? `${run.schoolHolidays} · ` : ''}
        {run.days} Tage, {time} Uhr
        {showPrice && run.price !== undefined ? ` · ${formatEuro(run.price)}` : ''}
      </span>
    </>
  );
}

/**
 * The dates of a holiday or Python course, the next one first. Dates already over when the page was rendered (at
 * the build, then hourly: the routes revalidate) are left out; the visitor's browser hides those that have ended
 * since (DECISIONS.md: dates). Once every date is over, only the last one is named, as past.
 */
export function OfferDatesList({ dates, time }: { dates: OfferDates | readonly CourseDate[]; time: string }) {
  const now = new Date();
  const today = berlinIsoDate(now);
  const runs: ListedRun[] = [...dates]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((date) => ({
      ...describeRun(date),
      ...('price' in date ? { price: date.price, full: date.state === 'ausgebucht' } : {}),
    }));
  const open = runs.filter((run) => run.end >= today);
  // A price on each line only where the open runs differ in price (one was moved into a new season, say).
  const showPrice = new Set(open.map((run) => run.price)).size > 1;
  const last = runs.at(-1);
  const buildStatus = offerStatus(dates, now);
  return (
    <div>
      {open.length > 0 && (
        <ul className="space-y-2">
          {open.map((run) => (
            <UntilPast key={run.start} end={run.end}>
              <li>
                <RunLine run={run} time={time} showPrice={showPrice} />
              </li>
            </UntilPast>
          ))}
        </ul>
      )}
      {last && (
        <OfferStatusSwitch
          dates={plainRanges(dates)}
          buildStatus={buildStatus}
          past={
            <p className="text-ink-soft">
              Zuletzt: <RunLine run={last} time={time} />
            </p>
          }
        />
      )}
      <OfferStatusBadge dates={plainRanges(dates)} buildStatus={buildStatus} className="mt-2" />
    </div>
  );
}
