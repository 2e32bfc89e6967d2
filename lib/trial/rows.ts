import { CANCELLATION_TEMPLATE } from '../outbox/mail.ts';

/**
 * The queue rows the trial writes: their templates and their ids. Shared by seats, waitlist, moving, the marks after
 * the lesson, the moments and the mails; it imports none of them.
 */

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

/** The queue rows of the next steps (lib/trial/follow-up-mails.ts builds their mails). */
export const FOLLOW_UP_TEMPLATES = { recommendation: 'trial_recommendation', missed: 'trial_missed' } as const;
export const followUpRowId = (signupId: string, kind: keyof typeof FOLLOW_UP_TEMPLATES) => `${signupId}-${kind}`;

/** The queue row ids of a seat's mails: stable, so a mail exists once however often a step is retried. */
export const trialRowIds = {
  confirmation: (signupId: string, sequence: number) => (sequence === 0 ? `${signupId}-confirmation` : `${signupId}-confirmation-${sequence}`),
  reminder: (signupId: string, sequence: number, kind: string) => `${signupId}-reminder-${sequence}-${kind}`,
  teamList: (date: string) => `trial-team-list-${date}`,
  /** The mail of a call-off, once per seat or waitlist place. */
  calledOff: (signupOrEntryId: string) => `${signupOrEntryId}-called-off`,
};
