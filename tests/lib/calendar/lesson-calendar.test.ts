import { lessonCalendar } from '@/content/lesson-calendar';
import { calendarMonthsAhead, dayKind, isLessonDay, monthWithoutLessons, type DayKind } from '@/lib/calendar/lesson-calendar';

describe('lesson days: Monday to Friday, not in a Berlin school holiday, not a public holiday', () => {
  it.each<[string, DayKind, string]>([
    ['2026-11-25', 'lesson', 'a Wednesday in a school week'],
    ['2026-11-28', 'weekend', 'a Saturday'],
    ['2026-11-29', 'weekend', 'a Sunday'],
    ['2026-10-21', 'school-holiday', 'Herbstferien 2026'],
    ['2026-12-22', 'lesson', 'the last school day before Christmas'],
    ['2026-12-23', 'school-holiday', 'the first day of the Weihnachtsferien 2026/27'],
    ['2026-12-25', 'public-holiday', '1. Weihnachtsfeiertag'],
    ['2027-01-01', 'public-holiday', 'Neujahr'],
    ['2027-01-04', 'lesson', 'school starts again'],
    ['2027-03-08', 'public-holiday', 'Internationaler Frauentag, a Monday'],
    ['2027-03-26', 'public-holiday', 'Karfreitag'],
    ['2027-03-29', 'public-holiday', 'Ostermontag'],
    ['2027-04-05', 'lesson', 'after the Osterferien'],
    ['2027-05-06', 'public-holiday', 'Christi Himmelfahrt'],
    ['2027-05-07', 'school-holiday', 'the free Friday after it'],
    ['2027-05-17', 'public-holiday', 'Pfingstmontag'],
    ['2027-05-19', 'school-holiday', 'Pfingstferien, a Wednesday'],
    ['2027-05-20', 'lesson', 'school again on Thursday'],
    ['2027-07-01', 'school-holiday', 'Sommerferien 2027'],
    ['2027-08-16', 'lesson', 'after the Sommerferien 2027'],
    ['2028-03-08', 'public-holiday', 'Internationaler Frauentag, a Wednesday'],
    ['2028-06-02', 'school-holiday', 'Pfingstferien 2028'],
    ['2028-06-05', 'public-holiday', 'Pfingstmontag 2028'],
    ['2028-06-30', 'lesson', 'the last school day before the Sommerferien 2028'],
    ['2028-08-11', 'school-holiday', 'the last weekday the calendar knows'],
    ['2028-08-14', 'unknown', 'beyond the calendar'],
    ['2026-10-14', 'unknown', 'before it'],
    ['2025-10-22', 'school-holiday', 'a listed 2025 period still has its name'],
  ])('%s is "%s" (%s)', (iso, expected) => {
    expect(dayKind(iso)).toBe(expected);
    expect(isLessonDay(iso)).toBe(expected === 'lesson');
  });

  it.each([
    ['2027-07', true, 'wholly in the Sommerferien 2027'],
    ['2027-08', false, 'lessons from 16.08.'],
    ['2026-12', false, 'three school weeks'],
    ['2028-07', true, 'wholly in the Sommerferien 2028'],
    ['2028-08', false, 'partly beyond the calendar: not known to be free'],
    ['2028-09', false, 'beyond the calendar'],
  ])('month %s without lessons: %s (%s)', (month, expected) => {
    expect(monthWithoutLessons(month)).toBe(expected);
  });

  it.each([
    ['2026-11-25T12:00:00Z', 20],
    ['2027-11-12T12:00:00Z', 9],
    ['2027-11-13T12:00:00Z', 8],
    ['2028-08-12T12:00:00Z', 0],
    ['2028-08-13T12:00:00Z', -1],
  ])('on %s, %i whole months of calendar lie ahead', (now, expected) => {
    expect(calendarMonthsAhead(new Date(now))).toBe(expected);
    expect(lessonCalendar.coverage.end).toBe('2028-08-12');
  });
});
