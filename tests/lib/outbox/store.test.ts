/**
 * @jest-environment node
 */
import fs, { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOutboxStore, type OutboxStore } from '@/lib/outbox/store';

const DAY_MS = 24 * 60 * 60 * 1000;
const params = (n: number) => ({ first_name: 'Anna', email: `eltern${n}@beispiel.de`, request_type: '/contact' });

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-'));
  file = path.join(dir, 'outbox.jsonl');
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
const opened: OutboxStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) store.close();
  await rm(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

/** A store of `file` that has loaded it, as after a restart: the stores opened before are closed. */
async function reopened(at = file) {
  for (const store of opened.splice(0)) store.close();
  const store = createOutboxStore(at);
  opened.push(store);
  await store.load();
  return store;
}

const lines = async () => (await readFile(file, 'utf8')).split('\n').filter(Boolean);

describe('createOutboxStore', () => {
  it('writes each entry as one line with its state, and state lines after it; a reopened store folds them', async () => {
    const store = await reopened();
    const first = await store.accept({ templateId: 'enquiry_default', params: params(1) }, 'pending');
    const second = await store.accept({ templateId: 'booking', params: params(2) }, 'pending');
    await store.update(first.id, { state: 'pending', attempts: 1, lastError: 'EMESSAGE: 451 später', updatedAt: 'x' });
    await store.update(first.id, { state: 'delivered', attempts: 2, updatedAt: 'y' });
    expect(await lines()).toHaveLength(4);

    const again = await reopened();
    expect(again.pending().map((record) => record.id)).toEqual([second.id]);
    expect(again.counts()).toEqual({ stored: 0, pending: 1, delivered: 1, failed: 0 });
    // The delivery replaced the earlier error.
    await again.compact(180);
    const folded = (await lines()).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(folded).toEqual([
      { ...first, state: 'delivered', attempts: 2, updatedAt: 'y' },
      { ...second, state: 'pending', attempts: 0 },
    ]);
  });

  it('reads lines from before the relay (no id, no state) as stored, and skips a torn last line', async () => {
    await writeFile(file, '{"receivedAt":"2026-01-02T10:00:00.000Z","templateId":"enquiry_default","params":{"first_name":"Alt"}}\n{"id":"x","rec');
    const store = await reopened();
    expect(store.counts()).toEqual({ stored: 1, pending: 0, delivered: 0, failed: 0 });
    await store.accept({ templateId: 'enquiry_default', params: params(1) }, 'stored');
    expect((await reopened()).counts().stored).toBe(2);
  });

  it('copies unreadable lines from inside the file to <file>.damaged before a compaction drops them, once each', async () => {
    const entry = (id: string) => JSON.stringify({ id, receivedAt: new Date().toISOString(), templateId: 'enquiry_default', params: params(1) });
    const broken = '{"id":"b","receivedAt":"2026-11-20T10:00:00.000Z","templateId":"enquiry_default","params":{"first_name":"Be\u0000';
    const stray = '{"hello":"world"}';
    await writeFile(file, [entry('a'), broken, stray, entry('c'), '{"id":"d","rec'].join('\n'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const store = await reopened();
    await store.compact(180);
    expect((await lines()).map((line) => (JSON.parse(line) as { id: string }).id)).toEqual(['a', 'c']);
    // The torn last line was never confirmed to anyone; the two inside the file may be real enquiries.
    expect(await readFile(`${file}.damaged`, 'utf8')).toBe(`${broken}\n${stray}\n`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`2 unlesbare Zeile(n) gesichert in ${file}.damaged`));

    // The same line again (a copy of an old file put back) is not saved twice.
    await writeFile(file, `${broken}\n${entry('e')}\n`);
    await (await reopened()).compact(180);
    expect(await readFile(`${file}.damaged`, 'utf8')).toBe(`${broken}\n${stray}\n`);
    expect((await lines()).map((line) => (JSON.parse(line) as { id: string }).id)).toEqual(['e']);
  });

  it('keeps the outbox as it is when the unreadable lines cannot be saved', async () => {
    const text = `{"id":"a","receivedAt":"${new Date().toISOString()}","templateId":"t","params":{}}\nkaputt\n`;
    await writeFile(file, text);
    // A folder where <file>.damaged should be: the copy fails, so the compaction must not drop the line.
    await mkdir(`${file}.damaged`);
    const store = await reopened();
    await expect(store.compact(180)).rejects.toThrow();
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('drops entries past the retention in one atomic rewrite and loses no entry accepted meanwhile', async () => {
    const old = new Date(Date.now() - 200 * DAY_MS).toISOString();
    const young = new Date(Date.now() - 100 * DAY_MS).toISOString();
    await writeFile(
      file,
      [
        { id: 'old', receivedAt: old, templateId: 'enquiry_default', params: params(0), state: 'delivered', attempts: 1 },
        { id: 'young', receivedAt: young, templateId: 'enquiry_default', params: params(0), state: 'pending', attempts: 0 },
        { id: 'young', state: 'failed', attempts: 30, lastError: 'ECONNECTION: refused' },
      ]
        .map((line) => `${JSON.stringify(line)}\n`)
        .join(''),
    );
    const store = await reopened();
    const during = Array.from({ length: 100 }, (_, n) => store.accept({ templateId: 'enquiry_default', params: params(n) }, 'stored'));
    const [{ removed }] = await Promise.all([store.compact(180), ...during]);
    expect(removed).toBe(1);

    const after = await reopened();
    expect(after.counts()).toEqual({ stored: 100, pending: 0, delivered: 0, failed: 1 });
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain('"old"');
    expect(text).toContain('"lastError":"ECONNECTION: refused"');
    expect(await lines()).toHaveLength(101);
  });

  it('keeps a file it could not read, rather than rewriting it from nothing', async () => {
    const text = '{"id":"a","receivedAt":"2026-01-01T00:00:00.000Z","templateId":"t","params":{}}\n';
    await writeFile(file, text);
    const realOpen = fs.open;
    // A disk error while reading (root reads any file, so EACCES cannot stand in for it).
    jest.spyOn(fs, 'open').mockImplementation((target, ...rest) =>
      target === file && rest[0] === 'r' ? Promise.reject(Object.assign(new Error('EIO'), { code: 'EIO' })) : realOpen(target, ...rest),
    );
    const store = await reopened();
    await expect(store.compact(1)).rejects.toThrow('Posteingang nicht gelesen');
    expect(await readFile(file, 'utf8')).toBe(text);
  });

  it('says whether the outbox takes writes: yes in a folder, no on a full disk or where no file can be created', async () => {
    expect(await (await reopened()).writable()).toBe(true);
    expect(await (await reopened('/dev/full')).writable()).toBe(false);
    const unwritable = await reopened(path.join(file, 'not-a-folder.jsonl'));
    expect(await unwritable.writable()).toBe(false);
    await expect(unwritable.accept({ templateId: 't', params: params(1) }, 'stored')).rejects.toThrow(/^Posteingang nicht beschreibbar \(ENOTDIR\)$/);
    await expect(unwritable.compact(1)).rejects.toThrow(/ENOTDIR/);
  });
});
