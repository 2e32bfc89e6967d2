import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export class OutboxUnavailableError extends Error {}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Appends one enquiry as one JSON line. Writes go through a single in-process queue and each line is one
 * append call, so concurrent requests never interleave or lose a line.
 */
export function appendToOutbox(file: string, record: unknown): Promise<void> {
  const line = `${JSON.stringify(record)}\n`;
  const write = queue.then(async () => {
    try {
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
      await appendFile(file, line, { encoding: 'utf8', flag: 'a' });
    } catch (cause) {
      throw new OutboxUnavailableError(`Posteingang nicht beschreibbar: ${(cause as Error).message}`);
    }
  });
  // Keep the queue alive after a failed write.
  queue = write.catch(() => undefined);
  return write;
}
