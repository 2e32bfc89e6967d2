import type { Address, SendMailOptions } from 'nodemailer';
import { enquiryMailCopy as copy, enquiryMailLabels } from '@/content/enquiry-mail';
import { BOOKING_REQUEST_TYPE } from '@/lib/booking/params';
import { formatIsoDate } from '@/lib/calendar/dates';
import type { OutboxRecord } from './record';

/** The staff mail when a parent frees a trial seat (lib/trial/seats.ts queues it). */
export const CANCELLATION_TEMPLATE = 'trial_cancellation';

export interface MailAddressing {
  to: string[];
  from: string | Address;
  /** Host of NEXT_PUBLIC_SITE_URL: the right-hand side of every Message-ID. */
  siteHost: string;
}

const SUBJECT_PART_MAX = 60;
// Plain addresses only: no spaces, control characters, brackets, quotes or list separators.
export const PLAIN_ADDRESS = /^[^\s\p{Cc}@<>()",;:\\[\]]+@[^\s\p{Cc}@<>()",;:\\[\]]+\.[^\s\p{Cc}@<>()",;:\\[\]]+$/u;

const received = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

/** Text safe for a header: no line breaks, control or direction characters, whitespace folded, length capped. */
export function headerText(value: string, max = SUBJECT_PART_MAX): string {
  const clean = value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** 'Anfrage /contact – Kind: Ben', 'Buchung – Kind: Mia'. */
export function enquirySubject(params: Record<string, string>): string {
  const type = headerText(params.request_type ?? '');
  const kind = type === BOOKING_REQUEST_TYPE ? type : `${copy.enquiry} ${type}`.trim();
  const child = headerText(params.child_first_name || params.child_name || '');
  return child ? `${kind} – ${copy.child}: ${child}` : kind;
}

/** What a staff mail about a trial seat adds (lib/trial/staff-mails.ts): its own subject and heading, a link to act on. */
export interface StaffMailExtra {
  /** The subject before ' – Kind: <first name>'. */
  subject?: string;
  heading?: string;
  link?: { text: string; url: string };
}

/** '<subject> – Kind: Ben' */
function withChild(subject: string, params: Record<string, string>): string {
  const child = headerText(params.child_first_name || params.child_name || '');
  return child ? `${headerText(subject, 120)} – ${copy.child}: ${child}` : headerText(subject, 120);
}

/** 'Absage Probestunde 06.01.2027 – Kind: Ben'. */
function cancellationSubject(params: Record<string, string>): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.trial_date ?? '') ? ` ${formatIsoDate(params.trial_date!)}` : '';
  const child = headerText(params.child_first_name || params.child_name || '');
  return `${copy.cancellation}${date}${child ? ` – ${copy.child}: ${child}` : ''}`;
}

/** Every parameter as label and value: the known ones in the order of `enquiryMailLabels`, the others after. */
function fields(params: Record<string, string>): { label: string; value: string }[] {
  const known = Object.keys(enquiryMailLabels).filter((key) => key in params);
  const others = Object.keys(params).filter((key) => !(key in enquiryMailLabels));
  return [...known, ...others].map((key) => ({
    label: enquiryMailLabels[key] ?? key,
    value: String(params[key] ?? '').replace(/\r\n?/g, '\n'),
  }));
}

/** The stable Message-ID of an entry: a redelivery after a crash carries the same one, so mailboxes can fold it. */
export const messageIdFor = (id: string, siteHost: string) => `<${id}@${siteHost}>`;

/**
 * The email to staff for one outbox entry. No parameter reaches a header raw: the subject takes cleaned text, the
 * Reply-To only a plain address (the schemas already reject anything else), and the bodies escape every value.
 */
export function enquiryMail(record: OutboxRecord, { to, from, siteHost }: MailAddressing, extra: StaffMailExtra = {}): SendMailOptions {
  const { params } = record;
  const cancelled = record.templateId === CANCELLATION_TEMPLATE;
  const heading = extra.heading ?? (cancelled ? copy.cancellationHeading : params.request_type === BOOKING_REQUEST_TYPE ? copy.bookingHeading : copy.heading);
  const when = received.format(new Date(record.receivedAt));
  const rows = fields(params);
  // Trimmed as the schema trims it before checking, so an address typed with a space still gets its Reply-To.
  const email = params.email?.trim();
  const replyTo = email && PLAIN_ADDRESS.test(email) ? email : undefined;

  const text = [
    `${heading} (${when})`,
    '',
    ...rows.map(({ label, value }) =>
      value.includes('\n') ? `${label}:\n${value.replace(/^/gm, '  ')}` : `${label}: ${value || copy.empty}`,
    ),
    '',
    ...(extra.link ? [extra.link.text, extra.link.url, ''] : []),
    ...(replyTo ? [copy.replyHint] : []),
    `${copy.entry}: ${record.id}`,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = [
    '<!doctype html><html lang="de"><body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    `<p>${escapeHtml(copy.received)}: ${escapeHtml(when)}</p>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ({ label, value }) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell};white-space:pre-wrap">${escapeHtml(value || copy.empty)}</td></tr>`,
    ),
    '</table>',
    ...(extra.link ? [`<p>${escapeHtml(extra.link.text)}<br><a href="${escapeHtml(extra.link.url)}">${escapeHtml(extra.link.url)}</a></p>`] : []),
    ...(replyTo ? [`<p>${escapeHtml(copy.replyHint)}</p>`] : []),
    `<p style="color:#666">${escapeHtml(copy.entry)}: ${escapeHtml(record.id)}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: extra.subject ? withChild(extra.subject, params) : cancelled ? cancellationSubject(params) : enquirySubject(params),
    messageId: messageIdFor(record.id, siteHost),
    date: new Date(record.receivedAt),
    text,
    html,
  };
}
