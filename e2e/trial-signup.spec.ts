import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, pageTest as test } from './fixtures';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { expectNoAxeViolations } from './axe';
import { enquiryFrom, fillEnquiryForm, SEND_URL } from './enquiry-request';
import { startServer, stopServer, type OwnServer, type ServerOptions } from './own-server';
import { picture } from './pictures';

// The trial signup as a parent meets it, against servers of the build with the relay to a real SMTP server: choose one
// of the next four dates, see the seats left, get the confirmation with the calendar file and the cancel link, free the
// seat; a full date; 30 parents at once on two instances for 12 seats.
const STAFF = 'team@codingstars.de';
const SHOTS = 'test-results/screenshots';

interface DateSeats {
  date: string;
  label: string;
  seatsLeft: number;
  /** A full date whose waitlist still takes families (until 14:00 on the day), and how many wait. */
  waitlist: { open: boolean; waiting: number };
}
const datesOf = async (request: APIRequestContext, server: OwnServer) =>
  ((await (await request.get(`${server.url}/api/trial/dates`)).json()) as { confirmation: boolean; dates: DateSeats[] });

/** A valid trial signup as the form posts it, from its own address and client (X-Forwarded-For, as the proxy sets it). */
function signup(request: APIRequestContext, server: OwnServer, date: string, n: number | string) {
  const email = `platz${n}.${Date.now().toString(36)}@beispiel.de`;
  return request.post(`${server.url}${SEND_URL}`, {
    headers: { 'x-forwarded-for': `198.51.100.${typeof n === 'number' ? n + 1 : 250}` },
    data: { ...enquiryFrom(email, { request_type: '/signup schnupper-funnel', trial_date: date }), template_id: 'enquiry_trial' },
  });
}

async function openSignup(page: Page, server: OwnServer, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.addInitScript(() => {
    localStorage.cookieConsent = 'essential';
    localStorage.typeIntroShown = 'true';
  });
  await page.goto(`${server.url}/start/signup#contact-form-section`);
  const form = page.locator('#contact-form-section form');
  await expect(form.getByRole('group', { name: 'Termin für die Probestunde' }).getByRole('radio')).toHaveCount(4);
  return form;
}

/** A server of the build with its own database and the relay to a real SMTP server, as both describes below use it. */
async function startWithRelay(options: ServerOptions = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'trial-'));
  await mkdir(SHOTS, { recursive: true });
  const sink = await startSmtpSink();
  // Behind one proxy (this test): each parent's address is the X-Forwarded-For entry the test appends.
  const env = { DATABASE_PATH: path.join(dir, 'codingstars.db'), SMTP_URL: sink.url, MAIL_TO: STAFF, OUTBOX_RETRY_BASE_MS: '100', TRUST_PROXY: '1' };
  const stop = async (server?: OwnServer) => {
    await stopServer(server?.child, 'SIGKILL');
    await sink.close();
    await rm(dir, { recursive: true, force: true });
  };
  const server = await startServer(env, options).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { server, sink, stop: () => stop(server) };
}

test.describe('the trial signup with the relay', () => {
  test.describe.configure({ mode: 'serial' });
  let sink: SmtpSink;
  let server: OwnServer;
  let stop: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    ({ server, sink, stop } = await startWithRelay());
  });
  test.afterAll(async () => {
    await stop?.();
  });

  for (const width of [390, 1280]) {
    test(`a parent chooses a date, gets the confirmation with calendar file and cancel link, and frees the seat (${width} px)`, async ({ page }) => {
      test.setTimeout(120_000);
      const { dates } = await datesOf(page.request, server);
      const form = await openSignup(page, server, width);
      const choice = form.getByRole('group', { name: 'Termin für die Probestunde' });
      const second = choice.getByRole('radio').nth(1);
      await expect(choice).toContainText(`noch ${dates[1]!.seatsLeft} Plätze frei`);
      await second.check();
      await expectNoAxeViolations(page, `date choice ${width}`);
      await picture(choice, { path: `${SHOTS}/trial-date-choice-${width}.png` });

      const email = `mutter.${width}.${Date.now().toString(36)}@beispiel.de`;
      await fillEnquiryForm(page, { email });
      await form.getByRole('button', { name: 'Zur Probestunde anmelden' }).click();
      const status = form.getByRole('status');
      await expect(status).toContainText('Nachricht erfolgreich gesendet!');
      await expect(status).toContainText('ist reserviert. Die Bestätigung mit Kalendereintrag');
      await picture(page, { path: `${SHOTS}/trial-success-${width}.png` });

      // Two mails: the staff mail naming the date, the parent's confirmation without anything typed into the form.
      await expect.poll(async () => (await sink.parsed()).filter((mail) => mail.text?.includes(email) || mail.to && JSON.stringify(mail.to).includes(email)).length, { timeout: 30_000 }).toBe(2);
      const mails = await sink.parsed();
      const staff = mails.find((mail) => mail.replyTo?.text === email)!;
      const confirmation = mails.find((mail) => JSON.stringify(mail.to).includes(email) && mail.replyTo?.text !== email)!;
      expect(staff.text).toContain(`Probestunde (Kennung): ${dates[1]!.date}`);
      expect(staff.text).toMatch(/Probestunde am: Mittwoch, \d{1,2}\. \S+ 20\d\d, 17:00–18:30\u00a0?\s?Uhr/);
      expect(confirmation.subject).toMatch(/^Ihr Platz in der kostenlosen Probestunde am Mittwoch, \d{1,2}\. \S+ 20\d\d$/);
      expect(confirmation.replyTo?.text).toBe(STAFF);
      for (const typed of ['Anna', 'Schmidt', 'Ben', '030 1234567']) expect(confirmation.text).not.toContain(typed);
      const [attachment] = confirmation.attachments;
      expect(attachment?.filename).toBe('probestunde.ics');
      const ics = attachment!.content.toString('utf8');
      const [year, month, day] = dates[1]!.date.split('-');
      expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${year}${month}${day}T170000`);
      expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      const link = confirmation.text!.match(/https?:\/\/\S+\/start\/signup\/absagen\?token=\S+/)![0];
      expect((await datesOf(page.request, server)).dates[1]!.seatsLeft).toBe(dates[1]!.seatsLeft - 1);

      // The link is the site's own address (NEXT_PUBLIC_SITE_URL); here it opens on this server.
      await page.goto(`${server.url}${new URL(link).pathname}${new URL(link).search}`);
      await expect(page.getByRole('heading', { name: 'Platz in der Probestunde freigeben?' })).toBeVisible();
      await expect(page.getByText(/Ihr Kind hat einen Platz in unserer kostenlosen Probestunde am Mittwoch/)).toBeVisible();
      await expectNoAxeViolations(page, `cancel page ${width}`);
      await picture(page, { path: `${SHOTS}/trial-cancel-ask-${width}.png` });
      await page.getByRole('button', { name: 'Ja, Platz freigeben' }).click();
      await expect(page.getByRole('heading', { name: 'Ihr Platz ist freigegeben' })).toBeVisible();
      await picture(page, { path: `${SHOTS}/trial-cancel-done-${width}.png` });
      expect((await datesOf(page.request, server)).dates[1]!.seatsLeft).toBe(dates[1]!.seatsLeft);
      await expect.poll(async () => (await sink.parsed()).some((mail) => mail.subject?.startsWith('Absage Probestunde') && mail.replyTo?.text === email), { timeout: 30_000 }).toBe(true);

      // The link works once.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Diese Anmeldung ist schon abgesagt' })).toBeVisible();
    });
  }

  test('a full date offers no seat but its waitlist; a date that fills meanwhile keeps every value and offers the next', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { dates } = await datesOf(request, server);
    const first = dates[0]!;
    const form = await openSignup(page, server, 1280);
    await fillEnquiryForm(page, { email: `spaet.${Date.now().toString(36)}@beispiel.de` });
    await expect(form.getByRole('radio').first()).toBeChecked();
    // Other parents take every seat of the first date while this one is still typing.
    for (let i = 0; i < first.seatsLeft; i += 1) expect((await signup(request, server, first.date, i)).status()).toBe(200);
    await form.getByRole('button', { name: 'Zur Probestunde anmelden' }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText('Der gewählte Termin ist gerade ausgebucht. Wir haben den nächsten mit freien Plätzen ausgewählt');
    // The full date now offers its waitlist (until 14:00 on its day), never a seat; the next one is chosen.
    const { dates: fresh } = await datesOf(request, server);
    await expect(form.getByRole('radio').first()).not.toBeChecked();
    if (fresh[0]!.waitlist.open) await expect(form.getByRole('group', { name: 'Termin für die Probestunde' })).toContainText('Warteliste: noch niemand vor Ihnen');
    else await expect(form.getByRole('radio').first()).toBeDisabled();
    await expect(form.getByRole('radio').nth(1)).toBeChecked();
    await expect(form.getByRole('group', { name: 'Termin für die Probestunde' })).toContainText('ausgebucht');
    await expect(form.getByLabel('Vorname', { exact: true })).toHaveValue('Anna');
    await expect(form.getByLabel('Vorname des Kindes')).toHaveValue('Ben');
    await expect(form.getByLabel(/Datenschutzerklärung/)).toBeChecked();
    await picture(page, { path: `${SHOTS}/trial-full-1280.png` });
    await form.getByRole('button', { name: 'Zur Probestunde anmelden' }).click();
    await expect(status).toContainText('ist reserviert');

    await page.setViewportSize({ width: 390, height: 900 });
    await page.reload();
    await expect(form.getByRole('group', { name: 'Termin für die Probestunde' }).getByText('ausgebucht')).toBeVisible();
    await expect(form.getByRole('radio').first()).not.toBeChecked();
    await picture(form.getByRole('group', { name: 'Termin für die Probestunde' }), { path: `${SHOTS}/trial-full-390.png` });
  });

  test('one address holds at most two seats per date; the same child sent twice holds one', async ({ request }) => {
    const { dates } = await datesOf(request, server);
    const date = dates[2]!;
    const email = `drei.${Date.now().toString(36)}@beispiel.de`;
    const post = (ip: number, child: string) =>
      request.post(`${server.url}${SEND_URL}`, {
        headers: { 'x-forwarded-for': `203.0.113.${ip}` },
        data: { ...enquiryFrom(email, { request_type: '/signup schnupper-funnel', trial_date: date.date, child_name: child }), template_id: 'enquiry_trial' },
      });
    expect([(await post(1, 'Emil')).status(), (await post(2, 'Emil')).status()]).toEqual([200, 200]);
    expect((await datesOf(request, server)).dates[2]!.seatsLeft).toBe(date.seatsLeft - 1);
    expect((await post(3, 'Lotta')).status()).toBe(200);
    const third = await post(4, 'Mia');
    expect(third.status()).toBe(409);
    expect(await third.text()).toBe('Conflict: höchstens zwei Plätze je Termin');
  });

  test('a date that is no trial date is refused', async ({ request }) => {
    const response = await signup(request, server, '2026-12-23', 'weihnachten');
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Dieser Termin wird nicht mehr angeboten');
  });
});

test.describe("on 17.12.2026 by the server's clock and the browser's, a week before the Weihnachtsferien", () => {
  // Thursday 17.12.2026, 10:00 in Berlin: the next Wednesdays, 23.12. and 30.12., fall in the Weihnachtsferien.
  const CHRISTMAS = { server: '2026-12-17 09:00:00', browser: new Date('2026-12-17T10:00:00+01:00') };
  const JANUARY = ['2027-01-06', '2027-01-13', '2027-01-20', '2027-01-27'];
  let sink: SmtpSink;
  let server: OwnServer;
  let stop: (() => Promise<void>) | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    ({ server, sink, stop } = await startWithRelay({ clock: CHRISTMAS.server }));
  });
  test.afterAll(async () => {
    await stop?.();
  });

  test('the server offers 06.01.2027 first, refuses 23.12., and the confirmation names 06.01.', async ({ page }) => {
    test.setTimeout(120_000);
    expect((await datesOf(page.request, server)).dates).toEqual(JANUARY.map((date) => ({ date, label: expect.stringMatching(/^Mittwoch, \d+\. Januar 2027$/), seatsLeft: 12, waitlist: { open: false, waiting: 0 } })));
    for (const date of ['2026-12-23', '2026-12-30', '2026-12-16']) {
      const refused = await signup(page.request, server, date, 'weihnachten');
      expect(refused.status(), date).toBe(400);
      expect(await refused.text()).toContain('Dieser Termin wird nicht mehr angeboten');
    }
    const file = await (await page.request.get(`${server.url}/start/signup/probestunde.ics`)).text();
    expect(file).toContain('DTSTART;TZID=Europe/Berlin:20270106T170000');

    await page.clock.setFixedTime(CHRISTMAS.browser);
    const form = await openSignup(page, server, 390);
    await expect(page.getByRole('main').locator('time').first()).toHaveText('Mittwoch, 6. Januar 2027, 17:00–18:30 Uhr');
    const choice = form.getByRole('group', { name: 'Termin für die Probestunde' });
    await expect(choice.getByRole('radio')).toHaveCount(4);
    await expect(choice.getByRole('radio').first()).toHaveAccessibleName(/^Mittwoch, 6\. Januar 2027/);
    await expect(choice.getByRole('radio').last()).toHaveAccessibleName(/^Mittwoch, 27\. Januar 2027/);
    await expect(choice).not.toContainText('Dezember');
    await expect(choice.getByRole('radio').first()).toBeChecked();
    await picture(choice, { path: `${SHOTS}/trial-date-choice-christmas-390.png` });

    const email = `weihnachten.${Date.now().toString(36)}@beispiel.de`;
    await fillEnquiryForm(page, { email });
    await form.getByRole('button', { name: 'Zur Probestunde anmelden' }).click();
    await expect(form.getByRole('status')).toContainText('Mittwoch, 6. Januar 2027');
    await expect.poll(async () => (await sink.parsed()).filter((mail) => JSON.stringify(mail.to).includes(email)).length, { timeout: 30_000 }).toBe(1);
    const confirmation = (await sink.parsed()).find((mail) => JSON.stringify(mail.to).includes(email))!;
    expect(confirmation.subject).toBe('Ihr Platz in der kostenlosen Probestunde am Mittwoch, 6. Januar 2027');
    expect(confirmation.attachments[0]!.content.toString('utf8')).toContain('DTSTART;TZID=Europe/Berlin:20270106T170000');
    expect((await datesOf(page.request, server)).dates[0]).toMatchObject({ date: '2027-01-06', seatsLeft: 11 });
  });
});

test.describe('30 parents at once on two instances', () => {
  test('exactly 12 get a seat, 18 hear "ausgebucht"', async ({ request }) => {
    test.setTimeout(120_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'trial-race-'));
    const database = path.join(dir, 'codingstars.db');
    const servers: OwnServer[] = [];
    try {
      for (let i = 0; i < 2; i += 1) servers.push(await startServer({ DATABASE_PATH: database, TRUST_PROXY: '1' }, { asContainer: true }));
      const { dates } = await datesOf(request, servers[0]!);
      const date = dates[3]!.date;
      const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => signup(request, servers[i % 2]!, date, i)));
      const statuses = responses.map((response) => response.status());
      expect(statuses.filter((status) => status === 200)).toHaveLength(12);
      expect(statuses.filter((status) => status === 409)).toHaveLength(18);
      for (const response of responses.filter((r) => r.status() === 409)) expect(await response.text()).toBe('Conflict: ausgebucht');
      expect((await datesOf(request, servers[1]!)).dates[3]).toMatchObject({ date, seatsLeft: 0, waitlist: { open: true } });
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child, 'SIGKILL')));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
