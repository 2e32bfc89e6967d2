/**
 * Room lib/offer: the offer as records the team edits in /intern/angebot: runs, the lesson calendar, positions, promotion.
 * Used by the pages with dates (/ferienkurse, /python, /jobs, /promo), the calendar, SEO and the checks.
 */

import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '@/lib/db';
import type { Database } from '@/lib/db/schema';
import { recordSchemas, type Offer, type OfferRecord, type RecordData, type RecordKind } from './records';
import { seedRecords } from './seed';
import { offerFrom } from './snapshot';

/**
 * The offer's records in the site's database: loaded whole (a few hundred rows at most), saved one at a time with
 * its version checked, every change kept with who, when, before and after. Every save moves the one revision in
 * `offer_state`, which each instance polls (lib/offer/watch.ts).
 */

/** Who saved a record the form's version did not know: the save is refused and the form shows this. */
export interface Conflict<K extends RecordKind = RecordKind> {
  current: OfferRecord<K> | null;
}

export type SaveResult<K extends RecordKind = RecordKind> =
  | { ok: true; record: OfferRecord<K>; revision: number }
  | { ok: false; conflict: Conflict<K> };

export type RemoveResult = { ok: true; revision: number } | { ok: false; conflict: Conflict };

export interface OfferChange {
  id: string;
  revision: number;
  at: string;
  by: string;
  kind: RecordKind;
  key: string;
  before: unknown;
  after: unknown;
  note: string | null;
}

export interface OfferStore {
  /** Seeds a new database from content/ once (the first instance to get there does it) and returns the offer. */
  load(): Promise<Offer>;
  /** The revision alone: what the instances poll. */
  revision(): Promise<number>;
  records<K extends RecordKind>(kind: K): Promise<OfferRecord<K>[]>;
  record<K extends RecordKind>(kind: K, key: string): Promise<OfferRecord<K> | null>;
  /**
   * Saves a record: `version` is the one the form was made from (null for a new record). A save based on another
   * version changes nothing and returns who saved last.
   */
  save<K extends RecordKind>(input: { kind: K; key?: string; data: RecordData<K>; version: number | null; by: string; note?: string }): Promise<SaveResult<K>>;
  remove(input: { kind: RecordKind; key: string; version: number; by: string; note?: string }): Promise<RemoveResult>;
  /** The newest changes first; of one kind, or of one record. */
  history(filter: { kind?: RecordKind | readonly RecordKind[]; key?: string; limit?: number }): Promise<OfferChange[]>;
}

type Row = Database['offer_records'];

function parsed<K extends RecordKind>(row: Row): OfferRecord<K> {
  const kind = row.kind as K;
  return {
    kind,
    key: row.key,
    data: recordSchemas[kind].parse(JSON.parse(row.data)) as RecordData<K>,
    version: Number(row.version),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

class VersionConflict extends Error {
  constructor(readonly current: OfferRecord | null) {
    super('offer record changed meanwhile');
  }
}

const SEEDED_BY = 'content/';

/** The PostgreSQL channel every save notifies, so the other instances need not wait for their next poll. */
export const OFFER_CHANNEL = 'offer_changed';

export function createOfferStore(db: Db): OfferStore {
  const { kysely } = db;

  async function seed(): Promise<void> {
    const now = new Date().toISOString();
    await kysely.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('offer_state')
        .values({ id: 1, revision: 1, seeded_at: now })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      // Another instance seeded first (on PostgreSQL this insert waited for its commit).
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
      const rows = seedRecords().map((record) => ({
        kind: record.kind,
        key: record.key,
        data: JSON.stringify(record.data),
        version: 1,
        updated_at: now,
        updated_by: SEEDED_BY,
      }));
      for (let i = 0; i < rows.length; i += 100) await trx.insertInto('offer_records').values(rows.slice(i, i + 100)).execute();
    });
  }

  async function nextRevision(trx: Transaction<Database>): Promise<number> {
    // One row for every save: the update takes its lock, so saves on two instances follow one another.
    const row = await trx.updateTable('offer_state').set((eb) => ({ revision: eb('revision', '+', 1) })).where('id', '=', 1).returning('revision').executeTakeFirstOrThrow();
    // PostgreSQL tells the listening instances at commit (lib/offer/watch.ts); a rollback tells no one.
    if (db.kind === 'postgres') await sql`select pg_notify(${OFFER_CHANNEL}, ${String(row.revision)})`.execute(trx);
    return Number(row.revision);
  }

  async function currentOn(trx: Transaction<Database>, kind: RecordKind, key: string): Promise<Row | undefined> {
    return trx.selectFrom('offer_records').selectAll().where('kind', '=', kind).where('key', '=', key).executeTakeFirst();
  }

  async function logChange(
    trx: Transaction<Database>,
    change: { revision: number; at: string; by: string; kind: RecordKind; key: string; before: string | null; after: string | null; note?: string },
  ) {
    await trx
      .insertInto('offer_changes')
      .values({ id: randomUUID(), ...change, note: change.note ?? null })
      .execute();
  }

  const store: OfferStore = {
    async load() {
      let state = await kysely.selectFrom('offer_state').select('revision').where('id', '=', 1).executeTakeFirst();
      if (!state) {
        await seed();
        state = await kysely.selectFrom('offer_state').select('revision').where('id', '=', 1).executeTakeFirstOrThrow();
      }
      const rows = await kysely.selectFrom('offer_records').selectAll().orderBy('kind').orderBy('key').execute();
      return offerFrom(
        rows.map((row) => ({ ...parsed(row), updatedAt: row.updated_by === SEEDED_BY ? undefined : row.updated_at })),
        Number(state.revision),
      );
    },

    async revision() {
      const state = await kysely.selectFrom('offer_state').select('revision').where('id', '=', 1).executeTakeFirst();
      return Number(state?.revision ?? 0);
    },

    async records(kind) {
      const rows = await kysely.selectFrom('offer_records').selectAll().where('kind', '=', kind).orderBy('key').execute();
      return rows.map((row) => parsed(row));
    },

    async record(kind, key) {
      const row = await kysely.selectFrom('offer_records').selectAll().where('kind', '=', kind).where('key', '=', key).executeTakeFirst();
      return row ? parsed(row) : null;
    },

    async save({ kind, key: givenKey, data, version, by, note }) {
      const checked = recordSchemas[kind].parse(data) as RecordData<typeof kind>;
      const key = givenKey ?? `${kind === 'holiday-run' ? (checked as RecordData<'holiday-run'>).course : kind}-${randomUUID().slice(0, 8)}`;
      const at = new Date().toISOString();
      try {
        return await kysely.transaction().execute(async (trx) => {
          const revision = await nextRevision(trx);
          const current = await currentOn(trx, kind, key);
          if ((current ? Number(current.version) : null) !== version) throw new VersionConflict(current ? parsed(current) : null);
          const json = JSON.stringify(checked);
          const row: Row = { kind, key, data: json, version: (version ?? 0) + 1, updated_at: at, updated_by: by };
          if (current) {
            await trx.updateTable('offer_records').set(row).where('kind', '=', kind).where('key', '=', key).execute();
          } else {
            await trx.insertInto('offer_records').values(row).execute();
          }
          await logChange(trx, { revision, at, by, kind, key, before: current?.data ?? null, after: json, note });
          return { ok: true as const, record: parsed<typeof kind>(row), revision };
        });
      } catch (error) {
        if (error instanceof VersionConflict) return { ok: false, conflict: { current: error.current as OfferRecord<typeof kind> | null } };
        throw error;
      }
    },

    async remove({ kind, key, version, by, note }) {
      const at = new Date().toISOString();
      try {
        return await kysely.transaction().execute(async (trx) => {
          const revision = await nextRevision(trx);
          const current = await currentOn(trx, kind, key);
          if (!current || Number(current.version) !== version) throw new VersionConflict(current ? parsed(current) : null);
          await trx.deleteFrom('offer_records').where('kind', '=', kind).where('key', '=', key).execute();
          await logChange(trx, { revision, at, by, kind, key, before: current.data, after: null, note });
          return { ok: true as const, revision };
        });
      } catch (error) {
        if (error instanceof VersionConflict) return { ok: false, conflict: { current: error.current } };
        throw error;
      }
    },

    async history({ kind, key, limit = 50 }) {
      let query = kysely.selectFrom('offer_changes').selectAll();
      if (typeof kind === 'string') query = query.where('kind', '=', kind);
      else if (kind) query = query.where('kind', 'in', [...kind]);
      if (key) query = query.where('key', '=', key);
      const rows = await query.orderBy('revision', 'desc').limit(limit).execute();
      return rows.map((row) => ({
        id: row.id,
        revision: Number(row.revision),
        at: row.at,
        by: row.by,
        kind: row.kind as RecordKind,
        key: row.key,
        before: row.before === null ? null : JSON.parse(row.before),
        after: row.after === null ? null : JSON.parse(row.after),
        note: row.note,
      }));
    },
  };
  return store;
}
