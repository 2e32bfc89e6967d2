import { randomUUID } from 'node:crypto';
import { createJournal } from './journal';
import { damagedPath, entryLine, readOutbox, stateLine, type DeliveryState, type DeliveryStatus, type OutboxRecord } from './log.mjs';

export type { DeliveryState, DeliveryStatus, OutboxRecord };

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a successful write vouches for the outbox before a health check writes again to find out. */
const PROOF_MS = 30_000;

export interface OutboxStore {
  /** Reads the file once; everything after that is kept in memory and appended. */
  load(): Promise<void>;
  /** Writes a new entry and resolves once it is on disk: only then may the browser hear 200. */
  accept(enquiry: { templateId: string; params: Record<string, string> }, state: 'pending' | 'stored'): Promise<OutboxRecord>;
  /** Records a delivery outcome; kept in memory even when the disk refuses, so this process never sends twice. */
  update(id: string, status: DeliveryStatus): Promise<void>;
  pending(): OutboxRecord[];
  counts(): Record<DeliveryState, number>;
  /**
   * Drops entries older than the retention and folds state lines into their entries, atomically. Lines it could not
   * read are first copied to `<file>.damaged`, so the rewrite loses none of them.
   */
  compact(retentionDays: number, now?: number): Promise<{ removed: number }>;
  /** Whether the outbox takes writes: a recent write says so, otherwise an empty line is written to find out. */
  writable(): Promise<boolean>;
}

/** The durable queue of enquiries in one JSON-lines file (format: lib/outbox/log.mjs). One process per file. */
export function createOutboxStore(file: string): OutboxStore {
  const journal = createJournal(file);
  const records = new Map<string, OutboxRecord>();
  // Unreadable lines of the file as loaded: in the outbox until the next compaction, which must save them first.
  let unreadable: string[] = [];
  let loaded = false;

  /** Appends the lines not yet in `<file>.damaged` and syncs them; a failure stops the compaction that needs it. */
  async function saveUnreadable(): Promise<void> {
    if (unreadable.length === 0) return;
    const damaged = createJournal(damagedPath(file));
    const kept = new Set((await damaged.read()).split('\n'));
    const fresh = unreadable.filter((line) => !kept.has(line));
    if (fresh.length > 0) await damaged.append(fresh.map((line) => `${line}\n`).join(''));
    console.warn(`Posteingang: ${unreadable.length} unlesbare Zeile(n) gesichert in ${damagedPath(file)}; bitte ansehen.`);
    unreadable = [];
  }

  return {
    load: () =>
      journal.exclusive(async () => {
        try {
          await journal.removeStaleTemps();
          const { records: read, damaged, unreadable: lines } = readOutbox(await journal.read());
          for (const record of read) records.set(record.id, record);
          unreadable = lines;
          if (damaged > lines.length) console.warn('Posteingang: unvollständige letzte Zeile (Absturz beim Schreiben) verworfen');
          loaded = true;
        } catch (error) {
          console.error('Posteingang nicht lesbar', error);
        }
      }),

    async accept({ templateId, params }, state) {
      const record: OutboxRecord = { id: randomUUID(), receivedAt: new Date().toISOString(), templateId, params, state, attempts: 0 };
      await journal.append(entryLine(record));
      records.set(record.id, record);
      return record;
    },

    async update(id, status) {
      const record = records.get(id);
      if (!record) return;
      const { receivedAt, templateId, params } = record;
      records.set(id, { id, receivedAt, templateId, params, ...status });
      await journal.append(stateLine(id, status));
    },

    pending: () => [...records.values()].filter((record) => record.state === 'pending'),

    counts() {
      const counts: Record<DeliveryState, number> = { stored: 0, pending: 0, delivered: 0, failed: 0 };
      for (const record of records.values()) counts[record.state] += 1;
      return counts;
    },

    compact: (retentionDays, now = Date.now()) =>
      journal.exclusive(async () => {
        // Rewriting from memory after a failed load would erase what could not be read.
        if (!loaded) return { removed: 0 };
        await saveUnreadable();
        const cutoff = now - retentionDays * DAY_MS;
        let removed = 0;
        for (const [id, record] of records) {
          if (Date.parse(record.receivedAt) < cutoff) {
            records.delete(id);
            removed += 1;
          }
        }
        await journal.replace([...records.values()].map(entryLine).join(''));
        return { removed };
      }),

    async writable() {
      const last = journal.lastWrite();
      if (last.ok && Date.now() - last.at < PROOF_MS) return true;
      return journal.append('\n').then(
        () => true,
        () => false,
      );
    },
  };
}
