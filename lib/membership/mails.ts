import type { Address, SendMailOptions } from 'nodemailer';
import { packages } from '@/content/packages';
import { DECLARATION_PATHS, declarationCopy, declarationLinks, membershipMailCopy as copy, membershipStaffCopy as staffCopy } from '@/content/membership';
import { siteConfig } from '@/content/site';
import { summarySections } from '@/lib/booking/summary';
import { berlinIsoDate } from '@/lib/calendar/dates';
import { LESSON_MINUTES } from '@/content/lessons';
import { formatEuro, timeRange } from '@/content/format';
import { enquiryMail, messageIdFor, PLAIN_ADDRESS, type MailAddressing } from '@/lib/outbox/mail';
import type { OutboxRecord } from '@/lib/outbox/record';
import { SKIP, type Outgoing } from '@/lib/outbox/relay';
import { renderMail, type MailBlock } from '@/lib/trial/mail-layout';
import { declarationView, longDay, receiptTime } from './declaration-view';
import { addCalendarDays, contractMinimumTermEnd, minimumTermEnd } from './end-date';
import { MEMBERSHIP_TEMPLATES, type Booking, type Declaration, type Memberships } from './store';

/** The AGB with the withdrawal notice and the model form, made from content/legal/agb.ts (lib/legal/). */
export interface LegalAppendix {
  text: string;
  html: string;
  pdf(): Promise<Buffer>;
}

export interface MembershipMailContext {
  memberships: Memberships;
  from: string | Address;
  /** Where a family's reply goes: the team's mailbox. */
  replyTo: string;
  siteUrl: string;
  staff: MailAddressing;
  legal: LegalAppendix;
  /** SEPA_CREDITOR_ID, named in the contract confirmation of a direct debit. */
  creditorId?: string;
  /** The link that opens a declaration's confirmation page again (lib/membership/links.ts). */
  receiptUrl(declaration: Pick<Declaration, 'id' | 'kind'>): string;
}

/** Days a direct debit is announced before it is taken (AGB § 6). */
export const PRENOTIFICATION_DAYS = 5;

const TEMPLATES: readonly string[] = Object.values(MEMBERSHIP_TEMPLATES);
export const isMembershipTemplate = (templateId: string) => TEMPLATES.includes(templateId);

/** 'Frau O'Neill', 'Herr Öztürk', or first and last name without a salutation. */
function addressed(params: Record<string, string>): string {
  const { salutation = '', first_name: first = '', last_name: last = '' } = params;
  return salutation === 'Frau' || salutation === 'Herr' ? `${salutation} ${last}`.trim() : `${first} ${last}`.trim();
}

const recipient = (address: string) => {
  if (!PLAIN_ADDRESS.test(address)) throw new Error('Mail zur Mitgliedschaft: keine gültige Empfängeradresse');
  return address;
};

function envelope(record: OutboxRecord, context: MembershipMailContext, to: string | string[], subject: string, blocks: MailBlock[], replyTo?: string): SendMailOptions {
  return {
    from: context.from,
    to,
    replyTo: replyTo ?? context.replyTo,
    subject,
    messageId: messageIdFor(record.id, new URL(context.siteUrl).hostname),
    ...renderMail(blocks),
  };
}

/** The order as the wizard's overview showed it, one heading and list per group. */
const orderBlocks = (params: Record<string, string>): MailBlock[] =>
  summarySections(params).flatMap((section) => [
    { kind: 'h', text: section.title },
    { kind: 'list', items: section.rows.map(([label, value]) => `${label}: ${value || '–'}`) },
  ]);

/** Withdraw and cancel online: the two links every mail about a contract carries. */
function rightsBlocks(context: MembershipMailContext): MailBlock[] {
  return [
    { kind: 'h', text: copy.legalHeading },
    { kind: 'p', text: copy.withdrawalRight(declarationLinks.withdrawal) },
    { kind: 'textLink', label: declarationLinks.withdrawal, url: `${context.siteUrl}${DECLARATION_PATHS.withdrawal}` },
    { kind: 'p', text: copy.cancellationRight(declarationLinks.cancellation) },
    { kind: 'textLink', label: declarationLinks.cancellation, url: `${context.siteUrl}${DECLARATION_PATHS.cancellation}` },
    { kind: 'p', text: copy.attachment },
  ];
}

const signOff: MailBlock[] = [
  { kind: 'p', text: copy.questions },
  { kind: 'p', text: `${copy.closing}\n${copy.signature}` },
];

async function withLegal(mail: SendMailOptions, context: MembershipMailContext): Promise<SendMailOptions> {
  return { ...mail, attachments: [{ filename: copy.attachmentName, content: await context.legal.pdf(), contentType: 'application/pdf' }] };
}

const appendix = (context: MembershipMailContext): MailBlock => ({ kind: 'appendix', heading: copy.legalAppendix, text: context.legal.text, html: context.legal.html });

/** "Ihre Buchung CS-… ist eingegangen" (§ 312i Abs. 1 Nr. 3, § 312f Abs. 2 BGB): the order, the AGB, the notice, the form. */
export function receiptMail(record: OutboxRecord, booking: Booking, context: MembershipMailContext): Promise<SendMailOptions> {
  const blocks: MailBlock[] = [
    { kind: 'p', text: copy.greeting(addressed(booking.params)) },
    { kind: 'p', text: copy.receipt.intro(receiptTime(booking.receivedAt), booking.number) },
    { kind: 'p', text: copy.receipt.notYetContract },
    { kind: 'h', text: copy.receipt.orderHeading },
    ...orderBlocks(booking.params),
    ...rightsBlocks(context),
    ...signOff,
    appendix(context),
  ];
  return withLegal(envelope(record, context, recipient(booking.email), copy.receipt.subject(booking.number), blocks), context);
}

/** The first debit's day: due with the first lesson, announced at least five days ahead (AGB § 6). */
export function firstDebitDay(firstLesson: string, confirmedAt: string): string {
  const announced = addCalendarDays(berlinIsoDate(new Date(confirmedAt)), PRENOTIFICATION_DAYS);
  return announced > firstLesson ? announced : firstLesson;
}

/** The contract confirmation (§ 312f Abs. 2 BGB): the contract's content, the first lesson and payment, the mandate. */
export async function contractMail(record: OutboxRecord, booking: Booking, context: MembershipMailContext, cancellation?: Declaration): Promise<SendMailOptions> {
  const firstLesson = booking.firstLesson ?? '';
  const pkg = packages.find((candidate) => candidate.id === booking.packageId);
  const amount = pkg ? formatEuro(pkg.pricePerTerm) : booking.params.price ?? '';
  const termEnd = contractMinimumTermEnd(firstLesson, booking.packageId);
  const firstEnd = pkg?.firstCancellationMonth ? minimumTermEnd(firstLesson, booking.packageId) : undefined;
  const sepa = booking.hasIban;
  const method = sepa ? 'sepa' : booking.params.payment_method === 'Kreditkarte' ? 'card' : 'bank';
  const payDay = sepa ? firstDebitDay(firstLesson, booking.confirmedAt ?? record.receivedAt) : firstLesson;
  const contract: string[] = [
    `${copy.contract.firstLesson}: ${longDay(firstLesson)}`,
    ...(booking.lessonTime ? [`${copy.contract.lessons}: ${copy.contract.lessonsWhen(longDay(firstLesson).split(',')[0]!, timeRange(booking.lessonTime, LESSON_MINUTES))}`] : []),
    ...(termEnd ? [`${copy.contract.minimumTermEnd}: ${longDay(termEnd)}`] : []),
    ...(firstEnd ? [`${copy.contract.plusFirstCancellation}: ${longDay(firstEnd)}`] : []),
  ];
  const blocks: MailBlock[] = [
    { kind: 'p', text: copy.greeting(addressed(booking.params)) },
    { kind: 'p', text: copy.contract.intro(booking.number) },
    { kind: 'h', text: copy.contract.heading },
    { kind: 'list', items: contract },
    ...orderBlocks(booking.params),
    { kind: 'h', text: copy.contract.paymentHeading },
    { kind: 'p', text: copy.contract.payment[method](amount, longDay(payDay)) },
    ...(sepa
      ? ([
          { kind: 'h', text: copy.contract.mandateHeading },
          { kind: 'p', text: copy.contract.mandate(siteConfig.company.legalName) },
          {
            kind: 'list',
            items: [
              `${copy.contract.creditorId}: ${context.creditorId ?? ''}`,
              `${copy.contract.mandateReference}: ${booking.mandateReference ?? booking.number}`,
              `${copy.contract.accountHolder}: ${booking.params.account_holder ?? ''}`,
              `${copy.contract.iban}: ${booking.params.iban ?? ''}`,
            ],
          },
        ] satisfies MailBlock[])
      : []),
    ...(cancellation && booking.endDate
      ? ([
          { kind: 'h', text: copy.contract.cancelledHeading },
          { kind: 'p', text: copy.contract.cancelled(receiptTime(cancellation.receivedAt), longDay(booking.endDate)) },
        ] satisfies MailBlock[])
      : []),
    { kind: 'p', text: copy.contract.next },
    ...rightsBlocks(context),
    ...signOff,
    appendix(context),
  ];
  return withLegal(envelope(record, context, recipient(booking.email), copy.contract.subject(booking.number), blocks), context);
}

/** The acknowledgement of a withdrawal or cancellation, to the address it gave (§ 312k Abs. 4, § 356a BGB). */
export function declarationReceiptMail(record: OutboxRecord, declaration: Declaration, booking: Booking | undefined, context: MembershipMailContext): SendMailOptions {
  const view = declarationView(declaration, booking);
  const blocks: MailBlock[] = [
    { kind: 'p', text: copy.greeting(declaration.name) },
    { kind: 'p', text: view.received, strong: true },
    { kind: 'p', text: declarationCopy.declared },
    { kind: 'list', items: view.rows.map(([label, value]) => `${label}: ${value}`) },
    ...view.outcome.map((text): MailBlock => ({ kind: 'p', text })),
    { kind: 'textLink', label: declarationCopy.pageLink, url: context.receiptUrl(declaration) },
    { kind: 'p', text: declarationCopy.keep },
    ...signOff,
  ];
  const number = booking?.number ?? declaration.bookingNumber;
  return envelope(record, context, recipient(declaration.email), declarationCopy[declaration.kind].subject(number), blocks);
}

/** To the booking's own address, when a declaration about it came from another one. */
export function declarationNoticeMail(record: OutboxRecord, declaration: Declaration, booking: Booking, context: MembershipMailContext): SendMailOptions {
  const view = declarationView(declaration, booking);
  const blocks: MailBlock[] = [
    { kind: 'p', text: copy.greeting(addressed(booking.params)) },
    { kind: 'p', text: declarationCopy.notice.intro(declaration.kind, booking.number, receiptTime(declaration.receivedAt), declaration.email) },
    { kind: 'list', items: view.rows.map(([label, value]) => `${label}: ${value}`) },
    ...view.outcome.map((text): MailBlock => ({ kind: 'p', text })),
    { kind: 'p', text: declarationCopy.notice.notYou, strong: true },
    ...signOff,
  ];
  return envelope(record, context, recipient(booking.email), declarationCopy.notice.subject(declaration.kind, booking.number), blocks);
}

/** To the team: the declaration, what it did, and where to look at it. */
export function declarationStaffMail(record: OutboxRecord, declaration: Declaration, booking: Booking | undefined, context: MembershipMailContext): SendMailOptions {
  const view = declarationView(declaration, booking);
  const url = booking ? `${context.siteUrl}/intern/buchungen/${booking.number}` : `${context.siteUrl}/intern/buchungen#nicht-zugeordnet`;
  const blocks: MailBlock[] = [
    { kind: 'p', text: `${staffCopy.declarationHeading(declaration.kind)}: ${view.received}`, strong: true },
    { kind: 'list', items: view.rows.map(([label, value]) => `${label}: ${value}`) },
    { kind: 'p', text: staffCopy.outcome[declaration.outcome] },
    ...view.outcome.map((text): MailBlock => ({ kind: 'p', text })),
    { kind: 'textLink', label: staffCopy.declarationLink, url },
  ];
  const replyTo = PLAIN_ADDRESS.test(declaration.email) ? declaration.email : undefined;
  return envelope(record, context, context.staff.to, staffCopy.declarationSubject(declaration.kind, booking?.number ?? declaration.bookingNumber), blocks, replyTo);
}

/**
 * What the relay sends for a queue row of a membership, built from the booking's and the declaration's rows as they are
 * when it is sent. Undefined for rows that are not a membership's.
 */
export async function membershipMessage(record: OutboxRecord, context: MembershipMailContext): Promise<Outgoing | undefined> {
  if (!isMembershipTemplate(record.templateId)) return undefined;
  const { memberships } = context;
  const { params } = record;
  switch (record.templateId) {
    case MEMBERSHIP_TEMPLATES.staff: {
      const number = params.booking_number;
      // A booking mail from before the sixth round that was never carried over: as it was.
      if (!number) return enquiryMail(record, context.staff);
      return enquiryMail(record, context.staff, { subject: staffCopy.bookingSubject(number), link: { text: staffCopy.bookingLink, url: `${context.siteUrl}/intern/buchungen/${number}` } });
    }
    case MEMBERSHIP_TEMPLATES.receipt:
    case MEMBERSHIP_TEMPLATES.contract: {
      const booking = await memberships.byId(params.booking_id ?? '');
      if (!booking) throw new Error(`Buchung ${params.booking_id ?? '?'} nicht gefunden`);
      if (record.templateId === MEMBERSHIP_TEMPLATES.receipt) return receiptMail(record, booking, context);
      // Withdrawn in the seconds between the team's click and the send: no contract to confirm.
      if (booking.state === 'withdrawn') return SKIP;
      const cancellation = booking.state === 'cancelled' ? (await memberships.declarations({ bookingId: booking.id })).find((d) => d.kind === 'cancellation' && d.outcome === 'applied') : undefined;
      return contractMail(record, booking, context, cancellation);
    }
    default: {
      const declaration = await memberships.declarationById(params.declaration_id ?? '');
      if (!declaration) throw new Error(`Erklärung ${params.declaration_id ?? '?'} nicht gefunden`);
      const booking = declaration.bookingId ? await memberships.byId(declaration.bookingId) : undefined;
      if (record.templateId === MEMBERSHIP_TEMPLATES.declarationReceipt) return declarationReceiptMail(record, declaration, booking, context);
      if (record.templateId === MEMBERSHIP_TEMPLATES.declarationNotice) return booking ? declarationNoticeMail(record, declaration, booking, context) : SKIP;
      return declarationStaffMail(record, declaration, booking, context);
    }
  }
}
