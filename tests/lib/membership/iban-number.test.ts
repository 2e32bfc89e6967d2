/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { maskIban, openIban, sealIban } from '@/lib/membership/iban';
import { isValidCreditorId } from '@/lib/membership/creditor-id';
import { NUMBER_ALPHABET, newBookingNumber, normalizeBookingNumber } from '@/lib/membership/number';

describe('the masked IBAN of every mail', () => {
  it.each([
    ['DE89370400440532013000', 'DE89 •••• •••• •••• ••30 00'],
    ['de89 3704 0044 0532 0130 00', 'DE89 •••• •••• •••• ••30 00'],
    ['AT611904300234573201', 'AT61 •••• •••• •••• 3201'],
    ['NO9386011117947', 'NO93 •••• •••7 947'],
    ['MT84MALT011000012345MTLCAST001S', 'MT84 •••• •••• •••• •••• •••• •••0 01S'],
  ])('%s → %s', (iban, masked) => {
    expect(maskIban(iban)).toBe(masked);
  });

  it('shows no more than the country, the check digits and the last four characters', () => {
    const masked = maskIban('DE89370400440532013000').replace(/[\s•]/g, '');
    expect(masked).toBe('DE893000');
  });
});

describe('the sealed IBAN in the database', () => {
  const key = randomBytes(32);
  it('opens with its key and row, and with nothing else', () => {
    const sealed = sealIban('DE89 3704 0044 0532 0130 00', key, 'booking-1');
    expect(sealed).not.toContain('3704');
    expect(openIban(sealed, key, 'booking-1')).toBe('DE89370400440532013000');
    expect(openIban(sealed, randomBytes(32), 'booking-1')).toBeUndefined();
    expect(openIban(sealed, key, 'booking-2')).toBeUndefined();
    expect(openIban(`${sealed.slice(0, -2)}AA`, key, 'booking-1')).toBeUndefined();
    expect(openIban('kaputt', key, 'booking-1')).toBeUndefined();
  });

  it('is different each time, so equal IBANs are not seen as equal', () => {
    expect(sealIban('DE89370400440532013000', key, 'b')).not.toBe(sealIban('DE89370400440532013000', key, 'b'));
  });
});

describe('booking numbers', () => {
  it('are CS- and eight characters without look-alikes, and differ', () => {
    const numbers = Array.from({ length: 500 }, newBookingNumber);
    for (const number of numbers) expect(number).toMatch(new RegExp(`^CS-[${NUMBER_ALPHABET}]{8}$`));
    expect(new Set(numbers).size).toBe(500);
    expect(NUMBER_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it.each([
    ['CS-7KQ4M2XD', 'CS-7KQ4M2XD'],
    ['cs 7kq4 m2xd', 'CS-7KQ4M2XD'],
    ['7KQ4-M2XD', 'CS-7KQ4M2XD'],
    [' CS–7KQ4M2XD ', 'CS-7KQ4M2XD'],
    ['CS-7KQ4M2X', ''],
    ['CS-7KQ4M2XO', ''],
    ['', ''],
  ])('reads %j as %j', (typed, stored) => {
    expect(normalizeBookingNumber(typed)).toBe(stored);
  });
});

describe('the SEPA creditor identifier', () => {
  it.each([
    ['DE98ZZZ09999999999', true],
    ['de98 zzz0 9999 9999 99', true],
    ['DE97ZZZ09999999999', false],
    ['DE98ZZZ0999999999X', false],
    ['1234', false],
  ])('%s valid: %s', (id, valid) => {
    expect(isValidCreditorId(id)).toBe(valid);
  });
});
