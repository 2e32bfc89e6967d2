import { randomInt } from 'node:crypto';

/**
 * Booking numbers: 'CS-' and eight characters drawn at random (crypto) from digits and capital letters without the
 * look-alikes 0/O, 1/I/L, so a number read out on the phone or typed from a letter comes out right, and no number says
 * anything about another (31^8, about 8.5 · 10^11 of them; the database's unique index catches the rare repeat).
 */
export const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LENGTH = 8;
export const NUMBER_PREFIX = 'CS-';

export function newBookingNumber(): string {
  let body = '';
  for (let i = 0; i < LENGTH; i += 1) body += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `${NUMBER_PREFIX}${body}`;
}

/**
 * A number as a family types it ('cs 7kq4 m2xd', 'CS-7KQ4M2XD', '7KQ4M2XD') in the stored form, or '' when it cannot
 * be one: upper case, spaces and dashes dropped, 'CS' added.
 */
export function normalizeBookingNumber(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s\-–_.]+/g, '');
  const body = compact.startsWith('CS') && compact.length === LENGTH + 2 ? compact.slice(2) : compact;
  return body.length === LENGTH && [...body].every((char) => NUMBER_ALPHABET.includes(char)) ? `${NUMBER_PREFIX}${body}` : '';
}
