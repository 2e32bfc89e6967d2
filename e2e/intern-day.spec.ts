import type { APIRequestContext } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { expect, test } from './fixtures';
import { startPostgres, type TestPostgres } from '../scripts/postgres.mjs';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { openDatabase } from '../lib/db/connect';
import { expectNoAxeViolations } from './axe';
import { enquiryFrom, SEND_URL } from './enquiry-request';
import { hiddenFields } from './form-post';
import { signIn } from './intern-session';
import { startServer, stopServer, type OwnServer } from './own-server';
import { picture } from './pictures';

// A trial day in the team's room (issue 48), on the server's clock (faketime), two instances on one PostgreSQL
// against a real SMTP server: the team marks who came on one instance, presses "Empfehlungen senden" on both at once,
// each family gets its one mail; the family whose child missed the lesson hears from us at 10:00 the next day, also
// after both instances restarted at 09:59:35.
const STAFF = 'team@codingstars.de';
const LENA = 'lena@codingstars.de';
const D = '2027-01-13';
const SHOTS = 'test-results/screenshots';
/** Wednesday 13.01.2027, 17:50 in Berlin (faketime reads UTC here): the lesson began at 17:00. */
const DURING_LESSON = '2027-01-13 16:50:00';
/**
 * Thursday 14.01.2027, 25 seconds before 10:00 in Berlin: the missed lesson's mail is due at 10:00. The margin covers
 * two servers starting on a busy machine (their clocks run from this moment while they start).
 */
const BEFORE_MISSED_MAIL = '2027-01-14 08:59:35';
const run = Date.now().toString(36);
const family = (child: string) => `${child.toLowerCase()}.${run}@beispiel.de`;
const plain = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');
const to = (mail: ParsedMail) => JSON.stringify(mail.to ?? '');

function signUp(request: APIRequestContext, server: OwnServer, child: string, ip: string) {
  return request.post(`${server.url}${SEND_URL}`, {
    headers: { 'x-forwarded-for': ip },
    data: { ...enquiryFrom(family(child), { request_type: '/signup schnupper-funnel', trial_date: D, child_name: child }), template_id: 'enquiry_trial' },
  });
}

test.describe('the trial day in the team’s room, two instances on one PostgreSQL', () => {
  test('marks, recommendations once per family, the missed lesson’s mail at 10:00 the next day', async ({ page, browser, request }) => {
    test.setTimeout(240_000);
    const postgres: TestPostgres = await startPostgres();
    const sink: SmtpSink = await startSmtpSink();
    const url = await postgres.createDatabase('intern_day');
    const env = {
      DATABASE_URL: url,
      SMTP_URL: sink.url,
      MAIL_TO: STAFF,
      OUTBOX_RETRY_BASE_MS: '100',
      TRUST_PROXY: '1',
      STAFF_EMAILS: LENA,
      TRIAL_JOIN_URL: 'https://raum.codingstars.de/probestunde',
      LINK_SECRET: 'ein-gemeinsamer-schluessel-fuer-beide-instanzen',
    };
    let servers: OwnServer[] = [];
    const startBoth = async (clock: string) => {
      await Promise.all(servers.map((server) => stopServer(server.child)));
      servers = await Promise.all([0, 1].map(() => startServer(env, { clock })));
    };
    const mailsTo = async (email: string) => (await sink.parsed()).filter((mail) => to(mail).includes(email));
    try {
      await startBoth(DURING_LESSON);
      const [a, b] = servers as [OwnServer, OwnServer];
      for (const [n, child] of ['Emil', 'Lotta', 'Mia'].entries()) expect((await signUp(request, servers[n % 2]!, child, `203.0.113.${n + 1}`)).status()).toBe(200);

      // The team's day page on the first instance: the three children, the join link.
      await signIn(page, a, LENA);
      await page.goto(`${a.localUrl}/intern/probestunden/${D}`);
      await expect(page.getByRole('heading', { name: 'Probestunde am Mittwoch, 13. Januar 2027', level: 1 })).toBeVisible();
      await expect(page.getByText('3 von 12 Plätzen belegt')).toBeVisible();
      const card = (child: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(child) }) });
      await card('Emil').getByLabel('Teilgenommen').check();
      await card('Emil').getByLabel('Empfohlener Kurs').selectOption({ label: 'CS Spieldesign (Level 2B, 10–16 Jahre)' });
      await card('Emil').getByLabel('Notiz an die Eltern (optional)').fill('Emil hat sofort eigene Ideen für sein Spiel gehabt. Spieldesign passt sehr gut zu ihm.');
      await card('Emil').getByRole('button', { name: /Speichern/ }).click();
      await expect(card('Emil').getByText(`Gespeichert von ${LENA} am Mittwoch, 13. Januar 2027`)).toBeVisible();
      await card('Lotta').getByLabel('Nicht gekommen').check();
      await card('Lotta').getByRole('button', { name: /Speichern/ }).click();
      await expect(card('Lotta').getByText(`Gespeichert von ${LENA}`)).toBeVisible();

      // Posted without a session (the same form, no cookie): the action checks first and changes nothing.
      const form = hiddenFields(await page.content(), /Mia/);
      const anonymous = await request.post(`${a.localUrl}/intern/probestunden/${D}`, {
        multipart: { ...form, attendance: 'missed' },
        headers: { origin: a.localUrl },
        maxRedirects: 0,
      });
      expect([303, 307]).toContain(anonymous.status());

      // "Empfehlungen senden" on both instances at the same moment: one mail for Emil's family, nothing else.
      const other = await browser.newContext({ storageState: await page.context().storageState() });
      const second = await other.newPage();
      await second.goto(`${b.localUrl}/intern/probestunden/${D}`);
      await Promise.all([page, second].map((p) => p.getByRole('button', { name: 'Empfehlungen senden' }).click()));
      await expect(page.getByRole('status').filter({ hasText: 'auf dem Weg' })).toBeVisible();
      await expect(second.getByRole('status').filter({ hasText: 'auf dem Weg' })).toBeVisible();
      await expect.poll(async () => (await mailsTo(family('Emil'))).filter((mail) => /Empfehlung/i.test(plain(mail.subject))).length, { timeout: 40_000 }).toBe(1);
      await second.getByRole('button', { name: 'Empfehlungen senden' }).click();
      await expect(second.getByRole('status').filter({ hasText: '0 Empfehlungen neu auf dem Weg, 1 schon vorher.' })).toBeVisible();
      await other.close();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const recommendation = (await mailsTo(family('Emil'))).filter((mail) => /Empfehlung/i.test(plain(mail.subject)));
      expect(recommendation).toHaveLength(1);
      expect(plain(recommendation[0]!.text)).toContain('CS Spieldesign');
      expect(plain(recommendation[0]!.text)).toContain('Spieldesign passt sehr gut zu ihm.');
      expect(plain(recommendation[0]!.text)).toMatch(/https:\/\/www\.codingstars\.de\/booking\?kurs=3&probestunde=\S+/);

      await page.reload();
      await expect(card('Emil').getByText('Empfehlung gesendet')).toBeVisible();
      await expect(card('Lotta').getByText(/Angebot eines neuen Termins geplant/)).toBeVisible();
      await expect(card('Mia').getByLabel('Nicht gekommen')).not.toBeChecked();
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `day page ${width}`);
        await picture(page, { path: `${SHOTS}/intern-day-marked-${width}.png`, fullPage: true });
      }
      const lists = await page.request.get(`${a.localUrl}/intern/probestunden`);
      expect(await lists.text()).toContain(`/intern/probestunden/${D}`);

      // The next morning, both instances restarted shortly before 10:00: Lotta's family hears from us once.
      const missedBefore = async () => (await mailsTo(family('Lotta'))).filter((mail) => /neuen Termin|verpasst|nicht dabei/i.test(plain(mail.subject)));
      await startBoth(BEFORE_MISSED_MAIL);
      expect(await missedBefore()).toHaveLength(0);
      await expect.poll(async () => (await missedBefore()).length, { timeout: 60_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const missed = await missedBefore();
      expect(missed).toHaveLength(1);
      expect(plain(missed[0]!.text)).toMatch(/https:\/\/www\.codingstars\.de\/start\/signup\/verschieben\?token=/);
      expect(plain(missed[0]!.text)).toMatch(/https:\/\/www\.codingstars\.de\/start\/signup\/keine-emails\?token=/);
      // Nobody else: not Emil's family, not Mia's (not marked), each mail with its own Message-ID.
      expect(await missedBefore()).toHaveLength(1);
      expect((await mailsTo(family('Emil'))).filter((mail) => /neuen Termin|verpasst/i.test(plain(mail.subject)))).toHaveLength(0);
      const mias = (await mailsTo(family('Mia'))).map((mail) => plain(mail.subject));
      expect(mias.filter((subject) => /Empfehlung|neuen Termin|verpasst/i.test(subject))).toEqual([]);
      const all = await sink.parsed();
      expect(new Set(all.map((mail) => mail.messageId)).size).toBe(all.length);

      // The marks with who saved them, in the database both instances share; nothing of the saving browser.
      const db = openDatabase({ url, path: '' });
      try {
        // By family, not by created_at: each instance's clock (faketime) starts at the same moment when it is up, and
        // the two come up a moment apart, so a signup on the second may carry an earlier time than one before it.
        const marks = await db.kysely.selectFrom('trial_signups').select(['email', 'attendance', 'recommended_course', 'marked_by']).where('date', '=', D).orderBy('email').execute();
        expect(marks).toEqual([
          { email: family('Emil'), attendance: 'came', recommended_course: 3, marked_by: LENA },
          { email: family('Lotta'), attendance: 'missed', recommended_course: null, marked_by: LENA },
          { email: family('Mia'), attendance: null, recommended_course: null, marked_by: null },
        ]);
      } finally {
        await db.close();
      }
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child, 'SIGKILL')));
      await sink.close();
      await postgres.destroy();
    }
  });
});
