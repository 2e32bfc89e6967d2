/**
 * Berlin school holidays and public holidays: the holiday and Python courses run in the school holidays and never
 * on a public holiday (DECISIONS.md, "The next season is on sale").
 *
 * School holidays 2026/27 as the Senatsverwaltung für Bildung, Jugend und Familie sets them in the Berlin
 * Ferienordnung (https://www.berlin.de/sen/bjf/service/kalender/ferien/artikel.420979.php): Osterferien 22.03. –
 * 02.04.2027, Sommerferien 01.07. – 13.08.2027. The Kultusministerkonferenz lists the same periods
 * (https://www.kmk.org/service/ferien.html). Convention of this file: a period ends on the Saturday before school
 * starts again (Osterferien: Sa 03.04., Sommerferien: Sa 14.08.2027), as the 2025 periods below do; the courses
 * meet Monday to Friday, so this changes no course day. Earlier periods are kept so the 2025 dates still get names.
 */
export const berlinSchoolHolidays = [
  { name: 'Sommerferien 2025', start: '2025-07-24', end: '2025-09-06' },
  { name: 'Herbstferien 2025', start: '2025-10-20', end: '2025-11-01' },
  { name: 'Osterferien 2027', start: '2027-03-22', end: '2027-04-03' },
  { name: 'Sommerferien 2027', start: '2027-07-01', end: '2027-08-14' },
] as const;

/** Public holidays in Berlin (Feiertagsgesetz Berlin) in the years the courses run. */
export const berlinPublicHolidays: Record<string, string> = {
  '2025-10-03': 'Tag der Deutschen Einheit',
  '2027-01-01': 'Neujahr',
  '2027-03-08': 'Internationaler Frauentag',
  '2027-03-26': 'Karfreitag',
  '2027-03-29': 'Ostermontag',
  '2027-05-01': 'Tag der Arbeit',
  '2027-05-06': 'Christi Himmelfahrt',
  '2027-05-17': 'Pfingstmontag',
  '2027-10-03': 'Tag der Deutschen Einheit',
  '2027-12-25': '1. Weihnachtsfeiertag',
  '2027-12-26': '2. Weihnachtsfeiertag',
};
