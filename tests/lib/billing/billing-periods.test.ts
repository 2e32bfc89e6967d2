import {
  billingPeriod,
  collectionDate,
  invoiceIssueDate,
  invoiceNumber,
  isBillable,
  nextBankDay,
  periodContaining,
  periodMonths,
  periodsToBill,
  refundAfterEnd,
  termPriceCents,
  vatSplit,
  type BillableContract,
} from '@/lib/billing/billing-periods';

describe('billing periods (AGB § 5, § 6)', () => {
  it.each([
    // package, first lesson, index, start, end
    ['3m', '2027-01-13', 0, '2027-01-13', '2027-04-12'],
    ['3m', '2027-01-13', 1, '2027-04-13', '2027-07-12'],
    ['6m', '2027-01-13', 1, '2027-07-13', '2028-01-12'],
    ['12m', '2027-01-18', 0, '2027-01-18', '2028-01-17'],
    ['12m', '2027-01-18', 1, '2028-01-18', '2029-01-17'],
    ['plus', '2027-01-18', 0, '2027-01-18', '2030-01-17'],
    // A first lesson on the 31st: the shorter month ends the period on its last day, and the next one does not drift.
    ['3m', '2027-01-31', 0, '2027-01-31', '2027-04-30'],
    ['3m', '2027-01-31', 1, '2027-05-01', '2027-07-30'],
    ['3m', '2027-01-31', 2, '2027-07-31', '2027-10-30'],
    ['3m', '2027-01-31', 3, '2027-10-31', '2028-01-30'],
    ['6m', '2027-08-31', 0, '2027-08-31', '2028-02-29'],
    ['6m', '2027-08-31', 1, '2028-03-01', '2028-08-30'],
  ])('%s from %s: period %i runs %s to %s', (pkg, first, index, start, end) => {
    expect(billingPeriod(first, periodMonths(pkg)!, index)).toEqual({ index, start, end });
  });

  it('has no period for the free trial, and finds the period that contains a day', () => {
    expect(periodMonths('trial')).toBeUndefined();
    expect(periodContaining('2027-01-31', 3, '2027-05-01')).toEqual({ index: 1, start: '2027-05-01', end: '2027-07-30' });
    expect(periodContaining('2027-01-31', 3, '2027-01-02')).toMatchObject({ index: 0 });
  });
});

describe('which periods are billed by a day', () => {
  const confirmed: BillableContract = { packageId: '3m', state: 'confirmed', firstLesson: '2027-01-18', confirmedOn: '2027-01-04' };
  it.each<[string, BillableContract, string, string[]]>([
    ['nothing before the issue day (seven days before the first lesson)', confirmed, '2027-01-10', []],
    ['the first period seven days before it starts', confirmed, '2027-01-11', ['2027-01-18']],
    ['the next period seven days before it starts', confirmed, '2027-04-11', ['2027-01-18', '2027-04-18']],
    ['every missed period after a long absence, none skipped', confirmed, '2027-10-11', ['2027-01-18', '2027-04-18', '2027-07-18', '2027-10-18']],
    ['at once when the contract is confirmed closer to the first lesson', { ...confirmed, confirmedOn: '2027-01-15' }, '2027-01-15', ['2027-01-18']],
    ['none for a withdrawn booking', { ...confirmed, state: 'withdrawn' }, '2027-10-11', []],
    ['none for an unconfirmed booking', { packageId: '3m', state: 'requested' }, '2027-10-11', []],
    ['after a cancellation none that starts after the end', { ...confirmed, state: 'cancelled', endDate: '2027-04-17' }, '2027-10-11', ['2027-01-18']],
    ['after a cancellation the period that contains the end', { ...confirmed, state: 'cancelled', endDate: '2027-05-31' }, '2027-10-11', ['2027-01-18', '2027-04-18']],
    ['every period of CodingStars+ is 36 months', { ...confirmed, packageId: 'plus' }, '2029-01-11', ['2027-01-18']],
    ['each package its own term', { ...confirmed, packageId: '6m' }, '2028-01-11', ['2027-01-18', '2027-07-18', '2028-01-18']],
  ])('%s', (_, contract, today, starts) => {
    expect(periodsToBill(contract, today).map((period) => period.start)).toEqual(starts);
  });

  it('bills a cancelled period only up to the end date', () => {
    expect(isBillable({ packageId: '3m', state: 'cancelled', firstLesson: '2027-01-18', confirmedOn: '2027-01-04', endDate: '2027-04-17' }, { start: '2027-04-18' })).toBe(false);
    expect(isBillable({ packageId: '3m', state: 'cancelled', firstLesson: '2027-01-18', confirmedOn: '2027-01-04', endDate: '2027-04-18' }, { start: '2027-04-18' })).toBe(true);
  });
});

describe('the dates on an invoice', () => {
  it.each([
    // period start, confirmed on, issue day, collection day (SEPA)
    ['2027-01-18', '2027-01-04', '2027-01-11', '2027-01-18'],
    // Confirmed three days ahead: out at once, collected five days later at the earliest.
    ['2027-01-18', '2027-01-15', '2027-01-15', '2027-01-20'],
    // Due on a Saturday: collected the Monday after.
    ['2027-01-23', '2027-01-04', '2027-01-16', '2027-01-25'],
    // Due on Good Friday 2027 (26 March): Easter Monday is closed too, so Tuesday.
    ['2027-03-26', '2027-01-04', '2027-03-19', '2027-03-30'],
  ])('period from %s, confirmed %s: issued %s, collected %s', (start, confirmedOn, issue, collection) => {
    expect(invoiceIssueDate({ start }, confirmedOn)).toBe(issue);
    expect(collectionDate(start, issue)).toBe(collection);
  });

  it('moves a collection off weekends and TARGET holidays only', () => {
    expect(nextBankDay('2027-12-24')).toBe('2027-12-24');
    expect(nextBankDay('2027-12-25')).toBe('2027-12-27');
    expect(nextBankDay('2028-01-01')).toBe('2028-01-03');
  });
});

describe('amounts', () => {
  it.each([
    // gross cents, net, VAT
    [39600, 33277, 6323],
    [72000, 60504, 11496],
    [129600, 108908, 20692],
    [331200, 278319, 52881],
    [1, 1, 0],
  ])('%i cents gross: %i net + %i VAT (19 %%)', (gross, net, vat) => {
    expect(vatSplit(gross)).toEqual({ net, vat });
    expect(net + vat).toBe(gross);
  });

  it.each([
    ['the booked price, not today’s list', { price: '33 € pro Woche (396 € alle 3 Monate)' }, '3m', 39600],
    ['thousands with a dot', { price: '27 € pro Woche (1.296 € alle 12 Monate)' }, '12m', 129600],
    ['the list price when the booking names none', {}, 'plus', 331200],
    ['less the girls’ course discount', { price: '27 € pro Woche (1.296 € alle 12 Monate)', discount_percent: '5' }, '12m', 123120],
  ])('%s', (_, params: Record<string, string>, pkg, cents) => {
    expect(termPriceCents(params, pkg)).toBe(cents);
  });

  it.each([
    // A cancellation inside a paid period: the days after the end, pro rata, rounded to cents.
    [{ start: '2027-01-18', end: '2027-04-17' }, '2027-02-28', 39600, { from: '2027-03-01', to: '2027-04-17', days: 48, cents: 21120 }],
    [{ start: '2027-01-18', end: '2028-01-17' }, '2027-07-17', 129600, { from: '2027-07-18', to: '2028-01-17', days: 184, cents: 65333 }],
    // The last day of the period, or before it begins: nothing to refund.
    [{ start: '2027-01-18', end: '2027-04-17' }, '2027-04-17', 39600, undefined],
    [{ start: '2027-01-18', end: '2027-04-17' }, '2027-01-10', 39600, undefined],
  ])('refund for %o ending %s', (period, end, amount, refund) => {
    expect(refundAfterEnd(period, end, amount)).toEqual(refund);
  });

  it('numbers invoices gaplessly per year with four digits', () => {
    expect(invoiceNumber(2027, 1)).toBe('R-2027-0001');
    expect(invoiceNumber(2027, 12345)).toBe('R-2027-12345');
  });
});
