import type { LessonCalendar } from '@/content/lesson-calendar';
import { isTrialDate, nextTrialDate, nextTrialDates, trialDatesAhead, trialOn, TRIAL_DATES_OFFERED } from '@/lib/trial/dates';
import { firstTrialNotOver } from '@/lib/trial/time';

/** A Berlin wall-clock time as an instant: '2026-12-17 10:00' in winter is 09:00 UTC. */
const berlin = (local: string, offset: '+01:00' | '+02:00' = '+01:00') => new Date(`${local.replace(' ', 'T')}:00${offset}`);
const dates = (now: Date, count?: number) => nextTrialDates(now, count === undefined ? {} : { count }).map((d) => d.date);

describe('nextTrialDates: the next trial Wednesdays that are Berlin lesson days', () => {
  it('offers four dates by default', () => {
    expect(TRIAL_DATES_OFFERED).toBe(4);
    expect(nextTrialDates(berlin('2026-11-26 12:00'))).toHaveLength(4);
  });

  it.each([
    // now (Berlin wall clock)                    expected dates                                          why
    [berlin('2026-11-25 10:00'), ['2026-11-25', '2026-12-02', '2026-12-09', '2026-12-16'], 'today, a school Wednesday'],
    [berlin('2026-12-09 12:00'), ['2026-12-09', '2026-12-16', '2027-01-06', '2027-01-13'], 'the Weihnachtsferien skip two Wednesdays'],
    [berlin('2026-12-16 18:29'), ['2026-12-16', '2027-01-06', '2027-01-13', '2027-01-20'], 'the last lesson before Christmas, still running'],
    [berlin('2026-12-16 18:30'), ['2027-01-06', '2027-01-13', '2027-01-20', '2027-01-27'], 'that lesson has ended'],
    [berlin('2026-12-17 10:00'), ['2027-01-06', '2027-01-13', '2027-01-20', '2027-01-27'], 'DECISIONS.md: 17.12.2026 → 06.01.2027, not 23.12.'],
    [berlin('2026-12-23 17:00'), ['2027-01-06', '2027-01-13', '2027-01-20', '2027-01-27'], 'on 23.12. itself, the first day of the holidays'],
    [berlin('2027-01-20 19:00'), ['2027-01-27', '2027-02-10', '2027-02-17', '2027-02-24'], 'the Winterferien skip 03.02.'],
    [berlin('2027-03-17 12:00'), ['2027-03-17', '2027-04-07', '2027-04-14', '2027-04-21'], 'the Osterferien 2027 skip 24.03. and 31.03.'],
    [berlin('2027-03-18 12:00'), ['2027-04-07', '2027-04-14', '2027-04-21', '2027-04-28'], 'during the week before Easter'],
    [berlin('2027-03-31 17:30', '+02:00'), ['2027-04-07', '2027-04-14', '2027-04-21', '2027-04-28'], 'an Easter-holiday Wednesday at trial time'],
    [berlin('2027-05-13 12:00', '+02:00'), ['2027-05-26', '2027-06-02', '2027-06-09', '2027-06-16'], 'Pfingstferien on Wednesday 19.05.2027'],
    [berlin('2027-06-24 12:00', '+02:00'), ['2027-06-30', '2027-08-18', '2027-08-25', '2027-09-01'], 'the Sommerferien 2027 skip seven Wednesdays'],
    [berlin('2027-12-16 12:00'), ['2028-01-05', '2028-01-12', '2028-01-19', '2028-01-26'], 'the Weihnachtsferien 2027/28 skip 22.12. and 29.12.'],
    [berlin('2028-03-02 12:00'), ['2028-03-15', '2028-03-22', '2028-03-29', '2028-04-05'], 'Internationaler Frauentag, Wednesday 08.03.2028, in a school week'],
    [berlin('2028-03-08 10:00'), ['2028-03-15', '2028-03-22', '2028-03-29', '2028-04-05'], 'on the Frauentag itself'],
  ])('%s → %j (%s)', (now, expected) => {
    expect(dates(now)).toEqual(expected);
  });

  it('never offers a date the calendar cannot vouch for', () => {
    // Before its coverage (from the Herbstferien 2026) and after it (the end of the Sommerferien 2028).
    expect(dates(berlin('2026-10-01 12:00', '+02:00'))).toEqual(['2026-11-04', '2026-11-11', '2026-11-18', '2026-11-25']);
    expect(dates(berlin('2028-06-20 12:00', '+02:00'))).toEqual(['2028-06-21', '2028-06-28']);
    expect(dates(berlin('2028-07-20 12:00', '+02:00'))).toEqual([]);
    expect(nextTrialDate(berlin('2028-07-20 12:00', '+02:00'))).toBeUndefined();
  });

  it('gives each date its Berlin start and end instants, in winter and in summer time', () => {
    expect(nextTrialDates(berlin('2026-12-17 10:00'), { count: 1 })).toEqual([
      { date: '2027-01-06', start: '2027-01-06T16:00:00.000Z', end: '2027-01-06T17:30:00.000Z' },
    ]);
    expect(nextTrialDate(berlin('2027-03-18 12:00'))).toEqual({
      date: '2027-04-07',
      start: '2027-04-07T15:00:00.000Z',
      end: '2027-04-07T16:30:00.000Z',
    });
    expect(trialOn('2027-01-06')).toEqual(nextTrialDate(berlin('2026-12-17 10:00')));
  });

  it.each([1, 2, 6])('gives as many dates as asked for (%i)', (count) => {
    expect(nextTrialDates(berlin('2026-12-17 10:00'), { count })).toHaveLength(count);
  });

  it('reads the calendar it is given: a public holiday on a Wednesday in a school week (1 May 2030)', () => {
    const calendar: LessonCalendar = {
      coverage: { start: '2030-01-01', end: '2030-12-31' },
      schoolHolidays: [],
      publicHolidays: [{ date: '2030-05-01', name: 'Tag der Arbeit', source: 'test' }],
    };
    const offered = nextTrialDates(berlin('2030-04-25 12:00', '+02:00'), { calendar }).map((d) => d.date);
    expect(offered).toEqual(['2030-05-08', '2030-05-15', '2030-05-22', '2030-05-29']);
    const withoutHoliday = nextTrialDates(berlin('2030-04-25 12:00', '+02:00'), { calendar: { ...calendar, publicHolidays: [] } });
    expect(withoutHoliday[0]?.date).toBe('2030-05-01');
  });

  it('always returns lesson-day Wednesdays at 17:00 Berlin, ascending, none over: every 11 h 15 min for two years', () => {
    for (let t = Date.parse('2026-10-15T00:00:00Z'); t < Date.parse('2028-08-20T00:00:00Z'); t += 675 * 60_000) {
      const offered = nextTrialDates(new Date(t));
      for (const [i, trial] of offered.entries()) {
        expect(new Date(`${trial.date}T00:00:00Z`).getUTCDay()).toBe(3);
        expect(Date.parse(trial.end)).toBeGreaterThan(t);
        expect(trial.start).toBe(trialOn(trial.date).start);
        if (i > 0) expect(trial.date > offered[i - 1]!.date).toBe(true);
      }
    }
  });
});

describe('isTrialDate: a date that arrives from outside (a link, a form)', () => {
  const now = berlin('2026-12-17 10:00');

  it.each([
    ['2027-01-06', true, 'the next trial'],
    ['2027-01-27', true, 'a later one'],
    ['2026-12-23', false, 'in the Weihnachtsferien'],
    ['2027-01-07', false, 'a Thursday'],
    ['2026-12-16', false, 'over'],
    ['2028-03-08', false, 'the Frauentag'],
    ['2028-08-16', false, 'beyond the calendar'],
    ['2027-02-31', false, 'no such day'],
    ['06.01.2027', false, 'not ISO'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (date, expected) => {
    expect(isTrialDate(date, now)).toBe(expected);
  });

  it('counts the day’s lesson until it has ended', () => {
    expect(isTrialDate('2027-01-06', berlin('2027-01-06 18:29'))).toBe(true);
    expect(isTrialDate('2027-01-06', berlin('2027-01-06 18:30'))).toBe(false);
  });
});

describe('the dates a page hands to the browser (trialDatesAhead, firstTrialNotOver)', () => {
  const built = berlin('2026-11-25 10:00');
  const ahead = trialDatesAhead(built);

  it('lists every trial date from the render to the end of the calendar, lesson days only', () => {
    expect(ahead[0]).toBe('2026-11-25');
    expect(ahead.at(-1)).toBe('2028-06-28');
    expect(ahead).toEqual(nextTrialDates(built, { count: 1000 }).map((d) => d.date));
    expect(ahead).not.toContain('2026-12-23');
    expect(ahead).not.toContain('2028-03-08');
  });

  it.each([
    [berlin('2026-11-25 18:29'), '2026-11-25'],
    [berlin('2026-11-25 18:30'), '2026-12-02'],
    [berlin('2026-12-17 10:00'), '2027-01-06'],
    [berlin('2028-03-02 10:00'), '2028-03-15'],
    [berlin('2028-07-20 10:00', '+02:00'), undefined],
  ])('a browser at %s picks %s, as nextTrialDate would', (now, expected) => {
    expect(firstTrialNotOver(ahead, now)).toBe(expected);
    expect(nextTrialDate(now)?.date).toBe(expected);
  });
});
