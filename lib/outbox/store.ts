import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { createJournal, OutboxUnavailableError } from './journal';
import { lockOutbox } from './lock';
import { damagedPath, entryLine, readOutbox, stateLine, type DeliveryState, type DeliveryStatus, type OutboxRecord } from './log.mjs';

export type { DeliveryState, DeliveryStatus, OutboxRecord };

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a successful write vouches for the outbox before a health check writes again to find out. */
const PROOF_MS = 30_000;

export interface OutboxStore {
  /**
   * Takes the outbox for this process (`<file>.lock`, lib/outbox/lock.ts) and reads it once; everything after that is
   * kept in memory and appended. Resolves whether this store owns the outbox now; while it does not, call it again.
   */
  load(): Promise<boolean>;
  owned(): boolean;
  /** The pid of the other server process that holds the outbox, while one does. */
  heldBy(): number | undefined;
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
  /** Gives the outbox up for another store or process (tests, a stopped service); exiting the process does it too. */
  close(): void;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code ?? 'UNKNOWN';

/**
 * The durable queue of enquiries in one JSON-lines file (format: lib/outbox/log.mjs). One process per file: a second
 * one would lose the first one's appends in its compaction, so it writes nothing until it holds the lock.
 */
export function createOutboxStore(file: string): OutboxStore {
  const journal = createJournal(file);
  const records = new Map<string, OutboxRecord>();
  let lock: { release: () => void } | undefined;
  let owned = false;
  let holder: number | undefined;
  // Why this store may not write: another process holds the outbox, or the lock file cannot be created.
  let refusal: OutboxUnavailableError = new OutboxUnavailableError('Posteingang nicht geöffnet');
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

  /** Takes the lock; a device (OUTBOX_PATH=/dev/full) is never rewritten, so it needs none. */
  async function take(): Promise<boolean> {
    const info = await stat(file).catch(() => undefined);
    if (info && !info.isFile()) return true;
    try {
      const result = await lockOutbox(file);
      if (result.held) {
        lock = result;
        return true;
      }
      if (holder !== result.holder) {
        console.error(
          `Posteingang ${file} gehört dem Serverprozess ${result.holder}: Dieser Prozess nimmt keine Anfragen an (503), bis er ihn übernehmen kann. ` +
            `(Outbox locked by server process ${result.holder}; this one answers 503 until it can take it over.)`,
        );
      }
      holder = result.holder;
      refusal = new OutboxUnavailableError('Posteingang von einem anderen Serverprozess belegt');
    } catch (error) {
      holder = undefined;
      if (refusal.message !== `Posteingang nicht beschreibbar (${codeOf(error)})`) console.error('Posteingang nicht beschreibbar', error);
      refusal = new OutboxUnavailableError(`Posteingang nicht beschreibbar (${codeOf(error)})`);
    }
    return false;
  }

  return {
    load: async () =>
      owned ||
      journal.exclusive(async () => {
        if (owned) return true;
        if (!(await take())) return false;
        owned = true;
        holder = undefined;
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
        return true;
      }),

    owned: () => owned,
    heldBy: () => holder,

    async accept({ templateId, params }, state) {
      if (!owned) throw refusal;
      const record: OutboxRecord = { id: randomUUID(), receivedAt: new Date().toISOString(), templateId, params, state, attempts: 0 };
      await journal.append(entryLine(record));
      records.set(record.id, record);
      return record;
    },

    async update(id, status) {
      const record = records.get(id);
      if (!record || !owned) return;
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
        if (!owned) throw refusal;
        // Rewriting from memory after a failed load would erase what could not be read.
        if (!loaded) throw new Error('Posteingang nicht gelesen: nicht aufgeräumt');
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
      if (!owned) return false;
      const last = journal.lastWrite();
      if (last.ok && Date.now() - last.at < PROOF_MS) return true;
      return journal.append('\n').then(
        () => true,
        () => false,
      );
    },

    close() {
      lock?.release();
      lock = undefined;
      owned = false;
      loaded = false;
      records.clear();
    },
  };
}
