import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

export class OutboxUnavailableError extends Error {
  override name = 'OutboxUnavailableError';
}

/** By name, not instanceof: the service may come from another bundle's copy of this module (see service.ts). */
export const isOutboxUnavailable = (error: unknown): error is OutboxUnavailableError =>
  error instanceof Error && error.name === 'OutboxUnavailableError';

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code ?? 'UNKNOWN';

/** Makes a new or renamed file's directory entry durable; some file systems refuse, which costs nothing here. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => undefined);
  await handle?.sync().catch(() => undefined);
  await handle?.close();
}

/**
 * Creates a folder and its missing parents one level at a time. Not `mkdir({ recursive: true })`: on Node 20 that
 * loops forever for a folder that cannot be created (e.g. under /proc), and the queue below would hang with it.
 */
export async function ensureDir(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return;
    const parent = path.dirname(dir);
    if (codeOf(error) !== 'ENOENT' || parent === dir) throw error;
    await ensureDir(parent);
    try {
      await mkdir(dir);
    } catch (retry) {
      if (codeOf(retry) !== 'EEXIST') throw retry;
      return;
    }
  }
  // The new folder's entry must reach the disk too, or a power cut could lose it with the outbox inside.
  await syncDir(path.dirname(dir));
}

/** Enquiries are personal data: files of the outbox are readable by the server's user only. */
export const FILE_MODE = 0o600;

interface Waiter {
  text: string;
  resolve: () => void;
  reject: (error: Error) => void;
}

export interface Journal {
  /** Appends text (whole lines) and resolves once it is on disk (fsync). */
  append(text: string): Promise<void>;
  /** Runs `task` with no write in between: nothing is appended while it reads or replaces the file. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** The file's text; '' when it does not exist or is no regular file (/dev/full reads zeros forever). */
  read(): Promise<string>;
  /** Replaces the whole file atomically (temp file, fsync, rename); only a regular file. Call inside `exclusive`. */
  replace(text: string): Promise<void>;
  /** Whether the last write succeeded, and when. */
  lastWrite(): { ok: boolean; at: number };
  /** Deletes the temp files of compactions that died with their process. Call inside `exclusive`, at start. */
  removeStaleTemps(): Promise<void>;
}

/**
 * An append-only file written through one in-process queue with group commit: every line that arrives while a write
 * is on disk goes out in the next single write and fsync, so 50 parallel enquiries pay a few fsyncs, not 50, and
 * concurrent requests never interleave or lose a line. A failure names only the error code: the answer goes to the
 * browser, the file path stays in the server log.
 */
export function createJournal(file: string): Journal {
  const target = path.resolve(file);
  let chain: Promise<unknown> = Promise.resolve();
  let waiting: Waiter[] = [];
  let flushQueued = false;
  // A failed write may have left half a line; the next write starts on a fresh line so it cannot glue onto it.
  let torn = false;
  let last = { ok: true, at: 0 };

  async function openForAppend(): Promise<FileHandle> {
    return open(target, 'a', FILE_MODE).catch(async (error: unknown) => {
      if (codeOf(error) !== 'ENOENT') throw error;
      await ensureDir(path.dirname(target));
      return open(target, 'a', FILE_MODE);
    });
  }

  async function write(text: string): Promise<void> {
    const handle = await openForAppend();
    try {
      const created = (await handle.stat()).size === 0;
      torn = true;
      await handle.appendFile(text, 'utf8');
      await handle.datasync();
      torn = false;
      if (created) await syncDir(path.dirname(target));
    } finally {
      await handle.close();
    }
  }

  async function flush(): Promise<void> {
    flushQueued = false;
    const batch = waiting;
    waiting = [];
    try {
      await write(`${torn ? '\n' : ''}${batch.map((waiter) => waiter.text).join('')}`);
      last = { ok: true, at: Date.now() };
      for (const waiter of batch) waiter.resolve();
    } catch (cause) {
      last = { ok: false, at: Date.now() };
      console.error('Posteingang nicht beschreibbar', cause);
      const error = new OutboxUnavailableError(`Posteingang nicht beschreibbar (${codeOf(cause)})`);
      for (const waiter of batch) waiter.reject(error);
    }
  }

  function exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = chain.then(task);
    // Keep the queue alive after a failed task.
    chain = run.catch(() => undefined);
    return run;
  }

  return {
    append(text) {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ text, resolve, reject });
        if (!flushQueued) {
          flushQueued = true;
          void exclusive(flush);
        }
      });
    },
    exclusive,
    async read() {
      const info = await stat(target).catch((error: unknown) => {
        if (codeOf(error) === 'ENOENT') return undefined;
        throw error;
      });
      if (!info?.isFile()) return '';
      const handle = await open(target, 'r');
      try {
        const text = await handle.readFile('utf8');
        // A crash in the middle of a write leaves the last line unfinished.
        torn ||= text !== '' && !text.endsWith('\n');
        return text;
      } finally {
        await handle.close();
      }
    },
    async replace(text) {
      const info = await stat(target).catch(() => undefined);
      // Never rename over a device (OUTBOX_PATH=/dev/full) and never create a file just to leave it empty.
      if (info ? !info.isFile() : text === '') return;
      const temp = `${target}.${process.pid}.tmp`;
      try {
        const handle = await open(temp, 'w', FILE_MODE);
        try {
          // The rewrite keeps whatever mode the operator gave the file.
          if (info) await handle.chmod(info.mode & 0o7777);
          await handle.writeFile(text, 'utf8');
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      torn = false;
      last = { ok: true, at: Date.now() };
      await syncDir(path.dirname(target));
    },
    lastWrite: () => last,
    async removeStaleTemps() {
      const dir = path.dirname(target);
      const prefix = `${path.basename(target)}.`;
      const names = await readdir(dir).catch(() => [] as string[]);
      const temps = names.filter((name) => name.startsWith(prefix) && /^\d+\.tmp$/.test(name.slice(prefix.length)));
      await Promise.all(temps.map((name) => rm(path.join(dir, name), { force: true })));
    },
  };
}
