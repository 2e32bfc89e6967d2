// The period of /intern/zahlen and its CSV files, from the address: ?von=YYYY-MM-DD&bis=YYYY-MM-DD (what a date field
// of the page's GET form sends). An empty or missing field takes the default (the last four weeks up to today).
import { numbersCopy as copy } from '@/content/numbers';
import { germanDate } from './format.ts';
import { checkPeriod, latestEnd, type Period } from './period.ts';

export type QueryValues = Record<string, string | string[] | undefined>;

/** What the form shows: the dates as sent, or those of the period shown. */
export interface PeriodInput {
  von: string;
  bis: string;
}

export type PeriodQuery =
  | { period: Period; input: PeriodInput }
  /** Refused, with the field to fix and a German message; nothing is shown for it (a longer period is not cut silently). */
  | { problem: { field: keyof PeriodInput; message: string }; input: PeriodInput };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** Reads ?von and ?bis. */
export function periodQuery(query: QueryValues | URLSearchParams, now: Date): PeriodQuery {
  const get = (name: string) => first(query instanceof URLSearchParams ? (query.get(name) ?? undefined) : query[name]);
  const input = { von: get('von'), bis: get('bis') };
  const checked = checkPeriod({ from: input.von || undefined, to: input.bis || undefined }, now);
  if ('period' in checked) return { period: checked.period, input: { von: checked.period.from, bis: checked.period.to } };
  const { problem } = checked;
  switch (problem.kind) {
    case 'notADay':
      return { problem: { field: problem.end === 'from' ? 'von' : 'bis', message: copy.period.notADay(problem.value) }, input };
    case 'reversed':
      return { problem: { field: 'von', message: copy.period.reversed(germanDate(problem.period.from), germanDate(problem.period.to)) }, input };
    case 'tooLong':
      return { problem: { field: 'bis', message: copy.period.tooLong(germanDate(latestEnd(problem.period.from))) }, input };
  }
}

/** The query of a period, for the CSV links: ?von=…&bis=…. */
export const periodSearch = ({ from, to }: Period) => `?von=${from}&bis=${to}`;
