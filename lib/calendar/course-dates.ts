import { type LessonCalendar } from '@/content/lesson-calendar';
import { currentCalendar } from '@/lib/offer/snapshot';
import type { DateRange } from './dates';
import { calendarDays, publicHolidayOn, schoolHolidayOn, weekdayOf } from './lesson-calendar';

/**
 * The weeks of a holiday or Python course as a parent reads them: which school holidays, which weekdays, how many
 * course days. A course meets Monday to Friday and never on a Berlin public holiday.
 */

const WEEKDAY_SHORT = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The days a course meets within a range: Monday to Friday, without public holidays (content/lesson-calendar.ts). */
export function courseDays(range: DateRange, calendar: LessonCalendar = currentCalendar()): string[] {
  return calendarDays(range.start, range.end).filter((iso) => {
    const weekday = weekdayOf(iso);
    return weekday >= 1 && weekday <= 5 && !publicHolidayOn(iso, calendar);
  });
}

/**
 * Whether a holiday or Python course run is valid: every day it meets lies in one Berlin school holiday period, it
 * starts and ends on a day it meets, and it skips no weekday but public holidays.
 */
export function isValidHolidayRun(range: DateRange, calendar: LessonCalendar = currentCalendar()): boolean {
  const days = courseDays(range, calendar);
  const period = schoolHolidayOn(range.start, calendar);
  return (
    days.length > 0 &&
    days[0] === range.start &&
    days.at(-1) === range.end &&
    period !== undefined &&
    range.end <= period.end
  );
}

/** The Berlin school holidays a range lies in, e.g. 'Osterferien 2027'. */
export function schoolHolidaysOf(range: DateRange, calendar: LessonCalendar = currentCalendar()): string | undefined {
  const period = schoolHolidayOn(range.start, calendar);
  return period && range.end <= period.end ? period.name : undefined;
}

const dayMonth = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;
const withWeekday = (iso: string) => `${WEEKDAY_SHORT[utcDay(iso).getUTCDay()]}, ${dayMonth(iso)}`;

/** 'Mo, 22.03. – Do, 25.03.2027' (the year once, at the end, unless the range spans New Year). */
export function formatCourseWeek({ start, end }: DateRange): string {
  const startYear = start.slice(0, 4);
  const endText = `${withWeekday(end)}${end.slice(0, 4)}`;
  if (start === end) return endText;
  return `${withWeekday(start)}${startYear === end.slice(0, 4) ? '' : startYear} – ${endText}`;
}

/** One run of a course, described for cards, popups, the request form and structured data. */
export interface CourseRun extends DateRange {
  /** 'Mo, 22.03. – Do, 25.03.2027' */
  text: string;
  /** Days the course meets. */
  days: number;
  /** 'Osterferien 2027', when the run lies in Berlin school holidays. */
  schoolHolidays?: string;
}

export function describeRun(range: DateRange): CourseRun {
  const schoolHolidays = schoolHolidaysOf(range);
  return {
    start: range.start,
    end: range.end,
    text: formatCourseWeek(range),
    days: courseDays(range).length,
    ...(schoolHolidays ? { schoolHolidays } : {}),
  };
}

/** 'Osterferien 2027: Mo, 22.03. – Do, 25.03.2027 (4 Tage)' */
export function runLabel(run: CourseRun): string {
  return `${run.schoolHolidays ? `${run.schoolHolidays}: ` : ''}${run.text} (${run.days} Tage)`;
}
