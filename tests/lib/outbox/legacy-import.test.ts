/**
 * @jest-environment node
 */
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOutbox } from '@/lib/outbox/legacy-file.mjs';
import { importOutboxFile } from '@/lib/outbox/legacy-import';
import { createOutboxStore } from '@/lib/outbox/store';
import { freshDatabase } from '@/tests/db';
import { readFile } from 'node:fs/promises';

jest.setTimeout(30_000);

// Written by the site before the database (lib/outbox/store.ts of November 2026), state lines not yet folded in:
// one stored, four delivered, one failed, one pending with a retry time and an error, two pending untried.
const FIXTURE = path.join(process.cwd(), 'tests/fixtures/outbox-before-database.jsonl');

describe('the upgrade from the outbox file', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'legacy-'));
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it('moves every entry into the database with its state, then renames the file aside; a second start imports nothing', async () => {
    const db = await freshDatabase('sqlite');
    try {
      const file = path.join(dir, 'outbox.jsonl');
      await copyFile(FIXTURE, file);
      const expected = readOutbox(await readFile(FIXTURE, 'utf8')).records;
      const store = createOutboxStore(db);
      await importOutboxFile(file, store, new Date('2026-11-25T08:00:00.000Z'));
      expect(await store.list()).toEqual(expected);
      expect(await store.counts()).toEqual({ stored: 1, pending: 3, delivered: 4, failed: 1, skipped: 0, done: 0, expired: 0, scheduled: 0 });
      expect(await readdir(dir)).toEqual(['outbox.jsonl.imported-2026-11-25T08-00-00-000Z']);
      expect(console.log).toHaveBeenCalledWith(expect.stringContaining('9 von 9 Anfragen aus'));

      await importOutboxFile(file, store);
      expect(await store.list()).toHaveLength(9);
    } finally {
      await db.destroy();
    }
  });

  it('lands each entry once when two instances import the same file at the same time', async () => {
    const db = await freshDatabase('postgres');
    const other = await freshDatabase('postgres');
    try {
      const file = path.join(dir, 'outbox.jsonl');
      await copyFile(FIXTURE, file);
      await importOutboxFile(file, createOutboxStore(db));
      // The second read the file before the first renamed it: the same entries again, none of them added twice.
      const aside = path.join(dir, (await readdir(dir))[0]!);
      await copyFile(aside, file);
      await importOutboxFile(file, createOutboxStore(db));
      expect(await createOutboxStore(db).counts()).toEqual({ stored: 1, pending: 3, delivered: 4, failed: 1, skipped: 0, done: 0, expired: 0, scheduled: 0 });
      expect(await createOutboxStore(other).counts()).toEqual({ stored: 0, pending: 0, delivered: 0, failed: 0, skipped: 0, done: 0, expired: 0, scheduled: 0 });
    } finally {
      await db.destroy();
      await other.destroy();
    }
  });
});
