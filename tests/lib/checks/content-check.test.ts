import { promo } from '@/content/promo';
import { lessonCalendar } from '@/content/lesson-calendar';
import { CALENDAR_MIN_MONTHS_AHEAD, calendarNotice, contentReport, datedOffers, endedOneOffOffers, offersWithoutUpcomingDate } from '@/lib/checks/content-check';

const at = (iso: string) => new Date(iso);
const exhausted = (now: string) => offersWithoutUpcomingDate(datedOffers(at(now))).map((offer) => offer.path);

describe('content-check', () => {
  it('lists every dated offer with each date as "kommend" or "vorbei"', () => {
    const offers = datedOffers(at('2026-11-24T12:00:00Z'));
    expect(offers.map((offer) => offer.path)).toEqual([
      '/ferienkurse/minecraft-mods',
      '/ferienkurse/roblox-studio',
      '/ferienkurse/internet-fuehrerschein',
      '/python',
      '/promo',
    ]);
    expect(offers[0]!.dates).toEqual([
      { label: 'Mo, 20.10. – Fr, 24.10.2025 (Herbstferien 2025)', state: 'vorbei' },
      { label: 'Mo, 22.03. – Do, 25.03.2027 (Osterferien 2027)', state: 'kommend' },
      { label: 'Mo, 12.07. – Fr, 16.07.2027 (Sommerferien 2027)', state: 'kommend' },
    ]);
  });

  it.each([
    ['today', '2026-11-24T12:00:00Z', []],
    ['after Easter 2027', '2027-04-10T12:00:00Z', []],
    ['mid-July 2027, Roblox Studio’s last week running', '2027-07-20T12:00:00Z', ['/ferienkurse/minecraft-mods', '/ferienkurse/roblox-studio', '/ferienkurse/internet-fuehrerschein']],
    ['after the summer holidays 2027', '2027-08-20T12:00:00Z', ['/ferienkurse/minecraft-mods', '/ferienkurse/roblox-studio', '/ferienkurse/internet-fuehrerschein', '/python']],
  ])('names the offers with no upcoming date left: %s', (_when, now, expected) => {
    expect(exhausted(now)).toEqual(expected);
  });

  it.each([
    ['the day before it starts', '2027-08-01T12:00:00Z', 'kommend'],
    ['its first day', '2027-08-02T06:00:00Z', 'läuft'],
    ['its last evening in Berlin', '2027-08-13T21:59:59Z', 'läuft'],
    ['the day after', '2027-08-13T22:00:00Z', 'vorbei'],
  ])('a run is "kommend" only before it starts: Python %s → %s', (_when, now, expected) => {
    const python = datedOffers(at(now)).find((offer) => offer.path === '/python')!;
    expect(python.dates.at(-1)?.state).toBe(expected);
    expect(exhausted(now).includes('/python')).toBe(expected !== 'kommend');
  });

  it('lists the ended promo draw as "beendet", never as an offer that needs new dates', () => {
    const offers = datedOffers(at('2026-11-24T12:00:00Z'));
    expect(offers.find((offer) => offer.path === '/promo')?.dates).toEqual([{ label: `Anmeldeschluss ${promo.deadlineLabel}`, state: 'beendet' }]);
    expect(endedOneOffOffers(offers).map((offer) => offer.path)).toEqual(['/promo']);
    expect(offersWithoutUpcomingDate(offers)).toEqual([]);
    // Before its deadline the draw was open like any other offer.
    expect(datedOffers(at('2025-02-01T12:00:00Z')).find((offer) => offer.path === '/promo')?.dates[0]?.state).toBe('kommend');
  });

  it('gives the all-clear today, and names the ended draw apart', () => {
    const report = contentReport(at('2026-11-24T12:00:00Z'));
    expect(report).toContain(`  beendet  Anmeldeschluss ${promo.deadlineLabel}`);
    expect(report).toContain('Jedes Angebot hat noch mindestens einen kommenden Termin.');
    expect(report).not.toContain('Kein kommender Termin mehr bei:');
    expect(report).toContain('Beendet, ohne neue Termine: Gewinnspiel 2025.');
  });

  it('says it plainly in the report', () => {
    const report = contentReport(at('2027-07-20T12:00:00Z'));
    expect(report).toContain('Stand Dienstag, 20. Juli 2027');
    expect(report).toContain('Kein kommender Termin mehr bei:');
    expect(report).toContain('  - Minecraft Mods programmieren (/ferienkurse/minecraft-mods): neue Termine unter /intern/angebot/ferienkurse');
  });
});

describe('content-check and the lessons calendar', () => {
  it.each([
    ['today', '2026-11-25T12:00:00Z', false, 'noch 20 Monate'],
    ['nine whole months before its end', '2027-11-12T12:00:00Z', false, 'noch 9 Monate'],
    ['a day later', '2027-11-13T12:00:00Z', true, 'reicht nur noch 8 Monate'],
    ['a month before its end', '2028-07-12T12:00:00Z', true, 'reicht nur noch einen Monat'],
    ['after its end', '2028-09-01T12:00:00Z', true, 'ist abgelaufen'],
  ])('%s (%s): warning %s', (_when, now, warning, says) => {
    const notice = calendarNotice(at(now));
    expect(notice.warning).toBe(warning);
    expect(notice.text).toContain(says);
    expect(notice.text).toContain('Samstag, 12. August 2028');
    expect(contentReport(at(now))).toContain(notice.text);
    expect(contentReport(at(now)).includes('WARNUNG')).toBe(warning);
  });

  it('warns at nine months, so a later calendar end moves the warning', () => {
    expect(CALENDAR_MIN_MONTHS_AHEAD).toBe(9);
    const longer = { ...lessonCalendar, coverage: { ...lessonCalendar.coverage, end: '2029-08-11' } };
    expect(calendarNotice(at('2027-11-13T12:00:00Z'), longer).warning).toBe(false);
    expect(calendarNotice(at('2028-11-12T12:00:00Z'), longer).warning).toBe(true);
  });
});
