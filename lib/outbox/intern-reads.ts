import type { Db } from '../db/connect.ts';
import {
  ATTENTION_DAYS,
  ATTENTION_LIMIT,
  PAGE_SIZE,
  daysBefore,
  outboxQuery,
  outboxRowView,
  outboxView,
  refusedSince,
  retryAnswer,
  type OutboxQuery,
  type OutboxRowView,
} from './intern-view.ts';
import { createOutboxStore, type OutboxOverviewRow } from './store.ts';

/**
 * What the team's room reads from the queue: the outbox page, the count behind the notice on every page, and the
 * addresses a mail server refused (the trial day marks those parents). Called by pages after requireStaff(), never before.
 */

export interface OutboxPage {
  /** The view as shown: the filter, and the page (the last one when the address asked for one past it). */
  query: OutboxQuery;
  /** The same as hidden fields, for the forms on the page to come back to it. */
  view: { stand?: string; seite?: string };
  pages: number;
  /** Rows in the filter, on all pages. */
  total: number;
  rows: OutboxRowView[];
  /** Failed, expired or refused in the last 7 days, newest first; `total` counts them all. */
  attention: { rows: OutboxRowView[]; total: number };
  /** The answer to "Erneut versuchen" the address names (?erneut=<id> or ?unterwegs=<id>). */
  answer?: { id: string; text: string };
}

type SearchParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The numbers of the bookings that rows name only by id (the family's receipt, the contract): one query for a page. */
async function bookingNumbers(db: Db, rows: readonly OutboxOverviewRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.bookingId && !row.params.booking_number ? [row.bookingId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db.kysely.selectFrom('bookings').select(['id', 'number']).where('id', 'in', ids).execute();
  return new Map(found.map((booking) => [booking.id, booking.number]));
}

/** The outbox page for the address's search parameters at `now`. */
export async function outboxPage(db: Db, search: SearchParams, now = Date.now()): Promise<OutboxPage> {
  const store = createOutboxStore(db);
  const asked = outboxQuery(search);
  const since = daysBefore(now, ATTENTION_DAYS);
  const states = asked.filter === 'all' ? undefined : [asked.filter];
  const pageOf = (page: number) => store.overview({ limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, ...(states ? { states } : {}) }, now);
  const answerId = [search.erneut, search.unterwegs].flat().find((value) => typeof value === 'string');
  const [troubled, troubleTotal, answerRow] = await Promise.all([
    store.troubled(since, ATTENTION_LIMIT, now),
    store.troubleSince(since),
    answerId ? store.entry(answerId, now) : undefined,
  ]);
  let overview = await pageOf(asked.page);
  const pages = Math.max(1, Math.ceil(overview.total / PAGE_SIZE));
  // An address past the last page (rows went meanwhile) shows the last page rather than an empty one.
  const page = Math.min(asked.page, pages);
  if (page !== asked.page) overview = await pageOf(page);
  const numbers = await bookingNumbers(db, [...troubled, ...overview.rows]);
  const view = (row: OutboxOverviewRow) => outboxRowView(row, row.bookingId ? numbers.get(row.bookingId) : undefined);
  const answer = retryAnswer(search, answerRow);
  const query = { filter: asked.filter, page };
  return {
    query,
    view: outboxView(query),
    pages,
    total: overview.total,
    rows: overview.rows.map(view),
    attention: { rows: troubled.map(view), total: Math.max(troubleTotal, troubled.length) },
    ...(answer ? { answer } : {}),
  };
}

/**
 * How many mails failed, expired or had an address refused in the last 7 days, for the notice on every page of the
 * room: one COUNT. Never throws: a database that fails must not take the room with it, so it logs and says 0.
 */
export async function troubleNotice(service: () => Promise<{ db: Db | undefined }>, now = Date.now()): Promise<number> {
  try {
    const { db } = await service();
    return db ? await createOutboxStore(db).troubleSince(daysBefore(now, ATTENTION_DAYS)) : 0;
  } catch (error) {
    console.error('Postausgang: Hinweis nicht lesbar', error);
    return 0;
  }
}

/** The addresses a mail server refused for good (lower case) that matter for a trial lesson starting at `lessonStart`. */
export async function undeliverableAddresses(db: Db, lessonStart: string, now = Date.now()): Promise<ReadonlySet<string>> {
  return new Set(await createOutboxStore(db).refusedAddresses(refusedSince(lessonStart, now)));
}

/** Whether a parent's address is among them, however the parent typed it. */
export const isUndeliverable = (addresses: ReadonlySet<string>, email: string) => addresses.has(email.trim().toLowerCase());
