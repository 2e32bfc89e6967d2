import { lessonCalendar, type LessonCalendar, type PublicHoliday, type SchoolHolidayPeriod } from '@/content/lesson-calendar';
import { berlinIsoDate } from './dates';

/**
 * Which Berlin calendar days are lesson days, read from the one lessons calendar (content/lesson-calendar.ts). Every
 * function takes the calendar as its last argument, defaulting to the real one, so tests can inject their own.
 */

export type { LessonCalendar };

/**
 * 'lesson': Monday to Friday, in no school holiday, no public holiday. 'unknown': a weekday outside the calendar's
 * coverage, for which nobody has written down the holidays yet. A weekend day is a weekend day anywhere.
 */
export type DayKind = 'lesson' | 'weekend' | 'school-holiday' | 'public-holiday' | 'unknown';

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

export function publicHolidayOn(iso: string, calendar: LessonCalendar = lessonCalendar): PublicHoliday | undefined {
  return calendar.publicHolidays.find((holiday) => holiday.date === iso);
}

export function schoolHolidayOn(iso: string, calendar: LessonCalendar = lessonCalendar): SchoolHolidayPeriod | undefined {
  return calendar.schoolHolidays.find((period) => period.start <= iso && iso <= period.end);
}

export function isCovered(iso: string, calendar: LessonCalendar = lessonCalendar): boolean {
  return calendar.coverage.start <= iso && iso <= calendar.coverage.end;
}

/** What kind of day a Berlin calendar date is for lessons. */
export function dayKind(iso: string, calendar: LessonCalendar = lessonCalendar): DayKind {
  const weekday = weekdayOf(iso);
  if (weekday === 0 || weekday === 6) return 'weekend';
  // Public holidays and listed periods count even outside the coverage (the 2025 course runs still get a name).
  if (publicHolidayOn(iso, calendar)) return 'public-holiday';
  if (schoolHolidayOn(iso, calendar)) return 'school-holiday';
  return isCovered(iso, calendar) ? 'lesson' : 'unknown';
}

/** A lesson day: Monday to Friday, not in a Berlin school holiday, not a public holiday, inside the calendar. */
export function isLessonDay(iso: string, calendar: LessonCalendar = lessonCalendar): boolean {
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
export function monthWithoutLessons(month: string, calendar: LessonCalendar = lessonCalendar): boolean {
  const [year, monthNumber] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 0, monthNumber ?? 0, 0)).getUTCDate();
  const days = calendarDays(`${month}-01`, `${month}-${String(last).padStart(2, '0')}`);
  return days.every((iso) => {
    const kind = dayKind(iso, calendar);
    return kind !== 'lesson' && kind !== 'unknown';
  });
}

/**
 * Easter Sunday of a Gregorian year, 'YYYY-MM-DD' (the anonymous Gregorian algorithm, Meeus/Jones/Butcher).
 * Karfreitag, Ostermontag, Christi Himmelfahrt and Pfingstmontag follow from it.
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The recurring public holidays of Berlin in a year (Feiertagsgesetz Berlin; the Internationaler Frauentag since
 * 2019), as date and name, in date order. One-off holidays are not computable and live only in the content module.
 */
export function berlinPublicHolidaysOf(year: number): { date: string; name: string }[] {
  const easter = easterSunday(year);
  return [
    { date: `${year}-01-01`, name: 'Neujahr' },
    ...(year >= 2019 ? [{ date: `${year}-03-08`, name: 'Internationaler Frauentag' }] : []),
    { date: addDays(easter, -2), name: 'Karfreitag' },
    { date: addDays(easter, 1), name: 'Ostermontag' },
    { date: `${year}-05-01`, name: 'Tag der Arbeit' },
    { date: addDays(easter, 39), name: 'Christi Himmelfahrt' },
    { date: addDays(easter, 50), name: 'Pfingstmontag' },
    { date: `${year}-10-03`, name: 'Tag der Deutschen Einheit' },
    { date: `${year}-12-25`, name: '1. Weihnachtsfeiertag' },
    { date: `${year}-12-26`, name: '2. Weihnachtsfeiertag' },
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/** Whole months from `now` (Berlin) to the last day the calendar vouches for; negative once it has run out. */
export function calendarMonthsAhead(now: Date, calendar: LessonCalendar = lessonCalendar): number {
  const [y1, m1, d1] = berlinIsoDate(now).split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = calendar.coverage.end.split('-').map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1);
  return d2 >= d1 ? months : months - 1;
}
