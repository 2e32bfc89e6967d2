import { changedAtLabel, changeWords, historyEntries } from '@/lib/offer/history-words';
import { berlinDateAndTime, berlinInstant, positionCodec, promotionCodec, runCodec } from '@/lib/offer/intern-forms';
import type { OfferChange } from '@/lib/offer/store';

const run = (start: string, end: string, price: number, state = 'offen') => ({ course: 'minecraft-mods', start, end, price, state });
const change = (kind: OfferChange['kind'], before: unknown, after: unknown, note: string | null = null): OfferChange => ({
  id: 'c1',
  revision: 2,
  at: '2026-11-29T13:05:00.000Z',
  by: 'lena@codingstars.de',
  kind,
  key: 'k',
  before,
  after,
  note,
});

describe('the Verlauf in words', () => {
  it.each([
    ['a run moved and dearer', change('holiday-run', run('2027-07-12', '2027-07-16', 159), run('2027-07-19', '2027-07-23', 169)), 'Minecraft Mods: 12.07.–16.07.2027 → 19.07.–23.07.2027, Preis 159\u00a0€ → 169\u00a0€'],
    ['a run booked out', change('holiday-run', run('2027-07-12', '2027-07-16', 159), run('2027-07-12', '2027-07-16', 159, 'ausgebucht')), 'Minecraft Mods: Status offen → ausgebucht'],
    ['a new run', change('holiday-run', null, { ...run('2027-12-28', '2028-01-01', 159.5), course: 'python' }), 'Python-Grundlagen: neuer Termin 28.12.2027–01.01.2028, 159,50\u00a0€, offen'],
    ['a run removed', change('holiday-run', run('2027-07-12', '2027-07-16', 159), null), 'Minecraft Mods: Termin 12.07.–16.07.2027 entfernt'],
    ['a run saved unchanged', change('holiday-run', run('2027-07-12', '2027-07-16', 159), run('2027-07-12', '2027-07-16', 159)), 'Minecraft Mods 12.07.–16.07.2027: gespeichert, ohne Änderung'],
    [
      'a day off that called a trial off',
      change('day-off', null, { date: '2027-01-20', reason: 'Lehrkraft erkrankt' }, 'call-off:3:1'),
      'Unterrichtsfreier Tag 20.01.2027 eingetragen: Lehrkraft erkrankt; Probestunde abgesagt, 3 Familien benachrichtigt, 1 Familie auf der Warteliste informiert',
    ],
    ['a day off without a trial', change('day-off', null, { date: '2027-01-21', reason: 'Betriebsausflug' }), 'Unterrichtsfreier Tag 21.01.2027 eingetragen: Betriebsausflug'],
    ['a day off removed', change('day-off', { date: '2027-01-21', reason: 'Betriebsausflug' }, null), 'Unterrichtsfreier Tag 21.01.2027 entfernt (Grund war: Betriebsausflug)'],
    ['the calendar reaching further', change('coverage', { start: '2025-10-20', end: '2027-07-10' }, { start: '2025-10-20', end: '2028-08-12' }), 'Kalender reicht bis 10.07.2027 → 12.08.2028'],
    [
      'school holidays moved',
      change('school-holiday', { name: 'Herbstferien 2027', start: '2027-10-11', end: '2027-10-23', source: 'a' }, { name: 'Herbstferien 2027', start: '2027-10-18', end: '2027-10-30', source: 'a' }),
      'Schulferien „Herbstferien 2027“: 11.10.–23.10.2027 → 18.10.–30.10.2027',
    ],
    ['a public holiday added', change('public-holiday', null, { date: '2028-03-08', name: 'Internationaler Frauentag', source: 'FTG Berlin' }), 'Feiertag „Internationaler Frauentag“ am 08.03.2028 eingetragen'],
    ['the promotion ended', change('promotion', { prize: 'iPad' }, null), 'Aktion „iPad“ beendet'],
  ])('%s', (_name, given, words) => {
    expect(changeWords(given)).toBe(words);
  });

  it('says of a position whether it opened and what changed', () => {
    const position = { id: 'p', open: false, positionTitle: 'Lehrkraft', type: 'Honorar', tasks: ['a'], profile: ['b'], offer: ['c'] };
    expect(changeWords(change('position', position, { ...position, open: true, tasks: ['a', 'd'] }))).toBe('Stelle „Lehrkraft“: geöffnet, Aufgaben geändert');
  });

  it('gives who and when in Berlin time, the seed by its name', () => {
    expect(changedAtLabel('2026-11-29T13:05:00.000Z')).toBe('29.11.2026, 14:05\u00a0Uhr');
    expect(changedAtLabel('2027-07-01T12:00:00.000Z')).toBe('01.07.2027, 14:00\u00a0Uhr');
    expect(historyEntries([{ ...change('coverage', null, { start: '2025-10-20', end: '2027-07-10' }), by: 'content/' }])[0]).toMatchObject({ who: 'der Anfangsstand aus content/', when: '29.11.2026, 14:05\u00a0Uhr' });
  });
});

describe('the forms read as the team types', () => {
  it('refuses empty and malformed fields in German, naming the field', () => {
    const parsed = runCodec.parse({ course: 'minecraft-mods', start: '', end: '2027-02-30', price: 'viel', state: 'offen' }, '');
    expect(parsed).toEqual({
      errors: [
        { field: 'start', message: 'Bitte füll „Erster Tag“ aus.' },
        { field: 'end', message: 'Bitte gib bei „Letzter Tag“ ein Datum an (zum Beispiel 12.07.2027).' },
        { field: 'price', message: 'Bitte gib bei „Preis in Euro“ eine Zahl an.' },
      ],
    });
    expect(runCodec.parse({ course: 'minecraft-mods', start: '2027-07-12', end: '2027-07-16', price: '159,50', state: 'ausgebucht' }, '')).toEqual({
      data: { course: 'minecraft-mods', start: '2027-07-12', end: '2027-07-16', price: 159.5, state: 'ausgebucht' },
    });
  });

  it('reads a position one item a line, its id from the title when new', () => {
    const parsed = positionCodec.parse({ positionTitle: 'Lehrkraft für Python (m/w/d)', type: 'Honorar', tasks: 'Unterricht\n\n  Projekte  \n', profile: 'Geduld', offer: 'Team', open: 'on' }, '');
    expect(parsed).toEqual({ data: { id: 'lehrkraft-fuer-python', open: true, positionTitle: 'Lehrkraft für Python (m/w/d)', type: 'Honorar', tasks: ['Unterricht', 'Projekte'], profile: ['Geduld'], offer: ['Team'] } });
    expect(positionCodec.parse({ positionTitle: 'X', type: 'Y', tasks: '', profile: 'a', offer: 'b', open: '' }, 'x')).toEqual({
      errors: [{ field: 'tasks', message: 'Bitte schreib bei „Aufgaben“ mindestens einen Punkt, einen pro Zeile.' }],
    });
  });

  it('takes the deadline as Berlin wall-clock time, winter and summer', () => {
    expect(berlinInstant('2025-02-28', '23:59')).toBe('2025-02-28T23:59:00+01:00');
    expect(berlinInstant('2027-07-31', '12:00')).toBe('2027-07-31T12:00:00+02:00');
    expect(berlinDateAndTime('2025-02-28T23:59:00+01:00')).toEqual(['2025-02-28', '23:59']);
    const values = { prize: 'iPad', prizeValueEuro: '399', winners: '1', eligibleChildren: '25', enrolmentYear: '2027', minAge: '12', maxAge: '8', deadlineDate: '2027-02-28', deadlineTime: '23:59', conditions: 'a', legal: 'b' };
    expect(promotionCodec.parse(values, 'promotion')).toEqual({ errors: [{ field: 'maxAge', message: 'Das Alter „von“ liegt über dem Alter „bis“. Bitte prüf beide Angaben.' }] });
  });
});
