// The funnel as `npm run numbers` prints it: readable German text with aligned tables, and the page views as CSV.
import { DIRECT, INTERNAL, UNNAMED } from './classify.ts';
import type { EnquiryForm, FunnelReport, FunnelStep, PageViewRow } from './funnel.ts';

/** The CSV's header, as the issue names it. */
export const CSV_HEADER = 'day,route,source,device,views';

const csvField = (value: string | number) => (/[",\n\r]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

/** The page views as CSV: the header, then one line per row. */
export function pageViewsCsv(rows: readonly PageViewRow[]): string {
  return [CSV_HEADER, ...rows.map((row) => [row.day, row.route, row.source, row.device, row.views].map(csvField).join(','))].join('\n') + '\n';
}

const number = new Intl.NumberFormat('de-DE');
const percent = new Intl.NumberFormat('de-DE', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const germanDate = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const count = (value: number | null) => (value === null ? 'noch keine Daten' : number.format(value));
const share = (value: number | null) => (value === null ? '–' : percent.format(value));

const STEP_LABELS: Record<FunnelStep['step'], string> = {
  arrivals: 'Ankünfte auf der Website',
  trialSignups: 'Probestunde angemeldet',
  came: 'Zur Probestunde gekommen',
  bookedAfterTrial: 'Kurs gebucht nach der Probestunde',
};

const FORM_LABELS: Record<EnquiryForm, string> = {
  start: 'Beratung (/start)',
  trial: 'Probestunde und Warteliste (/start/signup)',
  python: 'Python-Kurs (/python)',
  holiday: 'Ferienkurs (/ferienkurse)',
  contact: 'Kontakt (/contact)',
  booking: 'Buchungsanfrage (/booking)',
  other: 'anderes Formular',
};

const SOURCE_LABELS: Record<string, string> = {
  [DIRECT]: 'direkt (ohne Verweis)',
  [INTERNAL]: 'intern',
  [UNNAMED]: 'andere (ohne Namen)',
};

/** A table with a header row, the first column left-aligned and the others right-aligned. */
function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => '  ' + cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), '  ' + widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

const section = (title: string, body: string) => `${title}\n${body}`;

/** The whole report of a period, in German. */
export function funnelText(report: FunnelReport, { emailjs = false }: { emailjs?: boolean } = {}): string {
  const { period } = report;
  const parts: string[] = [];
  parts.push(
    `Zahlen vom ${germanDate(period.from)} bis ${germanDate(period.to)} (Berliner Zeit)\n` +
      `Seitenaufrufe: ${number.format(report.views)}, davon Ankünfte von außerhalb der Website: ${number.format(report.arrivals)}`,
  );
  parts.push(
    section(
      'Trichter (Anteil = Schritt geteilt durch den Schritt davor)',
      table(
        ['Schritt', 'Anzahl', 'Anteil'],
        report.steps.map((step) => [STEP_LABELS[step.step], count(step.count), share(step.rate)]),
      ),
    ),
  );
  const { trials } = report;
  parts.push(
    section(
      'Probestunden im Zeitraum',
      table(
        ['', 'Anzahl'],
        [
          ['Anmeldungen', number.format(trials.signups)],
          ['  davon von der Warteliste nachgerückt', number.format(trials.fromWaitlist)],
          ['Einträge auf einer Warteliste', number.format(trials.waitlistEntries)],
          ['Absagen', number.format(trials.cancellations)],
          ['Verschiebungen', number.format(trials.moves)],
        ],
      ),
    ),
  );
  parts.push(
    section(
      'Ankünfte nach Herkunft',
      report.arrivalsBySource.length === 0
        ? '  keine'
        : table(
            ['Herkunft', 'Aufrufe', 'Anteil'],
            report.arrivalsBySource.map((row) => [SOURCE_LABELS[row.source] ?? row.source, number.format(row.views), share(row.views / report.arrivals)]),
          ),
    ),
  );
  parts.push(
    section(
      'Ankünfte nach Einstiegsseite',
      report.arrivalsByLanding.length === 0
        ? '  keine'
        : table(
            ['Seite', 'Aufrufe', 'Anteil'],
            report.arrivalsByLanding.map((row) => [row.route, number.format(row.views), share(row.views / report.arrivals)]),
          ),
    ),
  );
  parts.push(
    section(
      'Je Woche (ab Montag)',
      table(
        ['Woche', 'Ankünfte', 'Probestunden angemeldet'],
        report.weeks.map((row) => [germanDate(row.week), number.format(row.arrivals), number.format(row.trialSignups)]),
      ),
    ),
  );
  parts.push(
    section(
      'Anfragen je Formular' + (emailjs ? ' (EmailJS ist eingerichtet: Anfragen gehen am Server vorbei und fehlen hier)' : ''),
      report.enquiries.length === 0
        ? '  keine'
        : table(
            ['Formular', 'Anzahl', 'je Ankunft'],
            report.enquiries.map((row) => [FORM_LABELS[row.form], number.format(row.count), share(report.arrivals ? row.count / report.arrivals : null)]),
          ),
    ),
  );
  parts.push(
    `Buchungsanfragen: ${number.format(report.bookingRequests.count)}, davon über den Link nach einer Probestunde: ${count(report.bookingRequests.afterTrial)}`,
  );
  parts.push(
    section(
      'Quiz',
      table(
        ['Seite', 'Aufrufe', 'beendet', 'Anteil'],
        report.quiz.map((row) => [row.route, number.format(row.views), number.format(row.finished), share(row.rate)]),
      ),
    ),
  );
  parts.push(
    section(
      'Probestunden je Termin',
      report.trialsPerDate.length === 0
        ? '  keine Termine im Zeitraum'
        : table(
            ['Termin', 'angemeldet', 'abgesagt', 'Warteliste', 'gekommen', 'nicht gekommen', 'gebucht'],
            report.trialsPerDate.map((row) => [
              germanDate(row.date),
              number.format(row.signedUp),
              number.format(row.cancelled),
              number.format(row.waitlist),
              ...[row.came, row.missed, row.booked].map((value) => (value === null ? '–' : number.format(value))),
            ]),
          ),
    ),
  );
  const notes: string[] = [];
  if (report.steps.find((step) => step.step === 'came')?.count === null) notes.push('„gekommen“ zählt, sobald das Team nach der Stunde markiert, wer da war („–“: noch niemand markiert).');
  if (report.steps.find((step) => step.step === 'bookedAfterTrial')?.count === null) notes.push('„gebucht“ zählt die Website erst, wenn Buchungen über den Empfehlungslink ihre Probestunde nennen.');
  if (notes.length > 0) parts.push(notes.join('\n'));
  return parts.join('\n\n') + '\n';
}
