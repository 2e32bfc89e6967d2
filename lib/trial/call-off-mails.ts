import type { SendMailOptions } from 'nodemailer';
import { trialCallOffMailCopy as copy } from '@/content/trial-call-off';
import { trialMailCopy } from '@/content/trial-mail';
import type { OutboxRecord } from '@/lib/outbox/record';
import { trialDayLabel } from './link-views';
import type { MailBlock } from './mail-layout';
import { parentEnvelope, parentRecipient, parentSignOff, type ParentMailContext } from './parent-mails';

/**
 * The mails of a trial the team called off (lib/trial/call-off.ts queues them), built when their row is due: to each
 * family with a seat the reason and the seat's own move link, to each family on the waitlist that it waits no more and
 * where to choose another date. The reason is the team's words, carried in the row; nothing a family typed is in them.
 */

/** The longest reason a mail carries: a sentence or two, not a letter. */
export const CALL_OFF_REASON_MAX = 300;

/** The team's reason as one plain line: control and direction characters gone, spaces collapsed, cut to the maximum. */
export const reasonText = (value: string) =>
  value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, CALL_OFF_REASON_MAX)
    .trim();

function reasonOf(record: OutboxRecord): string {
  const reason = reasonText(record.params.reason ?? '');
  if (!reason) throw new Error('Absage: Grund fehlt');
  return reason;
}

/** To a family with a seat on the date called off: sorry, the reason, the link that moves the seat to another Wednesday. */
export function calledOffMail(record: OutboxRecord, context: ParentMailContext): SendMailOptions {
  const { email, date } = parentRecipient(record.params);
  const signupId = record.params.signup_id ?? '';
  if (!signupId) throw new Error('Absage: Anmeldung fehlt');
  const day = trialDayLabel(date);
  const blocks: MailBlock[] = [
    { kind: 'p', text: trialMailCopy.greeting },
    { kind: 'p', text: copy.sorry(day) },
    { kind: 'h', text: copy.reasonHeading },
    { kind: 'p', text: reasonOf(record) },
    { kind: 'h', text: copy.moveHeading },
    { kind: 'p', text: copy.move },
    { kind: 'link', label: copy.moveButton, url: context.links.url('move', signupId) },
    { kind: 'p', text: copy.moveNote },
    { kind: 'p', text: copy.nothingElse },
    ...parentSignOff,
  ];
  return parentEnvelope(record, context, email, copy.subject(day), blocks);
}

/** To a family on the waitlist of the date called off: the date is off, it waits no more, the signup page for another. */
export function waitlistCalledOffMail(record: OutboxRecord, context: ParentMailContext): SendMailOptions {
  const { email, date } = parentRecipient(record.params);
  const day = trialDayLabel(date);
  const blocks: MailBlock[] = [
    { kind: 'p', text: trialMailCopy.greeting },
    { kind: 'p', text: copy.waitlist(day) },
    { kind: 'h', text: copy.reasonHeading },
    { kind: 'p', text: reasonOf(record) },
    { kind: 'p', text: copy.waitlistChoose },
    { kind: 'link', label: copy.waitlistButton, url: `${context.siteUrl}/start/signup` },
    ...parentSignOff,
  ];
  return parentEnvelope(record, context, email, copy.waitlistSubject(day), blocks);
}
