import { packages } from '@/content/packages';
import { publicHolidayOn, weekdayOf } from '@/lib/calendar/lesson-calendar';

/**
 * When a membership ends, by the clauses that say so. Dates are Berlin calendar days ('YYYY-MM-DD'); every function
 * is pure and named after the rule it implements (STYLE.md habit 15), with table-driven tests in
 * tests/lib/membership/end-date.test.ts.
 */

const parse = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The calendar month `months` after the month of `date`: [year, month]. */
function monthAfter(date: string, months: number): [number, number] {
  const [year, month] = parse(date);
  const index = year * 12 + (month - 1) + months;
  return [Math.floor(index / 12), (index % 12) + 1];
}

export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = parse(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * The last day of a term of `months` that begins with the day `start` (§ 187 Abs. 2, § 188 Abs. 2 Alt. 2 BGB): the day
 * before the same date `months` later; where that month has no such date, its last day (§ 188 Abs. 3 BGB).
 * 15.01. + 3 months → 14.04.; 31.01. + 1 month → 28.02. (29.02. in a leap year).
 */
export function termEndFrom(start: string, months: number): string {
  const [, , day] = parse(start);
  const [year, month] = monthAfter(start, months);
  if (day > daysIn(year, month)) return iso(year, month, daysIn(year, month));
  return addCalendarDays(iso(year, month, day), -1);
}

/**
 * The day a period of one month ends that an event on `date` starts (§ 187 Abs. 1, § 188 Abs. 2 Alt. 1 BGB): the same
 * date next month; where that month has no such date, its last day (§ 188 Abs. 3 BGB). 15.03. → 15.04.; 31.01. → 28.02.
 */
export function oneMonthAfter(date: string): string {
  const [, , day] = parse(date);
  const [year, month] = monthAfter(date, 1);
  return iso(year, month, Math.min(day, daysIn(year, month)));
}

/**
 * Months until a package can first be cancelled (AGB § 7): its minimum term, or for CodingStars+ the 24th month
 * (`firstCancellationMonth`, § 309 Nr. 9 BGB).
 */
export function firstCancellableMonths(packageId: string): number | undefined {
  const pkg = packages.find((candidate) => candidate.id === packageId);
  if (!pkg || pkg.minimumDurationMonths === null) return undefined;
  return pkg.firstCancellationMonth ?? pkg.minimumDurationMonths;
}

/** AGB § 7 Abs. 1: the minimum term begins with the first lesson; the last day of its first cancellable stretch. */
export function minimumTermEnd(firstLesson: string, packageId: string): string | undefined {
  const months = firstCancellableMonths(packageId);
  return months === undefined ? undefined : termEndFrom(firstLesson, months);
}

/** The full minimum term of the package (36 months for CodingStars+), for the contract confirmation. */
export function contractMinimumTermEnd(firstLesson: string, packageId: string): string | undefined {
  const months = packages.find((candidate) => candidate.id === packageId)?.minimumDurationMonths;
  return months === undefined || months === null ? undefined : termEndFrom(firstLesson, months);
}

export type CancellationType = 'ordinary' | 'extraordinary';

export interface CancellationInput {
  type: CancellationType;
  packageId: string;
  /** The first lesson, once the team has set it; without it an ordinary cancellation has no date yet. */
  firstLesson: string | null;
  /** The Berlin day the declaration was received. */
  receivedOn: string;
  /** The day the family asked for; undefined: "zum frühestmöglichen Zeitpunkt". */
  requested?: string;
}

export interface CancellationEnd {
  /** The contract's last day; undefined while it cannot be known (no first lesson yet): "zum frühestmöglichen Zeitpunkt". */
  endDate?: string;
  /** The earliest possible last day (for an ordinary cancellation with a first lesson). */
  earliest?: string;
  /** The family asked for a day before the earliest possible one: the contract ends at the earliest instead. */
  requestedTooEarly: boolean;
}

/**
 * AGB § 7: an ordinary cancellation ends the contract at the end of the minimum term with a month's notice, and after it
 * at any time with a month's notice; so the earliest end is the later of the minimum term's last day and the day one
 * month after the receipt. A later day the family asks for is kept. An extraordinary cancellation (§ 314 BGB) ends it on
 * receipt, or on a later day the family names; whether its reason holds is the team's to check.
 */
export function cancellationEnd({ type, packageId, firstLesson, receivedOn, requested }: CancellationInput): CancellationEnd {
  if (type === 'extraordinary') {
    const tooEarly = requested !== undefined && requested < receivedOn;
    return { endDate: requested && !tooEarly ? requested : receivedOn, earliest: receivedOn, requestedTooEarly: tooEarly };
  }
  const termEnd = firstLesson ? minimumTermEnd(firstLesson, packageId) : undefined;
  if (!termEnd) return { requestedTooEarly: false };
  const notice = oneMonthAfter(receivedOn);
  const earliest = termEnd > notice ? termEnd : notice;
  const tooEarly = requested !== undefined && requested < earliest;
  return { endDate: requested && !tooEarly ? requested : earliest, earliest, requestedTooEarly: tooEarly };
}

/** Days of the withdrawal period (§ 355 Abs. 2 BGB). */
export const WITHDRAWAL_DAYS = 14;

/** § 193 BGB: a period for a declaration that ends on a Saturday, Sunday or public holiday (Berlin) ends on the next working day. */
export function nextWorkingDay(date: string): string {
  let day = date;
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6 || publicHolidayOn(day)) day = addCalendarDays(day, 1);
  return day;
}

/**
 * The last day to withdraw from a contract concluded on `concludedOn` (§ 355 Abs. 2, § 356 Abs. 2 Nr. 2 BGB: a service
 * contract's period begins with its conclusion; § 187 Abs. 1, § 188 Abs. 1 BGB: fourteen days from the day after;
 * § 193 BGB). Concluded when the team confirms the contract (AGB § 2); before that the booking is an offer the family
 * may still take back.
 */
export function withdrawalPeriodEnd(concludedOn: string): string {
  return nextWorkingDay(addCalendarDays(concludedOn, WITHDRAWAL_DAYS));
}

/** Whether a withdrawal received on `receivedOn` is in time: no contract yet, or within the period. */
export function withdrawalInTime(concludedOn: string | null, receivedOn: string): boolean {
  return concludedOn === null || receivedOn <= withdrawalPeriodEnd(concludedOn);
}
