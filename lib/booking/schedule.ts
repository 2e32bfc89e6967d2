import { slotDays, slotTimes } from '@/content/booking';
import { type LessonCalendar } from '@/content/lesson-calendar';
import { currentCalendar } from '@/lib/offer/snapshot';
import { berlinParts } from '@/lib/calendar/dates';
import { monthWithoutLessons } from '@/lib/calendar/lesson-calendar';

/** A weekly lesson time such as 'mo-1515' (Monday 15:15). */
export const SLOT_IDS: readonly string[] = slotDays.flatMap((day) => slotTimes.map((time) => `${day.id}-${time.id}`));

/** 'Montag, 15:15 Uhr' for 'mo-1515'; undefined for an unknown id. */
export function slotLabel(id: string): string | undefined {
  const [dayId, timeId] = id.split('-');
  const day = slotDays.find((d) => d.id === dayId);
  const time = slotTimes.find((t) => t.id === timeId);
  return day && time ? `${day.label}, ${time.time} Uhr` : undefined;
}

/** The chosen slots in week order, whatever order they were ticked in. */
export function sortSlots(ids: readonly string[]): string[] {
  return SLOT_IDS.filter((id) => ids.includes(id));
}

const MONTH_NAMES = [
  'Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember',
];

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** 'Januar 2027' for '2027-01'; undefined for anything else. */
export function monthLabel(key: string): string | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : undefined;
}

/**
 * Months from `from` months after the current Berlin month, `count` of them, as 'YYYY-MM', without the months the
 * lessons calendar knows to hold no lesson day (July 2027 lies wholly in the Sommerferien): no course starts there.
 */
function monthsAfter(now: Date, from: number, count: number, calendar: LessonCalendar): string[] {
  const { year, month } = berlinParts(now);
  return Array.from({ length: count }, (_, i) => {
    const index = month - 1 + from + i;
    return monthKey(year + Math.floor(index / 12), (index % 12) + 1);
  }).filter((key) => !monthWithoutLessons(key, calendar));
}

/** The months of the next twelve, beginning with next month (Berlin time), in which a course can start. */
export function startMonths(now: Date, calendar: LessonCalendar = currentCalendar()): string[] {
  return monthsAfter(now, 1, 12, calendar);
}

/**
 * True for a start month the server accepts: one of those offered, or the current month, so a booking made just
 * before midnight at a month's end is not turned away.
 */
export function isBookableMonth(key: string, now: Date, calendar: LessonCalendar = currentCalendar()): boolean {
  return monthsAfter(now, 0, 13, calendar).includes(key);
}
