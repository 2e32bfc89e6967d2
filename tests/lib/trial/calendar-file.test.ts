import { allowedFacts, findFactViolations } from '@/lib/checks/fact-check';
import { trialCalendarFile, trialDateForCalendarFile } from '@/lib/trial/calendar-file';

const now = new Date('2026-12-17T09:00:00Z'); // Thursday 17.12.2026, 10:00 in Berlin

describe('the calendar file of the trial (/start/signup/probestunde.ics)', () => {
  it.each([
    [null, '2027-01-06', 'no date asked for: the next trial by the server clock, after the Weihnachtsferien'],
    ['2027-01-20', '2027-01-20', 'a later trial date the page showed'],
    ['2026-12-23', '2027-01-06', 'a Wednesday in the Weihnachtsferien is never given'],
    ['2026-12-16', '2027-01-06', 'a date that is over'],
    ['2027-01-07', '2027-01-06', 'not a Wednesday'],
    ['kaputt', '2027-01-06', 'not a date'],
  ] as [string | null, string, string][])('?datum=%s → %s (%s)', (requested: string | null, expected: string) => {
    expect(trialDateForCalendarFile(requested, now)?.date).toBe(expected);
  });

  it('is an RFC 5545 event on that date, 17:00 to 18:30 Berlin time, stating only facts of the content', () => {
    const ics = trialCalendarFile(trialDateForCalendarFile('2027-01-06', now), now)!;
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20270106T170000\r\n');
    expect(ics).toContain('DTEND;TZID=Europe/Berlin:20270106T183000\r\n');
    expect(ics).toMatch(/UID:probestunde-2027-01-06@/);
    expect(ics).toContain('TZID:Europe/Berlin\r\n');
    expect(findFactViolations(ics, allowedFacts())).toEqual([]);
  });

  it('gives no file once the calendar has run out', () => {
    const late = new Date('2028-07-20T10:00:00Z');
    expect(trialDateForCalendarFile(null, late)).toBeUndefined();
    expect(trialCalendarFile(undefined, late)).toBeUndefined();
  });
});
