import type { Address, SendMailOptions } from 'nodemailer';
import { siteConfig } from '@/content/site';
import { TRIAL_TIME } from '@/content/trial';
import { trialMailCopy as copy } from '@/content/trial-mail';
import { icsEvent } from '@/lib/calendar';
import { formatLongDate } from '@/lib/dates';
import { messageIdFor, PLAIN_ADDRESS } from '@/lib/outbox/mail';
import type { OutboxRecord } from '@/lib/outbox/record';
import { trialOn } from '@/lib/trial-dates';

export interface ConfirmationAddressing {
  from: string | Address;
  /** Where the parent's reply goes: the team's mailbox. */
  replyTo: string;
  siteUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** Where a parent frees the seat: the token is the only key, so the link is the parent's alone. */
export const cancelUrl = (siteUrl: string, token: string) => `${siteUrl}/start/signup/absagen?token=${encodeURIComponent(token)}`;

/**
 * The confirmation a parent receives at once: date and time, what the child needs, the calendar file, the cancel link.
 * Built from the entry's three parameters (address, date, token), none of them free text; the address was checked by the
 * form's schema and is checked again here, so it cannot carry a second recipient.
 */
export function trialConfirmationMail(record: OutboxRecord, { from, replyTo, siteUrl }: ConfirmationAddressing): SendMailOptions {
  const { email = '', trial_date: date = '', token = '' } = record.params;
  if (!PLAIN_ADDRESS.test(email)) throw new Error('Bestätigung: keine gültige Empfängeradresse');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !token) throw new Error('Bestätigung: Termin oder Schlüssel fehlt');
  const trial = trialOn(date);
  const start = new Date(trial.start);
  const day = formatLongDate(start);
  const when = `${day}, ${TRIAL_TIME} ${copy.timeZone}`;
  const link = cancelUrl(siteUrl, token);
  const siteHost = new URL(siteUrl).hostname;
  const minutes = (Date.parse(trial.end) - start.getTime()) / 60_000;
  const calendar = icsEvent({
    uid: `${record.id}@${siteHost}`,
    start,
    durationMinutes: minutes,
    summary: `Kostenlose Probestunde bei ${siteConfig.name}`,
    description: `Online-Probestunde (${minutes} Minuten). ${copy.link} ${copy.cancel} ${link}`,
    location: 'Online',
    url: `${siteUrl}/start/signup`,
  });

  const text = [
    copy.greeting,
    '',
    copy.reserved,
    '',
    `  ${when}`,
    `  ${copy.online}`,
    '',
    copy.link,
    '',
    `${copy.needsHeading}:`,
    ...copy.needs.map((item) => `- ${item}`),
    '',
    copy.calendar,
    '',
    `${copy.cancelHeading} ${copy.cancel}`,
    link,
    '',
    copy.questions,
    '',
    copy.closing,
    copy.signature,
    '',
    copy.notYou,
  ].join('\n');

  const html = [
    '<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(copy.greeting)}</p>`,
    `<p>${escapeHtml(copy.reserved)}</p>`,
    `<p style="font-size:18px"><strong>${escapeHtml(when)}</strong><br>${escapeHtml(copy.online)}</p>`,
    `<p>${escapeHtml(copy.link)}</p>`,
    `<h2 style="font-size:16px">${escapeHtml(copy.needsHeading)}</h2>`,
    `<ul>${copy.needs.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(copy.calendar)}</p>`,
    `<h2 style="font-size:16px">${escapeHtml(copy.cancelHeading)}</h2>`,
    `<p>${escapeHtml(copy.cancel)}<br><a href="${escapeHtml(link)}">${escapeHtml(copy.cancelButton)}</a></p>`,
    `<p>${escapeHtml(copy.questions)}</p>`,
    `<p>${escapeHtml(copy.closing)}<br>${escapeHtml(copy.signature)}</p>`,
    `<p style="color:#6b7280;font-size:13px">${escapeHtml(copy.notYou)}</p>`,
    '</body></html>',
  ].join('\n');

  return {
    from,
    to: email,
    replyTo,
    subject: copy.subject(day),
    messageId: messageIdFor(record.id, siteHost),
    date: new Date(record.receivedAt),
    text,
    html,
    attachments: [{ filename: 'probestunde.ics', content: calendar, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}
