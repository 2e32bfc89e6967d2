/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openMigrated, type DatabaseKind, type Db } from '@/lib/db';
import { migrations } from '@/lib/db/migrations';
import { createOutboxStore, type OutboxRecord, type OutboxStore } from '@/lib/outbox/store';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';

jest.setTimeout(30_000);

const DAY_MS = 24 * 60 * 60 * 1000;
const enquiry = (child: string) => ({ templateId: 'enquiry_default', params: enquiryParams({ child_name: child }) });

describe.each(DATABASE_KINDS)('the enquiry queue on %s', (kind: DatabaseKind) => {
  let config: { url?: string; path: string };
  let cleanup: () => Promise<void>;
  const opened: Db[] = [];
  /** A connection of its own, as a second server process has. */
  async function connect(): Promise<{ db: Db; store: OutboxStore }> {
    const db = await openMigrated(config);
    opened.push(db);
    return { db, store: createOutboxStore(db) };
  }

  beforeEach(async () => {
    ({ config, cleanup } = await freshDatabaseConfig(kind, { migrated: true }));
    jest.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await cleanup();
    jest.restoreAllMocks();
  });

  it('keeps an accepted enquiry as sent, with its state, and counts it', async () => {
    const { store } = await connect();
    const stored = await store.accept(enquiry('Ben'), 'stored');
    const pending = await store.accept(enquiry('Lea'), 'pending');
    // Read back through another connection: the insert was committed before accept resolved.
    const { store: other } = await connect();
    // Both may carry the same millisecond, which gives them no order of their own.
    const listed = await other.list();
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(expect.arrayContaining([stored, pending]));
    expect(await other.counts()).toEqual({ stored: 1, pending: 1, delivered: 0, failed: 0, skipped: 0, done: 0, expired: 0, scheduled: 0 });
  });

  it('gives a due entry to one process at a time, and again to anyone once its lease has run out', async () => {
    const { store } = await connect();
    const { store: other } = await connect();
    const { id } = await store.accept(enquiry('Ben'), 'pending');
    const now = Date.now() + 1000;
    expect((await store.claim('a', 60_000, now))?.id).toBe(id);
    expect(await other.claim('b', 60_000, now + 59_000)).toBeUndefined();
    expect(await store.nextDue()).toBe(now + 60_000);
    // 'a' died: at the end of its lease 'b' takes the entry over, and 'a' can no longer record an outcome.
    expect((await other.claim('b', 60_000, now + 60_000))?.id).toBe(id);
    expect(await store.settle(id, 'a', { state: 'delivered', attempts: 1 })).toBe(false);
    expect(await other.settle(id, 'b', { state: 'delivered', attempts: 1 })).toBe(true);
    expect(await store.claim('a', 60_000, now + 200_000)).toBeUndefined();
    expect((await store.list())[0]).toMatchObject({ state: 'delivered', attempts: 1 });
    expect(await store.nextDue()).toBeUndefined();
  });

  it('records an outcome and takes the next due entry in one commit', async () => {
    const { store } = await connect();
    const first = await store.accept(enquiry('Ben'), 'pending');
    const second = await store.accept(enquiry('Lea'), 'pending');
    expect((await store.claim('a', 60_000))?.id).toBe(first.id);
    const { settled, next } = await store.settleAndClaim(first.id, 'a', { state: 'delivered', attempts: 1 }, 60_000);
    expect(settled).toBe(true);
    expect(next?.id).toBe(second.id);
    expect(await store.settleAndClaim(second.id, 'a', { state: 'delivered', attempts: 1 }, 60_000)).toEqual({ settled: true, next: undefined });
    expect(await store.counts()).toMatchObject({ pending: 0, delivered: 2 });
  });

  it('keeps a failed attempt\'s next try: not due before it, and nextDue names it', async () => {
    const { store } = await connect();
    const { id } = await store.accept(enquiry('Ben'), 'pending');
    const claimed = await store.claim('a', 60_000);
    const retryAt = new Date(Date.now() + 30_000).toISOString();
    await store.settle(id, 'a', { state: 'pending', attempts: 1, lastError: '451 später', retryAt });
    expect(claimed?.id).toBe(id);
    expect(await store.claim('a', 60_000)).toBeUndefined();
    expect(await store.nextDue()).toBe(Date.parse(retryAt));
    expect((await store.list())[0]).toMatchObject({ state: 'pending', attempts: 1, lastError: '451 später', retryAt });
    expect((await store.claim('a', 60_000, Date.parse(retryAt)))?.id).toBe(id);
  });

  it('hands each of 60 entries to exactly one of three processes claiming at the same time', async () => {
    const { store } = await connect();
    for (let i = 0; i < 60; i += 1) await store.accept(enquiry(`Kind${i}`), 'pending');
    // One after the other: node:sqlite waits for a lock synchronously, so migrations of three connections in one
    // process would wait for each other for ever (separate processes, as in e2e/instances.spec.ts, do not).
    const workers = [];
    for (const owner of ['a', 'b', 'c']) workers.push({ owner, ...(await connect()) });
    const taken = await Promise.all(
      workers.map(async ({ owner, store: mine }) => {
        const ids: string[] = [];
        for (let entry = await mine.claim(owner, 60_000); entry; entry = await mine.claim(owner, 60_000)) ids.push(entry.id);
        return ids;
      }),
    );
    const all = taken.flat();
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
  });

  it('deletes entries past the retention, whatever their state, and ended rate-limit windows', async () => {
    const { db, store } = await connect();
    const now = Date.now();
    await store.insertRecords([
      { id: 'old', receivedAt: new Date(now - 181 * DAY_MS).toISOString(), ...enquiry('Alt'), state: 'failed', attempts: 30 },
      { id: 'new', receivedAt: new Date(now - 179 * DAY_MS).toISOString(), ...enquiry('Neu'), state: 'delivered', attempts: 1 },
    ]);
    await db.kysely
      .insertInto('rate_limits')
      .values([
        { key: 'ended', reset_at: new Date(now - 1).toISOString(), hits: 3 },
        { key: 'running', reset_at: new Date(now + 60_000).toISOString(), hits: 3 },
      ])
      .execute();
    expect(await store.purge(180, now)).toEqual({ removed: 1 });
    expect((await store.list()).map((record) => record.id)).toEqual(['new']);
    expect((await db.kysely.selectFrom('rate_limits').select('key').execute()).map((row) => row.key)).toEqual(['running']);
  });

  it('keeps an entry\'s moment, booking, the recipients that took it and those that refused it, and counts expired ones', async () => {
    const { store } = await connect();
    const record = {
      id: 'e1',
      receivedAt: '2027-01-12T11:00:00.000Z',
      ...enquiry('Ben'),
      state: 'delivered' as const,
      attempts: 2,
      expiresAt: '2027-01-13T16:00:00.000Z',
      deliveredTo: ['team@codingstars.de'],
      refused: [{ address: 'Anna@Beispiel.de', reply: '550 no such user' }],
      bookingId: 'b1',
    };
    await store.insertRecords([record, { id: 'e2', receivedAt: '2027-01-12T11:00:00.000Z', ...enquiry('Lea'), state: 'expired', attempts: 0 }]);
    expect((await store.list())[0]).toEqual(record);
    expect(await store.counts()).toMatchObject({ delivered: 1, expired: 1 });
  });

  it('writes the recipients with an outcome, and leaves them as they are when an outcome names none', async () => {
    const { store } = await connect();
    const { id } = await store.accept(enquiry('Ben'), 'pending');
    await store.claim('a', 60_000);
    const retryAt = new Date(Date.now() - 1000).toISOString();
    await store.settle(id, 'a', { state: 'pending', attempts: 1, lastError: '451 später', retryAt, deliveredTo: ['a@b.de'], refused: [{ address: 'c@d.de', reply: '550 nein' }] });
    await store.claim('a', 60_000);
    // Put back untried (the process stops): the recipients stay.
    await store.settle(id, 'a', { state: 'pending', attempts: 1, retryAt });
    expect((await store.list())[0]).toMatchObject({ deliveredTo: ['a@b.de'], refused: [{ address: 'c@d.de', reply: '550 nein' }] });
  });

  describe('for the team\'s outbox page', () => {
    const NOW = Date.parse('2027-01-13T12:00:00.000Z');
    const entry = (id: string, receivedAt: string, status: Partial<OutboxRecord>): OutboxRecord => ({ id, receivedAt, ...enquiry(id), state: 'pending', attempts: 0, ...status });
    const rows: OutboxRecord[] = [
      entry('stored', '2027-01-13T08:00:00.000Z', { state: 'stored' }),
      entry('due', '2027-01-13T09:00:00.000Z', {}),
      entry('retrying', '2027-01-13T10:00:00.000Z', { attempts: 2, lastError: 'ECONNREFUSED', retryAt: '2027-01-13T12:05:00.000Z' }),
      entry('planned', '2027-01-13T11:00:00.000Z', { dueAt: '2027-01-13T15:00:00.000Z' }),
      entry('delivered', '2027-01-12T09:00:00.000Z', { state: 'delivered', attempts: 1, updatedAt: '2027-01-12T09:00:01.000Z' }),
      entry('failed', '2027-01-12T10:00:00.000Z', { state: 'failed', attempts: 1, updatedAt: '2027-01-12T10:00:01.000Z', lastError: 'EENVELOPE RCPT TO: 550 no such user', refused: [{ address: 'Anna@Beispiel.de', reply: '550 no such user' }] }),
      entry('expired', '2027-01-05T10:00:00.000Z', { state: 'expired', updatedAt: '2027-01-06T10:00:00.000Z' }),
      entry('skipped', '2027-01-04T10:00:00.000Z', { state: 'skipped', updatedAt: '2027-01-04T11:00:00.000Z' }),
      entry('done', '2027-01-03T10:00:00.000Z', { state: 'done', attempts: 1, updatedAt: '2027-01-10T10:00:00.000Z' }),
      entry('partly', '2027-01-02T10:00:00.000Z', { state: 'delivered', attempts: 1, updatedAt: '2027-01-11T10:00:00.000Z', deliveredTo: ['team@codingstars.de'], refused: [{ address: 'tom@beispiel.de', reply: '553 mailbox name not allowed' }] }),
      entry('old-failure', '2026-12-01T10:00:00.000Z', { state: 'failed', attempts: 30, updatedAt: '2026-12-02T10:00:00.000Z', lastError: 'EAUTH: 535', refused: [{ address: 'alt@beispiel.de', reply: '550 unknown' }] }),
    ];

    it('lists a page of entries newest first, each with the state the team reads, and how many there are in all', async () => {
      const { store } = await connect();
      await store.insertRecords(rows);
      const all = await store.overview({ limit: 100, offset: 0 }, NOW);
      expect(all.total).toBe(rows.length);
      expect(all.rows.map((row) => [row.id, row.display])).toEqual([
        ['planned', 'planned'],
        ['retrying', 'waiting'],
        ['due', 'waiting'],
        ['stored', 'stored'],
        ['failed', 'failed'],
        ['delivered', 'delivered'],
        ['expired', 'expired'],
        ['skipped', 'skipped'],
        ['done', 'done'],
        ['partly', 'delivered'],
        ['old-failure', 'failed'],
      ]);
      expect(all.rows[4]).toMatchObject({ lastError: 'EENVELOPE RCPT TO: 550 no such user', refused: [{ address: 'Anna@Beispiel.de', reply: '550 no such user' }] });
      const page = await store.overview({ limit: 3, offset: 3 }, NOW);
      expect([page.total, page.rows.map((row) => row.id)]).toEqual([rows.length, ['stored', 'failed', 'delivered']]);
    });

    it.each([
      [['failed', 'expired'], ['failed', 'expired', 'old-failure']],
      [['waiting'], ['retrying', 'due']],
      [['planned'], ['planned']],
      [['stored', 'done'], ['stored', 'done']],
      [[], []],
    ] as const)('keeps the entries in the states %j', async (states, ids) => {
      const { store } = await connect();
      await store.insertRecords(rows);
      const { rows: listed, total } = await store.overview({ limit: 100, offset: 0, states }, NOW);
      expect([listed.map((row) => row.id), total]).toEqual([ids, ids.length]);
    });

    it('counts the trouble of the last days: failed, expired, or with a refused recipient', async () => {
      const { store } = await connect();
      await store.insertRecords(rows);
      expect(await store.troubleSince('2027-01-06T13:00:00.000Z')).toBe(2);
      expect(await store.troubleSince('2027-01-06T10:00:00.000Z')).toBe(3);
      expect(await store.troubleSince('2026-11-01T00:00:00.000Z')).toBe(4);
      expect(await store.troubleSince('2027-01-13T00:00:00.000Z')).toBe(0);
    });

    it('lists that trouble, newest first, as far as asked, each with its display state', async () => {
      const { store } = await connect();
      await store.insertRecords(rows);
      expect((await store.troubled('2027-01-06T10:00:00.000Z', 10, NOW)).map((row) => [row.id, row.display])).toEqual([
        ['failed', 'failed'],
        ['expired', 'expired'],
        ['partly', 'delivered'],
      ]);
      expect((await store.troubled('2026-11-01T00:00:00.000Z', 2, NOW)).map((row) => row.id)).toEqual(['failed', 'expired']);
      expect(await store.troubled('2027-01-13T00:00:00.000Z', 10, NOW)).toEqual([]);
    });

    it('reads one entry by its id with its display state, or none', async () => {
      const { store } = await connect();
      await store.insertRecords(rows);
      expect(await store.entry('planned', NOW)).toMatchObject({ id: 'planned', display: 'planned', dueAt: '2027-01-13T15:00:00.000Z' });
      expect(await store.entry('failed', NOW)).toMatchObject({ id: 'failed', display: 'failed', lastError: 'EENVELOPE RCPT TO: 550 no such user' });
      expect(await store.entry('unknown', NOW)).toBeUndefined();
    });

    it('names every refused address in lower case, once, of the last days if asked', async () => {
      const { store } = await connect();
      await store.insertRecords([...rows, entry('again', '2027-01-12T12:00:00.000Z', { state: 'failed', attempts: 1, updatedAt: '2027-01-12T12:00:01.000Z', refused: [{ address: 'anna@beispiel.de', reply: '550 no such user' }] })]);
      expect(await store.refusedAddresses()).toEqual(['alt@beispiel.de', 'anna@beispiel.de', 'tom@beispiel.de']);
      expect(await store.refusedAddresses('2027-01-01T00:00:00.000Z')).toEqual(['anna@beispiel.de', 'tom@beispiel.de']);
    });
  });

  it('"Erneut versuchen" makes a failed entry due once, forgets its refusals and keeps who has it; a second press changes nothing', async () => {
    const { store } = await connect();
    const { store: other } = await connect();
    await store.insertRecords([
      {
        id: 'f',
        receivedAt: '2027-01-12T10:00:00.000Z',
        ...enquiry('Ben'),
        state: 'failed',
        attempts: 30,
        updatedAt: '2027-01-12T10:00:01.000Z',
        lastError: '451 später',
        deliveredTo: ['team@codingstars.de'],
        refused: [{ address: 'anna@beispiel.de', reply: '550 no such user' }],
      },
      { id: 'd', receivedAt: '2027-01-12T10:00:00.000Z', ...enquiry('Lea'), state: 'delivered', attempts: 1 },
    ]);
    const now = Date.now();
    // Pressed on two instances at once: one of them changes the row.
    expect((await Promise.all([store.retry('f', now), other.retry('f', now)])).sort()).toEqual([false, true]);
    expect(await store.retry('d', now)).toBe(false);
    expect(await store.retry('unknown', now)).toBe(false);
    const [retried] = (await store.list()).filter((record) => record.id === 'f');
    expect(retried).toEqual({
      id: 'f',
      receivedAt: '2027-01-12T10:00:00.000Z',
      ...enquiry('Ben'),
      state: 'pending',
      attempts: 0,
      updatedAt: new Date(now).toISOString(),
      dueAt: new Date(now).toISOString(),
      deliveredTo: ['team@codingstars.de'],
    });
    expect((await store.claim('a', 60_000, now))?.id).toBe('f');
  });

  it('adds imported entries once, with their state, however often the import runs', async () => {
    const { store } = await connect();
    const records = [
      { id: 'e1', receivedAt: '2026-11-20T10:00:00.000Z', ...enquiry('Ben'), state: 'delivered' as const, attempts: 1, updatedAt: '2026-11-20T10:00:01.000Z' },
      { id: 'e2', receivedAt: '2026-11-20T11:00:00.000Z', ...enquiry('Lea'), state: 'pending' as const, attempts: 2, lastError: 'ECONNREFUSED', retryAt: '2026-11-20T11:05:00.000Z' },
    ];
    expect(await store.insertRecords(records)).toBe(2);
    expect(await store.insertRecords(records)).toBe(0);
    expect(await store.list()).toEqual(records);
  });
});

describe.each(DATABASE_KINDS)('the schema on %s', (kind: DatabaseKind) => {
  it('is migrated once when three servers start together (npm run db:migrate in three processes at once)', async () => {
    const { config, cleanup } = await freshDatabaseConfig(kind);
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: config.url ?? '', DATABASE_PATH: config.path };
    const migrate = () =>
      promisify(execFile)(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'scripts/db-migrate.ts'], { env }).then(({ stdout }) => stdout);
    try {
      const outputs = await Promise.all([migrate(), migrate(), migrate()]);
      // Every step, in order, by one of the three.
      expect(outputs.filter((output) => output.includes(`${Object.keys(migrations).join(', ')} ausgeführt`))).toHaveLength(1);
      expect(outputs.filter((output) => output.includes('Schema ist aktuell'))).toHaveLength(2);
      jest.spyOn(console, 'log').mockImplementation(() => {});
      const db = await openMigrated(config);
      await createOutboxStore(db).accept(enquiry('Ben'), 'stored');
      expect(await createOutboxStore(db).counts()).toMatchObject({ stored: 1 });
      await db.close();
    } finally {
      await cleanup();
      jest.restoreAllMocks();
    }
  });
});
