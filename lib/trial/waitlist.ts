import { randomUUID } from 'node:crypto';
import { count, iso, queueRow, TRIAL_SEATS, type Reservation, type SeatStore } from './seat-store.ts';
import { TRIAL_TEMPLATES } from './rows.ts';
import { waitlistOpen } from './schedule.ts';

/**
 * The waitlist of a full date: a family joins it, a freed seat is held for the first one for a while (the offer), who
 * takes it or lets it pass on; leaving, and the task that ends an offer not taken.
 */

export type WaitlistResult =
  | { status: 'waiting'; entryId: string; position: number }
  /** The date has a free seat after all: book it instead. */
  | { status: 'open' }
  /** Too late for offers on this date (from 14:00 on the day). */
  | { status: 'closed' }
  | { status: 'limit' };

export type ClaimResult = { status: 'booked'; signupId: string; date: string } | { status: 'already'; signupId: string } | { status: 'expired' } | { status: 'gone' };

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

export interface TrialWaitlist {
  /** Puts a family on a full date's waitlist, with its staff mail and (relay) the parent's mail with the leave link. */
  joinWaitlist(reservation: Reservation, now?: Date): Promise<WaitlistResult>;
  waitlistEntry(id: string): Promise<WaitlistEntry | undefined>;
  /** Takes the seat held for this family, while the offer lasts. */
  claim(entryId: string, now?: Date): Promise<ClaimResult>;
  /** Takes the family off the waitlist (a seat held for it goes on); false if it had left or moved on already. */
  leave(entryId: string, now?: Date): Promise<boolean>;
  /** The offer-expiry task: an offer not claimed by its deadline passes the seat on. */
  expireOffer(entryId: string, now?: Date): Promise<void>;
}

/** The waitlist's steps over the seats' store (lib/trial/seats.ts puts them into the one factory). */
export function createWaitlist(store: SeatStore): TrialWaitlist {
  const { kysely, relay, perParent, staffState, transaction, lockDate, heldBy, ensureTeamList, queueSeatMails, releaseSeat, originalParams } = store;
  const waitlist: TrialWaitlist = {
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
      const entry = await waitlist.waitlistEntry(entryId);
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
      const entry = await waitlist.waitlistEntry(entryId);
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
      const entry = await waitlist.waitlistEntry(entryId);
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

  };
  return waitlist;
}
