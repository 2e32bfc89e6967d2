import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { GROUP_SIZE } from '@/content/lessons';
import type { Db } from '../db/connect.ts';
import { CANCELLATION_TEMPLATE } from '../outbox/mail.ts';
import { rowOf } from '../outbox/store.ts';

/** A trial lesson is a regular group lesson: at most as many children as a group has. */
export const TRIAL_SEATS = GROUP_SIZE.max;
/** One address or one client may hold at most this many seats on one date (siblings, not a whole class). */
export const SEATS_PER_PARENT = 2;

export interface TrialSeatOptions {
  /** TRIAL_SEATS_PER_PARENT: more behind one shared address (a school's network); default SEATS_PER_PARENT. */
  perParent?: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Reservation {
  date: string;
  /** The parent's address and the client's address, each counted against SEATS_PER_PARENT. */
  email: string;
  client: string;
  /** What the parent sent: stored as the staff mail's entry, in the same transaction. */
  enquiry: { templateId: string; params: Record<string, string>; state: 'pending' | 'stored' };
  /** With the relay: the parent's confirmation mail is queued in the same transaction. */
  confirm: boolean;
}

export type ReservationResult =
  | { status: 'booked'; signupId: string; enquiryId: string; token: string }
  | { status: 'full' }
  | { status: 'limit' };

export interface TrialSignup {
  id: string;
  date: string;
  status: 'booked' | 'cancelled';
  enquiryId: string;
}

export interface TrialSeats {
  /** Seats left per date, for the dates asked about (a date nobody booked yet has them all). */
  seatsLeft(dates: readonly string[]): Promise<Record<string, number>>;
  /**
   * Holds one seat in one transaction: counts it on the date's row (which makes every other reservation for that date
   * wait), checks the per-parent limit, and stores the signup, the staff mail and the confirmation mail. Never a 13th.
   */
  reserve(reservation: Reservation): Promise<ReservationResult>;
  /** The signup a cancel link's token belongs to. */
  byToken(token: string): Promise<TrialSignup | undefined>;
  /**
   * Frees the seat once and queues a mail to staff with what the parent had sent; false when it was cancelled already.
   * `state`: 'pending' with the relay, else 'stored'.
   */
  cancel(token: string, state: 'pending' | 'stored'): Promise<boolean>;
}

const now = () => new Date().toISOString();

/** A new entry of the enquiry queue, written inside the reservation's or the cancellation's transaction. */
const enquiryRow = (id: string, { templateId, params, state }: Reservation['enquiry'], receivedAt: string) =>
  rowOf({ id, receivedAt, templateId, params, state, attempts: 0 });

/** The template of the confirmation mail to the parent (lib/trial/confirmation-mail.ts builds it at send time). */
export const CONFIRMATION_TEMPLATE = 'trial_confirmation';

export function createTrialSeats(db: Db, { perParent = SEATS_PER_PARENT }: TrialSeatOptions = {}): TrialSeats {
  const { kysely } = db;

  return {
    async seatsLeft(dates) {
      const rows = dates.length ? await kysely.selectFrom('trial_dates').selectAll().where('date', 'in', [...dates]).execute() : [];
      const taken = new Map(rows.map((row) => [row.date, Number(row.taken)]));
      return Object.fromEntries(dates.map((date) => [date, Math.max(0, TRIAL_SEATS - (taken.get(date) ?? 0))]));
    },

    async reserve({ date, email, client, enquiry, confirm }) {
      class Refused extends Error {
        constructor(readonly status: 'full' | 'limit') {
          super(status);
        }
      }
      try {
        return await kysely.transaction().execute(async (trx) => {
          await trx.insertInto('trial_dates').values({ date, taken: 0 }).onConflict((conflict) => conflict.column('date').doNothing()).execute();
          // The seat first: on PostgreSQL this row lock orders every reservation for the date, so the checks below see
          // the signups of all that came before; SQLite runs one writer at a time anyway.
          const counted = await trx
            .updateTable('trial_dates')
            .set({ taken: sql`taken + 1` })
            .where('date', '=', date)
            .where('taken', '<', TRIAL_SEATS)
            .returning('taken')
            .executeTakeFirst();
          if (!counted) throw new Refused('full');
          const { held } = await trx
            .selectFrom('trial_signups')
            .select((eb) => eb.fn.countAll().as('held'))
            .where('date', '=', date)
            .where('status', '=', 'booked')
            .where((eb) => eb.or([eb('email', '=', email), eb('client', '=', client)]))
            .executeTakeFirstOrThrow();
          if (Number(held) >= perParent) throw new Refused('limit');

          const signupId = randomUUID();
          const enquiryId = randomUUID();
          const token = randomBytes(32).toString('base64url');
          const receivedAt = now();
          await trx.insertInto('enquiries').values(enquiryRow(enquiryId, enquiry, receivedAt)).execute();
          await trx
            .insertInto('trial_signups')
            .values({ id: signupId, date, email, client, token_hash: hashToken(token), enquiry_id: enquiryId, status: 'booked', created_at: receivedAt, cancelled_at: null })
            .execute();
          if (confirm) {
            // Its id is the signup's: a second confirmation for the same signup cannot exist.
            const params = { email, trial_date: date, token };
            await trx.insertInto('enquiries').values(enquiryRow(`${signupId}-confirmation`, { templateId: CONFIRMATION_TEMPLATE, params, state: 'pending' }, receivedAt)).execute();
          }
          return { status: 'booked' as const, signupId, enquiryId, token };
        });
      } catch (error) {
        if (error instanceof Refused) return { status: error.status };
        throw error;
      }
    },

    async byToken(token) {
      const row = await kysely.selectFrom('trial_signups').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst();
      return row && { id: row.id, date: row.date, status: row.status === 'cancelled' ? 'cancelled' : 'booked', enquiryId: row.enquiry_id };
    },

    async cancel(token, state) {
      return kysely.transaction().execute(async (trx) => {
        const cancelledAt = now();
        const signup = await trx
          .updateTable('trial_signups')
          .set({ status: 'cancelled', cancelled_at: cancelledAt })
          .where('token_hash', '=', hashToken(token))
          .where('status', '=', 'booked')
          .returning(['id', 'date', 'enquiry_id'])
          .executeTakeFirst();
        if (!signup) return false;
        await trx.updateTable('trial_dates').set({ taken: sql`taken - 1` }).where('date', '=', signup.date).where('taken', '>', 0).execute();
        // Staff learn who cancelled from what the parent sent (the retention may have deleted it: then the date only).
        const original = await trx.selectFrom('enquiries').select('params').where('id', '=', signup.enquiry_id).executeTakeFirst();
        const params = { ...(original ? (JSON.parse(original.params) as Record<string, string>) : {}), trial_date: signup.date };
        await trx.insertInto('enquiries').values(enquiryRow(`${signup.id}-cancellation`, { templateId: CANCELLATION_TEMPLATE, params, state }, cancelledAt)).execute();
        return true;
      });
    },
  };
}
