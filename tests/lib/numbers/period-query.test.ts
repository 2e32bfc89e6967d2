import { latestEnd } from '@/lib/numbers/period';
import { periodQuery, periodSearch } from '@/lib/numbers/period-query';

// 10:00 UTC on 31 January 2027: 31 January in Berlin.
const NOW = new Date('2027-01-31T10:00:00Z');

describe('the period of /intern/zahlen', () => {
  it('is the last four weeks up to today by default, also for empty fields', () => {
    const last4 = { period: { from: '2027-01-04', to: '2027-01-31' }, input: { von: '2027-01-04', bis: '2027-01-31' } };
    expect(periodQuery({}, NOW)).toEqual(last4);
    expect(periodQuery({ von: '', bis: ' ' }, NOW)).toEqual(last4);
    expect(periodQuery(new URLSearchParams('von=&bis='), NOW)).toEqual(last4);
  });

  it('takes the dates the form sends, the first of each when given twice', () => {
    expect(periodQuery({ von: '2026-02-01', bis: '2027-01-31' }, NOW)).toMatchObject({ period: { from: '2026-02-01', to: '2027-01-31' } });
    expect(periodQuery({ von: ['2027-01-10', '2020-01-01'] }, NOW)).toMatchObject({ period: { from: '2027-01-10', to: '2027-01-31' } });
    expect(periodQuery(new URLSearchParams('von=2027-01-10&bis=2027-01-12'), NOW)).toMatchObject({ period: { from: '2027-01-10', to: '2027-01-12' } });
    expect(periodSearch({ from: '2027-01-10', to: '2027-01-12' })).toBe('?von=2027-01-10&bis=2027-01-12');
  });

  it.each([
    [{ von: '2027-02-30' }, 'von', '„2027-02-30“ ist kein Datum. Bitte wähle ein Datum aus.'],
    [{ bis: '31.01.2027' }, 'bis', '„31.01.2027“ ist kein Datum. Bitte wähle ein Datum aus.'],
    [{ von: '2027-02-01', bis: '2027-01-31' }, 'von', 'Der Beginn (01.02.2027) liegt nach dem Ende (31.01.2027). Bitte tausche die beiden Daten.'],
    [{ von: '2026-01-31', bis: '2027-01-31' }, 'bis', 'Der Zeitraum ist länger als 12 Monate. Mit diesem Beginn geht er höchstens bis 30.01.2027.'],
    [{ von: '2020-01-01' }, 'bis', 'Der Zeitraum ist länger als 12 Monate. Mit diesem Beginn geht er höchstens bis 31.12.2020.'],
  ] as [{ von?: string; bis?: string }, string, string][])('refuses %j with the field to fix and the dates kept', (query, field, message) => {
    expect(periodQuery(query, NOW)).toEqual({ problem: { field, message }, input: { von: query.von ?? '', bis: query.bis ?? '' } });
  });

  it.each([
    ['2027-01-04', '2028-01-03'],
    ['2027-01-01', '2027-12-31'],
    ['2028-02-29', '2029-02-28'],
    ['2027-03-01', '2028-02-29'],
  ])('spans at most 12 months: from %s to %s', (from, to) => {
    expect(latestEnd(from)).toBe(to);
  });
});
