import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export class OutboxUnavailableError extends Error {}

let queue: Promise<unknown> = Promise.resolve();

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code ?? 'UNKNOWN';

/**
 * Creates a folder and its missing parents one level at a time. Not `mkdir({ recursive: true })`: on Node 20 that
 * loops forever for a folder that cannot be created (e.g. under /proc), and the queue below would hang with it.
 */
async function ensureDir(dir: string): Promise<void> {
  try {
    await mkdir(dir);
  } catch (error) {
    if (codeOf(error) === 'EEXIST') return;
    const parent = path.dirname(dir);
    if (codeOf(error) !== 'ENOENT' || parent === dir) throw error;
    await ensureDir(parent);
    await mkdir(dir).catch((retry: unknown) => {
      if (codeOf(retry) !== 'EEXIST') throw retry;
    });
  }
}

/**
 * Appends one enquiry as one JSON line. Writes go through a single in-process queue and each line is one
 * append call, so concurrent requests never interleave or lose a line. A failure names only the error code:
 * the answer goes to the browser, the file path stays in the server log.
 */
export function appendToOutbox(file: string, record: unknown): Promise<void> {
  const line = `${JSON.stringify(record)}\n`;
  const target = path.resolve(file);
  const append = () => appendFile(target, line, { encoding: 'utf8', flag: 'a' });
  const write = queue.then(async () => {
    try {
      await append().catch(async (error: unknown) => {
        if (codeOf(error) !== 'ENOENT') throw error;
        await ensureDir(path.dirname(target));
        await append();
      });
    } catch (cause) {
      console.error('Posteingang nicht beschreibbar', cause);
      throw new OutboxUnavailableError(`Posteingang nicht beschreibbar (${codeOf(cause)})`);
    }
  });
  // Keep the queue alive after a failed write.
  queue = write.catch(() => undefined);
  return write;
}
