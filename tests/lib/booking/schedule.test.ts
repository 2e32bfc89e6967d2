import { lessonCalendar } from '@/content/lesson-calendar';
import { isBookableMonth, monthLabel, slotLabel, SLOT_IDS, sortSlots, startMonths } from '@/lib/booking/schedule';

describe('booking schedule', () => {
  it('offers Monday to Friday at 15:15 and 17:45', () => {
    expect(SLOT_IDS).toHaveLength(10);
    expect(slotLabel('mo-1515')).toBe('Montag, 15:15 Uhr');
    expect(slotLabel('fr-1745')).toBe('Freitag, 17:45 Uhr');
    expect(slotLabel('sa-1515')).toBeUndefined();
    expect(sortSlots(['fr-1745', 'mo-1515', 'xx', 'mo-1515'])).toEqual(['mo-1515', 'fr-1745']);
  });

  it('offers the months of the next twelve from next month on, in Berlin time, that have lesson days', () => {
    const months = startMonths(new Date('2026-11-22T12:00:00Z'));
    // July 2027 lies wholly in the Berlin Sommerferien (01.07. – 14.08.2027): no course starts then.
    expect(months).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-08', '2027-09', '2027-10', '2027-11']);
    // Without the holidays in the calendar, July is a month like any other.
    const noHolidays = { ...lessonCalendar, schoolHolidays: [] };
    expect(startMonths(new Date('2026-11-22T12:00:00Z'), noHolidays)).toHaveLength(12);
    expect(startMonths(new Date('2026-11-22T12:00:00Z'), noHolidays)).toContain('2027-07');
    // Months beyond the calendar are not known to be free, so they are offered.
    expect(startMonths(new Date('2028-03-10T12:00:00Z'))).toEqual(['2028-04', '2028-05', '2028-06', '2028-08', '2028-09', '2028-10', '2028-11', '2028-12', '2029-01', '2029-02', '2029-03']);
    // 31 December 23:30 in Berlin is still December there, although UTC says 22:30 of the same day.
    expect(startMonths(new Date('2026-12-31T22:30:00Z'))[0]).toBe('2027-01');
    // 31 December 23:30 UTC is already January in Berlin.
    expect(startMonths(new Date('2026-12-31T23:30:00Z'))[0]).toBe('2027-02');
  });

  it('names months in German', () => {
    expect(monthLabel('2027-03')).toBe('März 2027');
    expect(monthLabel('2027-13')).toBeUndefined();
    expect(monthLabel('März')).toBeUndefined();
  });

  it('accepts on the server the offered months and the current one, never a month without lessons', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isBookableMonth('2026-11', now)).toBe(true);
    expect(isBookableMonth('2027-11', now)).toBe(true);
    expect(isBookableMonth('2027-12', now)).toBe(false);
    expect(isBookableMonth('2026-10', now)).toBe(false);
    expect(isBookableMonth('2027-07', now)).toBe(false);
    expect(isBookableMonth('2027-06', now)).toBe(true);
  });
});
