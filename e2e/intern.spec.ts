import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { expect, pageTest as test } from './fixtures';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { expectNoAxeViolations } from './axe';
import { enquiryFrom, SEND_URL } from './enquiry-request';
import { hiddenFields } from './form-post';
import { signIn } from './intern-session';
import { startServer, stopServer, type OwnServer } from './own-server';
import { picture } from './pictures';

// The team's room (issue 48, DECISIONS.md fifth round): who may sign in and how, and that nothing of /intern is
// reachable without a session, against servers of the build with the relay to a real SMTP server. What the team does
// on a trial day (marks, recommendations, the missed lesson's mail) is e2e/intern-day.spec.ts, on the server's clock.
const STAFF = 'team@codingstars.de';
const LENA = 'lena@codingstars.de';
const JONAS = 'jonas@codingstars.de';
const SHOTS = 'test-results/screenshots';
const PARENT = `intern.eltern.${Date.now().toString(36)}@beispiel.de`;
const plain = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');

/** Every page of the room: each answers a request without a session with the sign-in page and nothing else. */
const ROOM = ['/intern', '/intern/probestunden', '/intern/buchungen', '/intern/buchungen/CS-7KQ4M2XD', '/intern/lastschriften', '/intern/postausgang', '/intern/postausgang?stand=fehlgeschlagen', '/intern/konto', '/intern/seiten', '/intern/seiten/details?seite=%2F'];

test.describe('the team’s room', () => {
  test.describe.configure({ mode: 'serial' });
  let sink: SmtpSink;
  let server: OwnServer;
  let dir: string;
  let day: string;

  const mailsTo = async (email: string) => (await sink.parsed()).filter((mail: ParsedMail) => JSON.stringify(mail.to).includes(email));

  test.beforeAll(async ({ request }) => {
    test.setTimeout(90_000);
    await mkdir(SHOTS, { recursive: true });
    dir = await mkdtemp(path.join(tmpdir(), 'intern-'));
    sink = await startSmtpSink();
    server = await startServer({
      DATABASE_PATH: path.join(dir, 'codingstars.db'),
      SMTP_URL: sink.url,
      MAIL_TO: STAFF,
      OUTBOX_RETRY_BASE_MS: '100',
      STAFF_EMAILS: `${LENA}, ${JONAS}`,
    });
    // A family on the next trial date: the day's page has a child whose details must never leak.
    const dates = (await (await request.get(`${server.url}/api/trial/dates`)).json()) as { dates: { date: string }[] };
    day = dates.dates[0]!.date;
    const signup = await request.post(`${server.url}${SEND_URL}`, {
      data: { ...enquiryFrom(PARENT, { request_type: '/signup schnupper-funnel', trial_date: day, child_name: 'Ida' }), template_id: 'enquiry_trial' },
    });
    expect(signup.status()).toBe(200);
  });
  test.afterAll(async () => {
    await stopServer(server?.child, 'SIGKILL');
    await sink?.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('without a session every page of the room redirects to the sign-in, and no answer names anyone', async ({ request }) => {
    for (const url of [...ROOM, `/intern/probestunden/${day}`]) {
      const response = await request.get(`${server.localUrl}${url}`, { maxRedirects: 0 });
      expect(response.status(), url).toBe(307);
      expect(response.headers().location, url).toBe('/intern/anmelden');
      expect(response.headers()['cache-control'], url).toBe('private, no-store');
      expect(response.headers()['x-robots-tag'], url).toBe('noindex, nofollow');
      const body = await response.text();
      for (const secret of [PARENT, 'Ida', LENA, '030 1234567']) expect(body, url).not.toContain(secret);
    }
    // robots.txt keeps crawlers out; the sitemap does not name the room.
    expect(await (await request.get(`${server.url}/robots.txt`)).text()).toContain('Disallow: /intern');
    expect(await (await request.get(`${server.url}/sitemap.xml`)).text()).not.toMatch(/\/intern(\/|<)/);
  });

  test('a link by mail for an address of the team, valid once; any other address gets the same answer and no mail', async ({ page, browser }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.localUrl}/intern/anmelden`);
      await picture(page, { path: `${SHOTS}/intern-sign-in-${width}.png`, fullPage: true });
    }
    await expectNoAxeViolations(page, 'sign-in');
    // The public footer and the cookie banner do not belong here.
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.locator('#consent-banner')).toBeHidden();

    const ask = async (email: string) => {
      await page.goto(`${server.localUrl}/intern/anmelden`);
      await page.getByLabel('E-Mail-Adresse').fill(email);
      await page.getByRole('button', { name: 'Anmeldelink senden' }).click();
      const status = page.getByRole('status').filter({ hasText: 'Anmeldelink' });
      await expect(status).toContainText(`Wenn ${email} zum Team gehört, ist ein Anmeldelink unterwegs.`);
      return status.textContent();
    };
    const stranger = 'neugierig@beispiel.de';
    const answers = [await ask(stranger), await ask(LENA)];
    expect(answers[0]!.replace(stranger, '…')).toBe(answers[1]!.replace(LENA, '…'));
    await expect.poll(async () => (await mailsTo(LENA)).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await mailsTo(LENA);
    expect(plain(mail!.subject)).toBe('Dein Anmeldelink für CodingStars intern');
    const link = /(http:\/\/localhost:\d+\/api\/auth\/magic-link\/verify\S+)/.exec(plain(mail!.text))![1]!;
    // Nothing went to the stranger, and the link is in no table of the database in plain.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mailsTo(stranger)).toEqual([]);

    await page.goto(link);
    await expect(page).toHaveURL(`${server.localUrl}/intern/probestunden`);
    await expect(page.getByRole('heading', { name: 'Probestunden', level: 1 })).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'))!;
    expect(cookie).toMatchObject({ name: 'cs-intern.session_token', httpOnly: true, sameSite: 'Lax' });
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    expect(cookie.expires * 1000 - Date.now()).toBeLessThan(12.1 * 3600_000);

    // The same link a second time, in another browser: refused, back at the sign-in with the reason.
    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto(link);
    await expect(second).toHaveURL(/\/intern\/anmelden\?fehler=link/);
    await expect(second.getByText('Dieser Anmeldelink ist abgelaufen oder wurde schon benutzt.')).toBeVisible();
    await other.close();

    // "Abmelden" ends the session at once: the old cookie opens nothing any more.
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Du bist abgemeldet.')).toBeVisible();
    const replay = await page.request.get(`${server.localUrl}/intern/probestunden`, { maxRedirects: 0, headers: { cookie: `${cookie.name}=${cookie.value}` } });
    expect(replay.status()).toBe(307);
  });

  test('the rooms’ pages under axe at 390 px (1280 px in the screenshots), with the day’s child', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, server, LENA);
    // Each page once at a phone's width (its layout at 1280 px is in the screenshots).
    await page.setViewportSize({ width: 390, height: 900 });
    for (const url of ['/intern/probestunden', `/intern/probestunden/${day}`, '/intern/konto']) {
      await page.goto(`${server.localUrl}${url}`);
      await expectNoAxeViolations(page, url);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByText(PARENT)).toHaveCount(0);
    await page.goto(`${server.localUrl}/intern/probestunden/${day}`);
    await expect(page.getByRole('heading', { name: /1\. Ida/ })).toBeVisible();
    await expect(page.getByRole('link', { name: PARENT })).toHaveAttribute('href', `mailto:${PARENT}`);
    // Before the lesson begins nothing can be marked yet.
    await expect(page.getByRole('button', { name: /Speichern/ })).toHaveCount(0);
    await expect(page.getByText(/trägst du hier ein, wer gekommen ist/)).toBeVisible();
  });

  test('a passkey added in the account, then the sign-in with it (the browser’s virtual authenticator)', async ({ page }) => {
    await signIn(page, server, LENA);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
    });
    await page.goto(`${server.localUrl}/intern/konto`);
    await expect(page.getByText('Noch kein Passkey angelegt.')).toBeVisible();
    await page.getByRole('button', { name: 'Passkey für dieses Gerät anlegen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Passkey' })).toContainText('Der Passkey ist angelegt.');
    await expect(page.getByRole('button', { name: /Entfernen/ })).toHaveCount(1);
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await picture(page, { path: `${SHOTS}/intern-account-${width}.png`, fullPage: true });
    }

    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page.getByText('Du bist abgemeldet.')).toBeVisible();
    await page.getByRole('button', { name: 'Mit Passkey anmelden' }).click();
    await expect(page).toHaveURL(`${server.localUrl}/intern/probestunden`);
    await expect(page.getByRole('heading', { name: 'Probestunden', level: 1 })).toBeVisible();
  });

  test('an action posted without a session does nothing; the pages review answers under axe', async ({ page, request }) => {
    // One crawl of the whole site, one request at a time, and axe over a long page.
    test.setTimeout(240_000);
    await signIn(page, server, LENA);
    await page.goto(`${server.localUrl}/intern/seiten`);
    const form = await page.content();
    // The same form, posted by someone without the cookie: the action checks the session itself and redirects.
    const anonymous = await request.post(`${server.localUrl}/intern/seiten`, {
      multipart: hiddenFields(form, /Jetzt prüfen/),
      headers: { origin: server.localUrl },
      maxRedirects: 0,
    });
    expect([303, 307]).toContain(anonymous.status());
    expect(await anonymous.text()).not.toContain('Seiten für die Suche');

    await page.getByRole('button', { name: 'Jetzt prüfen' }).click();
    await expect(page.getByRole('heading', { name: /Seiten für die Suche/ })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/0 Fehler/)).toBeVisible();
    await expectNoAxeViolations(page, 'pages review');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await picture(page, { path: `${SHOTS}/intern-pages-${width}.png` });
    }
    await page.getByRole('link', { name: '/', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Alle Angaben zu /');
    await expectNoAxeViolations(page, 'pages review detail');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await picture(page, { path: `${SHOTS}/intern-pages-detail-${width}.png` });
    }
  });

  test('an address removed from STAFF_EMAILS is refused at its next request, though its session is still running', async ({ page }) => {
    await signIn(page, server, JONAS);
    const restarted = await startServer({ DATABASE_PATH: path.join(dir, 'codingstars.db'), STAFF_EMAILS: LENA });
    try {
      // The same browser, the same cookie (cookies do not tell ports apart), a server that no longer lists Jonas.
      const response = await page.request.get(`${restarted.localUrl}/intern/probestunden`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe('/intern/anmelden');
      await page.goto(`${restarted.localUrl}/intern/probestunden/${day}`);
      await expect(page).toHaveURL(`${restarted.localUrl}/intern/anmelden`);
      await expect(page.getByText(PARENT)).toHaveCount(0);
    } finally {
      await stopServer(restarted.child, 'SIGKILL');
    }
  });
});
