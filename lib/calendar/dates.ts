/**
 * Date rules of the site. Every rule is evaluated in Europe/Berlin (DECISIONS.md), whatever the visitor's
 * or server's own zone, and takes `now` as an argument so it can run at visit time and in tests.
 */
export const TIME_ZONE = 'Europe/Berlin';

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

const MINUTE_MS = 60_000;

/** Day of the month of a month's last Sunday (monthIndex 0 = January). */
function lastSunday(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * Minutes Berlin is ahead of UTC at an instant: 120 in summer time, 60 otherwise. EU summer time runs from
 * 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October (Directive 2000/84/EC).
 * Plain arithmetic rather than `Intl.DateTimeFormat`: a formatter with a time zone loads ICU's zone data,
 * about 15 ms of main thread while the page hydrates (and four times that on a cheap phone).
 */
function berlinOffsetMinutes(instant: Date): number {
  const year = instant.getUTCFullYear();
  const summerStart = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerEnd = Date.UTC(year, 9, lastSunday(year, 9), 1);
  const t = instant.getTime();
  return t >= summerStart && t < summerEnd ? 120 : 60;
}

/** Calendar date and wall-clock time of an instant in Berlin. */
export function berlinParts(instant: Date): ZonedParts {
  const wallClock = new Date(instant.getTime() + berlinOffsetMinutes(instant) * MINUTE_MS);
  return {
    year: wallClock.getUTCFullYear(),
    month: wallClock.getUTCMonth() + 1,
    day: wallClock.getUTCDate(),
    hour: wallClock.getUTCHours(),
    minute: wallClock.getUTCMinutes(),
    weekday: wallClock.getUTCDay(),
  };
}

/** The instant at which Berlin's clocks show the given date and time. */
export function berlinTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wallClock - berlinOffsetMinutes(new Date(wallClock)) * MINUTE_MS;
  // Near a DST switch the first guess can use the other side's offset; one correction settles it.
  const corrected = wallClock - berlinOffsetMinutes(new Date(instant)) * MINUTE_MS;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
}

/** Today's calendar date in Berlin as 'YYYY-MM-DD'. */
export function berlinIsoDate(now: Date): string {
  const p = berlinParts(now);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export interface WeeklySlot {
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  hour: number;
  minute: number;
  durationMinutes: number;
}

/**
 * Start of the next weekly slot, whatever the calendar says. Today counts while today's lesson has not ended, so on
 * a Wednesday evening after the lesson the next one is a week later. The trial's dates skip the school holidays and
 * public holidays on top of this: lib/trial/dates.ts.
 */
export function nextWeeklySlot(now: Date, slot: WeeklySlot): Date {
  const today = berlinParts(now);
  const daysAhead = (slot.weekday - today.weekday + 7) % 7;
  const candidateDay = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead));
  const start = berlinTime(
    candidateDay.getUTCFullYear(),
    candidateDay.getUTCMonth() + 1,
    candidateDay.getUTCDate(),
    slot.hour,
    slot.minute,
  );
  const end = start.getTime() + slot.durationMinutes * 60_000;
  if (now.getTime() < end) return start;
  const nextWeek = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead + 7));
  return berlinTime(nextWeek.getUTCFullYear(), nextWeek.getUTCMonth() + 1, nextWeek.getUTCDate(), slot.hour, slot.minute);
}

export interface DateRange {
  /** ISO calendar dates, inclusive, in Berlin. */
  start: string;
  end: string;
}

export type OfferStatus = 'upcoming' | 'running' | 'past';

/**
 * Whether a parent can still ask for a run on `today` (Berlin, 'YYYY-MM-DD'): only while it has not started. A run
 * that began today or earlier is running, no longer on offer.
 */
export function isRequestable(range: DateRange, today: string): boolean {
  return range.start > today;
}

/** Whether a dated offer (holiday course, Python course) still lies ahead, runs today, or is over. */
export function offerStatus(ranges: readonly DateRange[], now: Date): OfferStatus {
  const today = berlinIsoDate(now);
  if (ranges.some((r) => isRequestable(r, today))) return 'upcoming';
  if (ranges.some((r) => r.start <= today && today <= r.end)) return 'running';
  return 'past';
}

/** The ranges that have not ended yet (including one running today), earliest first. */
export function upcomingRanges<T extends DateRange>(ranges: readonly T[], now: Date): T[] {
  const today = berlinIsoDate(now);
  return ranges.filter((r) => r.end >= today).sort((a, b) => a.start.localeCompare(b.start));
}

/** Only the start and end of each range: what a client component needs of a run (its price and state stay on the server). */
export function plainRanges(ranges: readonly DateRange[]): DateRange[] {
  return ranges.map(({ start, end }) => ({ start, end }));
}

/** The ranges a parent can still ask for (not started yet), earliest first. */
export function requestableRanges<T extends DateRange>(ranges: readonly T[], now: Date): T[] {
  const today = berlinIsoDate(now);
  return ranges.filter((r) => isRequestable(r, today)).sort((a, b) => a.start.localeCompare(b.start));
}

/** True once the deadline instant has passed. */
export function isPast(deadline: Date, now: Date): boolean {
  return now.getTime() > deadline.getTime();
}

const WEEKDAYS_DE = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const MONTHS_DE = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];

/** 'Mittwoch, 25. November 2026' */
export function formatLongDate(instant: Date): string {
  const p = berlinParts(instant);
  return `${WEEKDAYS_DE[p.weekday]}, ${p.day}. ${MONTHS_DE[p.month - 1]} ${p.year}`;
}

/** '20.10.2025' from an ISO calendar date. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/** '20.10.2025 – 24.10.2025' */
export function formatRange(range: DateRange): string {
  return range.start === range.end
    ? formatIsoDate(range.start)
    : `${formatIsoDate(range.start)} – ${formatIsoDate(range.end)}`;
}
