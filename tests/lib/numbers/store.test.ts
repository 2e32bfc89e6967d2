/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { openMigrated, type DatabaseKind, type Db } from '@/lib/db';
import { startRecorder } from '@/lib/numbers/recorder';
import { addCounts } from '@/lib/numbers/store';
import { createTally, type CountBatch } from '@/lib/numbers/tally';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';

jest.setTimeout(60_000);

const DAY = '2027-01-06';
const batch = (views: number, quiz = 0): CountBatch => ({
  views: [
    { day: DAY, route: '/', source: 'google', device: 'phone', views },
    { day: DAY, route: '/faq', source: 'direkt', device: 'desktop', views: 1 },
  ],
  events: quiz ? [{ day: DAY, route: '/quiz', event: 'quiz-finished', count: quiz }] : [],
});

const stored = async (db: Db) => ({
  views: (await db.kysely.selectFrom('page_views').selectAll().orderBy('route').execute()).map((row) => ({ ...row, views: Number(row.views) })),
  events: (await db.kysely.selectFrom('page_events').selectAll().execute()).map((row) => ({ ...row, count: Number(row.count) })),
});

describe.each(DATABASE_KINDS)('page-view counts on %s', (kind: DatabaseKind) => {
  let config: { url?: string; path: string };
  let cleanup: () => Promise<void>;
  const opened: Db[] = [];
  /** A connection of its own, as another server instance has. */
  async function connect(): Promise<Db> {
    const db = await openMigrated(config);
    opened.push(db);
    return db;
  }

  beforeEach(async () => {
    ({ config, cleanup } = await freshDatabaseConfig(kind, { migrated: true }));
    jest.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close().catch(() => undefined)));
    await cleanup();
    jest.restoreAllMocks();
  });

  it('adds each flush to the stored sums instead of replacing them', async () => {
    const db = await connect();
    await addCounts(db, batch(3, 1));
    await addCounts(db, batch(4, 2));
    expect(await stored(db)).toEqual({
      views: [
        { day: DAY, route: '/', source: 'google', device: 'phone', views: 7 },
        { day: DAY, route: '/faq', source: 'direkt', device: 'desktop', views: 2 },
      ],
      events: [{ day: DAY, route: '/quiz', event: 'quiz-finished', count: 3 }],
    });
  });

  it('loses nothing when instances add to the same keys at the same time', async () => {
    // Three processes, as three servers on one database, each flushing 10 times: the same two keys and 1 000 keys of
    // its own per flush (several statements' worth).
    const env = { ...process.env, ...(config.url ? { DATABASE_URL: config.url } : { DATABASE_PATH: config.path }) };
    await connect();
    await Promise.all(
      ['1', '2', '3'].map((instance) =>
        promisify(execFile)(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'tests/fixtures/add-page-views.ts'], { env: { ...env, INSTANCE: instance } }),
      ),
    );
    const { views, events } = await stored(opened[0]!);
    expect(views.find((row) => row.route === '/')?.views).toBe(3 * (1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10));
    expect(views.find((row) => row.route === '/faq')?.views).toBe(30);
    const own = views.filter((row) => row.route.startsWith('/r'));
    expect(own).toHaveLength(3000);
    expect(own.every((row) => row.views === 10)).toBe(true);
    expect(events).toEqual([{ day: DAY, route: '/quiz', event: 'quiz-finished', count: 30 }]);
  });

  it('the recorder keeps the counts of a failed flush for the next one, and flushes once more when it stops', async () => {
    const log = { log: jest.fn(), error: jest.fn() };
    const tally = createTally();
    let reachable = false;
    const recorder = startRecorder({
      tally,
      open: () => (reachable ? connect() : Promise.reject(new Error('ECONNREFUSED'))),
      intervalMs: 3_600_000,
      log,
    });
    tally.addView(DAY, '/', 'google', 'phone', 5);
    await recorder.flush();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![0]).toContain('5 Aufrufe bleiben im Speicher');
    expect(tally.size()).toBe(1);
    // Still away: said once per outage, not at every try.
    tally.addView(DAY, '/', 'google', 'phone', 1);
    await recorder.flush();
    expect(log.error).toHaveBeenCalledTimes(1);

    reachable = true;
    tally.addView(DAY, '/faq', 'direkt', 'desktop');
    await recorder.flush();
    expect(log.log).toHaveBeenCalledWith(expect.stringContaining('wieder erreichbar'));
    tally.addEvent(DAY, '/quiz', 'quiz-finished', 2);
    await recorder.stop();
    const db = await connect();
    expect(await stored(db)).toEqual({
      views: [
        { day: DAY, route: '/', source: 'google', device: 'phone', views: 6 },
        { day: DAY, route: '/faq', source: 'direkt', device: 'desktop', views: 1 },
      ],
      events: [{ day: DAY, route: '/quiz', event: 'quiz-finished', count: 2 }],
    });
  });

  it('the recorder adds on its timer and runs one flush at a time', async () => {
    const tally = createTally();
    let opens = 0;
    const recorder = startRecorder({ tally, open: () => (opens++, connect()), intervalMs: 50 });
    tally.addView(DAY, '/', 'google', 'phone', 2);
    const [a, b] = [recorder.flush(), recorder.flush()];
    expect(a).toBe(b);
    await a;
    tally.addView(DAY, '/', 'google', 'phone', 3);
    const db = await connect();
    for (let i = 0; i < 100 && (await stored(db)).views[0]?.views !== 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await stored(db)).views).toEqual([{ day: DAY, route: '/', source: 'google', device: 'phone', views: 5 }]);
    expect(opens).toBe(1);
    await recorder.stop();
  });
});

describe('the recorder when the database never comes', () => {
  it('says at the stop how many views it could not keep', async () => {
    const log = { log: jest.fn(), error: jest.fn() };
    const tally = createTally({ maxKeys: 1 });
    const recorder = startRecorder({ tally, open: () => Promise.reject(new Error('down')), intervalMs: 3_600_000, log });
    tally.addView(DAY, '/', 'google', 'phone', 4);
    tally.addView(DAY, '/faq', 'google', 'phone', 2);
    await recorder.flush();
    expect(log.error.mock.calls.map((call) => call[0])).toEqual([
      expect.stringContaining('2 Aufrufe nicht gezählt, der Speicher für Zähler war voll'),
      expect.stringContaining('4 Aufrufe bleiben im Speicher'),
    ]);
    await recorder.stop();
    expect(log.error.mock.calls.at(-1)![0]).toContain('4 Aufrufe beim Beenden nicht gespeichert');
  });
});
