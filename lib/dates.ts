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

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Calendar date and wall-clock time of an instant in Berlin. */
export function berlinParts(instant: Date): ZonedParts {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** Minutes Berlin is ahead of UTC at an instant (60 in winter, 120 in summer). */
function berlinOffsetMinutes(instant: Date): number {
  const p = berlinParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const truncated = Math.floor(instant.getTime() / 60_000) * 60_000;
  return (asUtc - truncated) / 60_000;
}

/** The instant at which Berlin's clocks show the given date and time. */
export function berlinTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  let instant = wallClock - berlinOffsetMinutes(new Date(wallClock)) * 60_000;
  // Near a DST switch the first guess can use the other side's offset; one correction settles it.
  const corrected = wallClock - berlinOffsetMinutes(new Date(instant)) * 60_000;
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
 * Start of the next weekly lesson (the free Wednesday trial). Today counts while today's lesson has not ended,
 * so on a Wednesday evening after the lesson the next one is a week later.
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

/** Whether a dated offer (holiday course, Python course) still lies ahead, runs today, or is over. */
export function offerStatus(ranges: readonly DateRange[], now: Date): OfferStatus {
  const today = berlinIsoDate(now);
  if (ranges.some((r) => r.start > today)) return 'upcoming';
  if (ranges.some((r) => r.start <= today && today <= r.end)) return 'running';
  return 'past';
}

/** The ranges that have not ended yet, earliest first. */
export function upcomingRanges<T extends DateRange>(ranges: readonly T[], now: Date): T[] {
  const today = berlinIsoDate(now);
  return ranges.filter((r) => r.end >= today).sort((a, b) => a.start.localeCompare(b.start));
}

/** True once the deadline instant has passed. */
export function isPast(deadline: Date, now: Date): boolean {
  return now.getTime() > deadline.getTime();
}

const longDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'Mittwoch, 25. November 2026' */
export function formatLongDate(instant: Date): string {
  return longDate.format(instant);
}

/** '20.10.2025' from an ISO calendar date. */
export function formatIsoDate(iso: string): string {
  return shortDate.format(new Date(`${iso}T00:00:00Z`));
}

/** '20.10.2025 – 24.10.2025' */
export function formatRange(range: DateRange): string {
  return range.start === range.end
    ? formatIsoDate(range.start)
    : `${formatIsoDate(range.start)} – ${formatIsoDate(range.end)}`;
}

/** The calendar year in Berlin, for the copyright line. */
export function berlinYear(now: Date): number {
  return berlinParts(now).year;
}
