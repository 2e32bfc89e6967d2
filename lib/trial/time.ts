import { trialSlot } from '@/content/trial';
import { berlinTime, type WeeklySlot } from '@/lib/calendar/dates';

/** One trial lesson. */
export interface TrialDate {
  /** Berlin calendar date, 'YYYY-MM-DD': the key a seat reservation is stored under. */
  date: string;
  /** Start and end instants, ISO 8601 in UTC ('2027-01-06T16:00:00.000Z'). */
  start: string;
  end: string;
}

/**
 * The trial lesson on a Berlin calendar date (the date is not checked; see isTrialDate in lib/trial/dates.ts). Apart
 * from the lessons calendar, so the browser can place a date without loading the calendar.
 */
export function trialOn(date: string, slot: WeeklySlot = trialSlot): TrialDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = berlinTime(year, month, day, slot.hour, slot.minute);
  return {
    date,
    start: start.toISOString(),
    end: new Date(start.getTime() + slot.durationMinutes * 60_000).toISOString(),
  };
}

/** The first of the given trial dates (ascending) whose lesson has not ended at `now`. */
export function firstTrialNotOver(dates: readonly string[], now: Date): string | undefined {
  return dates.find((date) => now.getTime() < Date.parse(trialOn(date).end));
}
