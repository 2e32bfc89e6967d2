import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { GROUP_SIZE } from '@/content/lessons';
import type { Db } from '../db/connect.ts';
import type { Database, EnquiryTable, TrialSignupTable } from '../db/schema.ts';
import type { Attendance } from '../validation/trial-mark.ts';
import { expiresAtOf } from './moments.ts';
import { followUpRowId, TRIAL_TEMPLATES, trialRowIds } from './rows.ts';
import { offerDeadline, remindersFor, teamListTime } from './schedule.ts';

/**
 * What seats, the waitlist and moving share: one transaction per step with the date's lock, the per-parent count,
 * the seat's mails and a freed seat passed to the waitlist (lib/trial/seats.ts puts them together).
 */

/** A trial lesson is a regular group lesson: at most as many children as a group has. */
export const TRIAL_SEATS = GROUP_SIZE.max;
/** One address or one client may hold at most this many seats (or waitlist places) on one date: siblings, not a class. */
export const SEATS_PER_PARENT = 2;

export interface TrialSeatOptions {
  /** TRIAL_SEATS_PER_PARENT: more behind one shared address (a school's network); default SEATS_PER_PARENT. */
  perParent?: number;
  /**
   * Whether this server sends mails (the relay): then the parent's confirmation, the reminders, the waitlist's offers
   * and the team's list are queued, and the staff mails are 'pending'. Without it staff mails are only 'stored', nothing
   * reaches a parent, and a freed seat is free at once (nobody could be told of an offer).
   */
  relay?: boolean;
}

export interface Reservation {
  date: string;
  /** The parent's address and the client's address, each counted against the per-parent limit. */
  email: string;
  client: string;
  /** What the parent sent: stored as the staff mail's entry, in the same transaction. */
  enquiry: { templateId: string; params: Record<string, string> };
}

export interface TrialSignup {
  id: string;
  date: string;
  status: 'booked' | 'cancelled';
  enquiryId: string;
  email: string;
  sequence: number;
  /** After the lesson, as the team marked it (lib/trial/marks.ts). */
  attendance?: Attendance;
  recommendedCourse?: number;
  /** The teacher's words to the parents. */
  teacherNote?: string;
  /** The family asked for no more mail about this trial (the link in each mail after the lesson). */
  mailStopped: boolean;
}

export const iso = (date: Date) => date.toISOString();
export const count = (value: unknown) => Number(value ?? 0);

/**
 * One row of the queue: a mail (or task) due at `dueAt`, written inside the transaction that causes it, with its
 * moment (lib/trial/moments.ts): a reminder is not sent after the lesson has begun.
 */
export function queueRow(id: string, templateId: string, params: Record<string, string>, state: 'pending' | 'stored', at: Date, dueAt = at): Insertable<EnquiryTable> {
  return {
    id,
    received_at: iso(at),
    template_id: templateId,
    params: JSON.stringify(params),
    state,
    attempts: 0,
    updated_at: null,
    last_error: null,
    due_at: state === 'pending' ? iso(dueAt) : null,
    lease_owner: null,
    lease_until: null,
    expires_at: expiresAtOf(templateId, params, at),
  };
}

export class Refused<T> extends Error {
  constructor(readonly result: T) {
    super('refused');
  }
}

/** The steps that seats, the waitlist and moving take inside their transactions, over one database. */
export function createSeatStore(db: Db, { perParent = SEATS_PER_PARENT, relay = false }: TrialSeatOptions = {}) {
  const { kysely } = db;
  const staffState: 'pending' | 'stored' = relay ? 'pending' : 'stored';

  /** Runs `work` in a transaction; a Refused thrown inside rolls it back and becomes the answer. */
  async function transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      return await kysely.transaction().execute(work);
    } catch (error) {
      if (error instanceof Refused) return error.result as T;
      throw error;
    }
  }

  /**
   * Makes sure the date has its counter row and, on PostgreSQL, locks it: every change of that date's seats and
   * waitlist waits for the one before it. SQLite runs one writer at a time anyway (BEGIN IMMEDIATE).
   */
  async function lockDate(trx: Kysely<Database>, date: string) {
    await trx.insertInto('trial_dates').values({ date, taken: 0 }).onConflict((conflict) => conflict.column('date').doNothing()).execute();
    if (db.kind === 'postgres') await trx.selectFrom('trial_dates').select('taken').where('date', '=', date).forUpdate().execute();
  }

  /** Seats and waitlist places one address or client holds on a date. */
  async function heldBy(trx: Kysely<Database>, date: string, email: string, client: string) {
    const { n: seats } = await trx
      .selectFrom('trial_signups')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('date', '=', date)
      .where('status', '=', 'booked')
      .where((eb) => eb.or([eb('email', '=', email), eb('client', '=', client)]))
      .executeTakeFirstOrThrow();
    const { n: places } = await trx
      .selectFrom('trial_waitlist')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('date', '=', date)
      .where('status', 'in', ['waiting', 'offered'])
      .where((eb) => eb.or([eb('email', '=', email), eb('client', '=', client)]))
      .executeTakeFirstOrThrow();
    return count(seats) + count(places);
  }

  /** With the relay: the team's list of the date, once (its id is the date's), due at 08:00 on the day. */
  async function ensureTeamList(trx: Kysely<Database>, date: string, now: Date) {
    if (!relay) return;
    await trx
      .insertInto('enquiries')
      .values(queueRow(trialRowIds.teamList(date), TRIAL_TEMPLATES.teamList, { trial_date: date }, 'pending', now, teamListTime(date)))
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }

  /** With the relay: a held seat's confirmation (again after a move) and its reminders for the date it has now. */
  async function queueSeatMails(trx: Kysely<Database>, signup: { id: string; date: string; email: string; sequence: number }, now: Date) {
    await ensureTeamList(trx, signup.date, now);
    if (!relay) return;
    const params = { email: signup.email, trial_date: signup.date, signup_id: signup.id, sequence: String(signup.sequence) };
    const rows = [
      queueRow(trialRowIds.confirmation(signup.id, signup.sequence), TRIAL_TEMPLATES.confirmation, params, 'pending', now),
      ...remindersFor(signup.date, now).map(({ kind, dueAt }) =>
        queueRow(trialRowIds.reminder(signup.id, signup.sequence, kind), TRIAL_TEMPLATES.reminder, { ...params, kind }, 'pending', now, dueAt),
      ),
    ];
    await trx.insertInto('enquiries').values(rows).execute();
  }

  /** A seat that was cancelled or moved away gets no more mails for it: its waiting confirmation and reminders. */
  async function skipSeatMails(trx: Kysely<Database>, signupId: string, now: Date) {
    await trx
      .updateTable('enquiries')
      .set({ state: 'skipped', updated_at: iso(now), due_at: null })
      .where('state', '=', 'pending')
      .where('template_id', 'in', [TRIAL_TEMPLATES.confirmation, TRIAL_TEMPLATES.reminder])
      .where((eb) => eb.or([eb('id', 'like', `${signupId}-confirmation%`), eb('id', 'like', `${signupId}-reminder-%`)]))
      .execute();
  }

  /**
   * A seat of `date` is free. With the relay, and while offers run (until 14:00 on the day), it stays counted and is
   * held for the first family waiting: an offer mail now and an expiry task at its deadline. Otherwise it is free.
   */
  async function releaseSeat(trx: Kysely<Database>, date: string, now: Date) {
    const deadline = relay ? offerDeadline(date, now) : undefined;
    const next = deadline
      ? await trx.selectFrom('trial_waitlist').selectAll().where('date', '=', date).where('status', '=', 'waiting').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst()
      : undefined;
    if (!deadline || !next) {
      await trx.updateTable('trial_dates').set({ taken: sql`taken - 1` }).where('date', '=', date).where('taken', '>', 0).execute();
      return;
    }
    await trx.updateTable('trial_waitlist').set({ status: 'offered', offered_at: iso(now), offer_until: iso(deadline), updated_at: iso(now) }).where('id', '=', next.id).execute();
    const params = { email: next.email, trial_date: date, waitlist_id: next.id, offer_until: iso(deadline) };
    await trx
      .insertInto('enquiries')
      .values([
        queueRow(`${next.id}-offer`, TRIAL_TEMPLATES.offer, params, 'pending', now),
        queueRow(`${next.id}-offer-expiry`, TRIAL_TEMPLATES.offerExpiry, { waitlist_id: next.id }, 'pending', now, deadline),
      ])
      .execute();
  }

  /** The form's parameters of a staff mail row (the retention may have deleted it: then none). */
  async function originalParams(trx: Kysely<Database>, enquiryId: string): Promise<Record<string, string>> {
    const row = await trx.selectFrom('enquiries').select('params').where('id', '=', enquiryId).executeTakeFirst();
    return row ? (JSON.parse(row.params) as Record<string, string>) : {};
  }

  /** A seat this parent already holds on `date` for a child of this first name (the form's own words, compared loosely). */
  async function bookedAgain(trx: Kysely<Database>, date: string, email: string, childName: string) {
    const name = childName.trim().toLowerCase();
    const held = await trx.selectFrom('trial_signups').select(['id', 'enquiry_id']).where('date', '=', date).where('email', '=', email).where('status', '=', 'booked').execute();
    for (const signup of held) {
      if (((await originalParams(trx, signup.enquiry_id)).child_name ?? '').trim().toLowerCase() === name) return signup;
    }
    return undefined;
  }

  const signupOf = (row: Selectable<TrialSignupTable>): TrialSignup => ({
    id: row.id,
    date: row.date,
    status: row.status === 'cancelled' ? 'cancelled' : 'booked',
    enquiryId: row.enquiry_id,
    email: row.email,
    sequence: count(row.sequence),
    ...(row.attendance === 'came' || row.attendance === 'missed' ? { attendance: row.attendance } : {}),
    ...(row.recommended_course != null ? { recommendedCourse: count(row.recommended_course) } : {}),
    ...(row.teacher_note ? { teacherNote: row.teacher_note } : {}),
    mailStopped: Boolean(row.mail_stopped_at),
  });

  /** The mails after the lesson of a seat that are still waiting are not needed any more (moved, or stopped). */
  async function skipFollowUps(trx: Kysely<Database>, signupId: string, now: Date) {
    await trx
      .updateTable('enquiries')
      .set({ state: 'skipped', updated_at: iso(now), due_at: null })
      .where('id', 'in', [followUpRowId(signupId, 'missed'), followUpRowId(signupId, 'recommendation')])
      .where('state', '=', 'pending')
      .execute();
  }

  async function takeSeat(trx: Kysely<Database>, date: string) {
    const counted = await trx
      .updateTable('trial_dates')
      .set({ taken: sql`taken + 1` })
      .where('date', '=', date)
      .where('taken', '<', TRIAL_SEATS)
      .returning('taken')
      .executeTakeFirst();
    return Boolean(counted);
  }


  async function signup(id: string): Promise<TrialSignup | undefined> {
    const row = await kysely.selectFrom('trial_signups').selectAll().where('id', '=', id).executeTakeFirst();
    return row && signupOf(row);
  }

  return { kysely, relay, perParent, staffState, signup, transaction, lockDate, heldBy, ensureTeamList, queueSeatMails, skipSeatMails, releaseSeat, originalParams, bookedAgain, signupOf, skipFollowUps, takeSeat };
}

export type SeatStore = ReturnType<typeof createSeatStore>;
