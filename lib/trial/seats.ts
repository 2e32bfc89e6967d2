import { createHash, randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { GROUP_SIZE } from '@/content/lessons';
import { trialStaffCopy } from '@/content/trial-mail';
import type { Db } from '../db/connect.ts';
import type { Database, EnquiryTable, TrialSignupTable } from '../db/schema.ts';
import { berlinIsoDate, berlinParts, formatIsoDate } from '../calendar/dates.ts';
import { dayKind, type LessonCalendar } from '../calendar/lesson-calendar.ts';
import { CANCELLATION_TEMPLATE } from '../outbox/mail.ts';
import { followUpRowId, type Attendance } from './marks.ts';
import { expiresAtOf } from './moments.ts';
import { trialOn } from './time.ts';
import { offerDeadline, remindersFor, teamListTime, waitlistOpen } from './schedule.ts';

/** A trial lesson is a regular group lesson: at most as many children as a group has. */
export const TRIAL_SEATS = GROUP_SIZE.max;
/** One address or one client may hold at most this many seats (or waitlist places) on one date: siblings, not a class. */
export const SEATS_PER_PARENT = 2;

/** The queue rows the trial writes (the `enquiries` table; lib/trial/mails.ts builds each when it is due). */
export const TRIAL_TEMPLATES = {
  /** To the parent: the seat, the calendar file, the links to move or cancel. Again after a move. */
  confirmation: 'trial_confirmation',
  /** To the parent: 17:00 on the day before and 16:00 on the day, with the join link. */
  reminder: 'trial_reminder',
  /** To staff: a seat was freed. */
  cancellation: CANCELLATION_TEMPLATE,
  /** To staff: a seat moved to another date. */
  moved: 'trial_moved',
  /** To the parent: on the waitlist, with the link to leave it. */
  waitlistJoined: 'trial_waitlist_joined',
  /** To the parent: a seat is held for you until …, with the link to take it. */
  offer: 'trial_waitlist_offer',
  /** A task, no mail: at the offer's deadline an unclaimed seat goes to the next family or becomes free. */
  offerExpiry: 'trial_waitlist_offer_expiry',
  /** To staff: a family from the waitlist took a freed seat. */
  claimed: 'trial_waitlist_claimed',
  /** To staff, 08:00 on the trial day: the children, their parents, seats left, the waitlist, the join link. */
  teamList: 'trial_team_list',
  /** To the parent: the team called the date off (lib/trial/call-off.ts), the reason, the link to choose another date. */
  calledOff: 'trial_called_off',
  /** To a family on the waitlist of a date called off: it waits no more, and where to choose another date. */
  waitlistCalledOff: 'trial_waitlist_called_off',
} as const;

/** The template of the parent's confirmation (kept under this name for the relay and older tests). */
export const CONFIRMATION_TEMPLATE = TRIAL_TEMPLATES.confirmation;

/** Hex SHA-256 of a cancel token from before derived links (trial_signups.token_hash). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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

export type ReservationResult = { status: 'booked'; signupId: string; enquiryId: string } | { status: 'full' } | { status: 'limit' };

export type WaitlistResult =
  | { status: 'waiting'; entryId: string; position: number }
  /** The date has a free seat after all: book it instead. */
  | { status: 'open' }
  /** Too late for offers on this date (from 14:00 on the day). */
  | { status: 'closed' }
  | { status: 'limit' };

export type MoveResult =
  | { status: 'moved'; date: string; sequence: number }
  | { status: 'full' }
  | { status: 'limit' }
  /** The seat is cancelled, or its lesson has begun and the child was not marked missing, or the date is the one it already has. */
  | { status: 'unchanged' };

export type ClaimResult = { status: 'booked'; signupId: string; date: string } | { status: 'already'; signupId: string } | { status: 'expired' } | { status: 'gone' };

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

/**
 * Whether a seat can move to another date at `now`: until its lesson begins, and afterwards when the team marked the
 * child as not come, so the offer of a new date the morning after (lib/trial/follow-up-mails.ts) can be taken, or when
 * its date has become a day without lessons (a trial called off, lib/trial/call-off.ts: its mail links here).
 */
export const isMovable = (signup: Pick<TrialSignup, 'date' | 'attendance'>, now: Date, calendar?: LessonCalendar) =>
  now.getTime() < Date.parse(trialOn(signup.date).start) || signup.attendance === 'missed' || isCalledOffDay(signup.date, calendar);

/** A date the calendar now knows to have no lessons (the team entered a day off, or a holiday): its trial cannot be. */
export function isCalledOffDay(date: string, calendar?: LessonCalendar): boolean {
  const kind = dayKind(date, calendar);
  return kind !== 'lesson' && kind !== 'unknown';
}

export type WaitlistStatus = 'waiting' | 'offered' | 'claimed' | 'expired' | 'left';

export interface WaitlistEntry {
  id: string;
  date: string;
  status: WaitlistStatus;
  email: string;
  enquiryId: string;
  /** Place in the line among those still waiting (1 = next), while waiting. */
  position?: number;
  offerUntil?: string;
  signupId?: string;
}

export interface DateAvailability {
  date: string;
  seatsLeft: number;
  /** Families waiting (or holding an offer) for this date. */
  waiting: number;
}

/** A child and the parent behind one seat or waitlist place, as the team's list shows them. */
export interface TeamListPerson {
  id: string;
  /** The form's parameters (names, address, phone); deleted with the signups after the retention. */
  params: Record<string, string>;
  status: string;
  offerUntil?: string;
}

export interface TeamList {
  date: string;
  seatsLeft: number;
  children: TeamListPerson[];
  waitlist: TeamListPerson[];
}

export interface TrialSeats {
  /** Seats left per date, for the dates asked about (a date nobody booked yet has them all). */
  seatsLeft(dates: readonly string[]): Promise<Record<string, number>>;
  /** Seats left and families waiting per date. */
  availability(dates: readonly string[]): Promise<DateAvailability[]>;
  /**
   * Holds one seat in one transaction: counts it on the date's row (which makes every other change of that date wait),
   * checks the per-parent limit, stores the signup with its staff mail, and with the relay the parent's confirmation,
   * the reminders and the team's list of the day. Never a 13th.
   */
  reserve(reservation: Reservation, now?: Date): Promise<ReservationResult>;
  /** Puts a family on a full date's waitlist, with its staff mail and (relay) the parent's mail with the leave link. */
  joinWaitlist(reservation: Reservation, now?: Date): Promise<WaitlistResult>;
  signup(id: string): Promise<TrialSignup | undefined>;
  /** The seat still booked under a staff mail's row (that mail carries the link that frees it). */
  signupForEnquiry(enquiryId: string): Promise<TrialSignup | undefined>;
  /** The signup of a cancel token from before derived links (only its hash was kept). */
  signupByLegacyToken(token: string): Promise<TrialSignup | undefined>;
  /** Frees the seat once (to the waitlist's first family, or for anyone) and tells staff; false if it was freed already. */
  cancel(signupId: string, now?: Date): Promise<boolean>;
  /**
   * Moves a seat (until its lesson starts, or after it when the child was marked missing) to another date in one
   * transaction: never a 13th there, the old seat freed at once, a new confirmation; the seat starts the new date
   * without a mark.
   */
  move(signupId: string, toDate: string, now?: Date): Promise<MoveResult>;
  /** Ends the mails after the lesson for this seat (the family's stop link); false if it had asked before or is unknown. */
  stopMail(signupId: string, now?: Date): Promise<boolean>;
  waitlistEntry(id: string): Promise<WaitlistEntry | undefined>;
  /** Takes the seat held for this family, while the offer lasts. */
  claim(entryId: string, now?: Date): Promise<ClaimResult>;
  /** Takes the family off the waitlist (a seat held for it goes on); false if it had left or moved on already. */
  leave(entryId: string, now?: Date): Promise<boolean>;
  /** The offer-expiry task: an offer not claimed by its deadline passes the seat on. */
  expireOffer(entryId: string, now?: Date): Promise<void>;
  /** Who comes on a date, who waits, seats left: the team's list and `npm run trials`. */
  teamList(date: string): Promise<TeamList>;
}

const iso = (date: Date) => date.toISOString();
const count = (value: unknown) => Number(value ?? 0);

/**
 * One row of the queue: a mail (or task) due at `dueAt`, written inside the transaction that causes it, with its
 * moment (lib/trial/moments.ts): a reminder is not sent after the lesson has begun.
 */
function queueRow(id: string, templateId: string, params: Record<string, string>, state: 'pending' | 'stored', at: Date, dueAt = at): Insertable<EnquiryTable> {
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

/** 'nicht gekommen, eingetragen von … am 13.01.2027 um 18:40 Uhr': the mark a missed seat leaves in its move's staff mail. */
function missedNote(by: string | null, at: string | null): string {
  if (!at) return trialStaffCopy.previousMissed(by ?? '');
  const when = new Date(at);
  const { hour, minute } = berlinParts(when);
  return trialStaffCopy.previousMissed(by ?? '', `${formatIsoDate(berlinIsoDate(when))} um ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}\u00a0Uhr`);
}

/** The queue row ids of a seat's mails: stable, so a mail exists once however often a step is retried. */
export const trialRowIds = {
  confirmation: (signupId: string, sequence: number) => (sequence === 0 ? `${signupId}-confirmation` : `${signupId}-confirmation-${sequence}`),
  reminder: (signupId: string, sequence: number, kind: string) => `${signupId}-reminder-${sequence}-${kind}`,
  teamList: (date: string) => `trial-team-list-${date}`,
  /** The mail of a call-off, once per seat or waitlist place. */
  calledOff: (signupOrEntryId: string) => `${signupOrEntryId}-called-off`,
};

class Refused<T> extends Error {
  constructor(readonly result: T) {
    super('refused');
  }
}

export function createTrialSeats(db: Db, { perParent = SEATS_PER_PARENT, relay = false }: TrialSeatOptions = {}): TrialSeats {
  const { kysely } = db;
  const staffState = relay ? 'pending' : 'stored';

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

  const seats: TrialSeats = {
    async seatsLeft(dates) {
      const rows = dates.length ? await kysely.selectFrom('trial_dates').selectAll().where('date', 'in', [...dates]).execute() : [];
      const taken = new Map(rows.map((row) => [row.date, count(row.taken)]));
      return Object.fromEntries(dates.map((date) => [date, Math.max(0, TRIAL_SEATS - (taken.get(date) ?? 0))]));
    },

    async availability(dates) {
      if (dates.length === 0) return [];
      const left = await seats.seatsLeft(dates);
      const waiting = await kysely
        .selectFrom('trial_waitlist')
        .select(['date', (eb) => eb.fn.countAll().as('n')])
        .where('date', 'in', [...dates])
        .where('status', 'in', ['waiting', 'offered'])
        .groupBy('date')
        .execute();
      const byDate = new Map(waiting.map((row) => [row.date, count(row.n)]));
      return dates.map((date) => ({ date, seatsLeft: left[date] ?? 0, waiting: byDate.get(date) ?? 0 }));
    },

    reserve({ date, email, client, enquiry }, now = new Date()) {
      return transaction(async (trx) => {
        await lockDate(trx, date);
        // The same child signed up twice for one date (a form sent twice, a post repeated by the network): one seat.
        const again = await bookedAgain(trx, date, email, enquiry.params.child_name ?? '');
        if (again) return { status: 'booked' as const, signupId: again.id, enquiryId: again.enquiry_id };
        // The seat first: on PostgreSQL the row lock orders every reservation for the date, so the checks below see
        // the signups of all that came before.
        if (!(await takeSeat(trx, date))) throw new Refused<ReservationResult>({ status: 'full' });
        if ((await heldBy(trx, date, email, client)) >= perParent) throw new Refused<ReservationResult>({ status: 'limit' });
        const signupId = randomUUID();
        const enquiryId = randomUUID();
        await trx.insertInto('enquiries').values(queueRow(enquiryId, enquiry.templateId, enquiry.params, staffState, now)).execute();
        await trx
          .insertInto('trial_signups')
          .values({ id: signupId, date, email, client, token_hash: null, enquiry_id: enquiryId, status: 'booked', created_at: iso(now), cancelled_at: null })
          .execute();
        await queueSeatMails(trx, { id: signupId, date, email, sequence: 0 }, now);
        return { status: 'booked' as const, signupId, enquiryId };
      });
    },

    joinWaitlist({ date, email, client, enquiry }, now = new Date()) {
      return transaction<WaitlistResult>(async (trx) => {
        await lockDate(trx, date);
        const row = await trx.selectFrom('trial_dates').select('taken').where('date', '=', date).executeTakeFirstOrThrow();
        if (count(row.taken) < TRIAL_SEATS) return { status: 'open' };
        if (!waitlistOpen(date, now)) return { status: 'closed' };
        if ((await heldBy(trx, date, email, client)) >= perParent) return { status: 'limit' };
        const entryId = randomUUID();
        const enquiryId = randomUUID();
        const { n: ahead } = await trx
          .selectFrom('trial_waitlist')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('date', '=', date)
          .where('status', '=', 'waiting')
          .executeTakeFirstOrThrow();
        const position = count(ahead) + 1;
        await trx.insertInto('enquiries').values(queueRow(enquiryId, enquiry.templateId, { ...enquiry.params, trial_waitlist: String(position) }, staffState, now)).execute();
        await trx
          .insertInto('trial_waitlist')
          .values({ id: entryId, date, email, client, enquiry_id: enquiryId, status: 'waiting', created_at: iso(now), offered_at: null, offer_until: null, signup_id: null, updated_at: null })
          .execute();
        await ensureTeamList(trx, date, now);
        if (relay) {
          await trx
            .insertInto('enquiries')
            .values(queueRow(`${entryId}-waitlist`, TRIAL_TEMPLATES.waitlistJoined, { email, trial_date: date, waitlist_id: entryId, position: String(position) }, 'pending', now))
            .execute();
        }
        return { status: 'waiting', entryId, position };
      });
    },

    async signup(id) {
      const row = await kysely.selectFrom('trial_signups').selectAll().where('id', '=', id).executeTakeFirst();
      return row && signupOf(row);
    },

    async signupForEnquiry(enquiryId) {
      const row = await kysely.selectFrom('trial_signups').selectAll().where('enquiry_id', '=', enquiryId).where('status', '=', 'booked').orderBy('created_at', 'desc').executeTakeFirst();
      return row && signupOf(row);
    },

    async signupByLegacyToken(token) {
      const row = await kysely.selectFrom('trial_signups').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
      return row && signupOf(row);
    },

    async cancel(signupId, now = new Date()) {
      // The date to lock is read first; a move that lands in between changes it, and the step runs again.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const signup = await seats.signup(signupId);
        if (!signup || signup.status !== 'booked') return false;
        const outcome = await transaction<'cancelled' | 'moved' | 'already'>(async (trx) => {
          await lockDate(trx, signup.date);
          const freed = await trx
            .updateTable('trial_signups')
            .set({ status: 'cancelled', cancelled_at: iso(now) })
            .where('id', '=', signupId)
            .where('status', '=', 'booked')
            .where('date', '=', signup.date)
            .returning(['date', 'enquiry_id'])
            .executeTakeFirst();
          if (!freed) return (await seats.signup(signupId))?.status === 'booked' ? 'moved' : 'already';
          await skipSeatMails(trx, signupId, now);
          await releaseSeat(trx, freed.date, now);
          // Staff learn who cancelled from what the parent sent (the retention may have deleted it: then the date only).
          const params = { ...(await originalParams(trx, freed.enquiry_id)), trial_date: freed.date, signup_id: signupId };
          await trx.insertInto('enquiries').values(queueRow(`${signupId}-cancellation`, TRIAL_TEMPLATES.cancellation, params, staffState, now)).execute();
          return 'cancelled';
        });
        if (outcome !== 'moved') return outcome === 'cancelled';
      }
      return false;
    },

    async move(signupId, toDate, now = new Date()) {
      const before = await seats.signup(signupId);
      if (!before || before.status !== 'booked' || before.date === toDate || !isMovable(before, now)) return { status: 'unchanged' };
      return transaction<MoveResult>(async (trx) => {
        // Both dates locked, always in the same order: two moves in opposite directions cannot wait for each other.
        for (const date of [before.date, toDate].sort()) await lockDate(trx, date);
        const current = await trx.selectFrom('trial_signups').selectAll().where('id', '=', signupId).executeTakeFirstOrThrow();
        // The mark may have changed to "came" since the page was opened: then the lesson is over for this seat.
        if (current.status !== 'booked' || current.date !== before.date || !isMovable(signupOf(current), now)) return { status: 'unchanged' };
        if (!(await takeSeat(trx, toDate))) throw new Refused<MoveResult>({ status: 'full' });
        if ((await heldBy(trx, toDate, current.email, current.client)) >= perParent) throw new Refused<MoveResult>({ status: 'limit' });
        const sequence = count(current.sequence) + 1;
        // A seat holds one date and its mark: on the new date the child is not marked yet, and moving is the family's
        // own new request, so an earlier stop of the mails after the lesson ends with it. The old mark stays in the
        // staff mail of the move (below) for the team.
        await trx
          .updateTable('trial_signups')
          .set({ date: toDate, sequence, attendance: null, recommended_course: null, teacher_note: null, marked_by: null, marked_at: null, mail_stopped_at: null })
          .where('id', '=', signupId)
          .execute();
        await skipSeatMails(trx, signupId, now);
        await skipFollowUps(trx, signupId, now);
        // A past date's seat is only counted down: releaseSeat offers nothing to its waitlist after 14:00 on the day.
        await releaseSeat(trx, before.date, now);
        await queueSeatMails(trx, { id: signupId, date: toDate, email: current.email, sequence }, now);
        const missed: Record<string, string> = current.attendance === 'missed' ? { previous_attendance: missedNote(current.marked_by, current.marked_at) } : {};
        const params = { ...(await originalParams(trx, current.enquiry_id)), trial_date: toDate, previous_trial_date: before.date, ...missed, signup_id: signupId };
        await trx.insertInto('enquiries').values(queueRow(`${signupId}-moved-${sequence}`, TRIAL_TEMPLATES.moved, params, staffState, now)).execute();
        return { status: 'moved', date: toDate, sequence };
      });
    },

    async stopMail(signupId, now = new Date()) {
      return transaction(async (trx) => {
        const stopped = await trx
          .updateTable('trial_signups')
          .set({ mail_stopped_at: iso(now) })
          .where('id', '=', signupId)
          .where('mail_stopped_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        await skipFollowUps(trx, signupId, now);
        return Boolean(stopped);
      });
    },

    async waitlistEntry(id) {
      const row = await kysely.selectFrom('trial_waitlist').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const status = row.status as WaitlistStatus;
      let position: number | undefined;
      if (status === 'waiting') {
        const { n } = await kysely
          .selectFrom('trial_waitlist')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('date', '=', row.date)
          .where('status', '=', 'waiting')
          .where((eb) => eb.or([eb('created_at', '<', row.created_at), eb.and([eb('created_at', '=', row.created_at), eb('id', '<', row.id)])]))
          .executeTakeFirstOrThrow();
        position = count(n) + 1;
      }
      return {
        id: row.id,
        date: row.date,
        status,
        email: row.email,
        enquiryId: row.enquiry_id,
        ...(position ? { position } : {}),
        ...(row.offer_until ? { offerUntil: row.offer_until } : {}),
        ...(row.signup_id ? { signupId: row.signup_id } : {}),
      };
    },

    async claim(entryId, now = new Date()) {
      const entry = await seats.waitlistEntry(entryId);
      if (!entry) return { status: 'gone' };
      return transaction<ClaimResult>(async (trx) => {
        await lockDate(trx, entry.date);
        const row = await trx.selectFrom('trial_waitlist').selectAll().where('id', '=', entryId).executeTakeFirstOrThrow();
        if (row.status === 'claimed' && row.signup_id) return { status: 'already', signupId: row.signup_id };
        if (row.status !== 'offered') return { status: row.status === 'expired' ? 'expired' : 'gone' };
        if (now.getTime() >= Date.parse(row.offer_until!)) {
          // Its task has not run yet: pass the seat on now, and tell this family it came too late.
          await trx.updateTable('trial_waitlist').set({ status: 'expired', updated_at: iso(now) }).where('id', '=', entryId).execute();
          await releaseSeat(trx, row.date, now);
          return { status: 'expired' };
        }
        // The seat was held (counted) for this family since the offer: it becomes theirs without a new count.
        const signupId = randomUUID();
        await trx
          .insertInto('trial_signups')
          .values({ id: signupId, date: row.date, email: row.email, client: row.client, token_hash: null, enquiry_id: row.enquiry_id, status: 'booked', created_at: iso(now), cancelled_at: null })
          .execute();
        await trx.updateTable('trial_waitlist').set({ status: 'claimed', signup_id: signupId, updated_at: iso(now) }).where('id', '=', entryId).execute();
        await queueSeatMails(trx, { id: signupId, date: row.date, email: row.email, sequence: 0 }, now);
        const params = { ...(await originalParams(trx, row.enquiry_id)), trial_date: row.date, signup_id: signupId };
        await trx.insertInto('enquiries').values(queueRow(`${entryId}-claimed`, TRIAL_TEMPLATES.claimed, params, staffState, now)).execute();
        return { status: 'booked', signupId, date: row.date };
      });
    },

    async leave(entryId, now = new Date()) {
      const entry = await seats.waitlistEntry(entryId);
      if (!entry) return false;
      return transaction(async (trx) => {
        await lockDate(trx, entry.date);
        const row = await trx.selectFrom('trial_waitlist').selectAll().where('id', '=', entryId).executeTakeFirstOrThrow();
        if (row.status !== 'waiting' && row.status !== 'offered') return false;
        await trx.updateTable('trial_waitlist').set({ status: 'left', updated_at: iso(now) }).where('id', '=', entryId).execute();
        // The offer mail not sent yet is not needed any more; the seat held for this family goes on.
        await trx.updateTable('enquiries').set({ state: 'skipped', updated_at: iso(now), due_at: null }).where('id', 'in', [`${entryId}-offer`, `${entryId}-waitlist`]).where('state', '=', 'pending').execute();
        if (row.status === 'offered') await releaseSeat(trx, row.date, now);
        return true;
      });
    },

    async expireOffer(entryId, now = new Date()) {
      const entry = await seats.waitlistEntry(entryId);
      if (!entry || entry.status !== 'offered') return;
      await transaction(async (trx) => {
        await lockDate(trx, entry.date);
        const expired = await trx
          .updateTable('trial_waitlist')
          .set({ status: 'expired', updated_at: iso(now) })
          .where('id', '=', entryId)
          .where('status', '=', 'offered')
          .where('offer_until', '<=', iso(now))
          .returning('date')
          .executeTakeFirst();
        if (expired) await releaseSeat(trx, expired.date, now);
      });
    },

    async teamList(date) {
      const [left] = await seats.availability([date]);
      const people = async (table: 'trial_signups' | 'trial_waitlist') => {
        const rows =
          table === 'trial_signups'
            ? (await kysely.selectFrom('trial_signups').select(['id', 'enquiry_id', 'status', 'created_at']).where('date', '=', date).where('status', '=', 'booked').orderBy('created_at').execute()).map((row) => ({ ...row, offer_until: null }))
            : await kysely.selectFrom('trial_waitlist').select(['id', 'enquiry_id', 'status', 'created_at', 'offer_until']).where('date', '=', date).where('status', 'in', ['waiting', 'offered']).orderBy('created_at').orderBy('id').execute();
        const ids = rows.map((row) => row.enquiry_id);
        const enquiries = ids.length ? await kysely.selectFrom('enquiries').select(['id', 'params']).where('id', 'in', ids).execute() : [];
        const paramsById = new Map(enquiries.map((row) => [row.id, JSON.parse(row.params) as Record<string, string>]));
        return rows.map((row) => ({ id: row.id, params: paramsById.get(row.enquiry_id) ?? {}, status: row.status, ...(row.offer_until ? { offerUntil: row.offer_until } : {}) }));
      };
      return { date, seatsLeft: left?.seatsLeft ?? TRIAL_SEATS, children: await people('trial_signups'), waitlist: await people('trial_waitlist') };
    },
  };
  return seats;
}
