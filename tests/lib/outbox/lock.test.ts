/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDeliveryService, type DeliveryService } from '@/lib/outbox/service';
import { createOutboxStore, type OutboxStore } from '@/lib/outbox/store';

const params = (n: number) => ({ first_name: 'Anna', email: `eltern${n}@beispiel.de`, request_type: '/contact' });
const BUSY = /^Posteingang von einem anderen Serverprozess belegt$/;

let dir: string;
let file: string;
const open: { stores: OutboxStore[]; services: DeliveryService[]; children: ChildProcess[] } = { stores: [], services: [], children: [] };
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lock-'));
  file = path.join(dir, 'outbox.jsonl');
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(async () => {
  for (const store of open.stores.splice(0)) store.close();
  await Promise.all(open.services.splice(0).map((service) => service.stop()));
  for (const child of open.children.splice(0)) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

async function store() {
  const created = createOutboxStore(file);
  open.stores.push(created);
  return { store: created, owned: await created.load() };
}

/** Another process on this machine, alive until killed: it stands in for a second server. */
async function otherProcess(): Promise<ChildProcess & { pid: number }> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  open.children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child as ChildProcess & { pid: number };
}

const lockFile = () => `${file}.lock`;

describe('one server process per outbox', () => {
  it('lets a second store write nothing while the first holds the outbox, and take it over once that one closes', async () => {
    const first = await store();
    expect(first.owned).toBe(true);
    await first.store.accept({ templateId: 't', params: params(1) }, 'stored');
    expect(await readFile(lockFile(), 'utf8')).toBe(`${process.pid}\n`);

    const second = await store();
    expect(second.owned).toBe(false);
    expect(second.store.heldBy()).toBe(process.pid);
    await expect(second.store.accept({ templateId: 't', params: params(2) }, 'stored')).rejects.toThrow(BUSY);
    await expect(second.store.compact(0)).rejects.toThrow(BUSY);
    expect(await second.store.writable()).toBe(false);
    expect((await readFile(file, 'utf8')).split('\n').filter(Boolean)).toHaveLength(1);

    first.store.close();
    await expect(readFile(lockFile(), 'utf8')).rejects.toThrow(/ENOENT/);
    expect(await second.store.load()).toBe(true);
    expect(second.store.counts().stored).toBe(1);
    await second.store.accept({ templateId: 't', params: params(2) }, 'stored');
    expect(second.store.counts().stored).toBe(2);
  });

  it.each<[string, boolean, () => Promise<number>]>([
    ['a live process', false, async () => (await otherProcess()).pid],
    [
      'a process that has ended',
      true,
      async () => {
        const child = await otherProcess();
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
        return child.pid;
      },
    ],
    // A container gives the server the same pid after every restart: a lock with ours that we did not take is stale.
    ['this pid, left by an earlier life of it', true, async () => process.pid],
    ['no pid at all', true, async () => Number.NaN],
  ])('treats a lock file of %s as stale: %s', async (_, stale, holder) => {
    const pid = await holder();
    await writeFile(lockFile(), Number.isNaN(pid) ? 'kaputt' : `${pid}\n`);
    const { store: taken, owned } = await store();
    expect(owned).toBe(stale);
    expect(taken.heldBy()).toBe(stale ? undefined : pid);
    expect(await readFile(lockFile(), 'utf8')).toBe(stale ? `${process.pid}\n` : `${pid}\n`);
  });

  it('takes the outbox as soon as the other process has ended', async () => {
    const other = await otherProcess();
    await writeFile(lockFile(), `${other.pid}\n`);
    const { store: waiting, owned } = await store();
    expect(owned).toBe(false);
    other.kill('SIGKILL');
    await new Promise((resolve) => other.once('exit', resolve));
    expect(await waiting.load()).toBe(true);
  });
});

describe('a second delivery service on the same outbox', () => {
  const service = async () => {
    const created = await createDeliveryService({
      delivery: 'store',
      siteUrl: 'https://www.codingstars.de',
      outbox: { path: file, retentionDays: 180, maxAttempts: 10, retryBaseMs: 50 },
      smtp: undefined,
    });
    open.services.push(created);
    return created;
  };

  it('answers 503 with the reason and says "locked" in its health check, then takes over when the first stops', async () => {
    const first = await service();
    await first.accept('enquiry_default', params(1));
    const second = await service();
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`gehört dem Serverprozess ${process.pid}`));
    await expect(second.accept('enquiry_default', params(2))).rejects.toThrow(BUSY);
    expect(await second.health()).toEqual({ status: 503, report: expect.objectContaining({ delivery: 'store', outbox: 'locked' }) });

    await first.stop();
    expect(await second.health()).toEqual({ status: 200, report: expect.objectContaining({ outbox: 'ok' }) });
    await second.accept('enquiry_default', params(2));
    expect((await readFile(file, 'utf8')).split('\n').filter(Boolean)).toHaveLength(2);
  });
});
