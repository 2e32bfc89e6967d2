import { lessonCalendar, publicHolidays, schoolHolidays } from '@/content/lesson-calendar';
import { lessonCalendarSchema } from '@/content/schema';
import { berlinPublicHolidaysOf, easterSunday } from '@/lib/calendar/public-holidays';

const issues = (calendar: unknown) => {
  const result = lessonCalendarSchema.safeParse(calendar);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the lessons calendar (content/lesson-calendar.ts)', () => {
  it('passes its schema: ordered, non-overlapping, every period and holiday with its source', () => {
    expect(issues(lessonCalendar)).toEqual([]);
  });

  it('runs from the Herbstferien 2026 through the Sommerferien 2028, every school year complete', () => {
    const covered = schoolHolidays.filter((p) => p.start >= lessonCalendar.coverage.start && p.end <= lessonCalendar.coverage.end);
    expect(covered[0]?.name).toBe('Herbstferien 2026');
    expect(covered.at(-1)?.name).toBe('Sommerferien 2028');
    for (const year of ['2026/27', '2027/28']) {
      const [first, second] = year.split('/').map((y, i) => (i === 0 ? y : `20${y}`)) as [string, string];
      const names = covered.map((p) => p.name);
      for (const expected of [`Herbstferien ${first}`, `Weihnachtsferien ${year}`, `Winterferien ${second}`, `Osterferien ${second}`, `Sommerferien ${second}`]) {
        expect(names).toContain(expected);
      }
    }
  });

  it.each([
    // The example of DECISIONS.md and the dates the holiday courses were planned with.
    ['Weihnachtsferien 2026/27', '2026-12-23', '2027-01-02'],
    ['Osterferien 2027', '2027-03-22', '2027-04-03'],
    ['Sommerferien 2027', '2027-07-01', '2027-08-14'],
    ['Herbstferien 2027', '2027-10-11', '2027-10-23'],
    ['Weihnachtsferien 2027/28', '2027-12-22', '2028-01-01'],
    ['Sommerferien 2028', '2028-07-01', '2028-08-12'],
  ])('%s: %s to %s', (name, start, end) => {
    expect(schoolHolidays.find((p) => p.name === name)).toMatchObject({ start, end });
  });

  it.each([
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    // Known Easter dates outside the calendar, to prove the algorithm: the earliest and latest possible dates too.
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter Sunday %i is %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });

  it.each([2026, 2027, 2028])('lists exactly the Berlin public holidays of %i, as the law and Easter give them', (year) => {
    const listed = publicHolidays.filter((h) => h.date.startsWith(`${year}-`)).map(({ date, name }) => ({ date, name }));
    expect(listed).toEqual(berlinPublicHolidaysOf(year));
  });

  it('computes the movable holidays of 2027 and 2028 from Easter', () => {
    const movable = (year: number) =>
      berlinPublicHolidaysOf(year)
        .filter((h) => ['Karfreitag', 'Ostermontag', 'Christi Himmelfahrt', 'Pfingstmontag'].includes(h.name))
        .map((h) => h.date);
    expect(movable(2027)).toEqual(['2027-03-26', '2027-03-29', '2027-05-06', '2027-05-17']);
    expect(movable(2028)).toEqual(['2028-04-14', '2028-04-17', '2028-05-25', '2028-06-05']);
  });

  describe('the schema catches mistakes', () => {
    const period = (name: string, start: string, end: string) => ({ name, start, end, source: 'Ferienordnung' });
    const base = {
      coverage: { start: '2027-10-11', end: '2028-01-01' },
      schoolHolidays: [period('Herbstferien 2027', '2027-10-11', '2027-10-23'), period('Weihnachtsferien 2027/28', '2027-12-22', '2028-01-01')],
      publicHolidays: [
        { date: '2027-12-25', name: '1. Weihnachtsfeiertag', source: 'Feiertagsgesetz' },
        { date: '2028-01-01', name: 'Neujahr', source: 'Feiertagsgesetz' },
      ],
    };

    it('accepts a good calendar', () => {
      expect(issues(base)).toEqual([]);
    });

    it.each([
      ['periods out of order', { ...base, schoolHolidays: [...base.schoolHolidays].reverse() }, /overlaps or precedes/],
      [
        'overlapping periods',
        { ...base, schoolHolidays: [base.schoolHolidays[0], period('Weihnachtsferien 2027/28', '2027-10-23', '2028-01-01')] },
        /overlaps or precedes/,
      ],
      ['a period without its source', { ...base, schoolHolidays: [base.schoolHolidays[0], { ...base.schoolHolidays[1], source: ' ' }] }, /./],
      ['a holiday without its source', { ...base, publicHolidays: [{ date: '2027-12-25', name: 'Weihnachten' }] }, /./],
      ['holidays out of order', { ...base, publicHolidays: [...base.publicHolidays].reverse() }, /is not after/],
      ['a period ending on a Friday', { ...base, schoolHolidays: [period('Herbstferien 2027', '2027-10-11', '2027-10-22'), base.schoolHolidays[1]] }, /Friday/],
      ['coverage not ending with a period', { ...base, coverage: { start: '2027-10-11', end: '2028-01-08' } }, /coverage ends/],
      ['a covered year without public holidays', { ...base, publicHolidays: base.publicHolidays.slice(0, 1) }, /no public holidays for 2028/],
    ])('rejects %s', (_what, calendar, message) => {
      const found = issues(calendar);
      expect(found.length).toBeGreaterThan(0);
      expect(found.join('\n')).toMatch(message);
    });
  });
});
