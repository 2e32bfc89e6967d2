/**
 * @jest-environment node
 */
import type { DatabaseKind } from '@/lib/db';
import { openMigrated } from '@/lib/db';
import { seedRecords } from '@/lib/offer/seed';
import { offerFingerprint, seedOffer } from '@/lib/offer/snapshot';
import { createOfferStore } from '@/lib/offer/store';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';

jest.setTimeout(60_000);

const OFFICE = 'buero@codingstars.de';
const TEACHER = 'jonas@codingstars.de';

describe.each(DATABASE_KINDS)('the offer on %s', (kind: DatabaseKind) => {
  let instances: Awaited<ReturnType<typeof openMigrated>>[] = [];
  let cleanup: () => Promise<void>;

  // Two instances: two connections (pools) to one database, as two servers have.
  beforeEach(async () => {
    const fresh = await freshDatabaseConfig(kind, { migrated: true });
    cleanup = fresh.cleanup;
    instances = [await openMigrated(fresh.config), await openMigrated(fresh.config)];
  });
  afterEach(async () => {
    await Promise.all(instances.map((db) => db.close()));
    await cleanup();
  });

  // Two SQLite connections in one process cannot wait for each other's lock (node:sqlite blocks the thread that waits):
  // there they take turns; two processes on one file wait as usual. On PostgreSQL they run at once.
  const together = <T,>(work: (() => Promise<T>)[]): Promise<T[]> =>
    kind === 'postgres' ? Promise.all(work.map((run) => run())) : work.reduce<Promise<T[]>>(async (done, run) => [...(await done), await run()], Promise.resolve([]));

  const stores = () => instances.map((db) => createOfferStore(db)) as [ReturnType<typeof createOfferStore>, ReturnType<typeof createOfferStore>];

  it('is seeded from content/ once, even when two instances load it at the same moment', async () => {
    const [a, b] = stores();
    const [first, second] = (await together([() => a.load(), () => b.load()])) as [Awaited<ReturnType<typeof a.load>>, Awaited<ReturnType<typeof a.load>>];
    expect(offerFingerprint(first)).toBe(offerFingerprint(seedOffer()));
    expect(offerFingerprint(second)).toBe(offerFingerprint(seedOffer()));
    expect(first.revision).toBe(1);
    const runs = await a.records('holiday-run');
    expect(runs).toHaveLength(seedRecords().filter((record) => record.kind === 'holiday-run').length);
    expect(runs.every((run) => run.version === 1 && run.updatedBy === 'content/')).toBe(true);
    // Loading again seeds nothing more.
    expect((await b.load()).revision).toBe(1);
  });

  it('moves a run with its price, keeps who and what before and after, and moves the revision every instance polls', async () => {
    const [a, b] = stores();
    await a.load();
    const run = await a.record('holiday-run', 'minecraft-mods-2027-07-12');
    if (!run) throw new Error('seed run missing');
    const saved = await a.save({ kind: 'holiday-run', key: run.key, data: { ...run.data, start: '2027-07-19', end: '2027-07-23', price: 169 }, version: 1, by: OFFICE });
    expect(saved).toMatchObject({ ok: true, revision: 2, record: { version: 2, updatedBy: OFFICE, data: { start: '2027-07-19', price: 169 } } });
    expect(await b.revision()).toBe(2);
    const offer = await b.load();
    expect(offer.runs.find((r) => r.key === run.key)).toMatchObject({ start: '2027-07-19', end: '2027-07-23', price: 169, state: 'offen' });
    expect(offer.changedAt['holiday-run']).toEqual(expect.any(String));
    const [change] = await b.history({ kind: 'holiday-run' });
    expect(change).toMatchObject({ by: OFFICE, key: run.key, revision: 2, before: { start: '2027-07-12', price: 159 }, after: { start: '2027-07-19', price: 169 } });
  });

  it('refuses a save based on an older version with who saved last, and changes nothing (no lost update)', async () => {
    const [a, b] = stores();
    await a.load();
    const run = await a.record('holiday-run', 'roblox-studio-2027-07-19');
    if (!run) throw new Error('seed run missing');
    // Both open the form at version 1; the teacher saves first.
    const first = await b.save({ kind: 'holiday-run', key: run.key, data: { ...run.data, state: 'ausgebucht' }, version: 1, by: TEACHER });
    expect(first.ok).toBe(true);
    const second = await a.save({ kind: 'holiday-run', key: run.key, data: { ...run.data, price: 179 }, version: 1, by: OFFICE });
    expect(second).toEqual({ ok: false, conflict: { current: expect.objectContaining({ version: 2, updatedBy: TEACHER, data: expect.objectContaining({ state: 'ausgebucht', price: 159 }) }) } });
    expect(await a.revision()).toBe(2);
    expect(await a.history({ key: run.key })).toHaveLength(1);
  });

  it('lets two instances save different records at once, each change with its own revision', async () => {
    const [a, b] = stores();
    await a.load();
    const position = await b.record('position', 'lehrkraft-programmieren');
    if (!position) throw new Error('seed position missing');
    const results = await together<{ ok: boolean }>([
      () => a.save({ kind: 'day-off', data: { date: '2027-01-20', reason: 'Lehrkraft erkrankt' }, version: null, by: OFFICE }),
      () => b.save({ kind: 'position', key: position.key, data: { ...position.data, open: true }, version: 1, by: TEACHER }),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    const revisions = (await a.history({})).map((change) => change.revision).sort();
    expect(revisions).toEqual([2, 3]);
    const offer = await b.load();
    expect(offer.calendar.daysOff).toEqual([{ date: '2027-01-20', reason: 'Lehrkraft erkrankt' }]);
    expect(offer.positions.find((p) => p.id === 'lehrkraft-programmieren')?.open).toBe(true);
  });

  it('removes a record only at its version, and keeps the removal in the history', async () => {
    const [a] = stores();
    await a.load();
    const stale = await a.remove({ kind: 'promotion', key: 'promotion', version: 7, by: OFFICE });
    expect(stale.ok).toBe(false);
    expect(await a.remove({ kind: 'promotion', key: 'promotion', version: 1, by: OFFICE })).toEqual({ ok: true, revision: 2 });
    expect((await a.load()).promotion).toBeNull();
    const [change] = await a.history({ kind: 'promotion' });
    expect(change).toMatchObject({ before: expect.objectContaining({ prize: 'iPad' }), after: null, by: OFFICE });
  });

  it('refuses data that is not of its kind', async () => {
    const [a] = stores();
    await a.load();
    await expect(a.save({ kind: 'holiday-run', data: { course: 'minecraft-mods', start: '2027-07-19', end: 'bald', price: 159, state: 'offen' }, version: null, by: OFFICE })).rejects.toThrow();
    expect(await a.revision()).toBe(1);
  });
});
