/**
 * THE SEED ONLY (DECISIONS.md, seventh round): a new database is seeded from this file once; from then on the calendar
 * is records the team edits in /intern/angebot (lib/offer/), and a change here reaches no running site. Edit it only
 * to change what a new installation starts with.
 *
 * The lessons calendar: Berlin school holidays and public holidays. Weekly lessons and the free trial take place on
 * Berlin school days only (Monday to Friday, outside the school holidays, never on a public holiday); holiday and
 * Python courses run in the school holidays and never on a public holiday (DECISIONS.md, third round, "Lessons happen
 * on Berlin school days only"). Every date rule of the site reads this file (lib/calendar/lesson-calendar.ts).
 *
 * Conventions:
 * - Dates are Berlin calendar dates, 'YYYY-MM-DD', both ends inclusive.
 * - A period whose last free day is a Friday is written to end on the Saturday after it, as the published periods
 *   that end on a Saturday do (Weihnachtsferien 2026/27: Wed 23.12.2026 to Sat 02.01.2027); otherwise it ends on its
 *   last free day. Weekly lessons are Monday to Friday, so this changes no lesson day.
 * - `coverage` is the stretch of time this file vouches for: inside it, a weekday that is in no period below and no
 *   public holiday is a school day. Outside it the site offers no trial date (lib/trial-dates.ts), and
 *   `npm run content-check` warns when less than nine months of it lie ahead.
 *
 * Source of the school holidays: the Berlin Ferienordnung of the Senatsverwaltung für Bildung, Jugend und Familie
 * (https://www.berlin.de/sen/bjf/service/kalender/ferien/artikel.420979.php), as the Kultusministerkonferenz lists it
 * (https://www.kmk.org/service/ferien.html). Written down on 25.11.2026 without access to those pages: the dates are
 * the ones published there as we know them, cross-checked against two independent copies of the KMK table and
 * against the weekdays (each start is the first free day, each end as above). Staff compare them once with berlin.de
 * when adding the next school year.
 */

export interface SchoolHolidayPeriod {
  name: string;
  start: string;
  end: string;
  /** Where the dates come from. */
  source: string;
}

export interface PublicHoliday {
  date: string;
  name: string;
  /** Where the date comes from. */
  source: string;
}

const FERIENORDNUNG = 'Senatsverwaltung für Bildung, Jugend und Familie Berlin, Ferienordnung; KMK-Ferienliste Berlin';
/** Berlin's law on public holidays, with the Internationaler Frauentag since 2019. */
const FEIERTAGSGESETZ = 'Gesetz über die Sonn- und Feiertage (Berlin), § 1';
/** Karfreitag, Ostermontag, Himmelfahrt and Pfingstmontag: Easter Sunday −2, +1, +39 and +50 days. */
const EASTER = `${FEIERTAGSGESETZ}; vom Ostersonntag aus (2026-04-05, 2027-03-28, 2028-04-16)`;

export const schoolHolidays: readonly SchoolHolidayPeriod[] = [
  // Kept so the 2025 course runs still get a name; the calendar vouches for dates from the Herbstferien 2026 on.
  { name: 'Sommerferien 2025', start: '2025-07-24', end: '2025-09-06', source: FERIENORDNUNG },
  { name: 'Herbstferien 2025', start: '2025-10-20', end: '2025-11-01', source: FERIENORDNUNG },
  // School year 2026/27.
  { name: 'Herbstferien 2026', start: '2026-10-19', end: '2026-10-31', source: FERIENORDNUNG },
  { name: 'Weihnachtsferien 2026/27', start: '2026-12-23', end: '2027-01-02', source: FERIENORDNUNG },
  { name: 'Winterferien 2027', start: '2027-02-01', end: '2027-02-06', source: FERIENORDNUNG },
  // Published 22.03. – 02.04.2027 (a Friday); school starts again on Monday 05.04.
  { name: 'Osterferien 2027', start: '2027-03-22', end: '2027-04-03', source: FERIENORDNUNG },
  // The Friday after Christi Himmelfahrt (06.05.2027), free in Berlin schools.
  { name: 'Unterrichtsfreier Tag nach Himmelfahrt 2027', start: '2027-05-07', end: '2027-05-08', source: FERIENORDNUNG },
  // Tuesday and Wednesday after Pfingstmontag (17.05.2027); school starts again on Thursday 20.05.
  { name: 'Pfingstferien 2027', start: '2027-05-18', end: '2027-05-19', source: FERIENORDNUNG },
  { name: 'Sommerferien 2027', start: '2027-07-01', end: '2027-08-14', source: FERIENORDNUNG },
  // School year 2027/28.
  { name: 'Herbstferien 2027', start: '2027-10-11', end: '2027-10-23', source: FERIENORDNUNG },
  // Published 22.12. – 31.12.2027 (a Friday); school starts again on Monday 03.01.2028.
  { name: 'Weihnachtsferien 2027/28', start: '2027-12-22', end: '2028-01-01', source: FERIENORDNUNG },
  { name: 'Winterferien 2028', start: '2028-01-31', end: '2028-02-05', source: FERIENORDNUNG },
  { name: 'Osterferien 2028', start: '2028-04-10', end: '2028-04-22', source: FERIENORDNUNG },
  // The Friday after Christi Himmelfahrt (25.05.2028).
  { name: 'Unterrichtsfreier Tag nach Himmelfahrt 2028', start: '2028-05-26', end: '2028-05-27', source: FERIENORDNUNG },
  // Published as Thursday 01.06. and Friday 02.06.2028, before Pfingsten; Pfingstmontag 05.06. is a public holiday.
  { name: 'Pfingstferien 2028', start: '2028-06-01', end: '2028-06-03', source: FERIENORDNUNG },
  // Published 01.07. (a Saturday: the last school day is Friday 30.06.) – 12.08.2028.
  { name: 'Sommerferien 2028', start: '2028-07-01', end: '2028-08-12', source: FERIENORDNUNG },
];

/**
 * Public holidays in Berlin for whole years, each written out (tests/content/lesson-calendar.test.ts computes them
 * again from the law and Easter). There is no one-off public holiday in these years (the last ones were 08.05.2020
 * and 08.05.2025, 75 and 80 years since the end of the Second World War).
 */
export const publicHolidays: readonly PublicHoliday[] = [
  { date: '2025-10-03', name: 'Tag der Deutschen Einheit', source: FEIERTAGSGESETZ },
  { date: '2026-01-01', name: 'Neujahr', source: FEIERTAGSGESETZ },
  { date: '2026-03-08', name: 'Internationaler Frauentag', source: FEIERTAGSGESETZ },
  { date: '2026-04-03', name: 'Karfreitag', source: EASTER },
  { date: '2026-04-06', name: 'Ostermontag', source: EASTER },
  { date: '2026-05-01', name: 'Tag der Arbeit', source: FEIERTAGSGESETZ },
  { date: '2026-05-14', name: 'Christi Himmelfahrt', source: EASTER },
  { date: '2026-05-25', name: 'Pfingstmontag', source: EASTER },
  { date: '2026-10-03', name: 'Tag der Deutschen Einheit', source: FEIERTAGSGESETZ },
  { date: '2026-12-25', name: '1. Weihnachtsfeiertag', source: FEIERTAGSGESETZ },
  { date: '2026-12-26', name: '2. Weihnachtsfeiertag', source: FEIERTAGSGESETZ },
  { date: '2027-01-01', name: 'Neujahr', source: FEIERTAGSGESETZ },
  { date: '2027-03-08', name: 'Internationaler Frauentag', source: FEIERTAGSGESETZ },
  { date: '2027-03-26', name: 'Karfreitag', source: EASTER },
  { date: '2027-03-29', name: 'Ostermontag', source: EASTER },
  { date: '2027-05-01', name: 'Tag der Arbeit', source: FEIERTAGSGESETZ },
  { date: '2027-05-06', name: 'Christi Himmelfahrt', source: EASTER },
  { date: '2027-05-17', name: 'Pfingstmontag', source: EASTER },
  { date: '2027-10-03', name: 'Tag der Deutschen Einheit', source: FEIERTAGSGESETZ },
  { date: '2027-12-25', name: '1. Weihnachtsfeiertag', source: FEIERTAGSGESETZ },
  { date: '2027-12-26', name: '2. Weihnachtsfeiertag', source: FEIERTAGSGESETZ },
  { date: '2028-01-01', name: 'Neujahr', source: FEIERTAGSGESETZ },
  // A Wednesday in a school week: no trial that day.
  { date: '2028-03-08', name: 'Internationaler Frauentag', source: FEIERTAGSGESETZ },
  { date: '2028-04-14', name: 'Karfreitag', source: EASTER },
  { date: '2028-04-17', name: 'Ostermontag', source: EASTER },
  { date: '2028-05-01', name: 'Tag der Arbeit', source: FEIERTAGSGESETZ },
  { date: '2028-05-25', name: 'Christi Himmelfahrt', source: EASTER },
  { date: '2028-06-05', name: 'Pfingstmontag', source: EASTER },
  { date: '2028-10-03', name: 'Tag der Deutschen Einheit', source: FEIERTAGSGESETZ },
  { date: '2028-12-25', name: '1. Weihnachtsfeiertag', source: FEIERTAGSGESETZ },
  { date: '2028-12-26', name: '2. Weihnachtsfeiertag', source: FEIERTAGSGESETZ },
];

export const lessonCalendar = {
  /** From the first day of the Herbstferien 2026 to the last day of the Sommerferien 2028. */
  coverage: { start: '2026-10-19', end: '2028-08-12' },
  schoolHolidays,
  publicHolidays,
} as const;

/** A single weekday without lessons, entered by the team in /intern/angebot (a teacher ill, say). */
export interface DayOff {
  date: string;
  reason: string;
}

export type LessonCalendar = {
  coverage: { start: string; end: string };
  schoolHolidays: readonly SchoolHolidayPeriod[];
  publicHolidays: readonly PublicHoliday[];
  /** None in this seed: the team enters them as records. */
  daysOff?: readonly DayOff[];
};
