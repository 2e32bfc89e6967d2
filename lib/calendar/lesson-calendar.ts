/**
 * Room lib/calendar: the lesson calendar and its dates: Berlin dates (dates.ts), lesson days, holiday-course weeks,
 * public holidays, the .ics file. Used by nearly every other room, the date components and the pages with dates.
 */

import { type DayOff, type LessonCalendar, type PublicHoliday, type SchoolHolidayPeriod } from '@/content/lesson-calendar';
import { currentCalendar } from '@/lib/offer/snapshot';
import { berlinIsoDate } from './dates';

/**
 * Which Berlin calendar days are lesson days, read from the one lessons calendar (content/lesson-calendar.ts). Every
 * function takes the calendar as its last argument, defaulting to the real one, so tests can inject their own.
 */

export type { LessonCalendar };

/**
 * 'lesson': Monday to Friday, in no school holiday, no public holiday, no day without lessons. 'unknown': a weekday outside the calendar's
 * coverage, for which nobody has written down the holidays yet. A weekend day is a weekend day anywhere.
 */
export type DayKind = 'lesson' | 'weekend' | 'school-holiday' | 'public-holiday' | 'day-off' | 'unknown';

const DAY_MS = 86_400_000;
const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(iso: string, days: number): string {
  return isoOf(utcDay(iso).getTime() + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date. */
export function weekdayOf(iso: string): number {
  return utcDay(iso).getUTCDay();
}

export function publicHolidayOn(iso: string, calendar: LessonCalendar = currentCalendar()): PublicHoliday | undefined {
  return calendar.publicHolidays.find((holiday) => holiday.date === iso);
}

export function schoolHolidayOn(iso: string, calendar: LessonCalendar = currentCalendar()): SchoolHolidayPeriod | undefined {
  return calendar.schoolHolidays.find((period) => period.start <= iso && iso <= period.end);
}

/** A single day without lessons the team entered (a teacher ill, say), with its reason. */
export function dayOffOn(iso: string, calendar: LessonCalendar = currentCalendar()): DayOff | undefined {
  return calendar.daysOff?.find((day) => day.date === iso);
}

export function isCovered(iso: string, calendar: LessonCalendar = currentCalendar()): boolean {
  return calendar.coverage.start <= iso && iso <= calendar.coverage.end;
}

/** What kind of day a Berlin calendar date is for lessons. */
export function dayKind(iso: string, calendar: LessonCalendar = currentCalendar()): DayKind {
  const weekday = weekdayOf(iso);
  if (weekday === 0 || weekday === 6) return 'weekend';
  // Public holidays and listed periods count even outside the coverage (the 2025 course runs still get a name).
  if (publicHolidayOn(iso, calendar)) return 'public-holiday';
  if (schoolHolidayOn(iso, calendar)) return 'school-holiday';
  if (dayOffOn(iso, calendar)) return 'day-off';
  return isCovered(iso, calendar) ? 'lesson' : 'unknown';
}

/** A lesson day: Monday to Friday, not in a Berlin school holiday, not a public holiday, inside the calendar. */
export function isLessonDay(iso: string, calendar: LessonCalendar = currentCalendar()): boolean {
  return dayKind(iso, calendar) === 'lesson';
}

/** Every calendar date from start to end, inclusive. */
export function calendarDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = utcDay(start).getTime(); t <= utcDay(end).getTime(); t += DAY_MS) days.push(isoOf(t));
  return days;
}

/**
 * Whether the calendar knows that a month ('YYYY-MM') has no lesson day at all (the Sommerferien 2027 fill July).
 * A month the calendar covers only in part, or not at all, is not known to be free.
 */
export function monthWithoutLessons(month: string, calendar: LessonCalendar = currentCalendar()): boolean {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 0, monthNumber ?? 0, 0)).getUTCDate();
  const days = calendarDays(`${month}-01`, `${month}-${String(last).padStart(2, '0')}`);
  return days.every((iso) => {
    const kind = dayKind(iso, calendar);
    return kind !== 'lesson' && kind !== 'unknown';
  });
}

/** Whole months from `now` (Berlin) to the last day the calendar vouches for; negative once it has run out. */
export function calendarMonthsAhead(now: Date, calendar: LessonCalendar = currentCalendar()): number {
  const [y1, m1, d1] = berlinIsoDate(now).split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = calendar.coverage.end.split('-').map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1);
  return d2 >= d1 ? months : months - 1;
}
