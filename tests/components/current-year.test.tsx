import { render, screen } from '@testing-library/react';
import { CurrentYear, yearInBerlin } from '@/components/dates/current-year';

const intlYear = (ms: number) =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date(ms)));

describe('yearInBerlin', () => {
  it('turns over at midnight Berlin time, which is 23:00 UTC on New Year’s Eve', () => {
    expect(yearInBerlin(Date.UTC(2026, 11, 31, 22, 59, 59, 999))).toBe(2026);
    expect(yearInBerlin(Date.UTC(2026, 11, 31, 23, 0))).toBe(2027);
    expect(yearInBerlin(Date.UTC(2027, 0, 1, 0, 30))).toBe(2027);
  });

  it('agrees with the Intl time-zone database around every New Year and in summer time, 2020–2040', () => {
    for (let year = 2020; year <= 2040; year += 1) {
      for (const ms of [
        Date.UTC(year, 11, 31, 22, 0),
        Date.UTC(year, 11, 31, 22, 59),
        Date.UTC(year, 11, 31, 23, 0),
        Date.UTC(year, 11, 31, 23, 59),
        Date.UTC(year, 6, 1, 23, 30),
      ]) {
        expect(yearInBerlin(ms)).toBe(intlYear(ms));
      }
    }
  });
});

describe('yearInBerlin on the copyright-line cases', () => {
  it.each([
    ['2025-12-31T22:59:59Z', 2025, '23:59:59 on New Year’s Eve in Berlin'],
    ['2025-12-31T23:30:00Z', 2026, 'already New Year in Berlin while UTC is still in the old year'],
    ['2026-06-15T12:00:00Z', 2026, 'mid-year'],
  ])('%s → %i (%s)', (now, expected) => {
    expect(yearInBerlin(Date.parse(now))).toBe(expected);
  });
});

describe('CurrentYear', () => {
  it('shows the year from the visitor’s clock once rendered in the browser', () => {
    render(<p data-testid="year"><CurrentYear buildYear={1999} /></p>);
    expect(screen.getByTestId('year')).toHaveTextContent(String(yearInBerlin()));
  });
});
