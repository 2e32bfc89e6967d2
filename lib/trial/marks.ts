import { sql, type Insertable, type Kysely } from 'kysely';
import { courseById } from '@/content/courses';
import { trialFollowUp } from '@/content/trial';
import type { Db } from '../db/connect.ts';
import type { Database, EnquiryTable } from '../db/schema.ts';
import { addDays } from '../calendar/lesson-calendar.ts';
import { nextTrialDates } from './dates.ts';
import { expiresAtOf } from './moments.ts';
import { FOLLOW_UP_TEMPLATES, followUpRowId } from './rows.ts';
import { atBerlin } from './schedule.ts';
import { trialOn } from './time.ts';
import { TEACHER_NOTE_MAX, type Attendance } from '../validation/trial-mark.ts';

/**
 * After the lesson (DECISIONS.md, fifth round, "The team's room"): who came, who did not, the course the teacher
 * recommends and a note to the parents, who saved it and when; and the next step for each family, as rows of the one
 * queue: the recommendation when the team sends them, the offer of a new date to a family that missed the lesson at
 * 10:00 the next day. Each row's id is its seat's, so it exists once whoever saves or sends, on whichever instance.
 */
export { ATTENDANCE, TEACHER_NOTE_MAX, type Attendance } from '../validation/trial-mark.ts';


/** When a family that missed the lesson hears from us: 10:00 Berlin on the next day. */
export const missedMailTime = (date: string) => atBerlin(addDays(date, 1), trialFollowUp.missedMail);

/** Where a follow-up mail stands: waiting for its time, sent, not needed any more, failing, or too late to go out. */
export type FollowUpState = 'queued' | 'sent' | 'skipped' | 'failed' | 'expired';

export interface TrialChild {
  signupId: string;
  child: string;
  /** Where the parent gave it. */
  age?: string;
  parent: string;
  email: string;
  phone: string;
  attendance?: Attendance;
  recommendedCourse?: number;
  note?: string;
  markedBy?: string;
  markedAt?: string;
  /** The family asked for no more mail about this trial. */
  mailStopped: boolean;
  recommendation?: FollowUpState;
  missedMail?: FollowUpState;
}

export interface TrialWaiting {
  id: string;
  child: string;
  parent: string;
  email: string;
  phone: string;
  status: 'waiting' | 'offered';
  offerUntil?: string;
}

export interface TrialDay {
  date: string;
  /** From the lesson's start on, the team marks who came. */
  started: boolean;
  seatsTaken: number;
  children: TrialChild[];
  waitlist: TrialWaiting[];
}

export interface TrialDateSummary {
  date: string;
  seatsTaken: number;
  waiting: number;
  came: number;
  missed: number;
  /** Booked children not marked yet (once the lesson has begun). */
  unmarked: number;
  past: boolean;
}

export interface Mark {
  signupId: string;
  attendance: Attendance;
  /** For a child who came: a course of the catalogue (content/courses.ts), or none. */
  recommendedCourse?: number;
  note?: string;
  /** The staff address that saves it. */
  by: string;
}

export type MarkResult = { status: 'saved' } | { status: 'not-started' } | { status: 'unknown' } | { status: 'invalid'; reason: 'course' | 'note' };

const iso = (date: Date) => date.toISOString();
const count = (value: unknown) => Number(value ?? 0);
const plain = (value: string | undefined) => String(value ?? '').replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ').trim();

const STATES: Record<string, FollowUpState> = { pending: 'queued', delivered: 'sent', skipped: 'skipped', failed: 'failed', stored: 'queued', expired: 'expired' };

function followUpRow(id: string, templateId: string, params: Record<string, string>, at: Date, dueAt: Date): Insertable<EnquiryTable> {
  return {
    id,
    received_at: iso(at),
    template_id: templateId,
    params: JSON.stringify(params),
    state: 'pending',
    attempts: 0,
    updated_at: null,
    last_error: null,
    due_at: iso(dueAt),
    lease_owner: null,
    lease_until: null,
    // The offer of a new date makes sense until the next trial date begins (lib/trial/moments.ts).
    expires_at: expiresAtOf(templateId, params),
  };
}

export function createTrialMarks(db: Db, { relay = false }: { relay?: boolean } = {}) {
  const { kysely } = db;

  const paramsOf = async (k: Kysely<Database>, enquiryIds: string[]) => {
    const rows = enquiryIds.length ? await k.selectFrom('enquiries').select(['id', 'params']).where('id', 'in', enquiryIds).execute() : [];
    return new Map(rows.map((row) => [row.id, JSON.parse(row.params) as Record<string, string>]));
  };

  return {
    /** The coming trial dates (the next four, and any later one with a signup) and those of the last eight weeks. */
    async overview(now = new Date()): Promise<TrialDateSummary[]> {
      const from = addDays(now.toISOString().slice(0, 10), -8 * 7);
      const rows = await kysely
        .selectFrom('trial_dates')
        .leftJoin('trial_signups', (join) => join.onRef('trial_signups.date', '=', 'trial_dates.date').on('trial_signups.status', '=', 'booked'))
        .select((eb) => [
          'trial_dates.date as date',
          eb.fn.count('trial_signups.id').as('taken'),
          eb.fn.sum(sql<number>`case when trial_signups.attendance = 'came' then 1 else 0 end`).as('came'),
          eb.fn.sum(sql<number>`case when trial_signups.attendance = 'missed' then 1 else 0 end`).as('missed'),
        ])
        .where('trial_dates.date', '>=', from)
        .groupBy('trial_dates.date')
        .execute();
      const waiting = await kysely
        .selectFrom('trial_waitlist')
        .select(['date', (eb) => eb.fn.countAll().as('n')])
        .where('date', '>=', from)
        .where('status', 'in', ['waiting', 'offered'])
        .groupBy('date')
        .execute();
      const waitingOn = new Map(waiting.map((row) => [row.date, count(row.n)]));
      const byDate = new Map(rows.map((row) => [row.date, row]));
      const dates = new Set([...rows.map((row) => row.date), ...nextTrialDates(now).map((trial) => trial.date)]);
      return [...dates]
        .sort()
        .map((date) => {
          const row = byDate.get(date);
          const taken = count(row?.taken);
          const came = count(row?.came);
          const missed = count(row?.missed);
          const started = now.getTime() >= Date.parse(trialOn(date).start);
          return { date, seatsTaken: taken, waiting: waitingOn.get(date) ?? 0, came, missed, unmarked: started ? taken - came - missed : 0, past: now.getTime() >= Date.parse(trialOn(date).end) };
        });
    },

    /** One trial date for the team: each booked child with the parent's details and marks, and the waitlist. */
    async day(date: string, now = new Date()): Promise<TrialDay> {
      const signups = await kysely.selectFrom('trial_signups').selectAll().where('date', '=', date).where('status', '=', 'booked').orderBy('created_at').execute();
      const waiting = await kysely
        .selectFrom('trial_waitlist')
        .select(['id', 'enquiry_id', 'status', 'offer_until'])
        .where('date', '=', date)
        .where('status', 'in', ['waiting', 'offered'])
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const params = await paramsOf(kysely, [...signups.map((row) => row.enquiry_id), ...waiting.map((row) => row.enquiry_id)]);
      const followUpIds = signups.flatMap((row) => [followUpRowId(row.id, 'recommendation'), followUpRowId(row.id, 'missed')]);
      const followUps = followUpIds.length ? await kysely.selectFrom('enquiries').select(['id', 'state']).where('id', 'in', followUpIds).execute() : [];
      const stateOf = new Map(followUps.map((row) => [row.id, STATES[row.state] ?? 'queued']));
      const person = (p: Record<string, string> = {}) => ({
        child: plain(p.child_first_name || p.child_name) || '–',
        parent: plain([p.first_name, p.last_name].filter(Boolean).join(' ')),
        email: plain(p.email),
        phone: plain(p.phone),
      });
      return {
        date,
        started: now.getTime() >= Date.parse(trialOn(date).start),
        seatsTaken: signups.length,
        children: signups.map((row) => {
          const p = params.get(row.enquiry_id) ?? {};
          const recommendation = stateOf.get(followUpRowId(row.id, 'recommendation'));
          const missedMail = stateOf.get(followUpRowId(row.id, 'missed'));
          return {
            signupId: row.id,
            ...person(p),
            ...(plain(p.child_age) ? { age: plain(p.child_age) } : {}),
            ...(row.attendance === 'came' || row.attendance === 'missed' ? { attendance: row.attendance } : {}),
            ...(row.recommended_course != null ? { recommendedCourse: count(row.recommended_course) } : {}),
            ...(row.teacher_note ? { note: row.teacher_note } : {}),
            ...(row.marked_by ? { markedBy: row.marked_by } : {}),
            ...(row.marked_at ? { markedAt: row.marked_at } : {}),
            mailStopped: Boolean(row.mail_stopped_at),
            ...(recommendation ? { recommendation } : {}),
            ...(missedMail ? { missedMail } : {}),
          };
        }),
        waitlist: waiting.map((row) => ({
          id: row.id,
          ...person(params.get(row.enquiry_id)),
          status: row.status === 'offered' ? 'offered' : 'waiting',
          ...(row.offer_until ? { offerUntil: row.offer_until } : {}),
        })),
      };
    },

    /**
     * Saves one child's mark, with who saved it and when. From the lesson's start on. "Nicht gekommen" queues the
     * offer of a new date for 10:00 the next day (with the relay); changed to "Teilgenommen" before then, that mail is
     * not needed any more. A recommendation is sent only when the team sends them (sendRecommendations).
     */
    async mark({ signupId, attendance, recommendedCourse, note, by }: Mark, now = new Date()): Promise<MarkResult> {
      const signup = await kysely.selectFrom('trial_signups').select(['id', 'date', 'status', 'email']).where('id', '=', signupId).executeTakeFirst();
      if (!signup || signup.status !== 'booked') return { status: 'unknown' };
      if (now.getTime() < Date.parse(trialOn(signup.date).start)) return { status: 'not-started' };
      const came = attendance === 'came';
      if (came && recommendedCourse !== undefined && !courseById(recommendedCourse)) return { status: 'invalid', reason: 'course' };
      const words = came ? (note ?? '').trim() : '';
      if (words.length > TEACHER_NOTE_MAX) return { status: 'invalid', reason: 'note' };
      await kysely.transaction().execute(async (trx) => {
        await trx
          .updateTable('trial_signups')
          .set({
            attendance,
            recommended_course: came ? (recommendedCourse ?? null) : null,
            teacher_note: words || null,
            marked_by: by,
            marked_at: iso(now),
          })
          .where('id', '=', signupId)
          .execute();
        const missedId = followUpRowId(signupId, 'missed');
        if (came) {
          await trx.updateTable('enquiries').set({ state: 'skipped', due_at: null, updated_at: iso(now) }).where('id', '=', missedId).where('state', '=', 'pending').execute();
          return;
        }
        if (!relay) return;
        const dueAt = new Date(Math.max(missedMailTime(signup.date).getTime(), now.getTime()));
        const params = { signup_id: signupId, email: signup.email, trial_date: signup.date };
        await trx
          .insertInto('enquiries')
          .values(followUpRow(missedId, FOLLOW_UP_TEMPLATES.missed, params, now, dueAt))
          // Marked "missed" again after a change of mind, or missed again on the date the seat moved to before its
          // mail went out: the mail is needed again, for the date the seat has now, if it has not gone out.
          .onConflict((conflict) =>
            conflict
              .column('id')
              .doUpdateSet({ state: 'pending', params: JSON.stringify(params), due_at: iso(dueAt), updated_at: iso(now), expires_at: expiresAtOf(FOLLOW_UP_TEMPLATES.missed, params) })
              .where('enquiries.state', '=', 'skipped'),
          )
          .execute();
      });
      return { status: 'saved' };
    },

    /**
     * Queues the recommendation for every child of `date` who came and has a recommended course, once per seat: a
     * second press, or the same press on another instance, finds the row there and adds nothing. Families that asked
     * for no more mail are left out.
     */
    async sendRecommendations(date: string, now = new Date()): Promise<{ queued: number; before: number; open: number }> {
      if (!relay) return { queued: 0, before: 0, open: 0 };
      const ready = await kysely
        .selectFrom('trial_signups')
        .select(['id', 'email'])
        .where('date', '=', date)
        .where('status', '=', 'booked')
        .where('attendance', '=', 'came')
        .where('recommended_course', 'is not', null)
        .where('mail_stopped_at', 'is', null)
        .execute();
      let queued = 0;
      for (const signup of ready) {
        const result = await kysely
          .insertInto('enquiries')
          .values(followUpRow(followUpRowId(signup.id, 'recommendation'), FOLLOW_UP_TEMPLATES.recommendation, { signup_id: signup.id, email: signup.email, trial_date: date }, now, now))
          .onConflict((conflict) => conflict.column('id').doNothing())
          .executeTakeFirst();
        queued += count(result.numInsertedOrUpdatedRows);
      }
      const { n: open } = await kysely
        .selectFrom('trial_signups')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('date', '=', date)
        .where('status', '=', 'booked')
        .where('attendance', '=', 'came')
        .where('recommended_course', 'is', null)
        .executeTakeFirstOrThrow();
      return { queued, before: ready.length - queued, open: count(open) };
    },
  };
}

export type TrialMarks = ReturnType<typeof createTrialMarks>;
