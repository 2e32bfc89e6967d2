/**
 * @jest-environment node
 */
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createJournal, isOutboxUnavailable } from '@/lib/outbox/journal';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'journal-'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe('createJournal', () => {
  it('creates missing folders and appends one intact line per record, in order, however many arrive at once', async () => {
    const file = path.join(dir, 'a', 'b', 'outbox.jsonl');
    const journal = createJournal(file);
    await Promise.all(Array.from({ length: 200 }, (_, n) => journal.append(`${JSON.stringify({ n, text: '<b>"x"</b>\n' })}\n`)));
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { n: number }).n)).toEqual(Array.from({ length: 200 }, (_, n) => n));
  });

  it.each([
    ['a full disk', '/dev/full'],
    ['a folder that cannot be created', '/proc/codingstars/outbox.jsonl'],
  ])('fails fast on %s, naming only the error code', async (_, file) => {
    const failed = createJournal(file).append('{"n":1}\n');
    expect(isOutboxUnavailable(await failed.catch((error: unknown) => error))).toBe(true);
    await expect(failed).rejects.toThrow(/^Posteingang nicht beschreibbar \(E[A-Z]+\)$/);
  }, 5000);

  it('keeps taking writes after a failed one, on a fresh line', async () => {
    // A file where the folder should be: ENOTDIR until it is gone.
    const blocker = path.join(dir, 'data');
    await writeFile(blocker, '');
    const journal = createJournal(path.join(blocker, 'outbox.jsonl'));
    await expect(journal.append('{"n":1}\n')).rejects.toThrow(/ENOTDIR/);
    expect(journal.lastWrite().ok).toBe(false);
    await rm(blocker);
    await journal.append('{"n":2}\n');
    expect(journal.lastWrite().ok).toBe(true);
    expect((await readFile(path.join(blocker, 'outbox.jsonl'), 'utf8')).trim()).toBe('{"n":2}');
  });

  it('starts after an unfinished last line (a crash mid-write) on a new line, so it cannot glue onto it', async () => {
    const file = path.join(dir, 'outbox.jsonl');
    await writeFile(file, '{"n":1}\n{"n":2,"te');
    const journal = createJournal(file);
    await journal.read();
    await journal.append('{"n":3}\n');
    expect(await readFile(file, 'utf8')).toBe('{"n":1}\n{"n":2,"te\n{"n":3}\n');
  });

  it('reads a device as empty and never replaces it (OUTBOX_PATH=/dev/full)', async () => {
    const journal = createJournal('/dev/full');
    expect(await journal.read()).toBe('');
    await journal.exclusive(() => journal.replace('{"n":1}\n'));
    await expect(journal.append('x\n')).rejects.toThrow(/ENOSPC/);
  });

  it('replaces the file atomically while appends wait their turn', async () => {
    const file = path.join(dir, 'outbox.jsonl');
    const journal = createJournal(file);
    await journal.append('old\n');
    const replaced = journal.exclusive(async () => {
      const text = await journal.read();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await journal.replace(text.replace('old', 'new'));
    });
    const appended = journal.append('later\n');
    await Promise.all([replaced, appended]);
    expect(await readFile(file, 'utf8')).toBe('new\nlater\n');
  });

  it('creates the outbox readable by its owner only, and a compaction keeps the mode an operator set', async () => {
    const file = path.join(dir, 'new', 'outbox.jsonl');
    const mode = async () => (await stat(file)).mode & 0o777;
    const journal = createJournal(file);
    await journal.append('{"n":1}\n');
    expect(await mode()).toBe(0o600);
    await journal.exclusive(() => journal.replace('{"n":2}\n'));
    expect(await mode()).toBe(0o600);
    await chmod(file, 0o640);
    await journal.exclusive(() => journal.replace('{"n":3}\n'));
    expect(await mode()).toBe(0o640);

    const fresh = path.join(dir, 'fresh.jsonl');
    await createJournal(fresh).exclusive(() => createJournal(fresh).replace('{"n":1}\n'));
    expect((await stat(fresh)).mode & 0o777).toBe(0o600);
  });

  it('removes the temp files of compactions that died, and nothing else', async () => {
    const file = path.join(dir, 'outbox.jsonl');
    const names = ['outbox.jsonl', 'outbox.jsonl.4711.tmp', 'outbox.jsonl.1.tmp', 'outbox.jsonl.damaged', 'outbox.jsonl.x.tmp', 'other.jsonl.4711.tmp'];
    for (const name of names) await writeFile(path.join(dir, name), '{}\n');
    const journal = createJournal(file);
    await journal.exclusive(() => journal.removeStaleTemps());
    expect((await readdir(dir)).sort()).toEqual(['other.jsonl.4711.tmp', 'outbox.jsonl', 'outbox.jsonl.damaged', 'outbox.jsonl.x.tmp']);
  });
});
