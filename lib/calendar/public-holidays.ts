import { addDays } from './lesson-calendar';

/**
 * Berlin's public holidays computed from the law, to check the dates written out in content/lesson-calendar.ts
 * (tests/content/lesson-calendar.test.ts). Kept apart from lib/calendar/lesson-calendar.ts, which the browser loads.
 */

/**
 * Easter Sunday of a Gregorian year, 'YYYY-MM-DD' (the anonymous Gregorian algorithm, Meeus/Jones/Butcher).
 * Karfreitag, Ostermontag, Christi Himmelfahrt and Pfingstmontag follow from it.
 */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The recurring public holidays of Berlin in a year (Feiertagsgesetz Berlin; the Internationaler Frauentag since
 * 2019), as date and name, in date order. One-off holidays are not computable and live only in the content module.
 */
export function berlinPublicHolidaysOf(year: number): { date: string; name: string }[] {
  const easter = easterSunday(year);
  return [
    { date: `${year}-01-01`, name: 'Neujahr' },
    ...(year >= 2019 ? [{ date: `${year}-03-08`, name: 'Internationaler Frauentag' }] : []),
    { date: addDays(easter, -2), name: 'Karfreitag' },
    { date: addDays(easter, 1), name: 'Ostermontag' },
    { date: `${year}-05-01`, name: 'Tag der Arbeit' },
    { date: addDays(easter, 39), name: 'Christi Himmelfahrt' },
    { date: addDays(easter, 50), name: 'Pfingstmontag' },
    { date: `${year}-10-03`, name: 'Tag der Deutschen Einheit' },
    { date: `${year}-12-25`, name: '1. Weihnachtsfeiertag' },
    { date: `${year}-12-26`, name: '2. Weihnachtsfeiertag' },
  ].sort((x, y) => x.date.localeCompare(y.date));
}
