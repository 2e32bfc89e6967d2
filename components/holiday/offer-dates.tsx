import type { OfferDates } from '@/content/schema';
import { OfferStatusBadge, OfferStatusSwitch } from '@/components/dates/offer-status';
import { UntilPast } from '@/components/dates/until-past';
import { describeRun, type CourseRun } from '@/lib/course-dates';
import { berlinIsoDate, offerStatus } from '@/lib/dates';

function RunLine({ run, time }: { run: CourseRun; time: string }) {
  return (
    <>
      <span className="font-bold">{run.text}</span>
      <span className="block text-ink-soft">
        {run.schoolHolidays ? `${run.schoolHolidays} · ` : ''}
        {run.days} Tage, {time} Uhr
      </span>
    </>
  );
}

/**
 * The dates of a holiday or Python course, the next one first. Dates already over when the page was rendered (at
 * the build, then hourly: the routes revalidate) are left out; the visitor's browser hides those that have ended
 * since (DECISIONS.md: dates). Once every date is over, only the last one is named, as past.
 */
export function OfferDatesList({ dates, time }: { dates: OfferDates; time: string }) {
  const now = new Date();
  const today = berlinIsoDate(now);
  const runs = [...dates].sort((a, b) => a.start.localeCompare(b.start)).map(describeRun);
  const open = runs.filter((run) => run.end >= today);
  const last = runs.at(-1);
  const buildStatus = offerStatus(dates, now);
  return (
    <div>
      {open.length > 0 && (
        <ul className="space-y-2">
          {open.map((run) => (
            <UntilPast key={run.start} end={run.end}>
              <li>
                <RunLine run={run} time={time} />
              </li>
            </UntilPast>
          ))}
        </ul>
      )}
      {last && (
        <OfferStatusSwitch
          dates={dates}
          buildStatus={buildStatus}
          past={
            <p className="text-ink-soft">
              Zuletzt: <RunLine run={last} time={time} />
            </p>
          }
        />
      )}
      <OfferStatusBadge dates={dates} buildStatus={buildStatus} className="mt-2" />
    </div>
  );
}
