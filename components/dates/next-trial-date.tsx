'use client';

import { trial } from '@/content/trial';
import { formatLongDate } from '@/lib/calendar/dates';
import { timeRange } from '@/content/format';
import { useNextTrialDate } from '@/lib/hooks/use-next-trial-date';
import { trialOn } from '@/lib/trial/time';

interface NextTrialDateProps {
  /** The trial dates from the render on (trialDatesAhead in lib/trial/dates.ts); the browser shows the first not over. */
  dates: readonly string[];
  /** Shown before the visitor's date is known, without JavaScript and when no date is set, e.g. 'Mittwoch, 17:00–18:30 Uhr'. */
  fallback: string;
  /**
   * For a date on a line of its own: it takes the room of the widest date from the first paint, so the date that
   * replaces the shorter fallback after hydration moves nothing below it (in a narrow card it wraps to more lines).
   */
  reserveRoom?: boolean;
}

/** 'Mittwoch, 6. Januar 2027, 17:00–18:30 Uhr' for the trial lesson on `date` (YYYY-MM-DD, Berlin). */
function dateAndTime(date: string): { start: string; text: string } {
  const { start } = trialOn(date);
  return { start, text: `${formatLongDate(new Date(start))}, ${timeRange(trial.start, trial.minutes)}\u00a0Uhr` };
}

/**
 * As wide as the widest date this shows: a Wednesday (the trial's weekday, content/trial.ts) in September, the longest
 * German month name, on a two-digit day. Every digit is a 0: Nunito's digits are all equally wide, and the server HTML
 * names no computed date.
 */
const WIDEST_DATE = dateAndTime('2026-09-30').text.replace(/\d/g, '0');

/** The next trial lesson on a Berlin school day with its start and end, e.g. 'Mittwoch, 6. Januar 2027, 17:00–18:30 Uhr'. */
export function NextTrialDate({ dates, fallback, reserveRoom = false }: NextTrialDateProps) {
  const date = useNextTrialDate(dates);
  const next = date ? dateAndTime(date) : null;
  const shown = next ? <time dateTime={next.start}>{next.text}</time> : <span>{fallback}</span>;
  // globals.css (.date-room) puts the widest date, invisible, in the same grid cell.
  return reserveRoom ? (
    <span className="date-room" data-room={WIDEST_DATE}>
      {shown}
    </span>
  ) : (
    shown
  );
}
