import { holidayCourses } from '@/content/holiday-courses';
import { pythonCourse } from '@/content/python-course';
import { lessonCalendar, schoolHolidays } from '@/content/lesson-calendar';
import { courseDays, describeRun, formatCourseWeek, isValidHolidayRun, runLabel, schoolHolidaysOf } from '@/lib/calendar/course-dates';
import { publicHolidayOn } from '@/lib/calendar/lesson-calendar';
import { offerStatus, upcomingRanges, type OfferStatus } from '@/lib/calendar/dates';

const at = (iso: string) => new Date(iso);

describe('course days', () => {
  it.each([
    ['a full week', { start: '2027-07-05', end: '2027-07-09' }, ['2027-07-05', '2027-07-06', '2027-07-07', '2027-07-08', '2027-07-09']],
    ['the Easter week before Karfreitag', { start: '2027-03-22', end: '2027-03-26' }, ['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25']],
    ['the Easter week after Ostermontag', { start: '2027-03-29', end: '2027-04-02' }, ['2027-03-30', '2027-03-31', '2027-04-01', '2027-04-02']],
    ['two weeks over a weekend', { start: '2027-08-02', end: '2027-08-13' }, 10],
  ] as const)('%s', (_name, range, expected) => {
    const days = courseDays(range);
    if (typeof expected === 'number') expect(days).toHaveLength(expected);
    else expect(days).toEqual(expected);
  });

  it.each([
    ['a week inside the Sommerferien 2027', { start: '2027-07-05', end: '2027-07-09' }, true],
    ['the Easter week before Karfreitag', { start: '2027-03-22', end: '2027-03-25' }, true],
    ['a run that includes Karfreitag', { start: '2027-03-22', end: '2027-03-26' }, false],
    ['a run that starts on Ostermontag', { start: '2027-03-29', end: '2027-04-02' }, false],
    ['a run that starts in the Sommerferien and ends in a school week', { start: '2027-08-09', end: '2027-08-17' }, false],
    ['a school week', { start: '2027-06-07', end: '2027-06-11' }, false],
    ['a run that ends on a Saturday', { start: '2027-07-05', end: '2027-07-10' }, false],
  ] as const)('a holiday course run is valid only in the school holidays, on course days: %s', (_name, range, expected) => {
    expect(isValidHolidayRun(range)).toBe(expected);
  });

  it('reads the public holidays of the calendar it is given', () => {
    const noHolidays = { ...lessonCalendar, publicHolidays: [] };
    expect(courseDays({ start: '2027-03-22', end: '2027-03-26' }, noHolidays)).toHaveLength(5);
    expect(courseDays({ start: '2027-03-22', end: '2027-03-26' })).toHaveLength(4);
  });

  it('formats a week the way a parent reads it', () => {
    expect(formatCourseWeek({ start: '2027-03-22', end: '2027-03-25' })).toBe('Mo, 22.03. – Do, 25.03.2027');
    expect(formatCourseWeek({ start: '2027-12-27', end: '2028-01-03' })).toBe('Mo, 27.12.2027 – Mo, 03.01.2028');
    expect(formatCourseWeek({ start: '2027-07-05', end: '2027-07-05' })).toBe('Mo, 05.07.2027');
  });

  it('names the school holidays a run lies in', () => {
    expect(schoolHolidaysOf({ start: '2027-03-30', end: '2027-04-02' })).toBe('Osterferien 2027');
    expect(schoolHolidaysOf({ start: '2027-07-05', end: '2027-07-09' })).toBe('Sommerferien 2027');
    expect(schoolHolidaysOf({ start: '2027-06-28', end: '2027-07-02' })).toBeUndefined();
    expect(runLabel(describeRun({ start: '2027-03-30', end: '2027-04-02' }))).toBe(
      'Osterferien 2027: Di, 30.03. – Fr, 02.04.2027 (4 Tage)',
    );
  });
});

describe('the next season (DECISIONS.md: Berlin Osterferien and Sommerferien 2027)', () => {
  const period = (name: string) => schoolHolidays.find((p) => p.name === name)!;
  const future = (dates: readonly { start: string; end: string }[]) => dates.filter((d) => d.start >= '2026-01-01');

  it('takes the school holidays from the Berlin Ferienordnung, each ending on the Saturday before school', () => {
    // Senatsverwaltung: Osterferien 22.03. – 02.04.2027 (a Friday), Sommerferien 01.07. – 13.08.2027 (a Friday).
    expect(period('Osterferien 2027')).toMatchObject({ start: '2027-03-22', end: '2027-04-03' });
    expect(period('Sommerferien 2027')).toMatchObject({ start: '2027-07-01', end: '2027-08-14' });
  });

  it.each(holidayCourses.map((c) => [c.slug, c] as const))('%s runs one week in the Osterferien and one in the Sommerferien 2027', (_slug, course) => {
    const runs = future(course.dates).map(describeRun);
    expect(runs.map((run) => run.schoolHolidays)).toEqual(['Osterferien 2027', 'Sommerferien 2027']);
    for (const run of future(course.dates)) {
      const days = courseDays(run);
      // Every calendar day of the run is a course day: it starts and ends on one and skips no weekday.
      expect(days[0]).toBe(run.start);
      expect(days.at(-1)).toBe(run.end);
      expect(days.length).toBeGreaterThanOrEqual(4);
      for (const day of days) expect(publicHolidayOn(day)).toBeUndefined();
      expect(isValidHolidayRun(run)).toBe(true);
    }
  });

  it('keeps the spec’s 2025 dates as past dates, and the promo draw ended', () => {
    for (const course of [...holidayCourses, pythonCourse]) expect(course.dates[0]!.start.startsWith('2025-')).toBe(true);
  });

  it('the Python course runs two weeks, Monday to Friday, 18:00 to 19:30, in the Sommerferien 2027', () => {
    const [run] = future(pythonCourse.dates);
    expect(run).toEqual({ start: '2027-08-02', end: '2027-08-13' });
    expect(describeRun(run!)).toMatchObject({ schoolHolidays: 'Sommerferien 2027', days: 10 });
    expect(isValidHolidayRun(run!)).toBe(true);
    expect(pythonCourse.courseTime).toBe('18:00–19:30');
  });
});

describe('date rules with fixed clocks: before, between and after the dates', () => {
  const minecraft = holidayCourses.find((c) => c.slug === 'minecraft-mods')!;
  const status = (course: typeof minecraft, now: string): OfferStatus => offerStatus(course.dates, at(now));
  const next = (course: typeof minecraft, now: string) => upcomingRanges(course.dates, at(now)).map((r) => r.start);

  it.each([
    ['today, November 2026', '2026-11-24T12:00:00Z', 'upcoming', ['2027-03-22', '2027-07-12']],
    ['the evening before the Easter run', '2027-03-21T22:59:59Z', 'upcoming', ['2027-03-22', '2027-07-12']],
    ['the first day of the Easter run', '2027-03-22T08:00:00Z', 'upcoming', ['2027-03-22', '2027-07-12']],
    ['its last day, late evening in Berlin', '2027-03-25T22:59:59Z', 'upcoming', ['2027-03-22', '2027-07-12']],
    ['between Easter and summer', '2027-05-10T12:00:00Z', 'upcoming', ['2027-07-12']],
    ['during the summer run', '2027-07-14T12:00:00Z', 'running', ['2027-07-12']],
    ['after its last day (Berlin midnight, still the 16th in UTC)', '2027-07-16T22:00:00Z', 'past', []],
    ['a year later', '2028-07-01T12:00:00Z', 'past', []],
  ] as const)('%s', (_when, now, expectedStatus, expectedNext) => {
    expect(status(minecraft, now)).toBe(expectedStatus);
    expect(next(minecraft, now)).toEqual(expectedNext);
  });

  it.each([
    ['2027-08-01T12:00:00Z', 'upcoming'],
    ['2027-08-09T12:00:00Z', 'running'],
    ['2027-08-13T21:59:59Z', 'running'],
    ['2027-08-13T22:00:00Z', 'past'],
  ] as const)('Python at %s: %s', (now, expected) => {
    expect(status(pythonCourse, now)).toBe(expected);
  });
});
