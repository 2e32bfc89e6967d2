import type { SendMailOptions } from 'nodemailer';
import { trialStaffCopy as copy } from '@/content/trial-mail';
import { formatIsoDate, formatLongDate } from '@/lib/calendar/dates';
import { headerText, messageIdFor, type MailAddressing } from '@/lib/outbox/mail';
import type { OutboxRecord } from '@/lib/outbox/record';
import { trialOn } from '@/lib/trial/time';
import type { LinkMaker } from './links';
import { escapeHtml } from './mail-layout';
import { formatBerlinDateTime } from './parent-mails';
import type { TeamList, TeamListPerson } from './seats';

export interface TeamListOptions {
  joinUrl?: string;
  /** Without it (the terminal of `npm run trials` on a machine without the secret) no links are shown. */
  links?: LinkMaker;
  /** NEXT_PUBLIC_SITE_URL: the mail links to the day's page in the team's room. */
  siteUrl?: string;
}

/** The day's page in the team's room: its list, and the marks after the lesson (app/(intern)/intern/probestunden). */
export const trialDayPageUrl = (siteUrl: string, date: string) => `${siteUrl}/intern/probestunden/${date}`;

/** One line of what a parent typed: no line breaks or control characters (a mail body, a terminal). */
const plain = (value: string | undefined) => String(value ?? '').replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ').trim();

interface Row {
  child: string;
  age: string;
  parent: string;
  email: string;
  phone: string;
  note: string;
  free?: string;
}

function rowOf(person: TeamListPerson, options: TeamListOptions, seat: boolean): Row {
  const { params } = person;
  return {
    child: plain(params.child_first_name || params.child_name) || '–',
    age: plain(params.child_age),
    parent: plain([params.first_name, params.last_name].filter(Boolean).join(' ')),
    email: plain(params.email),
    phone: plain(params.phone),
    note: seat ? '' : person.status === 'offered' && person.offerUntil ? copy.offered(formatBerlinDateTime(new Date(person.offerUntil))) : copy.waiting,
    ...(seat && options.links ? { free: options.links.url('cancel', person.id) } : {}),
  };
}

const day = (date: string) => formatLongDate(new Date(trialOn(date).start));

/** The list as text: the team's mail and `npm run trials` print the same. */
export function teamListText(list: TeamList, options: TeamListOptions = {}): string {
  const line = (row: Row, i: number) => {
    const who = [`${i + 1}. ${row.child}${row.age ? ` (${row.age})` : ''}`, row.parent && `– ${row.parent}`, row.email && `<${row.email}>`, row.phone && `Tel. ${row.phone}`].filter(Boolean).join(' ');
    return [who + (row.note ? `, ${row.note}` : ''), ...(row.free ? [`   ${copy.columns.free}: ${row.free}`] : [])].join('\n');
  };
  const children = list.children.map((person) => rowOf(person, options, true));
  const waiting = list.waitlist.map((person) => rowOf(person, options, false));
  return [
    copy.teamListHeading(day(list.date)),
    '',
    `${copy.children} (${children.length}):`,
    ...(children.length ? children.map(line) : [copy.noChildren]),
    '',
    `${copy.seatsLeft}: ${list.seatsLeft}`,
    '',
    `${copy.waitlist} (${waiting.length}):`,
    ...(waiting.length ? waiting.map(line) : [copy.noWaitlist]),
    '',
    options.joinUrl ? `${copy.join}: ${options.joinUrl}` : copy.noJoin,
  ].join('\n');
}

/** The mail at 08:00 on the trial day to MAIL_TO: who comes, who waits, seats left, the join link. */
export function teamListMail(record: OutboxRecord, list: TeamList, { to, from, siteHost }: MailAddressing, options: TeamListOptions): SendMailOptions {
  const cell = 'padding:4px 10px 4px 0;vertical-align:top;text-align:left;border-bottom:1px solid #e5e7eb';
  const table = (rows: Row[], seat: boolean) => {
    const head = [copy.columns.child, copy.columns.age, copy.columns.parent, copy.columns.email, copy.columns.phone, seat ? copy.columns.free : ''].filter(Boolean);
    return [
      '<table style="border-collapse:collapse">',
      `<tr>${head.map((label) => `<th style="${cell}">${escapeHtml(label)}</th>`).join('')}</tr>`,
      ...rows.map(
        (row) =>
          `<tr><td style="${cell}">${escapeHtml(row.child)}${row.note ? `<br><small>${escapeHtml(row.note)}</small>` : ''}</td><td style="${cell}">${escapeHtml(row.age)}</td><td style="${cell}">${escapeHtml(row.parent)}</td><td style="${cell}">${escapeHtml(row.email)}</td><td style="${cell}">${escapeHtml(row.phone)}</td>${seat ? `<td style="${cell}">${row.free ? `<a href="${escapeHtml(row.free)}">${escapeHtml(copy.freeLink)}</a>` : ''}</td>` : ''}</tr>`,
      ),
      '</table>',
    ].join('\n');
  };
  const children = list.children.map((person) => rowOf(person, options, true));
  const waiting = list.waitlist.map((person) => rowOf(person, options, false));
  const dayPage = options.siteUrl ? trialDayPageUrl(options.siteUrl, list.date) : undefined;
  const html = [
    '<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">',
    `<h1 style="font-size:18px">${escapeHtml(copy.teamListHeading(day(list.date)))}</h1>`,
    ...(dayPage ? [`<p><a href="${escapeHtml(dayPage)}" style="font-weight:bold">${escapeHtml(copy.dayPage)}</a></p>`] : []),
    `<h2 style="font-size:16px">${escapeHtml(copy.children)} (${children.length})</h2>`,
    children.length ? table(children, true) : `<p>${escapeHtml(copy.noChildren)}</p>`,
    `<p><strong>${escapeHtml(copy.seatsLeft)}: ${list.seatsLeft}</strong></p>`,
    `<h2 style="font-size:16px">${escapeHtml(copy.waitlist)} (${waiting.length})</h2>`,
    waiting.length ? table(waiting, false) : `<p>${escapeHtml(copy.noWaitlist)}</p>`,
    options.joinUrl ? `<p>${escapeHtml(copy.join)}: <a href="${escapeHtml(options.joinUrl)}">${escapeHtml(options.joinUrl)}</a></p>` : `<p>${escapeHtml(copy.noJoin)}</p>`,
    `<p style="color:#6b7280;font-size:13px">${escapeHtml(copy.footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    from,
    to,
    subject: headerText(copy.teamListSubject(formatIsoDate(list.date), children.length, list.seatsLeft), 120),
    messageId: messageIdFor(record.id, siteHost),
    date: new Date(record.receivedAt),
    text: [teamListText(list, options), ...(dayPage ? [`${copy.dayPage}: ${dayPage}`] : []), copy.footer].join('\n\n'),
    html,
  };
}

