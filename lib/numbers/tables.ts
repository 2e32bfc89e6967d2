// The tables of a period's numbers, built once from the report: /intern/zahlen shows them (with a chart beside some),
// each CSV file writes one of them, and `npm run numbers` prints them. One model, so the three cannot drift apart.
import { numbersCopy as copy, type NumbersTableId } from '@/content/numbers';
import { DIRECT, INTERNAL, UNNAMED } from './classify.ts';
import { csvCell, type Cell, type ColumnKind } from './format.ts';
import { rate, type FunnelReport } from './funnel.ts';

export interface NumbersColumn {
  label: string;
  kind: ColumnKind;
}

export interface NumbersTable {
  id: NumbersTableId;
  title: string;
  /** The CSV file's name without the period and extension: /intern/zahlen/<file>.csv. */
  file: string;
  intro: string;
  columns: NumbersColumn[];
  /** The first cell of each row names it (a step, a source, a date). */
  rows: Cell[][];
  /** Rows that are a part of the row above ("davon …"): indented where the table is shown. */
  parts: number[];
  /** What its "–" cells mean (and anything else to know), each once. */
  notes: string[];
}

/** The tables in the order the page and the script show them. */
export const TABLE_ORDER: readonly NumbersTableId[] = ['funnel', 'weeks', 'sources', 'landing', 'trialDates', 'trials', 'memberships', 'enquiries', 'quiz'];

const KINDS: Record<NumbersTableId, ColumnKind[]> = {
  funnel: ['text', 'count', 'rate'],
  weeks: ['date', 'count', 'count'],
  sources: ['text', 'count', 'rate'],
  landing: ['text', 'count', 'rate'],
  trialDates: ['date', 'count', 'count', 'count', 'count', 'count', 'count'],
  trials: ['text', 'count'],
  memberships: ['month', 'count', 'count', 'count'],
  enquiries: ['text', 'count', 'rate'],
  quiz: ['text', 'count', 'count', 'rate'],
};

/** A source as the team reads it: the three of the site's own words, a campaign by its name, else the name or host. */
export function sourceLabel(source: string): string {
  if (source === DIRECT) return copy.sources.direkt;
  if (source === INTERNAL) return copy.sources.intern;
  if (source === UNNAMED) return copy.sources.andere;
  if (source.startsWith('utm:')) return copy.sources.campaign(source.slice('utm:'.length));
  return source;
}

function rowsOf(id: NumbersTableId, report: FunnelReport): Cell[][] {
  const share = (views: number) => rate(views, report.arrivals);
  switch (id) {
    case 'funnel':
      // The first step has no step before it: an empty cell, not "no data".
      return report.steps.map((step, i) => [copy.steps[step.step], step.count, i === 0 ? '' : step.rate]);
    case 'weeks':
      return report.weeks.map((week) => [week.week, week.arrivals, week.trialSignups]);
    case 'sources':
      return report.arrivalsBySource.map((row) => [sourceLabel(row.source), row.views, share(row.views)]);
    case 'landing':
      return report.arrivalsByLanding.map((row) => [row.route, row.views, share(row.views)]);
    case 'trialDates':
      return report.trialsPerDate.map((row) => [row.date, row.signedUp, row.cancelled, row.waitlist, row.came, row.missed, row.booked]);
    case 'trials': {
      const { trials, bookingRequests } = report;
      const words = copy.trialRows;
      return [
        [words.signups, trials.signups],
        [words.fromWaitlist, trials.fromWaitlist],
        [words.waitlistEntries, trials.waitlistEntries],
        [words.cancellations, trials.cancellations],
        [words.moves, trials.moves],
        [words.bookingRequests, bookingRequests.count],
        [words.bookingRequestsAfterTrial, bookingRequests.afterTrial],
      ];
    }
    case 'memberships':
      return report.memberships.map((row) => [row.month, row.bookings, row.withdrawals, row.cancellations]);
    case 'enquiries':
      return report.enquiries.map((row) => [copy.forms[row.form], row.count, share(row.count)]);
    case 'quiz':
      return report.quiz.map((row) => [row.route, row.views, row.finished, row.rate]);
  }
}

/** Notes for the "–" in a table: what it means, and why attendance or bookings have none yet. */
function notesOf(id: NumbersTableId, rows: Cell[][], report: FunnelReport, emailjs: boolean): string[] {
  const notes: string[] = [];
  if (rows.some((row) => row.includes(null))) notes.push(copy.notes.dash);
  const cameMissing = report.steps.find((step) => step.step === 'came')?.count === null;
  const bookedMissing = report.steps.find((step) => step.step === 'bookedAfterTrial')?.count === null;
  if (id === 'funnel' && cameMissing) notes.push(copy.notes.came);
  if (id === 'trialDates' && rows.some((row) => row[4] === null)) notes.push(copy.notes.came);
  if ((id === 'funnel' || id === 'trialDates' || id === 'trials') && bookedMissing && rows.some((row) => row.includes(null))) notes.push(copy.notes.booked);
  if (id === 'enquiries' && emailjs) notes.push(copy.notes.emailjs);
  return notes;
}

/** One table of the report. */
export function numbersTable(id: NumbersTableId, report: FunnelReport, { emailjs = false }: { emailjs?: boolean } = {}): NumbersTable {
  const words = copy.tables[id];
  const rows = rowsOf(id, report);
  return {
    id,
    title: words.title,
    file: words.file,
    intro: words.intro,
    columns: words.columns.map((label, i) => ({ label, kind: KINDS[id][i]! })),
    rows,
    // The rows "davon von der Warteliste nachgerückt" and "davon über den Link nach einer Probestunde".
    parts: id === 'trials' ? [1, 6] : [],
    notes: notesOf(id, rows, report, emailjs),
  };
}

/** Every table of the report, in the page's order. */
export function numbersTables(report: FunnelReport, options: { emailjs?: boolean } = {}): NumbersTable[] {
  return TABLE_ORDER.map((id) => numbersTable(id, report, options));
}

/** The table whose CSV file is `file` (trichter, wochen, …), if any. */
export const tableIdOfFile = (file: string): NumbersTableId | undefined => TABLE_ORDER.find((id) => copy.tables[id].file === file);

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
export const csvField = (value: string | number) => (/[",\n\r]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

/** A table as CSV: its column titles (a rate's with " (%)"), then one line per row; lines end with \n like the page-view CSV. */
export function tableCsv(table: NumbersTable): string {
  const header = table.columns.map((column) => csvField(column.kind === 'rate' ? `${column.label} (%)` : column.label));
  const lines = table.rows.map((row) => row.map((cell, i) => csvField(csvCell(table.columns[i]!.kind, cell))).join(','));
  return [header.join(','), ...lines].join('\n') + '\n';
}
