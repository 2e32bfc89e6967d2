// How the numbers' cells read: German on the page and in `npm run numbers`, plain in the CSV files (ISO dates, digits
// without grouping, a rate as a percentage with a decimal point), so a spreadsheet reads them as numbers.
import { numbersCopy } from '@/content/numbers';

/** What a column holds: its cells are shown and written according to it. */
export type ColumnKind = 'text' | 'date' | 'month' | 'count' | 'rate';

/**
 * One cell: a number (a count, or a rate as a fraction), a date 'YYYY-MM-DD', a month 'YYYY-MM', a text, or null for
 * "no data yet", which is never shown as 0. An empty text is a cell that has no value by its nature (the first step's rate).
 */
export type Cell = string | number | null;

const number = new Intl.NumberFormat('de-DE');
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
// The same rounding as the German percentage (Intl on the fraction itself), written with a point and no sign.
const csvPercent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false });

/** 'YYYY-MM-DD' as the team writes it: 04.01.2027. */
export const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];
/** 'YYYY-MM' as the team reads it: Januar 2027. */
export const germanMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month.slice(5, 7)} ${month.slice(0, 4)}`;
/** 'YYYY-MM-DD' without the year, for a chart's axis: 04.01. */
export const shortDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

export const formatCount = (value: number) => number.format(value);
export const formatRate = (value: number) => percent.format(value);

/** A cell as the page and the script show it; null is "–". */
export function displayCell(kind: ColumnKind, value: Cell): string {
  if (value === null) return numbersCopy.dash;
  if (typeof value === 'string') return kind === 'date' ? germanDate(value) : kind === 'month' ? germanMonth(value) : value;
  return kind === 'rate' ? formatRate(value) : formatCount(value);
}

/** A cell as the CSV has it, before quoting; null is an empty field. */
export function csvCell(kind: ColumnKind, value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  return kind === 'rate' ? csvPercent.format(value).replace('%', '') : String(value);
}
