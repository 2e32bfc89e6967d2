import { isBookableMonth, monthLabel, slotLabel, SLOT_IDS, sortSlots, startMonths } from '@/lib/booking/schedule';

describe('booking schedule', () => {
  it('offers Monday to Friday at 15:15 and 17:45', () => {
    expect(SLOT_IDS).toHaveLength(10);
    expect(slotLabel('mo-1515')).toBe('Montag, 15:15 Uhr');
    expect(slotLabel('fr-1745')).toBe('Freitag, 17:45 Uhr');
    expect(slotLabel('sa-1515')).toBeUndefined();
    expect(sortSlots(['fr-1745', 'mo-1515', 'xx', 'mo-1515'])).toEqual(['mo-1515', 'fr-1745']);
  });

  it('offers the next twelve starting months from next month on, in Berlin time', () => {
    const months = startMonths(new Date('2026-11-22T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-12');
    expect(months[1]).toBe('2027-01');
    expect(months[11]).toBe('2027-11');
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

  it('accepts on the server the offered months and the current one', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isBookableMonth('2026-11', now)).toBe(true);
    expect(isBookableMonth('2027-11', now)).toBe(true);
    expect(isBookableMonth('2027-12', now)).toBe(false);
    expect(isBookableMonth('2026-10', now)).toBe(false);
  });
});
