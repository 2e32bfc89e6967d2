/**
 * Room lib/numbers: the funnel's numbers: page views counted without cookies, the weekly tables of /intern/zahlen.
 * Used by server.mjs (counting), /intern/zahlen and `npm run numbers`.
 */

// The funnel as `npm run numbers` prints it: the tables of /intern/zahlen as aligned German text, and the page views
// as CSV (the same file the page offers).
import { numbersCopy as copy } from '@/content/numbers';
import { displayCell, formatCount, germanDate } from './format.ts';
import type { FunnelReport, PageViewRow } from './funnel.ts';
import { csvField, numbersTables, type NumbersTable } from './tables.ts';

/** The CSV's header, as the issue names it. */
export const CSV_HEADER = 'day,route,source,device,views';

/** The page views as CSV: the header, then one line per row. */
export function pageViewsCsv(rows: readonly PageViewRow[]): string {
  return [CSV_HEADER, ...rows.map((row) => [row.day, row.route, row.source, row.device, row.views].map(csvField).join(','))].join('\n') + '\n';
}

/** A table with a header row, the first column left-aligned and the others right-aligned. */
function aligned(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => '  ' + cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), '  ' + widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** One table as the script prints it: its title, the aligned rows (or that there are none), its notes. */
export function tableText(table: NumbersTable): string {
  const body =
    table.rows.length === 0
      ? `  ${copy.none}`
      : aligned(
          table.columns.map((column) => column.label),
          table.rows.map((row, r) => row.map((cell, i) => (i === 0 && table.parts.includes(r) ? '  ' : '') + displayCell(table.columns[i]!.kind, cell))),
        );
  return [table.title, body, ...table.notes.map((note) => `  ${note}`)].join('\n');
}

/** The whole report of a period, in German: the period, the totals, then every table of /intern/zahlen in its order. */
export function funnelText(report: FunnelReport, options: { emailjs?: boolean } = {}): string {
  const { period } = report;
  const head = `${copy.period.shown(germanDate(period.from), germanDate(period.to))}\n${copy.summary.line(formatCount(report.views), formatCount(report.arrivals))}`;
  return [head, ...numbersTables(report, options).map(tableText)].join('\n\n') + '\n';
}
