import { formatEuro } from '@/content/format';

describe('formatEuro', () => {
  const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

  it.each([0, 9, 27, 99, 149, 1296, 12345.6, 1_000_000])('formats %d exactly like Intl de-DE', (amount) => {
    expect(formatEuro(amount)).toBe(intl.format(amount));
  });

  it('keeps the euro sign on the line of its number', () => {
    expect(formatEuro(1296)).toBe('1.296\u00a0€');
  });
});
