import { trialStaffCopy } from '@/content/trial-mail';
import { berlinIsoDate, berlinParts, formatIsoDate } from '../calendar/dates.ts';
import { dayKind, type LessonCalendar } from '../calendar/lesson-calendar.ts';
import { count, queueRow, Refused, type SeatStore, type TrialSignup } from './seat-store.ts';
import { TRIAL_TEMPLATES } from './rows.ts';
import { trialOn } from './time.ts';

/** Moving a seat to another date: when it may move, and the move itself in one transaction over both dates. */

export type MoveResult =
  | { status: 'moved'; date: string; sequence: number }
  | { status: 'full' }
  | { status: 'limit' }
  /** The seat is cancelled, or its lesson has begun and the child was not marked missing, or the date is the one it already has. */
  | { status: 'unchanged' };

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

/** 'nicht gekommen, eingetragen von … am 13.01.2027 um 18:40 Uhr': the mark a missed seat leaves in its move's staff mail. */
function missedNote(by: string | null, at: string | null): string {
  if (!at) return trialStaffCopy.previousMissed(by ?? '');
  const when = new Date(at);
  const { hour, minute } = berlinParts(when);
  return trialStaffCopy.previousMissed(by ?? '', `${formatIsoDate(berlinIsoDate(when))} um ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}\u00a0Uhr`);
}

export interface TrialMoving {
  /**
   * Moves a seat (until its lesson starts, or after it when the child was marked missing) to another date in one
   * transaction: never a 13th there, the old seat freed at once, a new confirmation; the seat starts the new date
   * without a mark.
   */
  move(signupId: string, toDate: string, now?: Date): Promise<MoveResult>;
}

/** The move over the seats' store (lib/trial/seats.ts puts it into the one factory). */
export function createMoving(store: SeatStore): TrialMoving {
  const { perParent, staffState, transaction, lockDate, heldBy, takeSeat, skipSeatMails, skipFollowUps, releaseSeat, queueSeatMails, originalParams, signupOf } = store;
  return {
    async move(signupId, toDate, now = new Date()) {
      const before = await store.signup(signupId);
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

  };
}
