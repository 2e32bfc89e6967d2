// Adds this process's counts to the database: at most once a minute (PAGE_VIEW_FLUSH_MS), and once more when the
// server stops gracefully (SIGTERM/SIGINT, after the last request has been answered; server.mjs). Only the flush
// touches the database, on its timer; a request only adds to the tally in memory.
//
// What can be lost: a process killed without a graceful stop (SIGKILL, a crash, power) loses what it counted since
// its last flush, at most one interval. A database that is away keeps the counts in memory until it is back (up to
// the tally's MAX_KEYS different keys; views under new keys beyond that are dropped and the number logged), and a
// graceful stop during the outage loses them. This timer is no job of the one queue (STYLE.md, 12): what it writes
// lives in this process's memory only, so there is nothing a restart could pick up again.
//
// On SQLite the flush is one transaction whose statements follow each other without waiting for anything else, so it
// never holds the file's write lock while another connection of this process (the delivery service's) waits for it:
// node:sqlite waits for a lock synchronously, and such a wait would stall the whole process.
import type { Db } from '../db/connect.ts';
import { addCounts } from './store.ts';
import type { Tally } from './tally.ts';

export interface Recorder {
  /** Adds what was counted since the last flush; on failure keeps it for the next one. One flush at a time. */
  flush(): Promise<void>;
  /** Stops the timer, flushes a last time (waiting at most `finalFlushMs`), closes the database. */
  stop(): Promise<void>;
}

export interface RecorderOptions {
  tally: Tally;
  /** Opens the database (migrated) on the first flush, and again after it failed to open. */
  open: () => Promise<Db>;
  intervalMs: number;
  finalFlushMs?: number;
  log?: Pick<Console, 'log' | 'error'>;
}

const countOf = (batch: ReturnType<Tally['take']>) =>
  batch.views.reduce((sum, row) => sum + row.views, 0) + batch.events.reduce((sum, row) => sum + row.count, 0);

export function startRecorder({ tally, open, intervalMs, finalFlushMs = 5000, log = console }: RecorderOptions): Recorder {
  let db: Db | undefined;
  let running: Promise<void> | undefined;
  let failing = false;

  async function write() {
    const dropped = tally.takeDropped();
    if (dropped > 0) log.error(`Zahlen: ${dropped} Aufrufe nicht gezählt, der Speicher für Zähler war voll (Datenbank zu lange nicht erreichbar).`);
    const batch = tally.take();
    if (batch.views.length === 0 && batch.events.length === 0) return;
    try {
      db ??= await open();
      await addCounts(db, batch);
      if (failing) log.log('Zahlen: Datenbank wieder erreichbar, die Zähler sind gespeichert.');
      failing = false;
    } catch (error) {
      tally.restore(batch);
      // Once per outage, not once a minute.
      if (!failing) log.error(`Zahlen: Datenbank nicht erreichbar, ${countOf(batch)} Aufrufe bleiben im Speicher für den nächsten Versuch.`, error);
      failing = true;
    }
  }

  function flush(): Promise<void> {
    running ??= write().finally(() => (running = undefined));
    return running;
  }

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    flush,
    async stop() {
      clearInterval(timer);
      await running;
      let late: ReturnType<typeof setTimeout> | undefined;
      const done = await Promise.race([flush().then(() => true), new Promise<boolean>((resolve) => (late = setTimeout(resolve, finalFlushMs, false)))]);
      clearTimeout(late);
      const left = done ? countOf(tally.take()) : 0;
      if (!done) log.error(`Zahlen: Die letzten Zähler waren nach ${finalFlushMs / 1000} s nicht gespeichert; der Server wird trotzdem beendet.`);
      else if (left > 0) log.error(`Zahlen: ${left} Aufrufe beim Beenden nicht gespeichert (Datenbank nicht erreichbar).`);
      if (done) await db?.close().catch(() => undefined);
    },
  };
}
