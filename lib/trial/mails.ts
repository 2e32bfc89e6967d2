import type { MailAddressing } from '@/lib/outbox/mail';
import type { OutboxRecord } from '@/lib/outbox/record';
import { DONE, SKIP, type Outgoing } from '@/lib/outbox/relay';
import { EMBEDDED } from '@/lib/email/config';
import { calledOffMail, waitlistCalledOffMail } from './call-off-mails';
import { followUpMessage } from './follow-up-mails';
import type { LinkMaker } from './links';
import { isCalledOffDay } from './moving';
import { FOLLOW_UP_TEMPLATES, TRIAL_TEMPLATES } from './rows';
import { confirmationMail, offerMail, reminderMail, waitlistJoinedMail, type ParentMailContext } from './parent-mails';
import type { TrialSeats } from './seats';
import { trialStaffMail } from './staff-mails';
import { teamListMail } from './team-list';

export interface TrialMailContext {
  seats: TrialSeats;
  links: LinkMaker;
  /** TRIAL_JOIN_URL */
  joinUrl?: string;
  parent: Omit<ParentMailContext, 'links' | 'joinUrl'>;
  staff: MailAddressing;
}

/** Queue rows that are tasks, not mails (they run while the mail server is away too). */
export const isTrialTask = (record: OutboxRecord) => record.templateId === TRIAL_TEMPLATES.offerExpiry;

const STAFF_TEMPLATES: readonly string[] = [EMBEDDED.templates.trial, TRIAL_TEMPLATES.moved, TRIAL_TEMPLATES.claimed];

/**
 * What the relay sends for a queue row of the trial, built when the row is due and read against the database as it
 * is then: a confirmation or reminder of a seat cancelled or moved since is skipped, an offer the family has left is
 * skipped, the offer-expiry task runs, a mail after the lesson goes only while the seat's mark still asks for it
 * (lib/trial/follow-up-mails.ts). Undefined for rows that are not the trial's (plain enquiries, bookings).
 */
export async function trialMessage(record: OutboxRecord, context: TrialMailContext): Promise<Outgoing | undefined> {
  const { seats, links, joinUrl } = context;
  const parent: ParentMailContext = { ...context.parent, links, ...(joinUrl ? { joinUrl } : {}) };
  const { params } = record;
  switch (record.templateId) {
    case TRIAL_TEMPLATES.confirmation:
    case TRIAL_TEMPLATES.reminder: {
      const signup = await seats.signup(params.signup_id ?? '');
      const current = signup?.status === 'booked' && signup.sequence === Number(params.sequence ?? 0) && signup.date === params.trial_date;
      // A date called off meanwhile (lib/trial/call-off.ts marks its rows; this catches one queued in the same moment).
      if (!current || isCalledOffDay(signup.date)) return SKIP;
      return record.templateId === TRIAL_TEMPLATES.confirmation ? confirmationMail(record, parent) : reminderMail(record, parent);
    }
    case TRIAL_TEMPLATES.waitlistJoined:
    case TRIAL_TEMPLATES.offer: {
      const entry = await seats.waitlistEntry(params.waitlist_id ?? '');
      if (record.templateId === TRIAL_TEMPLATES.waitlistJoined) return entry && (entry.status === 'waiting' || entry.status === 'offered') ? waitlistJoinedMail(record, parent) : SKIP;
      return entry?.status === 'offered' && entry.offerUntil === params.offer_until ? offerMail(record, parent) : SKIP;
    }
    case TRIAL_TEMPLATES.calledOff: {
      // Not for a seat freed or moved since the call-off: that family has chosen already.
      const signup = await seats.signup(params.signup_id ?? '');
      return signup?.status === 'booked' && signup.date === params.trial_date ? calledOffMail(record, parent) : SKIP;
    }
    case TRIAL_TEMPLATES.waitlistCalledOff:
      return waitlistCalledOffMail(record, parent);
    case TRIAL_TEMPLATES.offerExpiry:
      await seats.expireOffer(params.waitlist_id ?? '');
      return DONE;
    case TRIAL_TEMPLATES.teamList:
      if (isCalledOffDay(params.trial_date ?? '')) return SKIP;
      return teamListMail(record, await seats.teamList(params.trial_date ?? ''), context.staff, { links, siteUrl: parent.siteUrl, ...(joinUrl ? { joinUrl } : {}) });
    case FOLLOW_UP_TEMPLATES.recommendation:
    case FOLLOW_UP_TEMPLATES.missed:
      return followUpMessage(record, { seats, parent });
    default: {
      if (!STAFF_TEMPLATES.includes(record.templateId)) return undefined;
      const signupId = record.templateId === EMBEDDED.templates.trial ? (await seats.signupForEnquiry(record.id))?.id : params.signup_id;
      const booked = signupId && (await seats.signup(signupId))?.status === 'booked' ? signupId : undefined;
      return trialStaffMail(record, context.staff, links, booked);
    }
  }
}
