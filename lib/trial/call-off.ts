import type { Insertable, Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import { trialSlot } from '@/content/trial';
import { CALL_OFF_QUEUE_NOTE } from '@/content/trial-call-off';
import type { Db } from '@/lib/db';
import type { Database, EnquiryTable, TrialCallOffTable } from '@/lib/db/schema';
import { weekdayOf } from '@/lib/calendar/lesson-calendar';
import { deliveryService } from '@/lib/outbox/service';
import { reasonText } from './call-off-mails';
import { followUpRowId, TRIAL_TEMPLATES, trialRowIds } from './rows';
import { trialOn } from './time';

/**
 * A trial that cannot take place is called off, not deleted (DECISIONS.md, seventh round). The team enters a day
 * without lessons in /intern/angebot/kalender; when that day is a trial date with families on it, the page shows
 * `impact` and, once confirmed, calls `callOff`. In one transaction: the call-off's row (who, when, the reason), a
 * mail to every family with a seat (the reason and its move link), a mail to every family on the waitlist, which
 * leaves it, and every mail still queued for the date (confirmations, reminders, the team's list, offers) marked
 * 'skipped' with the note "Probestunde abgesagt". Each mail's row id is its seat's or place's, so a second press, a
 * replay or another instance adds a mail only for a family the first did not find. The date is no longer offered
 * because the calendar has it as a day off (lib/trial/dates.ts), and a seat on it stays movable after it (isMovable).
 */

export interface CallOffImpact {
  date: string;
  seats: number;
  waiting: number;
}

export interface CallOffResult {
  date: string;
  /** Families with a seat told, over every press. */
  seats: number;
  /** Families on the waitlist told, over every press. */
  waiting: number;
}

/** A date called off, as the team's day page shows it. */
export interface CallOffRecord extends CallOffResult {
  reason: string;
  by: string;
  /** ISO instant of the first press. */
  at: string;
}

export interface TrialCallOff {
  /** How many booked seats and waitlist places (waiting or offered) a date has now. */
  impact(date: string): Promise<CallOffImpact>;
  /** Calls the trial on `date` off: mails queued in one transaction, reminders stopped; idempotent. */
  callOff(input: { date: string; reason: string; by: string }, now?: Date): Promise<CallOffResult>;
  /** The call-off of a date, or undefined while it is not called off. */
  record(date: string): Promise<CallOffRecord | undefined>;
}

/** Why a call-off is refused: not a trial weekday, no reason given, or its lesson is over. Thrown, with these words. */
export class CallOffRefused extends Error {
  constructor(readonly why: 'date' | 'reason' | 'past') {
    super(`Probestunde absagen: ${why === 'date' ? 'kein Probestunden-Tag' : why === 'reason' ? 'Grund fehlt' : 'die Stunde ist schon vorbei'}`);
    this.name = 'CallOffRefused';
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isTrialWeekday = (date: string) => DATE.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && weekdayOf(date) === trialSlot.weekday;
const iso = (date: Date) => date.toISOString();
const count = (value: unknown) => Number(value ?? 0);

const recordOf = (row: Selectable<TrialCallOffTable>): CallOffRecord => ({
  date: row.date,
  reason: row.reason,
  by: row.called_off_by,
  at: row.called_off_at,
  seats: count(row.seats),
  waiting: count(row.waiting),
});

/** A mail of the call-off: due at once with the relay, else stored like every mail of a server without one. */
function mailRow(id: string, templateId: string, params: Record<string, string>, relay: boolean, at: Date): Insertable<EnquiryTable> {
  return {
    id,
    received_at: iso(at),
    template_id: templateId,
    params: JSON.stringify(params),
    state: relay ? 'pending' : 'stored',
    attempts: 0,
    updated_at: null,
    last_error: null,
    due_at: relay ? iso(at) : null,
    lease_owner: null,
    lease_until: null,
    // No moment: that the date is off, and the link to another, is worth knowing even late.
    expires_at: null,
  };
}

export function createTrialCallOff(db: Db, { relay = false }: { relay?: boolean } = {}): TrialCallOff {
  const { kysely } = db;

  /** The date's counter row, locked on PostgreSQL as lib/trial/seats.ts locks it: every change of the date waits. */
  async function lockDate(trx: Kysely<Database>, date: string) {
    await trx.insertInto('trial_dates').values({ date, taken: 0 }).onConflict((conflict) => conflict.column('date').doNothing()).execute();
    if (db.kind === 'postgres') await trx.selectFrom('trial_dates').select('taken').where('date', '=', date).forUpdate().execute();
  }

  /** Inserts a mail once (its id is its seat's or place's); true when this call made it. */
  async function queueOnce(trx: Kysely<Database>, row: Insertable<EnquiryTable>) {
    const result = await trx.insertInto('enquiries').values(row).onConflict((conflict) => conflict.column('id').doNothing()).executeTakeFirst();
    return count(result.numInsertedOrUpdatedRows) > 0;
  }

  /** Every mail still waiting for the date's seats, places and team: not sent, with the note why. */
  async function skipQueued(trx: Kysely<Database>, date: string, signupIds: string[], entryIds: string[], now: Date) {
    const exact = [
      trialRowIds.teamList(date),
      ...signupIds.flatMap((id) => [followUpRowId(id, 'missed'), followUpRowId(id, 'recommendation')]),
      ...entryIds.flatMap((id) => [`${id}-waitlist`, `${id}-offer`, `${id}-offer-expiry`]),
    ];
    const prefixes = signupIds.flatMap((id) => [`${id}-confirmation`, `${id}-reminder-`]);
    await trx
      .updateTable('enquiries')
      .set({ state: 'skipped', last_error: CALL_OFF_QUEUE_NOTE, updated_at: iso(now), due_at: null })
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('id', 'in', exact), ...prefixes.map((prefix) => eb('id', 'like', `${prefix}%`))]))
      .execute();
  }

  const callOff: TrialCallOff = {
    async impact(date) {
      if (!DATE.test(date)) return { date, seats: 0, waiting: 0 };
      const { n: seats } = await kysely
        .selectFrom('trial_signups')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('date', '=', date)
        .where('status', '=', 'booked')
        .executeTakeFirstOrThrow();
      const { n: waiting } = await kysely
        .selectFrom('trial_waitlist')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('date', '=', date)
        .where('status', 'in', ['waiting', 'offered'])
        .executeTakeFirstOrThrow();
      return { date, seats: count(seats), waiting: count(waiting) };
    },

    async callOff({ date, reason, by }, now = new Date()) {
      if (!isTrialWeekday(date)) throw new CallOffRefused('date');
      const words = reasonText(reason);
      if (!words) throw new CallOffRefused('reason');
      if (now.getTime() >= Date.parse(trialOn(date).end)) throw new CallOffRefused('past');
      return kysely.transaction().execute(async (trx) => {
        await lockDate(trx, date);
        // The record first (STYLE.md 15): the first press's reason, who and when; a later press finds it.
        await trx
          .insertInto('trial_call_offs')
          .values({ date, reason: words, called_off_by: by, called_off_at: iso(now), seats: 0, waiting: 0 })
          .onConflict((conflict) => conflict.column('date').doNothing())
          .execute();
        const record = recordOf(await trx.selectFrom('trial_call_offs').selectAll().where('date', '=', date).executeTakeFirstOrThrow());
        const signups = await trx.selectFrom('trial_signups').select(['id', 'email']).where('date', '=', date).where('status', '=', 'booked').orderBy('created_at').execute();
        const entries = await trx.selectFrom('trial_waitlist').select(['id', 'email', 'status']).where('date', '=', date).where('status', 'in', ['waiting', 'offered']).orderBy('created_at').execute();
        let seats = 0;
        for (const signup of signups) {
          const params = { email: signup.email, trial_date: date, signup_id: signup.id, reason: record.reason };
          if (await queueOnce(trx, mailRow(trialRowIds.calledOff(signup.id), TRIAL_TEMPLATES.calledOff, params, relay, now))) seats += 1;
        }
        let waiting = 0;
        for (const entry of entries) {
          const params = { email: entry.email, trial_date: date, waitlist_id: entry.id, reason: record.reason };
          if (await queueOnce(trx, mailRow(trialRowIds.calledOff(entry.id), TRIAL_TEMPLATES.waitlistCalledOff, params, relay, now))) waiting += 1;
        }
        // Off the list: nobody waits for a date that is off. A seat held for an offer is counted no more.
        if (entries.length) {
          await trx.updateTable('trial_waitlist').set({ status: 'left', updated_at: iso(now) }).where('id', 'in', entries.map((entry) => entry.id)).execute();
        }
        const held = entries.filter((entry) => entry.status === 'offered').length;
        if (held) await trx.updateTable('trial_dates').set({ taken: sql`case when taken > ${held} then taken - ${held} else 0 end` }).where('date', '=', date).execute();
        const allEntries = await trx.selectFrom('trial_waitlist').select('id').where('date', '=', date).execute();
        await skipQueued(
          trx,
          date,
          signups.map((signup) => signup.id),
          allEntries.map((entry) => entry.id),
          now,
        );
        if (seats || waiting) {
          await trx
            .updateTable('trial_call_offs')
            .set({ seats: sql`seats + ${seats}`, waiting: sql`waiting + ${waiting}` })
            .where('date', '=', date)
            .execute();
        }
        return { date, seats: record.seats + seats, waiting: record.waiting + waiting };
      });
    },

    async record(date) {
      const row = await kysely.selectFrom('trial_call_offs').selectAll().where('date', '=', date).executeTakeFirst();
      return row && recordOf(row);
    },
  };
  return callOff;
}

/**
 * The call-off of this server process, on the database of deliveryService(); undefined without a database (EmailJS).
 * `callOff` starts sending its mails at once (with the relay; without it they are stored like every other mail).
 */
export async function trialCallOff(): Promise<TrialCallOff | undefined> {
  const service = await deliveryService();
  if (!service.db) return undefined;
  const inner = createTrialCallOff(service.db, { relay: service.relaying });
  return {
    ...inner,
    async callOff(input, now) {
      const result = await inner.callOff(input, now);
      service.kick();
      return result;
    },
  };
}
