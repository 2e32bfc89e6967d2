import { berlinIsoDate, berlinTime } from '../calendar/dates.ts';

/** A span of Berlin calendar days, both included: 'YYYY-MM-DD'. */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const utcDay = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar day `n` days after `day` (before, for a negative `n`). */
export function addDays(day: string, n: number): string {
  return dayOf(utcDay(day) + n * DAY_MS);
}

/** Whether `day` is a real calendar date written 'YYYY-MM-DD'. */
export function isDay(day: string): boolean {
  return ISO_DAY.test(day) && dayOf(utcDay(day)) === day;
}

/** The last four weeks up to today in Berlin: 28 days, today included. */
export function lastFourWeeks(now: Date): Period {
  const to = berlinIsoDate(now);
  return { from: addDays(to, -27), to };
}

/** A period spans at most 12 months: the page and `npm run numbers` refuse a longer one rather than cut it silently. */
export const MAX_PERIOD_MONTHS = 12;

/** The last day of a period that starts on `from` and spans 12 months (2027-01-04 → 2028-01-03; 2028-02-29 → 2029-02-28). */
export function latestEnd(from: string): string {
  // Date.UTC rolls 29 February of a year without one over to 1 March; the day before is then 28 February.
  const later = Date.UTC(Number(from.slice(0, 4)) + MAX_PERIOD_MONTHS / 12, Number(from.slice(5, 7)) - 1, Number(from.slice(8, 10)));
  return addDays(dayOf(later), -1);
}

/** Why a period cannot be shown: one end is no date, the start is after the end, or it spans more than 12 months. */
export type PeriodProblem = { kind: 'notADay'; end: 'from' | 'to'; value: string } | { kind: 'reversed' | 'tooLong'; period: Period };

/**
 * The period asked for: each end as given, or the last four weeks' (`to` today, `from` 27 days before `to`); or why
 * it cannot be.
 */
export function checkPeriod({ from, to }: { from?: string; to?: string }, now: Date): { period: Period } | { problem: PeriodProblem } {
  for (const [end, value] of [['from', from], ['to', to]] as const) {
    if (value !== undefined && !isDay(value)) return { problem: { kind: 'notADay', end, value } };
  }
  const end = to ?? berlinIsoDate(now);
  const period = { from: from ?? addDays(end, -27), to: end };
  if (period.from > period.to) return { problem: { kind: 'reversed', period } };
  if (period.to > latestEnd(period.from)) return { problem: { kind: 'tooLong', period } };
  return { period };
}

/** The period for `npm run numbers`: `checkPeriod`, throwing a German message that names the option. */
export function periodFrom(options: { from?: string; to?: string }, now: Date): Period {
  const checked = checkPeriod(options, now);
  if ('period' in checked) return checked.period;
  const { problem } = checked;
  if (problem.kind === 'notADay') throw new Error(`--${problem.end}=${problem.value}: ein Datum im Format JJJJ-MM-TT erwartet`);
  const { from, to } = problem.period;
  if (problem.kind === 'reversed') throw new Error(`Der Zeitraum beginnt (${from}) nach seinem Ende (${to}).`);
  throw new Error(`Der Zeitraum ${from} bis ${to} ist länger als ${MAX_PERIOD_MONTHS} Monate; er darf höchstens bis ${latestEnd(from)} gehen.`);
}

/** The instants (ISO 8601, UTC) from the first moment of `from` in Berlin to the first moment after `to`. */
export function periodInstants({ from, to }: Period): { start: string; end: string } {
  const at = (day: string) => berlinTime(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))).toISOString();
  return { start: at(from), end: at(addDays(to, 1)) };
}

/** The Monday of the week (Monday to Sunday) that `day` is in. */
export function weekOf(day: string): string {
  const weekday = new Date(utcDay(day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The Mondays of every week that a day of the period falls in, in order. */
export function weeksOf({ from, to }: Period): string[] {
  const weeks: string[] = [];
  for (let week = weekOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** Every month ('YYYY-MM') that a day of the period falls in, in order. */
export function monthsOf({ from, to }: Period): string[] {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addDays(`${month}-28`, 4).slice(0, 7)) months.push(month);
  return months;
}

/** The Berlin calendar day of an instant stored as ISO text. */
export const berlinDayOf = (iso: string) => berlinIsoDate(new Date(iso));
