import type { LessonCalendar } from '@/content/lesson-calendar';
import type { Db } from '../db/connect.ts';
import { nextTrialDate } from './dates.ts';
import { FOLLOW_UP_TEMPLATES, TRIAL_TEMPLATES } from './rows.ts';
import { trialOn } from './time.ts';

/**
 * A mail belongs to its moment (DECISIONS.md, sixth round): until when each queued mail of the trial makes sense. Past
 * it the relay does not send the mail but marks it 'expired' (lib/outbox/relay.ts). Pure functions of the row's
 * template and parameters, so the row gets its moment when it is queued (lib/trial/seats.ts, lib/trial/marks.ts) and
 * a row queued before there were moments gets the same one when the server starts (backfillMoments).
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const instant = (iso: string | undefined) => {
  const at = new Date(iso ?? '');
  return Number.isNaN(at.getTime()) ? undefined : at;
};

/** The lesson of a row's `trial_date`: undefined when the row names no calendar date. */
const lessonOf = (params: Record<string, string>) => (DATE.test(params.trial_date ?? '') ? trialOn(params.trial_date!) : undefined);

/**
 * When the next trial lesson after the one of `date` begins (the next trial weekday that is a lesson day): the offer
 * of a new date to a family that missed `date` makes sense until then. Undefined when the lesson calendar does not
 * reach that far, since no date can be offered then either.
 */
export function nextLessonBegins(date: string, calendar?: LessonCalendar): Date | undefined {
  const next = nextTrialDate(new Date(trialOn(date).end), calendar ? { calendar } : {});
  return next && new Date(next.start);
}

/**
 * Until when a queued mail makes sense, or undefined when it has no moment (a mail to staff, the recommendation after
 * the lesson, a task: a task must run whenever it can):
 * - the confirmation of a seat, both reminders (they carry the join link) and the waitlist mail: until the lesson begins;
 *   queued after it began (a family that signs up at 17:10 for the lesson still running), until it ends, so the late
 *   family still gets its confirmation and the join link;
 * - the team's list of the day: until the lesson ends;
 * - a waitlist offer: until its hold runs out (`offer_until`);
 * - the offer of a new date after a missed lesson: until the next trial lesson begins.
 */
export function momentOf(templateId: string, params: Record<string, string>, calendar?: LessonCalendar, queuedAt?: Date): Date | undefined {
  switch (templateId) {
    case TRIAL_TEMPLATES.confirmation:
    case TRIAL_TEMPLATES.reminder:
    case TRIAL_TEMPLATES.waitlistJoined: {
      const lesson = lessonOf(params);
      if (!lesson) return undefined;
      const begun = queuedAt !== undefined && queuedAt.getTime() >= Date.parse(lesson.start);
      return new Date(begun ? lesson.end : lesson.start);
    }
    case TRIAL_TEMPLATES.teamList: {
      const lesson = lessonOf(params);
      return lesson && new Date(lesson.end);
    }
    case TRIAL_TEMPLATES.offer:
      return instant(params.offer_until);
    case FOLLOW_UP_TEMPLATES.missed:
      return lessonOf(params) && nextLessonBegins(params.trial_date!, calendar);
    default:
      return undefined;
  }
}

/** A queue row's `expires_at`: its moment as ISO text, or null; `queuedAt` when the row is (or was) queued. */
export function expiresAtOf(templateId: string, params: Record<string, string>, queuedAt?: Date): string | null {
  return momentOf(templateId, params, undefined, queuedAt)?.toISOString() ?? null;
}

/** The templates that can have a moment (momentOf answers undefined for every other). */
export const momentTemplates = (): string[] => [
  TRIAL_TEMPLATES.confirmation,
  TRIAL_TEMPLATES.reminder,
  TRIAL_TEMPLATES.waitlistJoined,
  TRIAL_TEMPLATES.teamList,
  TRIAL_TEMPLATES.offer,
  FOLLOW_UP_TEMPLATES.missed,
];

/**
 * Gives each waiting row that was queued before there were moments (an upgrade with reminders in the queue) its
 * moment, once: the server calls it at every start. Every instance computes the same moment, and a row that has one
 * is left alone, so two instances starting together set it once. Resolves how many rows it set.
 */
export async function backfillMoments(db: Db): Promise<number> {
  const rows = await db.kysely
    .selectFrom('enquiries')
    .select(['id', 'template_id', 'params', 'received_at'])
    .where('state', '=', 'pending')
    .where('expires_at', 'is', null)
    .where('template_id', 'in', momentTemplates())
    .execute();
  let set = 0;
  // One statement per row, no transaction: it happens once per row, and a second instance may do the same at once.
  for (const row of rows) {
    let params: Record<string, string>;
    try {
      params = JSON.parse(row.params) as Record<string, string>;
    } catch {
      continue;
    }
    const expiresAt = expiresAtOf(row.template_id, params, new Date(row.received_at));
    if (!expiresAt) continue;
    const result = await db.kysely.updateTable('enquiries').set({ expires_at: expiresAt }).where('id', '=', row.id).where('expires_at', 'is', null).executeTakeFirst();
    set += Number(result.numUpdatedRows);
  }
  return set;
}
