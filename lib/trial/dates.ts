import { type LessonCalendar } from '@/content/lesson-calendar';
import { currentCalendar } from '@/lib/offer/snapshot';
import { trialSlot } from '@/content/trial';
import { berlinIsoDate, nextWeeklySlot, type WeeklySlot } from '@/lib/calendar/dates';
import { addDays, isCovered, isLessonDay } from '@/lib/calendar/lesson-calendar';
import { trialOn, type TrialDate } from './time';

export { trialOn, type TrialDate };

/**
 * The free trial's dates: the trial Wednesdays that are lesson days (DECISIONS.md, third round). Pure functions of
 * `now`, so the pages (in the visitor's browser), the calendar file and, later, the seat reservation agree.
 */

export interface TrialDateOptions {
  /** How many dates; default 4, the choice a parent gets. */
  count?: number;
  calendar?: LessonCalendar;
  slot?: WeeklySlot;
}

export const TRIAL_DATES_OFFERED = 4;

/**
 * The next `count` trial lessons that are lesson days, earliest first. A lesson counts until it has ended (a
 * Wednesday at 18:00 still offers that day's lesson, from 18:30 on the next one). Stops at the end of the calendar's
 * coverage: a date the calendar cannot vouch for is never offered, so fewer dates (or none) come back when it runs out.
 */
export function nextTrialDates(now: Date, options: TrialDateOptions = {}): TrialDate[] {
  const { count = TRIAL_DATES_OFFERED, calendar = currentCalendar(), slot = trialSlot } = options;
  const dates: TrialDate[] = [];
  let date = berlinIsoDate(nextWeeklySlot(now, slot));
  while (dates.length < count && date <= calendar.coverage.end) {
    if (isLessonDay(date, calendar)) dates.push(trialOn(date, slot));
    date = addDays(date, 7);
  }
  return dates;
}

/** The next trial lesson, or undefined when the calendar has run out. */
export function nextTrialDate(now: Date, options: Omit<TrialDateOptions, 'count'> = {}): TrialDate | undefined {
  return nextTrialDates(now, { ...options, count: 1 })[0];
}

/**
 * Whether a parent may still be given this date: a trial weekday that is a lesson day, inside the calendar, and
 * whose lesson has not ended at `now`. For dates that arrive from outside (a link, a form).
 */
export function isTrialDate(date: string, now: Date, options: Omit<TrialDateOptions, 'count'> = {}): boolean {
  const { calendar = currentCalendar(), slot = trialSlot } = options;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return false;
  if (addDays(date, 0) !== date) return false;
  if (new Date(`${date}T00:00:00Z`).getUTCDay() !== slot.weekday) return false;
  if (!isCovered(date, calendar) || !isLessonDay(date, calendar)) return false;
  return now.getTime() < Date.parse(trialOn(date, slot).end);
}

/**
 * Every trial date from `now` to the end of the calendar, for a page to hand to the browser: the page is rendered
 * ahead of time, the browser picks the first one not over by its own clock (firstTrialNotOver), without loading the
 * calendar itself.
 */
export function trialDatesAhead(now: Date, calendar: LessonCalendar = currentCalendar()): string[] {
  return nextTrialDates(now, { count: Number.POSITIVE_INFINITY, calendar }).map((trial) => trial.date);
}
