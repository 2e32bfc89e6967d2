'use client';

import { trial } from '@/content/trial';
import { formatLongDate } from '@/lib/dates';
import { timeRange } from '@/lib/format';
import { useNextTrialDate } from '@/lib/hooks/use-next-trial-date';
import { trialOn } from '@/lib/trial/time';

interface NextTrialDateProps {
  /** The trial dates from the render on (trialDatesAhead in lib/trial/dates.ts); the browser shows the first not over. */
  dates: readonly string[];
  /** Shown before the visitor's date is known, without JavaScript and when no date is set, e.g. 'Mittwoch, 17:00–18:30 Uhr'. */
  fallback: string;
}

/** The next trial lesson on a Berlin school day with its start and end, e.g. 'Mittwoch, 6. Januar 2027, 17:00–18:30 Uhr'. */
export function NextTrialDate({ dates, fallback }: NextTrialDateProps) {
  const date = useNextTrialDate(dates);
  if (!date) return <span>{fallback}</span>;
  const { start } = trialOn(date);
  return (
    <time dateTime={start}>
      {formatLongDate(new Date(start))}, {timeRange(trial.start, trial.minutes)}&nbsp;Uhr
    </time>
  );
}
