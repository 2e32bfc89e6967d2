/**
 * Numbers, prices and times the way German readers expect them. Plain arithmetic, same output as Intl de-DE,
 * without loading ICU's locale data on the client (the booking summary formats prices while the page hydrates).
 * Content's own, since its words state prices and times; lib/ and components/ format with it too. No imports.
 */

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Whole-euro prices: '1.296 €', with a no-break space so the sign never wraps onto its own line. */
export function formatEuro(amount: number): string {
  return `${groupThousands(String(Math.round(amount)))}\u00a0€`;
}

/** Prices with cents: '14,15 €' (whole amounts too: '18,00 €'). */
export function formatEuroCents(amount: number): string {
  const cents = Math.round(amount * 100);
  return `${groupThousands(String(Math.floor(cents / 100)))},${String(cents % 100).padStart(2, '0')}\u00a0€`;
}

/** 'HH:MM' of a wall-clock time given as minutes after midnight. */
function clock(minutesAfterMidnight: number): string {
  const hours = Math.floor(minutesAfterMidnight / 60) % 24;
  return `${String(hours).padStart(2, '0')}:${String(minutesAfterMidnight % 60).padStart(2, '0')}`;
}

/** Minutes after midnight of 'HH:MM'. */
export function clockMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Keine Uhrzeit: "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** '17:00' plus 90 minutes: '18:30'. */
export function addMinutes(time: string, minutes: number): string {
  return clock(clockMinutes(time) + minutes);
}

/** '17:00–18:30' for a start and a length in minutes. */
export function timeRange(start: string, minutes: number): string {
  return `${start}–${addMinutes(start, minutes)}`;
}

/** '5 %', with a no-break space as German typesetting wants it. */
export function formatPercent(percent: number): string {
  return `${percent}\u00a0%`;
}

const NUMBER_WORDS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];

/** 'zwei' for 2, as German copy writes small counts; digits from 13 on. */
export function countWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

/** '3, 6 und 12' */
export function listGerman(items: readonly (string | number)[]): string {
  const words = items.map(String);
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} und ${words.at(-1)}`;
}
