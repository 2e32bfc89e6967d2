import { berlinIsoDate, berlinTime } from '../dates.ts';

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

/**
 * The period asked for: each end as given, or the last four weeks' (`to` today, `from` 27 days before `to`). Throws
 * a German message for a date that is none, or a start after the end.
 */
export function periodFrom({ from, to }: { from?: string; to?: string }, now: Date): Period {
  for (const [name, value] of [['--from', from], ['--to', to]] as const) {
    if (value !== undefined && !isDay(value)) throw new Error(`${name}=${value}: ein Datum im Format JJJJ-MM-TT erwartet`);
  }
  const end = to ?? berlinIsoDate(now);
  const start = from ?? addDays(end, -27);
  if (start > end) throw new Error(`Der Zeitraum beginnt (${start}) nach seinem Ende (${end}).`);
  return { from: start, to: end };
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

/** The Berlin calendar day of an instant stored as ISO text. */
export const berlinDayOf = (iso: string) => berlinIsoDate(new Date(iso));
