import { offerDeadline, reminderTime, remindersFor, teamListTime, waitlistOpen } from '@/lib/trial/schedule';

const at = (berlin: string, offset = '+01:00') => new Date(`${berlin}${offset}`);

describe('the trial follow-up schedule (Berlin time)', () => {
  it('reminds at 17:00 the day before and 16:00 on the day, and lists for the team at 08:00, also across DST', () => {
    expect(reminderTime('2027-01-13', 'day-before')).toEqual(at('2027-01-12T17:00:00'));
    expect(reminderTime('2027-01-13', 'same-day')).toEqual(at('2027-01-13T16:00:00'));
    expect(teamListTime('2027-01-13')).toEqual(at('2027-01-13T08:00:00'));
    // Summer time: 28.04.2027 (the clocks went forward on 28.03.).
    expect(reminderTime('2027-04-28', 'same-day')).toEqual(at('2027-04-28T16:00:00', '+02:00'));
  });

  it.each([
    ['a week before: both', '2027-01-06T10:00:00', ['day-before', 'same-day']],
    ['the day before at 17:00: the one on the day', '2027-01-12T17:00:00', ['same-day']],
    ['on the day at 16:30: the one on the day, at once', '2027-01-13T16:30:00', ['same-day']],
    ['after the lesson: none', '2027-01-13T18:30:00', []],
  ])('gives a seat taken %s', (_, now, kinds) => {
    expect(remindersFor('2027-01-13', at(now)).map((reminder) => reminder.kind)).toEqual(kinds);
  });

  it('holds a freed seat 12 hours, until 14:00 on the day at most, and offers nothing from 14:00', () => {
    expect(offerDeadline('2027-01-13', at('2027-01-10T09:00:00'))).toEqual(at('2027-01-10T21:00:00'));
    expect(offerDeadline('2027-01-13', at('2027-01-13T07:00:00'))).toEqual(at('2027-01-13T14:00:00'));
    expect(offerDeadline('2027-01-13', at('2027-01-13T14:00:00'))).toBeUndefined();
    expect(waitlistOpen('2027-01-13', at('2027-01-13T13:59:00'))).toBe(true);
    expect(waitlistOpen('2027-01-13', at('2027-01-13T14:00:00'))).toBe(false);
  });
});
