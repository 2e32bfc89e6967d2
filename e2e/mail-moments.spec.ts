import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { expect, test } from './fixtures';
import { startPostgres, type TestPostgres } from '../scripts/postgres.mjs';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { openDatabase, type DatabaseConfig } from '../lib/db/connect';
import { createOutboxStore } from '../lib/outbox/store';
import type { OutboxRecord } from '../lib/outbox/record';
import { expectNoAxeViolations } from './axe';
import { enquiryFrom, SEND_URL } from './enquiry-request';
import { signIn } from './intern-session';
import { startServer, stopServer, type OwnServer } from './own-server';
import { picture } from './pictures';

// Every mail at its moment (issue 55), on the server's clock (faketime) against a real SMTP server, on SQLite and on
// PostgreSQL: a server down from the signup until after the lesson sends none of its reminders or the team's list
// (three rows "abgelaufen"); one restarted before a reminder sends it with the Date of its sending; a refused address
// fails at once, a recipient answered 451 gets the mail once; the team sees all of it in /intern/postausgang and
// presses "Erneut versuchen" on two instances at once; a mail program's one-click stop works.
const STAFF = 'team@codingstars.de';
const OFFICE = 'buero@codingstars.de';
const LENA = 'lena@codingstars.de';
const SITE = 'https://www.codingstars.de';
const SHOTS = 'test-results/screenshots';
const D = '2027-01-13';
const NEXT_WEEK = '2027-01-20';
// Times the servers start at, in UTC as faketime reads them here; Berlin is an hour ahead in January.
/** Tuesday 12.01.2027, 11:59:50 in Berlin: a parent signs up at noon. */
const TUESDAY_NOON = '2027-01-12 10:59:50';
/** Wednesday 13.01.2027, 18:40 in Berlin: the lesson ended at 18:30. */
const AFTER_LESSON = '2027-01-13 17:40:00';
/** Tuesday 19.01.2027, 16:59:50 in Berlin: ten seconds before the reminder of the 20th. */
const BEFORE_REMINDER = '2027-01-19 15:59:50';
const REMINDER_AT = Date.parse('2027-01-19T17:00:00+01:00');

const plain = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');
const recipients = (mail: ParsedMail) => JSON.stringify(mail.to ?? '');

function signUp(request: APIRequestContext, server: OwnServer, email: string, date: string, child: string, ip: string) {
  return request.post(`${server.url}${SEND_URL}`, {
    headers: { 'x-forwarded-for': ip },
    data: { ...enquiryFrom(email, { request_type: '/signup schnupper-funnel', trial_date: date, child_name: child }), template_id: 'enquiry_trial' },
  });
}

async function rows(database: DatabaseConfig): Promise<OutboxRecord[]> {
  const db = openDatabase(database);
  try {
    return await createOutboxStore(db).list();
  } finally {
    await db.close();
  }
}

async function restart(servers: OwnServer[], env: Record<string, string>, clock: string, count = servers.length): Promise<OwnServer[]> {
  await Promise.all(servers.map((server) => stopServer(server.child, 'SIGKILL')));
  return Promise.all(Array.from({ length: count }, () => startServer(env, { clock })));
}

for (const kind of ['sqlite', 'postgres'] as const) {
  test(`on ${kind}: a server down over the lesson sends none of its moments; one back before a reminder sends it, dated when it leaves`, async ({ request }) => {
    test.setTimeout(180_000);
    const run = `${Date.now().toString(36)}${kind[0]}`;
    const parent = `eltern.${run}@beispiel.de`;
    const later = `spaeter.${run}@beispiel.de`;
    const sink: SmtpSink = await startSmtpSink();
    const dir = await mkdtemp(path.join(tmpdir(), 'moments-'));
    let postgres: TestPostgres | undefined;
    let servers: OwnServer[] = [];
    try {
      if (kind === 'postgres') postgres = await startPostgres();
      const database: DatabaseConfig = postgres ? { url: await postgres.createDatabase('moments'), path: '' } : { path: path.join(dir, 'codingstars.db') };
      const env = { ...(database.url ? { DATABASE_URL: database.url } : { DATABASE_PATH: database.path }), SMTP_URL: sink.url, MAIL_TO: STAFF, OUTBOX_RETRY_BASE_MS: '100', TRUST_PROXY: '1', TRIAL_JOIN_URL: 'https://raum.codingstars.de/probestunde', LINK_SECRET: 'ein-schluessel-fuer-die-momente-im-test-12345' };
      const mailsTo = async (email: string) => (await sink.parsed()).filter((mail) => recipients(mail).includes(email));

      // Tuesday noon: the signup for Wednesday and one for the week after; their confirmations leave at once.
      servers = await restart([], env, TUESDAY_NOON, 1);
      expect((await signUp(request, servers[0]!, parent, D, 'Emil', '203.0.113.1')).status()).toBe(200);
      expect((await signUp(request, servers[0]!, later, NEXT_WEEK, 'Lotta', '203.0.113.2')).status()).toBe(200);
      await expect.poll(async () => (await mailsTo(parent)).length, { timeout: 30_000 }).toBe(1);
      await expect.poll(async () => (await mailsTo(later)).length, { timeout: 30_000 }).toBe(1);
      const confirmation = (await mailsTo(parent))[0]!;
      // Its Date is when it left: Tuesday a little after noon by the server's clock.
      expect(Math.abs(confirmation.date!.getTime() - Date.parse('2027-01-12T12:00:00+01:00'))).toBeLessThan(60_000);

      // Down from then until Wednesday 18:40: the reminders of Tuesday 17:00 and Wednesday 16:00 and the team's list of
      // 08:00 are past their moment and become "abgelaufen"; nothing leaves.
      // Everything that was due on arrival has left first (the team's copies of both signups too: on a busy machine
      // one left after the restart and was counted as sent while down).
      await expect.poll(async () => (await rows(database)).filter((row) => row.state === 'pending' && !row.dueAt).length, { timeout: 30_000 }).toBe(0);
      const before = sink.messages.length;
      servers = await restart(servers, env, AFTER_LESSON, 1);
      const expired = async () =>
        (await rows(database)).filter((row) => row.state === 'expired' && (row.params.trial_date === D || row.params.email === parent)).map((row) => `${row.templateId}:${row.params.kind ?? ''}`);
      await expect.poll(async () => (await expired()).sort(), { timeout: 30_000 }).toEqual(['trial_reminder:day-before', 'trial_reminder:same-day', 'trial_team_list:']);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(sink.messages.length).toBe(before);
      const health = (await (await request.get(`${servers[0]!.url}/api/health`)).json()) as { expired: number };
      expect(health.expired).toBe(3);

      // Back ten seconds before the next week's reminder: it leaves at 17:00, dated 17:00, not when it was queued.
      servers = await restart(servers, env, BEFORE_REMINDER, 1);
      await expect.poll(async () => (await mailsTo(later)).filter((mail) => /^Morgen ist Probestunde/.test(plain(mail.subject))).length, { timeout: 40_000 }).toBe(1);
      const reminder = (await mailsTo(later)).find((mail) => /^Morgen ist Probestunde/.test(plain(mail.subject)))!;
      expect(Math.abs(reminder.date!.getTime() - REMINDER_AT)).toBeLessThan(60_000);
      const row = (await rows(database)).find((record) => record.templateId === 'trial_reminder' && record.params.email === later && record.params.kind === 'day-before')!;
      expect(reminder.messageId).toBe(`<${row.id}@www.codingstars.de>`);
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child, 'SIGKILL')));
      await sink.close();
      await postgres?.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  });
}

test('refusals, the team’s Postausgang and "Erneut versuchen" on two instances, a mail program’s one-click stop', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const family = (name: string) => `${name}.${run}@beispiel.de`;
  const [good, mistyped, wrong] = [family('gut'), family('vertippt'), family('falsch')];
  const postgres = await startPostgres();
  // The receiving side: the two wrong addresses do not exist (550), the office's box is busy the first time (451).
  // The mistyped one is fixed on the receiving side after its first refusal, so "Erneut versuchen" can deliver it.
  const sink: SmtpSink = await startSmtpSink({
    refuseRecipient: (address, attempt) => {
      if (address === wrong || (address === mistyped && attempt === 1)) return { code: 550, message: '5.1.1 no such user' };
      if (address === OFFICE && attempt === 1) return { code: 451, message: '4.2.1 mailbox busy, try again later' };
      return undefined;
    },
  });
  let servers: OwnServer[] = [];
  try {
    const database: DatabaseConfig = { url: await postgres.createDatabase('postausgang'), path: '' };
    const env = { DATABASE_URL: database.url!, SMTP_URL: sink.url, MAIL_TO: `${STAFF},${OFFICE}`, STAFF_EMAILS: LENA, OUTBOX_RETRY_BASE_MS: '500', TRUST_PROXY: '1', LINK_SECRET: 'ein-gemeinsamer-schluessel-fuer-beide-instanzen' };
    const mailsTo = async (email: string) => (await sink.parsed()).filter((mail) => recipients(mail).includes(email));
    servers = await restart([], env, TUESDAY_NOON, 2);
    const [a, b] = servers as [OwnServer, OwnServer];
    for (const [n, [email, child]] of ([[good, 'Emil'], [mistyped, 'Lotta'], [wrong, 'Mia']] as const).entries()) {
      expect((await signUp(request, servers[n % 2]!, email, D, child, `203.0.113.${n + 1}`)).status()).toBe(200);
    }

    // The refused addresses fail at their first attempt, with the server's words; nothing waits 23 hours.
    const confirmationOf = async (email: string) => (await rows(database)).find((row) => row.templateId === 'trial_confirmation' && row.params.email === email)!;
    await expect.poll(async () => (await confirmationOf(wrong)).state, { timeout: 30_000 }).toBe('failed');
    expect(await confirmationOf(wrong)).toMatchObject({ attempts: 1, lastError: expect.stringContaining('550') });
    await expect.poll(async () => (await confirmationOf(mistyped)).state, { timeout: 30_000 }).toBe('failed');
    expect(await confirmationOf(mistyped)).toMatchObject({ attempts: 1 });
    expect(await mailsTo(good)).toHaveLength(1);
    // The staff mails: the office got each once, after its 451, the team at once; nobody twice.
    // Counted by the envelope: the header names both addresses whichever of them took the message.
    await expect.poll(() => sink.messages.flatMap((message) => message.to).filter((to) => to === OFFICE).length, { timeout: 30_000 }).toBe(3);
    const staffMails = sink.messages.filter((message) => message.to.includes(STAFF) || message.to.includes(OFFICE));
    expect(staffMails.flatMap((message) => message.to).filter((to) => to === STAFF)).toHaveLength(3);
    expect(staffMails.flatMap((message) => message.to).filter((to) => to === OFFICE)).toHaveLength(3);

    // The team sees the failures in its room and presses "Erneut versuchen" on both instances at once: one mail.
    await signIn(page, a, LENA);
    await page.goto(`${a.localUrl}/intern/postausgang`);
    await expect(page.getByRole('link', { name: 'Zum Postausgang' })).toBeVisible();
    const other = await browser.newContext({ storageState: await page.context().storageState() });
    const second = await other.newPage();
    await second.goto(`${b.localUrl}/intern/postausgang`);
    const retryOf = (p: Page) => p.getByRole('table', { name: /Aufmerksamkeit brauchen/ }).getByRole('row').filter({ hasText: mistyped }).getByRole('button', { name: /^Erneut versuchen/ });
    await Promise.all([page, second].map((p) => retryOf(p).click()));
    await expect.poll(async () => (await mailsTo(mistyped)).length, { timeout: 30_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await mailsTo(mistyped)).toHaveLength(1);
    expect(await confirmationOf(mistyped)).toMatchObject({ state: 'delivered' });
    await other.close();

    // Wednesday evening: the reminders and the team's list are past their moment. The room shows a failed, an
    // expired and a delivered mail, the notice on every page, and the parent whose address was refused.
    servers = await restart(servers, env, AFTER_LESSON, 2);
    const [c] = servers as [OwnServer];
    await signIn(page, c, LENA);
    await page.goto(`${c.localUrl}/intern/probestunden/${D}`);
    await expect(page.getByRole('link', { name: 'Zum Postausgang' })).toBeVisible();
    const card = (child: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(child) }) });
    await expect(card('Mia')).toContainText('E-Mail nicht zustellbar');
    await expect(card('Emil')).not.toContainText('E-Mail nicht zustellbar');
    await page.goto(`${c.localUrl}/intern/postausgang`);
    const all = page.getByRole('table', { name: /^Alle E-Mails, die neueste zuerst/ });
    for (const state of ['fehlgeschlagen', 'abgelaufen', 'zugestellt']) await expect(all).toContainText(state);
    await expect(page.getByText('Die Adresse gibt es nicht', { exact: false }).first()).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `postausgang ${width}`);
      await picture(page, { path: `${SHOTS}/intern-postausgang-${width}.png`, fullPage: true });
    }

    // Emil came: his family's recommendation carries the one-click stop a mail program shows as "Abbestellen".
    await page.goto(`${c.localUrl}/intern/probestunden/${D}`);
    await card('Emil').getByLabel('Teilgenommen').check();
    await card('Emil').getByLabel('Empfohlener Kurs').selectOption({ index: 1 });
    await card('Emil').getByRole('button', { name: /Speichern/ }).click();
    await expect(card('Emil').getByText(`Gespeichert von ${LENA}`)).toBeVisible();
    await page.getByRole('button', { name: 'Empfehlungen senden' }).click();
    await expect.poll(async () => (await mailsTo(good)).filter((mail) => /Empfehlung/i.test(plain(mail.subject))).length, { timeout: 30_000 }).toBe(1);
    const recommendation = (await mailsTo(good)).find((mail) => /Empfehlung/i.test(plain(mail.subject)))!;
    // The headers as they left (mailparser turns List-* into objects): unfolded from the raw message.
    const raw = sink.messages.find((message) => message.source.includes(recommendation.messageId!))!.source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: <(https:\/\/[^>]+)>/m.exec(raw)?.[1];
    expect(link).toMatch(new RegExp(`^${SITE}/start/signup/keine-emails\\?token=`));
    const stop = await request.post(link!.replace(SITE, c.url), { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(stop.status()).toBe(200);
    await page.reload();
    await expect(card('Emil')).toContainText('Die Familie möchte keine E-Mails mehr zu dieser Probestunde.');
  } finally {
    await Promise.all(servers.map((server) => stopServer(server.child, 'SIGKILL')));
    await sink.close();
    await postgres.destroy();
  }
});
