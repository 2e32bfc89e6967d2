import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { expect, pageTest as test } from './fixtures';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { expectNoAxeViolations } from './axe';
import { enquiryFrom, fillEnquiryForm, outboxEntryFor, SEND_URL, storedEnquiries } from './enquiry-request';
import { openLink, outcomeTitle, postPageForm, pressLinkButton } from './form-post';
import { startServer, stopServer, type OwnServer } from './own-server';
import { picture } from './pictures';

// Every form that goes to the site's own server works before its script arrives and without script at all
// (DECISIONS.md, fifth round, "Forms before scripts"): the trial signup, its waitlist, the enquiry forms and the pages
// behind the links in the mails, against a server of the build with the relay to a real SMTP server.
const STAFF = 'team@codingstars.de';
const SHOTS = 'test-results/screenshots';
const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@beispiel.de`;
const plain = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');

interface DateSeats {
  date: string;
  label: string;
  seatsLeft: number;
}
/** The page's scripts (not its stylesheet): a route that never answers holds them back, as a slow phone's network would. */
const HELD_SCRIPTS = '**/_next/static/chunks/*.js';
const datesOf = async (request: APIRequestContext, server: OwnServer) => ((await (await request.get(`${server.url}/api/trial/dates`)).json()) as { dates: DateSeats[] }).dates;

/** The form of the page's contact section. */
const formOf = (page: Page) => page.locator('#contact-form-section form');
const choiceOf = (page: Page) => formOf(page).getByRole('group', { name: 'Termin für die Probestunde' });

test.describe('without JavaScript', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ javaScriptEnabled: false });
  let sink: SmtpSink;
  let server: OwnServer;
  let dir: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await mkdir(SHOTS, { recursive: true });
    dir = await mkdtemp(path.join(tmpdir(), 'forms-'));
    sink = await startSmtpSink();
    server = await startServer({
      DATABASE_PATH: path.join(dir, 'codingstars.db'),
      SMTP_URL: sink.url,
      MAIL_TO: STAFF,
      OUTBOX_RETRY_BASE_MS: '100',
      // Every parent of this spec comes from 127.0.0.1.
      TRIAL_SEATS_PER_PARENT: '1000',
    });
  });
  test.afterAll(async () => {
    await stopServer(server?.child, 'SIGKILL');
    await sink?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const mailTo = async (email: string, subject: RegExp): Promise<ParsedMail> => {
    let found: ParsedMail | undefined;
    await expect
      .poll(
        async () => {
          found = (await sink.parsed()).findLast((mail) => JSON.stringify(mail.to).includes(email) && subject.test(plain(mail.subject)));
          return Boolean(found);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    return found!;
  };
  const linkIn = (mail: ParsedMail, page: string) => {
    const token = new RegExp(`https://www\\.codingstars\\.de${page}\\?token=(\\S+)`).exec(plain(mail.text))?.[1];
    if (!token) throw new Error(`no ${page} link in "${mail.subject}"`);
    return `${server.url}${page}?token=${token}`;
  };

  for (const width of [390, 1280]) {
    test(`an invalid e-mail address: the form again, the summary first and focused, every value kept (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/start/signup`);
      const form = formOf(page);
      await expect(choiceOf(page).getByRole('radio')).toHaveCount(4);
      await choiceOf(page).getByRole('radio').nth(2).check();
      await fillEnquiryForm(page, { email: 'anna-at-beispiel.de', childName: 'Ben' });
      // The honeypot is the one value that never comes back.
      await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'bot'));
      await form.getByRole('button', { name: 'Zur Probestunde anmelden' }).click();

      const summary = page.getByRole('alert');
      await expect(summary).toContainText('Bitte prüfen Sie Ihre Angaben');
      const link = summary.getByRole('link', { name: /Bitte geben Sie eine gültige E-Mail-Adresse ein/ });
      await expect(link).toHaveAttribute('href', `#${await form.getByLabel('E-Mail-Adresse').getAttribute('id')}`);
      await expect(page.locator(':focus')).toContainText('Bitte prüfen Sie Ihre Angaben');
      await expect(summary).toBeInViewport();
      await expect(form.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('E-Mail-Adresse')).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
      await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('anna-at-beispiel.de');
      await expect(form.getByLabel('Vorname', { exact: true })).toHaveValue('Anna');
      await expect(form.getByLabel('Nachname', { exact: true })).toHaveValue('Schmidt');
      await expect(form.getByLabel('Telefonnummer')).toHaveValue('030 1234567');
      await expect(form.getByLabel('Vorname des Kindes')).toHaveValue('Ben');
      await expect(form.getByLabel(/Datenschutzerklärung/)).toBeChecked();
      await expect(choiceOf(page).getByRole('radio').nth(2)).toBeChecked();
      await expect(form.locator('input[name="website"]')).toHaveValue('');
      await expect(form.getByLabel('Vorname', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      await picture(page, { path: `${SHOTS}/no-script-error-summary-${width}.png` });
    });
  }

  for (const width of [390, 1280]) {
    test(`a trial signup takes the seat and sends the confirmation (${width} px)`, async ({ page }) => {
      const dates = await datesOf(page.request, server);
      const date = dates[1]!;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}/start/signup`);
      await choiceOf(page).getByRole('radio', { name: new RegExp(`^${date.label}`) }).check();
      const email = address(`ohne-skript-${width}`);
      await fillEnquiryForm(page, { email });
      await formOf(page).getByRole('button', { name: 'Zur Probestunde anmelden' }).click();

      const status = formOf(page).getByRole('status');
      await expect(status).toContainText('Nachricht erfolgreich gesendet!');
      await expect(status).toContainText(`Ihr Platz am ${date.label} ist reserviert. Die Bestätigung mit Kalendereintrag`);
      await expect(page.locator(':focus')).toContainText('Nachricht erfolgreich gesendet!');
      await expect(formOf(page).getByLabel('Vorname', { exact: true })).toHaveValue('');
      await picture(page, { path: `${SHOTS}/no-script-confirmation-${width}.png` });
      expect((await datesOf(page.request, server)).find((entry) => entry.date === date.date)?.seatsLeft).toBe(date.seatsLeft - 1);
      const confirmation = await mailTo(email, /^Ihr Platz in der kostenlosen Probestunde am /);
      expect(plain(confirmation.subject)).toBe(`Ihr Platz in der kostenlosen Probestunde am ${date.label}`);
    });
  }

  test('cancel and move through the mailed links, each page opened again shows its outcome', async ({ page }) => {
    const email = address('ohne-skript-390');
    const confirmation = await mailTo(email, /^Ihr Platz in der kostenlosen Probestunde am /);
    await page.goto(linkIn(confirmation, '/start/signup/verschieben'));
    await expect(page.getByRole('heading', { name: 'Auf welchen Mittwoch verschieben?' })).toBeVisible();
    const target = page.getByRole('radio', { disabled: false }).last();
    const label = (await target.getAttribute('value'))!;
    await target.check();
    await page.getByRole('button', { name: 'Auf diesen Termin verschieben' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Platz ist verschoben' })).toBeVisible();
    const moved = await mailTo(email, /^Verschoben: Ihr Platz/);
    expect((await datesOf(page.request, server)).find((entry) => entry.date === label)).toBeDefined();

    const cancel = linkIn(moved, '/start/signup/absagen');
    await page.goto(cancel);
    await expect(page.getByRole('heading', { name: 'Platz in der Probestunde freigeben?' })).toBeVisible();
    await page.getByRole('button', { name: 'Ja, Platz freigeben' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Platz ist freigegeben' })).toBeVisible();
    // Opened again (or reloaded): the outcome, not an error.
    await page.goto(cancel);
    await expect(page.getByRole('heading', { name: 'Diese Anmeldung ist schon abgesagt' })).toBeVisible();
    await page.goto(linkIn(moved, '/start/signup/verschieben'));
    await expect(page.getByRole('heading', { name: 'Diese Anmeldung ist abgesagt' })).toBeVisible();
  });

  test('a full date: the answer says so, proposes the next date and keeps every value; chosen again, its waitlist takes the child, and a freed seat is claimed through the mailed link', async ({ page, request }) => {
    const dates = await datesOf(request, server);
    // The second date: the first may be today, whose waitlist closes at 14:00.
    const full = dates[1]!;
    const fillers: string[] = [];
    for (let i = 0; i < full.seatsLeft; i += 1) {
      const email = address(`voll-${i}`);
      fillers.push(email);
      const response = await request.post(`${server.url}${SEND_URL}`, {
        data: { ...enquiryFrom(email, { request_type: '/signup schnupper-funnel', trial_date: full.date }), template_id: 'enquiry_trial' },
      });
      expect(response.status()).toBe(200);
    }

    // The page's HTML does not know the seats: the parent chooses the full date.
    await page.goto(`${server.url}/start/signup`);
    await choiceOf(page).getByRole('radio', { name: new RegExp(`^${full.label}`) }).check();
    const email = address('warteliste');
    await fillEnquiryForm(page, { email, childName: 'Lotta' });
    await formOf(page).getByRole('button', { name: 'Zur Probestunde anmelden' }).click();
    const status = formOf(page).getByRole('status');
    await expect(status).toContainText('Der gewählte Termin ist gerade ausgebucht. Wir haben den nächsten mit freien Plätzen ausgewählt');
    // The first date with seats is proposed (and chosen) instead.
    await expect(status).toContainText(`(${dates[0]!.label})`);
    await expect(choiceOf(page).getByRole('radio', { name: new RegExp(`^${dates[0]!.label}`) })).toBeChecked();
    await expect(choiceOf(page)).toContainText('ausgebucht');
    await expect(choiceOf(page)).toContainText('Warteliste: noch niemand vor Ihnen');
    await expect(formOf(page).getByLabel('E-Mail-Adresse')).toHaveValue(email);
    await expect(formOf(page).getByLabel('Vorname des Kindes')).toHaveValue('Lotta');
    await expect(formOf(page).getByLabel(/Datenschutzerklärung/)).toBeChecked();

    await choiceOf(page).getByRole('radio', { name: new RegExp(`^${full.label}`) }).check();
    await formOf(page).getByRole('button', { name: 'Zur Probestunde anmelden' }).click();
    await expect(formOf(page).getByRole('status')).toContainText(`Ihr Kind steht auf Platz 1 der Warteliste für ${full.label}.`);
    await mailTo(email, /^Warteliste für/);

    // A family frees its seat: it is offered to the waitlist, and taken through the offer's link.
    const filler = await mailTo(fillers[0]!, /^Ihr Platz in der kostenlosen Probestunde am /);
    expect(outcomeTitle(await pressLinkButton(request, linkIn(filler, '/start/signup/absagen')))).toBe('Ihr Platz ist freigegeben');
    const offer = await mailTo(email, /^Ein Platz ist frei/);
    const claim = linkIn(offer, '/start/signup/nachruecken');
    await page.goto(claim);
    await expect(page.getByRole('heading', { name: 'Ein Platz für Ihr Kind' })).toBeVisible();
    await page.getByRole('button', { name: 'Platz übernehmen' }).click();
    await expect(page.getByRole('heading', { name: 'Der Platz gehört Ihrem Kind' })).toBeVisible();
    await page.goto(claim);
    await expect(page.getByRole('heading', { name: 'Sie haben diesen Platz schon übernommen' })).toBeVisible();
  });

  test('an enquiry from /contact is stored and mailed to the team', async ({ page }) => {
    await page.goto(`${server.url}/contact`);
    const email = address('kontakt');
    await fillEnquiryForm(page, { email });
    await formOf(page).getByLabel('Ihre Nachricht (optional)').fill('Kann Ben auch dienstags?');
    await formOf(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(formOf(page).getByRole('status')).toContainText('Nachricht erfolgreich gesendet!');
    const entry = await outboxEntryFor(email, { path: path.join(dir, 'codingstars.db') });
    expect(entry?.params).toMatchObject({ email, request_type: '/contact', message: 'Kann Ben auch dienstags?', selected_course: '' });
    await expect.poll(async () => (await sink.parsed()).some((mail) => mail.replyTo?.text === email), { timeout: 30_000 }).toBe(true);
  });

  test('a holiday course chosen in the dropdown reaches the team', async ({ page }) => {
    await page.goto(`${server.url}/ferienkurse`);
    const email = address('ferien');
    await formOf(page).getByLabel('Ferienkurs', { exact: true }).selectOption({ label: 'Roblox Studio (10–16\u00a0Jahre)' });
    await fillEnquiryForm(page, { email });
    await formOf(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(formOf(page).getByRole('status')).toContainText('Nachricht erfolgreich gesendet!');
    const entry = await outboxEntryFor(email, { path: path.join(dir, 'codingstars.db') });
    expect(entry?.params).toMatchObject({ request_type: 'Ferienkurs', selected_course: 'Roblox Studio (10–16\u00a0Jahre)' });
  });

  test('a form posted from another site is refused and stores nothing', async ({ request }) => {
    const email = address('fremd');
    const fields = { firstName: 'Anna', lastName: 'Schmidt', email, phone: '030 1234567', childName: 'Ben', privacy: 'on' };
    const refused = await postPageForm(request, `${server.url}/contact`, 'mode', fields, 'https://angreifer.example');
    expect(refused.status()).toBeGreaterThanOrEqual(400);
    const accepted = await postPageForm(request, `${server.url}/contact`, 'mode', { ...fields, email: address('eigen') });
    expect(accepted.status()).toBe(200);
    const stored = await storedEnquiries({ path: path.join(dir, 'codingstars.db') });
    expect(stored.some((entry) => entry.params.email === email)).toBe(false);
    expect(stored.some((entry) => entry.params.email === address('eigen'))).toBe(true);
  });
});

test.describe('before the page’s scripts arrive', () => {
  // On the journeys' server (its database is E2E_DATABASE; the test's address finds its own entries there).
  test('a signup tapped (even twice) while the scripts are held back holds one seat, and its answer stands without them', async ({ page }) => {
    // The chunks never answer: the form is the server's HTML only, as on a slow phone before hydration.
    await page.route(HELD_SCRIPTS, () => {});
    await page.goto('/start/signup', { waitUntil: 'domcontentloaded' });
    const email = address('vorher');
    await fillEnquiryForm(page, { email });
    // A double tap: the browser may post twice; the server keeps one seat for the same child on the same date.
    await formOf(page).getByRole('button', { name: 'Zur Probestunde anmelden' }).dblclick();
    await expect(formOf(page).getByRole('status')).toContainText('ist reserviert');
    expect((await storedEnquiries()).filter((entry) => entry.params.email === email)).toHaveLength(1);
    await page.unroute(HELD_SCRIPTS);
  });

  test('the answer with the error summary, under axe', async ({ page }) => {
    await page.route(HELD_SCRIPTS, () => {});
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await fillEnquiryForm(page, { email: 'anna@beispiel', childName: '' });
    await formOf(page).getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByRole('alert')).toContainText('Vorname des Kindes ist erforderlich');
    await expect(page.locator(':focus')).toContainText('Bitte prüfen Sie Ihre Angaben');
    await expectNoAxeViolations(page, 'error summary');
    await page.unroute(HELD_SCRIPTS);
  });

  test('a post counts against the sender’s limit like a send with script', async ({ page }) => {
    const server = await startServer({ OUTBOX_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      await page.route(HELD_SCRIPTS, () => {});
      for (const n of [1, 2, 3]) {
        await page.goto(`${server.url}/contact`, { waitUntil: 'domcontentloaded' });
        await fillEnquiryForm(page, { email: address(`grenze-${n}`) });
        await formOf(page).getByRole('button', { name: 'Anfrage senden' }).click();
        await expect(formOf(page).getByRole('status')).toContainText(n < 3 ? 'Nachricht erfolgreich gesendet!' : 'mehrere Anfragen kurz hintereinander');
      }
      await expect(formOf(page).getByLabel('E-Mail-Adresse')).toHaveValue(address('grenze-3'));
      await page.unroute(HELD_SCRIPTS);
    } finally {
      await stopServer(server.child, 'SIGKILL');
    }
  });
});

test('a link page renders from the link on the server: no loading state, an unknown token says so', async ({ request }) => {
  for (const page of ['absagen', 'verschieben', 'nachruecken', 'warteliste', 'keine-emails']) {
    const html = await openLink(request, `/start/signup/${page}?token=00000000-0000-4000-8000-000000000000.AAAA`);
    expect(outcomeTitle(html), page).toBe('Dieser Link ist nicht gültig');
    expect(html).not.toContain('wird geladen');
  }
});
