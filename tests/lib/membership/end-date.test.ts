/**
 * @jest-environment node
 */
import {
  cancellationEnd,
  minimumTermEnd,
  contractMinimumTermEnd,
  oneMonthAfter,
  termEndFrom,
  withdrawalInTime,
  withdrawalPeriodEnd,
} from '@/lib/membership/end-date';

// AGB § 7 with §§ 187, 188, 193 BGB: the dates every cancellation, withdrawal and contract confirmation names.

describe('the last day of a term that begins with a day (§ 188 Abs. 2 Alt. 2, Abs. 3 BGB)', () => {
  it.each([
    ['2027-01-15', 3, '2027-04-14'],
    ['2027-01-01', 1, '2027-01-31'],
    ['2027-03-01', 1, '2027-03-31'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-01-30', 1, '2027-02-28'],
    ['2027-01-31', 3, '2027-04-30'],
    ['2027-10-31', 6, '2028-04-30'],
    ['2027-11-10', 12, '2028-11-09'],
    ['2027-01-13', 24, '2029-01-12'],
    ['2027-01-13', 36, '2030-01-12'],
  ])('%s + %i months ends on %s', (start, months, end) => {
    expect(termEndFrom(start, months)).toBe(end);
  });
});

describe('one month after a receipt (§ 188 Abs. 2 Alt. 1, Abs. 3 BGB)', () => {
  it.each([
    ['2027-03-15', '2027-04-15'],
    ['2027-01-31', '2027-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2027-03-31', '2027-04-30'],
    ['2027-12-20', '2028-01-20'],
  ])('%s → %s', (receipt, end) => {
    expect(oneMonthAfter(receipt)).toBe(end);
  });
});

describe('the minimum term of each package (AGB § 7)', () => {
  it.each([
    ['3m', '2027-01-13', '2027-04-12', '2027-04-12'],
    ['6m', '2027-01-13', '2027-07-12', '2027-07-12'],
    ['12m', '2027-01-13', '2028-01-12', '2028-01-12'],
    // CodingStars+: 36 months, first cancellable at the end of the 24th.
    ['plus', '2027-01-13', '2029-01-12', '2030-01-12'],
  ])('%s from %s: cancellable first to %s, minimum term until %s', (pkg, first, cancellable, contract) => {
    expect(minimumTermEnd(first, pkg)).toBe(cancellable);
    expect(contractMinimumTermEnd(first, pkg)).toBe(contract);
  });

  it('knows no term for the free trial or an unknown package', () => {
    expect(minimumTermEnd('2027-01-13', 'trial')).toBeUndefined();
    expect(minimumTermEnd('2027-01-13', 'gibt-es-nicht')).toBeUndefined();
  });
});

describe('the end date of a cancellation (AGB § 7)', () => {
  const ordinary = (packageId: string, firstLesson: string | null, receivedOn: string, requested?: string) =>
    cancellationEnd({ type: 'ordinary', packageId, firstLesson, receivedOn, ...(requested ? { requested } : {}) });

  it.each([
    // More than a month before the minimum term ends: at its end.
    ['3m', '2027-01-13', '2027-02-01', '2027-04-12'],
    ['6m', '2027-01-13', '2027-03-01', '2027-07-12'],
    ['12m', '2027-01-13', '2027-06-30', '2028-01-12'],
    ['plus', '2027-01-13', '2028-06-01', '2029-01-12'],
    // Less than a month before: a month after the receipt.
    ['3m', '2027-01-13', '2027-04-01', '2027-05-01'],
    ['12m', '2027-01-13', '2027-12-20', '2028-01-20'],
    // Exactly a month before: the minimum term's last day.
    ['3m', '2027-01-13', '2027-03-12', '2027-04-12'],
    // After the minimum term: a month's notice at any time.
    ['3m', '2027-01-13', '2027-09-10', '2027-10-10'],
    ['plus', '2027-01-13', '2029-05-31', '2029-06-30'],
    // 31 January plus one month.
    ['3m', '2026-09-09', '2027-01-31', '2027-02-28'],
    ['3m', '2027-09-08', '2028-01-31', '2028-02-29'],
  ])('%s, first lesson %s, received %s: ends %s', (pkg, first, received, end) => {
    expect(ordinary(pkg, first, received)).toEqual({ endDate: end, earliest: end, requestedTooEarly: false });
  });

  it('has no date before the first lesson is set: "zum frühestmöglichen Zeitpunkt"', () => {
    expect(ordinary('12m', null, '2027-01-05')).toEqual({ requestedTooEarly: false });
  });

  it('keeps a later day the family asks for, and replaces one that is too early with the earliest', () => {
    expect(ordinary('3m', '2027-01-13', '2027-02-01', '2027-06-30')).toEqual({ endDate: '2027-06-30', earliest: '2027-04-12', requestedTooEarly: false });
    expect(ordinary('3m', '2027-01-13', '2027-02-01', '2027-03-01')).toEqual({ endDate: '2027-04-12', earliest: '2027-04-12', requestedTooEarly: true });
  });

  it('ends an extraordinary cancellation on receipt, or on a later day asked for', () => {
    expect(cancellationEnd({ type: 'extraordinary', packageId: '12m', firstLesson: '2027-01-13', receivedOn: '2027-02-03' })).toEqual({
      endDate: '2027-02-03',
      earliest: '2027-02-03',
      requestedTooEarly: false,
    });
    expect(cancellationEnd({ type: 'extraordinary', packageId: '12m', firstLesson: null, receivedOn: '2027-02-03', requested: '2027-02-28' }).endDate).toBe('2027-02-28');
  });
});

describe('the withdrawal period (§ 355 Abs. 2, § 356 Abs. 2 Nr. 2, §§ 187, 188, 193 BGB)', () => {
  it.each([
    // Concluded on a Monday: 14 days later is a Monday.
    ['2027-02-01', '2027-02-15'],
    // Ends on a Saturday: the next Monday.
    ['2027-02-06', '2027-02-22'],
    // Ends on a Sunday: the Monday after.
    ['2027-02-07', '2027-02-22'],
    // Ends on Good Friday 2027 (26.03.): the Tuesday after Easter Monday.
    ['2027-03-12', '2027-03-30'],
  ])('concluded %s: may withdraw until %s', (concluded, end) => {
    expect(withdrawalPeriodEnd(concluded)).toBe(end);
  });

  it('takes a withdrawal before the contract is concluded and within the period, not after it', () => {
    expect(withdrawalInTime(null, '2027-05-01')).toBe(true);
    expect(withdrawalInTime('2027-02-01', '2027-02-15')).toBe(true);
    expect(withdrawalInTime('2027-02-01', '2027-02-16')).toBe(false);
  });
});
