import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDatabase, type DatabaseConfig } from '../lib/db/connect';
import { startPostgres, type TestPostgres } from '../scripts/postgres.mjs';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { expectNoAxeViolations } from './axe';
import { enquiryFrom, SEND_URL } from './enquiry-request';
import { signIn } from './intern-session';
import { startServer, stopServer, type OwnServer } from './own-server';

// The season's offer in the team's hands (issue 61): the office edits it in /intern/angebot on one instance, and the
// other instance's public pages, JSON-LD and sitemap show it within 2 seconds, with no rebuild. On the server's clock
// (faketime, UTC here): Tuesday 12.01.2027, 11:00 in Berlin; the trial of Wednesday 20.01.2027 is called off.
const OFFICE = 'buero@codingstars.de';
const CLOCK = '2027-01-12 10:00:00';
const TODAY = '2027-01-12';
const CALLED_OFF = '2027-01-20';
const REASON = 'Unsere Lehrerin ist leider erkrankt.';
const SHOTS = process.env.E2E_SCREENSHOTS ? 'test-results/screenshots' : '';
const WITHIN = { timeout: 2000, intervals: [100, 200, 250] };

/**
 * Milliseconds from `since` until `shown` is true, asking every 100 ms up to 10 s: the test then compares it with the
 * 2 seconds the issue allows, so a failure says how late the change came.
 */
async function msUntil(shown: () => Promise<boolean>, since: number): Promise<number> {
  while (Date.now() - since < 10_000) {
    if (await shown()) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.POSITIVE_INFINITY;
}
const run = Date.now().toString(36);
const family = (child: string) => `${child.toLowerCase()}.${run}@beispiel.de`;
const plain = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');

async function html(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url, { headers: { 'cache-control': 'no-cache' } });
  expect(response.status()).toBe(200);
  return plain(await response.text());
}

function signUp(request: APIRequestContext, server: OwnServer, child: string, n: number) {
  return request.post(`${server.url}${SEND_URL}`, {
    headers: { 'x-forwarded-for': `203.0.113.${n}` },
    data: { ...enquiryFrom(family(child), { request_type: '/signup schnupper-funnel', trial_date: CALLED_OFF, child_name: child }), template_id: 'enquiry_trial' },
  });
}

/** The run of the Minecraft course in the Sommerferien 2027 as the seed has it: 12.07. to 16.07.2027, 159 €. */
const SUMMER_RUN = '#termin-minecraft-mods-2027-07-12';

async function moveSummerRun(page: Page, server: OwnServer): Promise<{ save: Request; savedAt: number }> {
  await page.goto(`${server.localUrl}/intern/angebot/ferienkurse`);
  const form = page.locator(SUMMER_RUN);
  await form.locator('summary').click();
  await form.getByLabel('Erster Tag').fill('2027-07-19');
  await form.getByLabel('Letzter Tag').fill('2027-07-23');
  await form.getByLabel('Preis in Euro').fill('169');
  const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/intern/angebot/ferienkurse'));
  await form.getByRole('button', { name: 'Termin speichern' }).click();
  await expect(form.getByText('Gespeichert.')).toBeVisible();
  return { save: await posted, savedAt: Date.now() };
}

/** The course page, its JSON-LD and the sitemap of `server` show the moved run with its price, within 2 s of `savedAt`. */
async function expectMovedRunOn(request: APIRequestContext, server: OwnServer, savedAt: number) {
  const ms = await msUntil(async () => (await html(request, `${server.url}/ferienkurse/minecraft-mods`)).includes('Mo, 19.07. – Fr, 23.07.2027'), savedAt);
  test.info().annotations.push({ type: 'ms until shown on the other instance', description: String(ms) });
  expect(ms, 'ms from the save until the course page showed it').toBeLessThanOrEqual(2000);
  const page = await html(request, `${server.url}/ferienkurse/minecraft-mods`);
  expect(page).not.toContain('Mo, 12.07. – Fr, 16.07.2027');
  expect(page).toContain('· 169 €');
  const course = JSON.parse(/<script type="application\/ld\+json" id="jsonld-course"[^>]*>(.*?)<\/script>/s.exec(page)?.[1] ?? '{}');
  const summer = course.hasCourseInstance?.find((instance: { startDate: string }) => instance.startDate === '2027-07-19');
  expect(summer).toMatchObject({ endDate: '2027-07-23', offers: { price: 169, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } });
  const sitemap = await html(request, `${server.url}/sitemap.xml`);
  expect(sitemap).toMatch(new RegExp(`/ferienkurse/minecraft-mods</loc>\\s*<lastmod>${TODAY}</lastmod>`));
  expect(await html(request, `${server.url}/python`)).toContain('Sommerferien 2027');
}

/** A run outside the school holidays is refused with the field and the rule, and what was typed stays. */
async function refuseRunOutsideHolidays(page: Page, server: OwnServer) {
  await page.goto(`${server.localUrl}/intern/angebot/ferienkurse`);
  const form = page.locator('#neu-minecraft-mods');
  await form.getByLabel('Erster Tag').fill('2027-06-07');
  await form.getByLabel('Letzter Tag').fill('2027-06-11');
  await form.getByLabel('Preis in Euro').fill('159');
  await form.getByRole('button', { name: 'Termin anlegen' }).click();
  const summary = form.getByRole('heading', { name: 'Bitte prüf deine Angaben' });
  await expect(summary).toBeVisible();
  await expect(form.getByText('Der 07.06.2027 liegt nicht in den Berliner Schulferien.').first()).toBeVisible();
  await expect(form.getByLabel('Erster Tag')).toHaveValue('2027-06-07');
  await expect(form.getByLabel('Letzter Tag')).toHaveValue('2027-06-11');
  await expect(form.getByLabel('Preis in Euro')).toHaveValue('159');
  await expect(form.getByLabel('Erster Tag')).toHaveAttribute('aria-invalid', 'true');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-refused-run.png`, fullPage: true });
}

/** Enters the day without lessons; with families on it, the page first asks, then calls the trial off. */
async function callOffTrial(page: Page, server: OwnServer, families: number) {
  await page.goto(`${server.localUrl}/intern/angebot/kalender`);
  const form = page.locator('#freier-tag');
  await form.getByLabel('Datum').fill(CALLED_OFF);
  await form.getByLabel('Grund').fill(REASON);
  await form.getByRole('button', { name: 'Unterrichtsfreien Tag eintragen' }).click();
  const families_ = families === 1 ? 'hat eine Familie' : `haben ${families} Familien`;
  await expect(form.getByText(`Am Mittwoch, 20. Januar 2027 ${families_} einen Platz`)).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-call-off-question.png`, fullPage: true });
  await form.getByRole('button', { name: 'Probestunde absagen' }).click();
  await expect(form.getByText(/ist eingetragen und die Probestunde abgesagt/)).toBeVisible();
}

async function reminderStates(config: DatabaseConfig, emails: string[]) {
  const db = openDatabase(config);
  try {
    const rows = await db.kysely.selectFrom('enquiries').select(['template_id', 'state', 'params']).where('template_id', 'in', ['trial_reminder', 'trial_team_list']).execute();
    return rows.filter((row) => row.template_id === 'trial_team_list' || emails.some((email) => row.params.includes(email))).map((row) => row.state);
  } finally {
    await db.close();
  }
}

test.describe('the offer in the team’s room', () => {
  test('two instances on one PostgreSQL: a change on one is on the other’s pages within 2 s; a trial called off tells each family once', async ({ page, request }) => {
    test.setTimeout(240_000);
    const postgres: TestPostgres = await startPostgres();
    const sink: SmtpSink = await startSmtpSink();
    const url = await postgres.createDatabase('offer');
    const env = { DATABASE_URL: url, SMTP_URL: sink.url, MAIL_TO: 'team@codingstars.de', OUTBOX_RETRY_BASE_MS: '100', TRUST_PROXY: '1', STAFF_EMAILS: OFFICE, LINK_SECRET: 'ein-gemeinsamer-schluessel-fuer-beide-instanzen' };
    const servers: OwnServer[] = [];
    try {
      servers.push(...(await Promise.all([0, 1].map(() => startServer(env, { clock: CLOCK })))));
      const [a, b] = servers as [OwnServer, OwnServer];
      const children = ['Emil', 'Lotta', 'Mia'];
      for (const [n, child] of children.entries()) expect((await signUp(request, servers[n % 2]!, child, n + 1)).status()).toBe(200);
      expect(await html(request, `${a.url}/start/signup`)).toContain(CALLED_OFF);

      // A run moved and repriced on the first instance: the second shows it.
      await signIn(page, a, OFFICE);
      const { save, savedAt } = await moveSummerRun(page, a);
      await expectMovedRunOn(request, b, savedAt);
      await page.goto(`${a.localUrl}/intern/angebot/ferienkurse`);
      await expect(page.getByText('Minecraft Mods: 12.07.–16.07.2027 → 19.07.–23.07.2027, Preis 159\u00a0€ → 169\u00a0€').first()).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer-runs-history.png`, fullPage: true });
      await refuseRunOutsideHolidays(page, a);

      // The same save replayed without a session, on a newer version and another price, changes nothing.
      const headers = Object.fromEntries(Object.entries(await save.allHeaders()).filter(([name]) => !['cookie', 'content-length'].includes(name) && !name.startsWith(':')));
      const replayed = (save.postData() ?? '').replace(/(name="[^"]*version"\r\n\r\n)1/, '$12').replace(/(name="[^"]*price"\r\n\r\n)169/, '$1199');
      expect(replayed).toContain('199');
      await request.post(`${b.url}/intern/angebot/ferienkurse`, { headers, data: replayed, maxRedirects: 0 });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(await html(request, `${b.url}/ferienkurse/minecraft-mods`)).not.toContain('199 €');
      const db = openDatabase({ url, path: '' });
      const stored = await db.kysely.selectFrom('offer_records').select(['data', 'version', 'updated_by']).where('key', '=', 'minecraft-mods-2027-07-12').executeTakeFirstOrThrow();
      await db.close();
      expect({ price: JSON.parse(stored.data).price, version: Number(stored.version), by: stored.updated_by }).toEqual({ price: 169, version: 2, by: OFFICE });

      // A position opened and the promotion ended on the first instance: /jobs and /promo of the second follow.
      await page.goto(`${a.localUrl}/intern/angebot/stellen`);
      const position = page.locator('#stelle-lehrkraft-programmieren');
      await position.locator('summary').click();
      await position.getByLabel('Offen (auf /jobs zeigen)').check();
      await position.getByRole('button', { name: 'Stelle speichern' }).click();
      await expect(position.getByText('Gespeichert.')).toBeVisible();
      await expect.poll(async () => (await html(request, `${b.url}/jobs`)).includes('Lehrkraft für Programmieren (m/w/d)'), WITHIN).toBe(true);
      await page.goto(`${a.localUrl}/intern/angebot/aktion`);
      await page.getByRole('button', { name: 'Aktion beenden' }).click();
      await expect.poll(async () => (await html(request, `${b.url}/promo`)).includes('Zurzeit läuft bei uns kein Gewinnspiel'), WITHIN).toBe(true);

      // The trial of 20.01. called off on the second instance: three families, one mail each, no reminder, no date.
      await signIn(page, b, OFFICE);
      await callOffTrial(page, b, 3);
      const calledOff = async () => (await sink.parsed()).filter((mail) => plain(mail.subject).includes('fällt leider aus'));
      await expect.poll(async () => (await calledOff()).length, { timeout: 20_000 }).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const mails = await calledOff();
      expect(mails).toHaveLength(3);
      expect(mails.map((mail) => JSON.stringify(mail.to)).sort()).toEqual(children.map((child) => expect.stringContaining(family(child))).sort());
      for (const mail of mails) {
        expect(plain(mail.text)).toContain(REASON);
        expect(plain(mail.text)).toMatch(/https:\/\/www\.codingstars\.de\/start\/signup\/verschieben\?token=/);
      }
      if (SHOTS) {
        // The call-off mail as a mail program shows it, at a phone's width and a desktop's.
        const mailPage = await page.context().newPage();
        for (const width of [390, 1280]) {
          await mailPage.setViewportSize({ width, height: 1000 });
          await mailPage.setContent(String(mails[0]!.html));
          await mailPage.screenshot({ path: `${SHOTS}/offer-call-off-mail-${width}.png`, fullPage: true });
        }
        await mailPage.close();
      }
      await expect.poll(async () => (await html(request, `${a.url}/start/signup`)).includes(CALLED_OFF), WITHIN).toBe(false);
      const states = await reminderStates({ url, path: '' }, children.map(family));
      expect(states.length).toBeGreaterThan(0);
      expect(states.every((state) => state === 'skipped')).toBe(true);
      if (SHOTS) {
        await page.goto(`${b.localUrl}/intern/angebot/kalender`);
        await page.screenshot({ path: `${SHOTS}/offer-calendar-after-call-off.png`, fullPage: true });
      }

      // Every new page passes axe, at a phone's width and a desktop's.
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const section of ['', '/ferienkurse', '/kalender', '/stellen', '/aktion']) {
          await page.goto(`${b.localUrl}/intern/angebot${section}`);
          await expectNoAxeViolations(page, `/intern/angebot${section} at ${width} px`);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/offer${section.replace('/', '-') || '-overview'}-${width}.png`, fullPage: true });
        }
      }
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child, 'SIGKILL')));
      await sink.close();
      await postgres.destroy();
    }
  });

  test('one instance on SQLite: a run moved shows at once, a refused run keeps its input, a called-off trial tells its family', async ({ page, request }) => {
    test.setTimeout(120_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'offer-sqlite-'));
    const sink: SmtpSink = await startSmtpSink();
    let server: OwnServer | undefined;
    try {
      server = await startServer({ DATABASE_PATH: path.join(dir, 'codingstars.db'), SMTP_URL: sink.url, MAIL_TO: 'team@codingstars.de', OUTBOX_RETRY_BASE_MS: '100', TRUST_PROXY: '1', STAFF_EMAILS: OFFICE }, { clock: CLOCK });
      expect((await signUp(request, server, 'Jonas', 9)).status()).toBe(200);
      await signIn(page, server, OFFICE);
      const { savedAt } = await moveSummerRun(page, server);
      await expectMovedRunOn(request, server, savedAt);
      await refuseRunOutsideHolidays(page, server);
      await callOffTrial(page, server, 1);
      await expect.poll(async () => (await sink.parsed()).filter((mail) => plain(mail.subject).includes('fällt leider aus')).length, { timeout: 20_000 }).toBe(1);
      await expect.poll(async () => (await html(request, `${server!.url}/start/signup`)).includes(CALLED_OFF), WITHIN).toBe(false);
    } finally {
      await stopServer(server?.child, 'SIGKILL');
      await sink.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
