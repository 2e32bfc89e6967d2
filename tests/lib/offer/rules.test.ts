import { lessonCalendar } from '@/content/lesson-calendar';
import type { OfferCalendar } from '@/lib/offer/records';
import { calendarViolations, dayOffViolations, holidayRunViolations } from '@/lib/offer/rules';

const calendar: OfferCalendar = { ...lessonCalendar, daysOff: [{ date: '2027-01-13', reason: 'Fortbildung' }] };
const TODAY = '2026-11-29';

describe('holidayRunViolations', () => {
  it.each([
    ['a week of the Sommerferien 2027', { start: '2027-07-19', end: '2027-07-23' }, []],
    ['Osterferien, ending on the Thursday before Karfreitag', { start: '2027-03-22', end: '2027-03-25' }, []],
    ['ending before it starts', { start: '2027-07-23', end: '2027-07-19' }, ['end']],
    ['outside the school holidays', { start: '2027-06-07', end: '2027-06-11' }, ['start']],
    ['beginning on a public holiday (Ostermontag)', { start: '2027-03-29', end: '2027-04-02' }, ['start']],
    ['ending on a public holiday (Karfreitag)', { start: '2027-03-22', end: '2027-03-26' }, ['end']],
    ['beginning on a Saturday', { start: '2027-07-17', end: '2027-07-23' }, ['start']],
    ['reaching past the end of its holidays', { start: '2027-08-09', end: '2027-08-16' }, ['end']],
    ['in the past', { start: '2025-10-20', end: '2025-10-24' }, ['start']],
  ] as const)('%s', (_name, dates, fields) => {
    expect(holidayRunViolations({ ...dates, price: 159 }, calendar, TODAY).map((v) => v.field)).toEqual(fields);
  });

  it('names the field and the rule in German', () => {
    const [violation] = holidayRunViolations({ start: '2027-03-29', end: '2027-04-02', price: 159 }, calendar, TODAY);
    expect(violation?.message).toBe('Der erste Tag (Montag, 29.03.2027) ist ein Feiertag (Ostermontag). An Feiertagen findet kein Ferienkurs statt.');
    expect(holidayRunViolations({ start: '2027-07-19', end: '2027-07-23', price: 0 }, calendar, TODAY)).toEqual([
      { field: 'price', message: 'Bitte gib einen Preis über 0 Euro an, zum Beispiel 159.' },
    ]);
  });
});

describe('dayOffViolations', () => {
  it.each([
    ['a Wednesday of a school week', '2027-01-20', []],
    ['outside the calendar', '2028-09-06', ['date']],
    ['in the past', '2026-11-25', ['date']],
    ['a Saturday', '2027-01-23', ['date']],
    ['in the Winterferien', '2027-02-03', ['date']],
    ['a public holiday', '2027-03-08', ['date']],
    ['already entered', '2027-01-13', ['date']],
  ] as const)('%s', (_name, date, fields) => {
    expect(dayOffViolations({ date, reason: 'Lehrkraft erkrankt' }, calendar, TODAY).map((v) => v.field)).toEqual(fields);
  });

  it('lets a day off keep its own date when it is saved again, and asks for a reason', () => {
    expect(dayOffViolations({ date: '2027-01-13', reason: 'Fortbildung' }, calendar, TODAY, '2027-01-13')).toEqual([]);
    expect(dayOffViolations({ date: '2027-01-20', reason: 'x' }, calendar, TODAY).map((v) => v.field)).toEqual(['reason']);
  });

  it('says where the calendar ends and what to do', () => {
    expect(dayOffViolations({ date: '2028-09-06', reason: 'Lehrkraft erkrankt' }, calendar, TODAY)[0]?.message).toBe(
      'Der 06.09.2028 liegt außerhalb des Kalenders (19.10.2026 bis 12.08.2028). Trag zuerst die Schulferien dieses Schuljahres ein.',
    );
  });
});

describe('calendarViolations', () => {
  it('accepts the calendar of content/', () => {
    expect(calendarViolations(calendar)).toEqual([]);
  });

  it('refuses overlapping periods, a Friday end and a coverage without public holidays, in German', () => {
    const overlapping = {
      ...calendar,
      schoolHolidays: [...calendar.schoolHolidays, { name: 'Herbstferien 2028', start: '2028-08-01', end: '2028-08-19', source: 'Ferienordnung' }],
    };
    expect(calendarViolations(overlapping).map((v) => v.field)).toContain('start');
    const friday = { ...calendar, schoolHolidays: calendar.schoolHolidays.map((p) => (p.name === 'Winterferien 2027' ? { ...p, end: '2027-02-05' } : p)) };
    expect(calendarViolations(friday)).toEqual([expect.objectContaining({ field: 'end', message: expect.stringContaining('Samstag danach') })]);
    const longer = {
      ...calendar,
      coverage: { start: calendar.coverage.start, end: '2029-08-04' },
      schoolHolidays: [...calendar.schoolHolidays, { name: 'Sommerferien 2029', start: '2029-06-23', end: '2029-08-04', source: 'Ferienordnung' }],
    };
    expect(calendarViolations(longer)).toEqual([{ field: 'end', message: 'Für 2029 sind noch keine Feiertage eingetragen. Trag zuerst die Berliner Feiertage dieses Jahres ein.' }]);
  });
});
