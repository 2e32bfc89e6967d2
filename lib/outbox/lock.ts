import { readFileSync, unlinkSync } from 'node:fs';
import { link, open, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureDir, FILE_MODE } from './journal';
import { lockPath } from './log.mjs';

/** The outbox locks this process holds, on globalThis: Next bundles this module more than once (see service.ts). */
const HELD = Symbol.for('codingstars.outbox-locks');
const held = ((globalThis as typeof globalThis & { [HELD]?: Set<string> })[HELD] ??= new Set<string>());

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

const pidIn = (text: string) => Number.parseInt(text, 10);

/** Whether a process with this id runs; EPERM means it does, under another user. */
function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return codeOf(error) === 'EPERM';
  }
}

/** The holder of a lock file, or undefined when it is stale: no such process, or our own id from an earlier life. */
function holderOf(file: string, pid: number): number | undefined {
  // In a container the server often gets the same pid after every restart: our pid on a lock we did not take is stale.
  if (pid === process.pid) return held.has(file) ? pid : undefined;
  return alive(pid) ? pid : undefined;
}

function releaseSync(file: string): void {
  if (!held.delete(file)) return;
  try {
    if (pidIn(readFileSync(file, 'utf8')) === process.pid) unlinkSync(file);
  } catch {
    // Gone already.
  }
}

let exitHook = false;

/** Creates the lock file with our pid in it, unless it exists; false when it does. */
async function create(file: string): Promise<boolean> {
  // Written aside and linked into place, so no one ever reads a lock file before the pid is in it.
  const mine = `${file}.${process.pid}.new`;
  await writeFile(mine, `${process.pid}\n`, { mode: FILE_MODE });
  try {
    await link(mine, file);
    return true;
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return false;
    // A file system without hard links (some network or FAT mounts): create it in place instead.
    const handle = await open(file, 'wx', FILE_MODE).catch((again: unknown) => {
      if (codeOf(again) === 'EEXIST') return undefined;
      throw again;
    });
    if (!handle) return false;
    await handle.writeFile(`${process.pid}\n`, 'utf8').finally(() => handle.close());
    return true;
  } finally {
    await unlink(mine).catch(() => undefined);
  }
}

/**
 * Moves a stale lock out of the way. By renaming it first and reading what was renamed: if another process broke the
 * same stale lock and took the outbox in between, its fresh lock is put back (link fails rather than overwrite).
 */
async function breakStale(file: string, staleText: string): Promise<void> {
  const aside = `${file}.${process.pid}.stale`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  if ((await readFile(aside, 'utf8').catch(() => '')) !== staleText) await link(aside, file).catch(() => undefined);
  await unlink(aside);
}

export type LockResult = { held: true; release: () => void } | { held: false; holder: number };

/**
 * Takes `<outbox>.lock` for this process: created only if absent and holding the pid, released when the process exits.
 * `held: false` names the live process that has it. Throws when the lock file cannot be created at all (the folder is
 * missing or read-only), which the caller reports like any outbox that cannot be written.
 */
export async function lockOutbox(outbox: string): Promise<LockResult> {
  const file = lockPath(path.resolve(outbox));
  if (held.has(file)) return { held: false, holder: process.pid };
  await ensureDir(path.dirname(file));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const taken = await create(file);
    if (taken) {
      held.add(file);
      if (!exitHook) {
        exitHook = true;
        process.once('exit', () => [...held].forEach(releaseSync));
      }
      return { held: true, release: () => releaseSync(file) };
    }
    const text = await readFile(file, 'utf8').catch(() => '');
    const holder = holderOf(file, pidIn(text));
    if (holder !== undefined) return { held: false, holder };
    await breakStale(file, text);
  }
  // Three rounds lost to other processes starting at the same moment: one of them has it now.
  return { held: false, holder: pidIn(await readFile(file, 'utf8').catch(() => '')) || 0 };
}
