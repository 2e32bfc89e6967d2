/**
 * Room lib/trial: the trial lesson, from the held seat to the family's next step: dates, seats, waitlist, moving,
 * mails, reminders, marks, call-off, the team's list. Used by /start, the link pages, /intern/probestunden, the relay.
 */

import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { createMoving, type TrialMoving } from './moving.ts';
import { count, createSeatStore, iso, queueRow, Refused, TRIAL_SEATS, type Reservation, type TrialSeatOptions, type TrialSignup } from './seat-store.ts';
import { TRIAL_TEMPLATES } from './rows.ts';
import { createWaitlist, type TrialWaitlist } from './waitlist.ts';

/**
 * The trial's seats: held one per child on a date, never more than a group has, a few per family at most; freed once,
 * and the team's list of a date. With the waitlist (lib/trial/waitlist.ts) and moving (lib/trial/moving.ts), the one
 * factory the forms, the link pages, the relay and `npm run trials` use.
 */

export { SEATS_PER_PARENT, TRIAL_SEATS, type Reservation, type TrialSeatOptions, type TrialSignup } from './seat-store.ts';
export type { ClaimResult, WaitlistEntry, WaitlistResult, WaitlistStatus } from './waitlist.ts';
export type { MoveResult } from './moving.ts';

/** Hex SHA-256 of a cancel token from before derived links (trial_signups.token_hash). */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type ReservationResult = { status: 'booked'; signupId: string; enquiryId: string } | { status: 'full' } | { status: 'limit' };

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

export interface TrialSeats extends TrialWaitlist, TrialMoving {
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
  signup(id: string): Promise<TrialSignup | undefined>;
  /** The seat still booked under a staff mail's row (that mail carries the link that frees it). */
  signupForEnquiry(enquiryId: string): Promise<TrialSignup | undefined>;
  /** The signup of a cancel token from before derived links (only its hash was kept). */
  signupByLegacyToken(token: string): Promise<TrialSignup | undefined>;
  /** Frees the seat once (to the waitlist's first family, or for anyone) and tells staff; false if it was freed already. */
  cancel(signupId: string, now?: Date): Promise<boolean>;
  /** Ends the mails after the lesson for this seat (the family's stop link); false if it had asked before or is unknown. */
  stopMail(signupId: string, now?: Date): Promise<boolean>;
  /** Who comes on a date, who waits, seats left: the team's list and `npm run trials`. */
  teamList(date: string): Promise<TeamList>;
}

export function createTrialSeats(db: Db, options: TrialSeatOptions = {}): TrialSeats {
  const store = createSeatStore(db, options);
  const { kysely, perParent, staffState, transaction, lockDate, heldBy, takeSeat, bookedAgain, queueSeatMails, skipSeatMails, skipFollowUps, releaseSeat, originalParams, signupOf } = store;
  const seats: TrialSeats = {
    signup: store.signup,
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
    ...createWaitlist(store),
    ...createMoving(store),
  };
  return seats;
}
