/**
 * @jest-environment node
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appendToOutbox, OutboxUnavailableError } from '@/lib/outbox';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe('appendToOutbox', () => {
  it('creates missing folders and appends one intact line per record, in order, however many arrive at once', async () => {
    const file = path.join(dir, 'a', 'b', 'outbox.jsonl');
    await Promise.all(Array.from({ length: 50 }, (_, n) => appendToOutbox(file, { n, text: '<b>"x"</b>\n' })));
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { n: number }).n)).toEqual(Array.from({ length: 50 }, (_, n) => n));
  });

  it.each([
    ['a full disk', '/dev/full'],
    ['a folder that cannot be created', '/proc/codingstars/outbox.jsonl'],
  ])('fails fast on %s, naming only the error code, and keeps taking later writes', async (_, file) => {
    const failed = appendToOutbox(file, { n: 1 });
    await expect(failed).rejects.toThrow(OutboxUnavailableError);
    await expect(failed).rejects.toThrow(/^Posteingang nicht beschreibbar \(E[A-Z]+\)$/);
    const good = path.join(dir, 'outbox.jsonl');
    await appendToOutbox(good, { n: 2 });
    expect(await readFile(good, 'utf8')).toBe('{"n":2}\n');
  }, 5000);
});
