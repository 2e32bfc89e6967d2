import { berlinPublicHolidays, berlinSchoolHolidays } from '@/content/school-holidays';
import type { DateRange } from './dates';

/**
 * The weeks of a holiday or Python course as a parent reads them: which school holidays, which weekdays, how many
 * course days. A course meets Monday to Friday and never on a Berlin public holiday.
 */

const WEEKDAY_SHORT = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
const DAY_MS = 86_400_000;

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (day: Date) => day.toISOString().slice(0, 10);

/** Every calendar date from start to end, inclusive. */
function calendarDays({ start, end }: DateRange): string[] {
  const days: string[] = [];
  for (let t = utcDay(start).getTime(); t <= utcDay(end).getTime(); t += DAY_MS) days.push(isoOf(new Date(t)));
  return days;
}

/** The days a course meets within a range: Monday to Friday, without public holidays. */
export function courseDays(range: DateRange, publicHolidays: Record<string, string> = berlinPublicHolidays): string[] {
  return calendarDays(range).filter((iso) => {
    const weekday = utcDay(iso).getUTCDay();
    return weekday >= 1 && weekday <= 5 && !(iso in publicHolidays);
  });
}

/** The Berlin school holidays a range lies in, e.g. 'Osterferien 2027'. */
export function schoolHolidaysOf(range: DateRange): string | undefined {
  return berlinSchoolHolidays.find((period) => period.start <= range.start && range.end <= period.end)?.name;
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
