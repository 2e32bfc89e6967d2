import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database, EnquiryTable } from '../db/schema.ts';
import {
  DELIVERY_STATES,
  displayStateOf,
  type DeliveryState,
  type DeliveryStatus,
  type OutboxDisplayState,
  type OutboxRecord,
  type RefusedRecipient,
} from './record.ts';

export type { DeliveryState, DeliveryStatus, OutboxDisplayState, OutboxRecord, RefusedRecipient };

export type OutboxCounts = Record<DeliveryState, number> & { scheduled: number };

/** An entry as the team's outbox page lists it: the record and where it stands for the team. */
export interface OutboxOverviewRow extends OutboxRecord {
  display: OutboxDisplayState;
}

export interface OutboxOverview {
  rows: OutboxOverviewRow[];
  /** How many entries match the filter in all (for paging). */
  total: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();
const count = (value: unknown) => Number(value ?? 0);

export interface OutboxStore {
  /**
   * Inserts one enquiry and resolves once the insert is committed: only then may the browser hear 200. A booking that
   * came through a trial's recommendation names that trial's seat (`trialSignupId`, checked by the caller).
   */
  accept(enquiry: { templateId: string; params: Record<string, string>; trialSignupId?: string }, state: 'pending' | 'stored'): Promise<OutboxRecord>;
  /**
   * Takes the oldest due entry for `owner` until `now + leaseMs`, or none. One statement, so two server processes never
   * take the same entry; one whose lease has run out (its process died) is due again for anyone.
   */
  claim(owner: string, leaseMs: number, now?: number): Promise<OutboxRecord | undefined>;
  /** Records a delivery outcome and ends the lease; false when the lease had passed to another process meanwhile. */
  settle(id: string, owner: string, status: DeliveryStatus): Promise<boolean>;
  /** settle, then claim the next due entry, in one transaction: one commit (one fsync on SQLite) per mail instead of two. */
  settleAndClaim(id: string, owner: string, status: DeliveryStatus, leaseMs: number): Promise<{ settled: boolean; next: OutboxRecord | undefined }>;
  /** When the next pending entry becomes due (or its lease runs out); undefined when nothing is pending. */
  nextDue(): Promise<number | undefined>;
  /**
   * Entries per state. `pending` counts those due or being retried; `scheduled` those that wait for their time (a
   * reminder, the day's list) and were never tried: they are the queue's plan, not a delivery that is behind.
   */
  counts(now?: number): Promise<OutboxCounts>;
  /** Every entry, oldest first (`npm run outbox`, tests). */
  list(): Promise<OutboxRecord[]>;
  /** Deletes entries and trial signups older than the retention, and rate-limit windows that have ended. */
  purge(retentionDays: number, now?: number): Promise<{ removed: number }>;
  /** Adds entries as they are (the upgrade from the outbox file); an id already there is left alone. Resolves how many were new. */
  insertRecords(records: readonly OutboxRecord[]): Promise<number>;
  /**
   * A page of entries for the team, newest first (by arrival, then id), each with its display state at `now`; `states`
   * keeps only entries in those display states. `total` counts every entry that matches.
   */
  overview(options: { limit: number; offset: number; states?: readonly OutboxDisplayState[] }, now?: number): Promise<OutboxOverview>;
  /** How many entries failed, expired, or had a recipient refused, with their last change at or after `sinceIso`. */
  troubleSince(sinceIso: string): Promise<number>;
  /** Those entries themselves, newest first (by arrival), at most `limit`: what the team's page lists as needing attention. */
  troubled(sinceIso: string, limit: number, now?: number): Promise<OutboxOverviewRow[]>;
  /** One entry with its display state at `now`, or none. */
  entry(id: string, now?: number): Promise<OutboxOverviewRow | undefined>;
  /** Every address a mail server refused for good (lower case, each once), of entries changed at or after `sinceIso` if given. */
  refusedAddresses(sinceIso?: string): Promise<string[]>;
  /**
   * "Erneut versuchen": a failed entry is due again at `now`, with its attempts counted from zero and its refusals
   * forgotten; the recipients that took it keep it and are not sent it again. False when the entry was not failed (a
   * second press, or another instance's, finds it pending or delivered and changes nothing).
   */
  retry(id: string, now?: number): Promise<boolean>;
}

/** A JSON array column, read leniently: a row written by hand with something else in it reads as empty. */
function jsonList<T>(text: string | null, valid: (item: unknown) => item is T): T[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(valid) : [];
  } catch {
    return [];
  }
}

const isAddress = (item: unknown): item is string => typeof item === 'string';
const isRefused = (item: unknown): item is RefusedRecipient =>
  typeof item === 'object' && item !== null && typeof (item as RefusedRecipient).address === 'string' && typeof (item as RefusedRecipient).reply === 'string';

/** An array column's text: null when empty, so `is not null` finds the rows that have any. */
const jsonColumn = (items: readonly unknown[] | undefined) => (items?.length ? JSON.stringify(items) : null);

function recordOf(row: Selectable<EnquiryTable>): OutboxRecord {
  const deliveredTo = jsonList(row.delivered_to, isAddress);
  const refused = jsonList(row.refused, isRefused);
  return {
    id: row.id,
    receivedAt: row.received_at,
    templateId: row.template_id,
    params: JSON.parse(row.params) as Record<string, string>,
    state: (DELIVERY_STATES as readonly string[]).includes(row.state) ? (row.state as DeliveryState) : 'stored',
    attempts: row.attempts,
    ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
    ...(row.last_error ? { lastError: row.last_error } : {}),
    // A retry time, as before the database, only once an attempt has failed; before that the entry is due on arrival.
    ...(row.state === 'pending' && row.attempts > 0 && row.due_at ? { retryAt: row.due_at } : {}),
    // A scheduled entry (a reminder, the day's list): due at its own time, not on arrival.
    ...(row.state === 'pending' && row.attempts === 0 && row.due_at && row.due_at !== row.received_at ? { dueAt: row.due_at } : {}),
    ...(row.expires_at ? { expiresAt: row.expires_at } : {}),
    ...(deliveredTo.length ? { deliveredTo } : {}),
    ...(refused.length ? { refused } : {}),
    ...(row.booking_id ? { bookingId: row.booking_id } : {}),
  };
}

/** The row of an entry, as every writer of the `enquiries` table stores it (this store, the trial seats). */
export function rowOf(record: OutboxRecord): Insertable<EnquiryTable> {
  return {
    id: record.id,
    received_at: record.receivedAt,
    template_id: record.templateId,
    params: JSON.stringify(record.params),
    state: record.state,
    attempts: record.attempts,
    updated_at: record.updatedAt ?? null,
    last_error: record.lastError ?? null,
    due_at: record.state === 'pending' ? (record.retryAt ?? record.dueAt ?? record.receivedAt) : null,
    lease_owner: null,
    lease_until: null,
    expires_at: record.expiresAt ?? null,
    delivered_to: jsonColumn(record.deliveredTo),
    refused: jsonColumn(record.refused),
    booking_id: record.bookingId ?? null,
  };
}

/** The entries of one display state at `at`: 'waiting' and 'planned' split 'pending' as displayStateOf does. */
function inDisplayState(eb: ExpressionBuilder<Database, 'enquiries'>, state: OutboxDisplayState, at: string) {
  const planned = eb.and([eb('state', '=', 'pending'), eb('attempts', '=', 0), eb('due_at', '>', at)]);
  if (state === 'planned') return planned;
  if (state === 'waiting') return eb.and([eb('state', '=', 'pending'), eb.not(planned)]);
  return eb('state', '=', state);
}

/** Failed, expired, or with a recipient refused for good, and changed at or after `since`: what the team must look at. */
function inTrouble(eb: ExpressionBuilder<Database, 'enquiries'>, since: string) {
  return eb.and([eb('updated_at', '>=', since), eb.or([eb('state', 'in', ['failed', 'expired']), eb('refused', 'is not', null)])]);
}

const overviewRow = (row: Selectable<EnquiryTable>, now: number): OutboxOverviewRow => {
  const record = recordOf(row);
  return { ...record, display: displayStateOf(record, now) };
};

/** The durable queue of enquiries: the `enquiries` table, shared by every server process on the same database. */
export function createOutboxStore(db: Db): OutboxStore {
  const { kysely } = db;

  async function claimOn(executor: Kysely<Database>, owner: string, leaseMs: number, now: number) {
    const at = iso(now);
    const due = executor
      .selectFrom('enquiries')
      .select('id')
      .where('state', '=', 'pending')
      .where('due_at', '<=', at)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .orderBy('due_at')
      .orderBy('received_at')
      .limit(1)
      // PostgreSQL: a row another process is claiming right now is skipped, not waited for. SQLite runs one writer
      // at a time, so there the statement alone is enough.
      .$if(db.kind === 'postgres', (query) => query.forUpdate().skipLocked());
    const row = await executor
      .updateTable('enquiries')
      .set({ lease_owner: owner, lease_until: iso(now + leaseMs) })
      // '=' and not 'in': PostgreSQL evaluates a scalar subquery once, where it may run an IN subquery again for every
      // row it scans, and with SKIP LOCKED each run finds another row, so one claim would take them all.
      .where('id', '=', due)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .returningAll()
      .executeTakeFirst();
    return row && recordOf(row);
  }

  async function settleOn(executor: Kysely<Database>, id: string, owner: string, status: DeliveryStatus) {
    const result = await executor
      .updateTable('enquiries')
      .set({
        state: status.state,
        attempts: status.attempts,
        updated_at: status.updatedAt ?? null,
        last_error: status.lastError ?? null,
        due_at: status.state === 'pending' ? (status.retryAt ?? new Date().toISOString()) : null,
        lease_owner: null,
        lease_until: null,
        // Left out: unchanged (a task, a skip, an entry put back untried).
        ...(status.deliveredTo ? { delivered_to: jsonColumn(status.deliveredTo) } : {}),
        ...(status.refused ? { refused: jsonColumn(status.refused) } : {}),
      })
      .where('id', '=', id)
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return count(result.numUpdatedRows) === 1;
  }

  return {
    async accept({ templateId, params, trialSignupId }, state) {
      const receivedAt = new Date().toISOString();
      const record: OutboxRecord = { id: randomUUID(), receivedAt, templateId, params, state, attempts: 0 };
      await kysely
        .insertInto('enquiries')
        .values({ ...rowOf(record), ...(trialSignupId ? { trial_signup_id: trialSignupId } : {}) })
        .execute();
      return record;
    },

    claim: (owner, leaseMs, now = Date.now()) => claimOn(kysely, owner, leaseMs, now),
    settle: (id, owner, status) => settleOn(kysely, id, owner, status),
    settleAndClaim: (id, owner, status, leaseMs) =>
      kysely.transaction().execute(async (trx) => ({ settled: await settleOn(trx, id, owner, status), next: await claimOn(trx, owner, leaseMs, Date.now()) })),

    async nextDue() {
      const { next } = await kysely
        .selectFrom('enquiries')
        .select(sql<string | null>`min(case when lease_until > due_at then lease_until else due_at end)`.as('next'))
        .where('state', '=', 'pending')
        .executeTakeFirstOrThrow();
      return next ? Date.parse(next) : undefined;
    },

    async counts(now = Date.now()) {
      const at = iso(now);
      const rows = await kysely
        .selectFrom('enquiries')
        .select((eb) => [
          'state',
          eb.fn.countAll().as('n'),
          eb.fn.sum<number>(eb.case().when(eb.and([eb('state', '=', 'pending'), eb('attempts', '=', 0), eb('due_at', '>', at)])).then(1).else(0).end()).as('ahead'),
        ])
        .groupBy('state')
        .execute();
      const counts: OutboxCounts = { stored: 0, pending: 0, delivered: 0, failed: 0, skipped: 0, done: 0, expired: 0, scheduled: 0 };
      for (const row of rows) {
        if (!(DELIVERY_STATES as readonly string[]).includes(row.state)) continue;
        const ahead = count(row.ahead);
        counts[row.state as DeliveryState] = count(row.n) - ahead;
        counts.scheduled += ahead;
      }
      return counts;
    },

    async list() {
      const rows = await kysely.selectFrom('enquiries').selectAll().orderBy('received_at').orderBy('id').execute();
      return rows.map(recordOf);
    },

    async purge(retentionDays, now = Date.now()) {
      const result = await kysely.deleteFrom('enquiries').where('received_at', '<', iso(now - retentionDays * DAY_MS)).executeTakeFirst();
      await kysely.deleteFrom('rate_limits').where('reset_at', '<=', iso(now)).execute();
      // Trial signups and waitlist places (address, client, date) go with the enquiries, once their lesson is past too
      // (a short retention must not empty a date that still counts its seats); a date's counter once nothing refers
      // to it.
      const cutoff = iso(now - retentionDays * DAY_MS);
      const today = iso(now).slice(0, 10);
      await kysely.deleteFrom('trial_signups').where('created_at', '<', cutoff).where('date', '<', today).execute();
      await kysely.deleteFrom('trial_waitlist').where('created_at', '<', cutoff).where('date', '<', today).execute();
      await kysely
        .deleteFrom('trial_dates')
        .where('date', '<', today)
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('trial_signups').select('id').whereRef('trial_signups.date', '=', 'trial_dates.date'))))
        .where(({ not, exists, selectFrom }) => not(exists(selectFrom('trial_waitlist').select('id').whereRef('trial_waitlist.date', '=', 'trial_dates.date'))))
        .execute();
      return { removed: count(result.numDeletedRows) };
    },

    async insertRecords(records) {
      if (records.length === 0) return 0;
      return kysely.transaction().execute(async (trx) => {
        let added = 0;
        for (const record of records) {
          const result = await trx
            .insertInto('enquiries')
            .values(rowOf(record))
            .onConflict((conflict) => conflict.column('id').doNothing())
            .executeTakeFirst();
          added += count(result.numInsertedOrUpdatedRows);
        }
        return added;
      });
    },

    async overview({ limit, offset, states }, now = Date.now()) {
      const at = iso(now);
      const filtered = kysely
        .selectFrom('enquiries')
        .$if(states !== undefined, (query) => query.where((eb) => eb.or((states ?? []).map((state) => inDisplayState(eb, state, at)))));
      const rows = await filtered.selectAll().orderBy('received_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const { n } = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return {
        rows: rows.map((row) => overviewRow(row, now)),
        total: count(n),
      };
    },

    async troubleSince(sinceIso) {
      const { n } = await kysely
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => inTrouble(eb, sinceIso))
        .executeTakeFirstOrThrow();
      return count(n);
    },

    async troubled(sinceIso, limit, now = Date.now()) {
      const rows = await kysely
        .selectFrom('enquiries')
        .selectAll()
        .where((eb) => inTrouble(eb, sinceIso))
        .orderBy('received_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => overviewRow(row, now));
    },

    async entry(id, now = Date.now()) {
      const row = await kysely.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst();
      return row && overviewRow(row, now);
    },

    async refusedAddresses(sinceIso) {
      const rows = await kysely
        .selectFrom('enquiries')
        .select('refused')
        .where('refused', 'is not', null)
        .$if(sinceIso !== undefined, (query) => query.where('updated_at', '>=', sinceIso!))
        .execute();
      const addresses = rows.flatMap((row) => jsonList(row.refused, isRefused).map((refusal) => refusal.address.toLowerCase()));
      return [...new Set(addresses)].sort();
    },

    async retry(id, now = Date.now()) {
      const result = await kysely
        .updateTable('enquiries')
        .set({ state: 'pending', attempts: 0, due_at: iso(now), updated_at: iso(now), last_error: null, lease_owner: null, lease_until: null, refused: null })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      return count(result.numUpdatedRows) === 1;
    },
  };
}
