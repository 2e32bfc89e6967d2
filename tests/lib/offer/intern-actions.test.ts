/**
 * @jest-environment node
 */
import { openMigrated } from '@/lib/db';
import { changeWords } from '@/lib/offer/history-words';
import { addDayOff, saveRun } from '@/lib/offer/intern-actions';
import { initialState } from '@/lib/offer/intern-forms';
import { createOfferStore, type OfferStore } from '@/lib/offer/store';
import { freshDatabaseConfig } from '@/tests/db';

const OFFICE = 'buero@codingstars.de';
let store: OfferStore;
const refreshOffer = jest.fn(async () => undefined);
const impact = jest.fn(async (date: string) => ({ date, seats: 3, waiting: 1 }));
const callOff = jest.fn(async ({ date }: { date: string }) => {
  // The day off is a record before any family is told.
  expect((await store.records('day-off')).map((record) => record.data.date)).toContain(date);
  return { date, seats: 3, waiting: 1 };
});

jest.mock('next/cache', () => ({ revalidatePath: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ requireStaff: async () => ({ id: 'u1', email: 'buero@codingstars.de', expiresAt: new Date() }) }));
jest.mock('@/lib/offer/watch', () => ({ offerStore: async () => store, refreshOffer: () => refreshOffer() }));
jest.mock('@/lib/trial/call-off', () => ({ trialCallOff: async () => ({ impact, callOff, record: async () => undefined }) }));

jest.setTimeout(30_000);

const post = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};
const EMPTY = initialState({});

describe('the actions of /intern/angebot', () => {
  let close: () => Promise<void>;
  beforeAll(() => {
    // Only the date is fixed: the database's timers run as usual.
    jest.useFakeTimers({ now: new Date('2026-12-01T09:00:00Z'), doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'clearTimeout', 'clearInterval', 'clearImmediate', 'nextTick', 'queueMicrotask', 'performance', 'hrtime'] });
  });
  afterAll(() => jest.useRealTimers());
  beforeEach(async () => {
    const fresh = await freshDatabaseConfig('sqlite', { migrated: true });
    const db = await openMigrated(fresh.config);
    store = createOfferStore(db);
    await store.load();
    close = async () => {
      await db.close();
      await fresh.cleanup();
    };
    jest.clearAllMocks();
  });
  afterEach(() => close());

  it('asks first on a trial date with families, then saves the day off, calls the trial off and says how many were told', async () => {
    const values = { date: '2027-01-20', reason: 'Lehrkraft erkrankt' };
    const asked = await addDayOff(EMPTY, post(values));
    expect(asked.callOff).toEqual({
      date: '2027-01-20',
      text: expect.stringMatching(/^Am Mittwoch, 20\. Januar 2027 haben 3 Familien einen Platz, eine Familie steht auf der Warteliste\. Wenn du den Tag einträgst, sagen wir die Probestunde ab: /),
    });
    expect(asked.values).toEqual(values);
    expect(await store.records('day-off')).toEqual([]);
    expect(callOff).not.toHaveBeenCalled();

    const done = await addDayOff(asked, post({ ...values, confirm: '2027-01-20' }));
    expect(done.done).toBe('Der 20.01.2027 ist eingetragen und die Probestunde abgesagt. 3 Familien mit Platz bekommen eine E-Mail mit dem Grund, eine Familie auf der Warteliste erfährt es auch.');
    expect(callOff).toHaveBeenCalledWith({ date: '2027-01-20', reason: 'Lehrkraft erkrankt', by: OFFICE });
    expect(refreshOffer).toHaveBeenCalled();
    const [change] = await store.history({ kind: 'day-off' });
    expect(changeWords(change!)).toBe('Unterrichtsfreier Tag 20.01.2027 eingetragen: Lehrkraft erkrankt; Probestunde abgesagt, 3 Familien benachrichtigt, 1 Familie auf der Warteliste informiert');
  });

  it('refuses a day off on a weekend with the rule, and keeps what was typed', async () => {
    const answer = await addDayOff(EMPTY, post({ date: '2027-01-23', reason: 'Lehrkraft erkrankt' }));
    expect(answer.errors).toEqual([{ field: 'date', message: 'Der Samstag, 23.01.2027 ist ohnehin unterrichtsfrei (Wochenende).' }]);
    expect(answer.values).toEqual({ date: '2027-01-23', reason: 'Lehrkraft erkrankt' });
    expect(impact).not.toHaveBeenCalled();
  });

  it('refuses a save based on an older version with who saved when, the saved values beside the kept ones', async () => {
    const [record] = (await store.records('holiday-run')).filter((run) => run.data.start > '2027-07-01' && run.data.course === 'minecraft-mods');
    const form = { key: record!.key, version: String(record!.version), course: 'minecraft-mods', start: record!.data.start, end: record!.data.end, state: 'offen' };
    const first = await saveRun(EMPTY, post({ ...form, price: '169' }));
    expect(first).toMatchObject({ done: 'Gespeichert. Die Website zeigt es in wenigen Sekunden.', version: String(record!.version + 1) });

    const stale = await saveRun(EMPTY, post({ ...form, price: '149', state: 'ausgebucht' }));
    expect(stale.conflict?.heading).toMatch(/^Inzwischen hat buero@codingstars\.de am 01\.12\.2026 um 10:00\u00a0Uhr gespeichert:$/);
    expect(stale.conflict?.values).toMatchObject({ price: '169', state: 'offen' });
    expect(stale.values).toMatchObject({ price: '149', state: 'ausgebucht' });
    expect(stale.version).toBe(String(record!.version + 1));
    expect((await store.record('holiday-run', record!.key))?.data.price).toBe(169);
  });

  it('refuses a run on a weekend and outside the holidays, naming the fields', async () => {
    const answer = await saveRun(EMPTY, post({ key: '', version: '', course: 'roblox-studio', start: '2027-01-16', end: '2027-01-22', price: '159', state: 'offen' }));
    expect(answer.errors).toEqual([
      { field: 'start', message: 'Der erste Tag (Samstag, 16.01.2027) ist ein Wochenende. Ein Ferienkurs läuft von Montag bis Freitag.' },
      { field: 'start', message: expect.stringMatching(/^Der 16\.01\.2027 liegt nicht in den Berliner Schulferien\./) },
    ]);
    expect(answer.values.start).toBe('2027-01-16');
  });
});
