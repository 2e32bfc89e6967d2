import type { Address, SendMailOptions } from 'nodemailer';
import { siteConfig } from '@/content/site';
import { TRIAL_TIME } from '@/content/trial';
import { trialMailCopy as copy, trialReminderCopy as reminderCopy, waitlistMailCopy as waitlistCopy } from '@/content/trial-mail';
import { icsEvent } from '@/lib/calendar/ics';
import { berlinParts, formatLongDate } from '@/lib/calendar/dates';
import { messageIdFor, PLAIN_ADDRESS } from '@/lib/outbox/mail';
import type { OutboxRecord } from '@/lib/outbox/record';
import { trialOn } from '@/lib/trial/time';
import type { LinkMaker } from './links';
import { renderMail, type MailBlock } from './mail-layout';
import type { ReminderKind } from './schedule';

/** What every mail to a parent needs besides its queue row: sender, the team's mailbox for replies, the links. */
export interface ParentMailContext {
  from: string | Address;
  /** Where the parent's reply goes: the team's mailbox. */
  replyTo: string;
  siteUrl: string;
  links: LinkMaker;
  /** TRIAL_JOIN_URL: the online classroom; only the reminders carry it. */
  joinUrl?: string;
}

/** 'Mittwoch, 6. Januar 2027' */
const dayOf = (date: string) => formatLongDate(new Date(trialOn(date).start));

/** 'Dienstag, 5. Januar 2027, 22:14 Uhr' (Berlin). */
export function formatBerlinDateTime(instant: Date): string {
  const p = berlinParts(instant);
  return `${formatLongDate(instant)}, ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}\u00a0Uhr`;
}

/** The calendar entry of a seat: the UID of its first confirmation for good, SEQUENCE raised with every move. */
export const trialEventUid = (signupId: string, siteHost: string) => `${signupId}-confirmation@${siteHost}`;

/**
 * The recipient of a parent mail: the address the form's schema checked, checked again here so it cannot carry a
 * second recipient; and the date, which must be a calendar date.
 */
export function parentRecipient(params: Record<string, string>) {
  const { email = '', trial_date: date = '' } = params;
  if (!PLAIN_ADDRESS.test(email)) throw new Error('Mail an Eltern: keine gültige Empfängeradresse');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error('Mail an Eltern: Termin fehlt');
  return { email, date };
}

/** The headers of a mail to a parent: the team's address for replies, a Message-ID that is the queue row's. */
export function parentEnvelope(record: OutboxRecord, context: ParentMailContext, to: string, subject: string, blocks: MailBlock[]): SendMailOptions {
  return {
    from: context.from,
    to,
    replyTo: context.replyTo,
    subject,
    messageId: messageIdFor(record.id, new URL(context.siteUrl).hostname),
    date: new Date(record.receivedAt),
    ...renderMail(blocks),
  };
}

const when = (date: string) => `${dayOf(date)}, ${TRIAL_TIME} ${copy.timeZone}`;

/** Questions welcome, and the team's greeting: the end of every mail to a parent. */
export const parentSignOff: MailBlock[] = [
  { kind: 'p', text: copy.questions },
  { kind: 'p', text: `${copy.closing}\n${copy.signature}` },
];

/** The two links every mail about a booked seat carries: move it, or free it. */
function seatLinks(context: ParentMailContext, signupId: string): MailBlock[] {
  return [
    { kind: 'h', text: copy.moveHeading },
    { kind: 'p', text: copy.move },
    { kind: 'link', label: copy.moveButton, url: context.links.url('move', signupId) },
    { kind: 'h', text: copy.cancelHeading },
    { kind: 'p', text: copy.cancel },
    { kind: 'link', label: copy.cancelButton, url: context.links.url('cancel', signupId) },
  ];
}

/**
 * The confirmation a parent receives at once, and again after moving the seat: date and time, what the child needs,
 * the calendar file, the links to move or cancel. Built from the row's parameters (address, date, signup, sequence),
 * none of them free text. The calendar file keeps the UID of the first confirmation and counts the moves in SEQUENCE,
 * so a calendar app moves its entry instead of adding a second one.
 */
export function confirmationMail(record: OutboxRecord, context: ParentMailContext): SendMailOptions {
  const { email, date } = parentRecipient(record.params);
  const signupId = record.params.signup_id ?? '';
  const sequence = Number(record.params.sequence ?? 0);
  if (!signupId) throw new Error('Bestätigung: Anmeldung fehlt');
  const trial = trialOn(date);
  const start = new Date(trial.start);
  const minutes = (Date.parse(trial.end) - start.getTime()) / 60_000;
  const moved = sequence > 0;
  const calendar = icsEvent({
    uid: trialEventUid(signupId, new URL(context.siteUrl).hostname),
    sequence,
    start,
    durationMinutes: minutes,
    summary: `Kostenlose Probestunde bei ${siteConfig.name}`,
    description: `Online-Probestunde (${minutes} Minuten). ${context.joinUrl ? copy.linkInReminder : copy.link} ${copy.cancel} ${context.links.url('cancel', signupId)}`,
    location: 'Online',
    url: `${context.siteUrl}/start/signup`,
  });
  const blocks: MailBlock[] = [
    { kind: 'p', text: copy.greeting },
    { kind: 'p', text: moved ? copy.moved : copy.reserved },
    { kind: 'p', text: `${when(date)}\n${copy.online}`, strong: true },
    { kind: 'p', text: context.joinUrl ? copy.linkInReminder : copy.link },
    { kind: 'h', text: copy.needsHeading },
    { kind: 'list', items: copy.needs },
    { kind: 'p', text: moved ? copy.movedCalendar : copy.calendar },
    ...seatLinks(context, signupId),
    ...parentSignOff,
    { kind: 'small', text: copy.notYou },
  ];
  return {
    ...parentEnvelope(record, context, email, (moved ? copy.movedSubject : copy.subject)(dayOf(date)), blocks),
    attachments: [{ filename: 'probestunde.ics', content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/**
 * A reminder (the day before at 17:00, on the day at 16:00): date and time, the way into the online lesson
 * (TRIAL_JOIN_URL, or that the team sends it), what the child needs, the links to move or cancel.
 */
export function reminderMail(record: OutboxRecord, context: ParentMailContext): SendMailOptions {
  const { email, date } = parentRecipient(record.params);
  const kind = record.params.kind as ReminderKind;
  const words = reminderCopy[kind];
  if (!words) throw new Error('Erinnerung: unbekannte Art');
  const join: MailBlock[] = context.joinUrl
    ? [
        { kind: 'h', text: reminderCopy.joinHeading },
        { kind: 'p', text: reminderCopy.join },
        { kind: 'link', label: reminderCopy.joinButton, url: context.joinUrl },
        { kind: 'small', text: reminderCopy.keep },
      ]
    : [{ kind: 'p', text: reminderCopy.joinByTeam }];
  const blocks: MailBlock[] = [
    { kind: 'p', text: copy.greeting },
    { kind: 'p', text: words.intro },
    { kind: 'p', text: `${when(date)}\n${copy.online}`, strong: true },
    ...join,
    { kind: 'h', text: copy.needsHeading },
    { kind: 'list', items: copy.needs },
    ...seatLinks(context, record.params.signup_id ?? ''),
    ...parentSignOff,
  ];
  return parentEnvelope(record, context, email, words.subject(dayOf(date)), blocks);
}

/** On the waitlist: the place in the line, how an offer works, the link to leave. */
export function waitlistJoinedMail(record: OutboxRecord, context: ParentMailContext): SendMailOptions {
  const { email, date } = parentRecipient(record.params);
  const entryId = record.params.waitlist_id ?? '';
  const blocks: MailBlock[] = [
    { kind: 'p', text: copy.greeting },
    { kind: 'p', text: waitlistCopy.joined(dayOf(date), Number(record.params.position ?? 1)) },
    { kind: 'p', text: waitlistCopy.howItWorks },
    { kind: 'h', text: waitlistCopy.leaveHeading },
    { kind: 'p', text: waitlistCopy.leave },
    { kind: 'link', label: waitlistCopy.leaveButton, url: context.links.url('leave', entryId) },
    ...parentSignOff,
    { kind: 'small', text: waitlistCopy.notYou },
  ];
  return parentEnvelope(record, context, email, waitlistCopy.joinedSubject(dayOf(date)), blocks);
}

/** A freed seat held for this family until the offer's deadline: the link that takes it, the one that passes it on. */
export function offerMail(record: OutboxRecord, context: ParentMailContext): SendMailOptions {
  const { email, date } = parentRecipient(record.params);
  const entryId = record.params.waitlist_id ?? '';
  const until = new Date(record.params.offer_until ?? '');
  if (Number.isNaN(until.getTime())) throw new Error('Angebot: Frist fehlt');
  const blocks: MailBlock[] = [
    { kind: 'p', text: copy.greeting },
    { kind: 'p', text: waitlistCopy.offer(dayOf(date)) },
    { kind: 'p', text: `${when(date)}\n${copy.online}`, strong: true },
    { kind: 'p', text: waitlistCopy.offerUntil(formatBerlinDateTime(until)) },
    { kind: 'link', label: waitlistCopy.claimButton, url: context.links.url('claim', entryId) },
    { kind: 'p', text: waitlistCopy.offerLeave },
    { kind: 'link', label: waitlistCopy.offerLeaveButton, url: context.links.url('leave', entryId) },
    ...parentSignOff,
    { kind: 'small', text: waitlistCopy.notYou },
  ];
  return parentEnvelope(record, context, email, waitlistCopy.offerSubject(dayOf(date)), blocks);
}
