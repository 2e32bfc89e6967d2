import type { Page } from '@playwright/test';
import { courseById } from '../content/courses';
import type { Course } from '../content/schema';
import { openDatabase } from '../lib/db/connect';
import { nextTrialDates } from '../lib/trial/dates';
import { missedMail, recommendationMail } from '../lib/trial/follow-up-mails';
import { linkMaker } from '../lib/trial/links';
import { trialDayLabel } from '../lib/trial/link-views';
import { followUpRowId, FOLLOW_UP_TEMPLATES } from '../lib/trial/rows';
import type { OutboxRecord } from '../lib/outbox/record';
import { E2E_DATABASE } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { expect, pageTest as test } from './fixtures';
import { followUpLinks, seedSeat, serverLinkSecret, shootMail, SITE_URL, tokenFor } from './trial-follow-up';
import { picture } from './pictures';

// After the trial lesson (issue 48): the two mails to the parents as a mail program shows them, the booking that comes
// through the recommendation, the move of a missed seat and the stop link, on the shared server's database.

const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@beispiel.de`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The shared server's link key: generated beside its database (test-results/link-secret). */
const secret = () => serverLinkSecret({ databasePath: E2E_DATABASE });

/** The last trial lesson that is over (a date the team has marked). */
function pastTrialDate(now = new Date()): string {
  const over = nextTrialDates(new Date(now.getTime() - 120 * DAY_MS), { count: 30 }).filter((trial) => Date.parse(trial.end) < now.getTime());
  return over.at(-1)!.date;
}

test('the recommendation and the offer of a new date, as a mail program shows them at 390 and 1280 px', async ({ page }) => {
  const signupId = '2f1c9a1e-6a0b-4c3e-9d52-7e3f0b8a1c44';
  const links = linkMaker(SITE_URL, Buffer.from('ein-schluessel-fuer-die-bilder-mit-32-zeichen'));
  const context = { from: 'website@codingstars.de', replyTo: 'team@codingstars.de', siteUrl: SITE_URL, links };
  const row = (kind: 'recommendation' | 'missed'): OutboxRecord => ({
    id: followUpRowId(signupId, kind),
    receivedAt: '2027-01-13T17:40:00.000Z',
    templateId: FOLLOW_UP_TEMPLATES[kind],
    params: { signup_id: signupId, email: 'eltern@beispiel.de', trial_date: '2027-01-13' },
    state: 'pending',
    attempts: 0,
  });
  const recommendation = recommendationMail(row('recommendation'), context, {
    course: courseById(3) as Course,
    note: 'Ihr Kind hat sehr konzentriert mitgemacht und am Ende sein erstes kleines Spiel mit Punktestand gebaut. Spieldesign passt wunderbar zu seiner Freude an eigenen Ideen!',
  });
  const dates = nextTrialDates(new Date('2027-01-14T10:00:00+01:00')).map((trial, index) => ({ date: trial.date, full: index === 1 }));
  const missed = missedMail(row('missed'), context, dates);

  const shots = [...(await shootMail(page, String(recommendation.html), 'trial-recommendation-mail')), ...(await shootMail(page, String(missed.html), 'trial-missed-mail'))];
  expect(shots).toEqual([
    'test-results/screenshots/trial-recommendation-mail-390.png',
    'test-results/screenshots/trial-recommendation-mail-1280.png',
    'test-results/screenshots/trial-missed-mail-390.png',
    'test-results/screenshots/trial-missed-mail-1280.png',
  ]);
  // What the screenshots show is the mail's HTML with its buttons, and the text part carries the same links.
  await page.setContent(String(recommendation.html));
  await expect(page.getByRole('link', { name: 'CS Spieldesign buchen' })).toHaveAttribute('href', followUpLinks(String(recommendation.text)).booking!.url);
  await expect(page.getByRole('link', { name: 'Keine weiteren E-Mails' })).toHaveAttribute('href', followUpLinks(String(recommendation.text)).stop!.url);
  await page.setContent(String(missed.html));
  await expect(page.getByRole('link', { name: 'Neuen Termin wählen' })).toHaveAttribute('href', followUpLinks(String(missed.text)).move!.url);
});

/** The steps of the wizard after the selection, as a parent fills them. */
async function fillWizard(page: Page, email: string) {
  const next = () => page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Vorname', { exact: true }).fill('Anna');
  await page.getByLabel('Nachname', { exact: true }).fill('Schmidt');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Telefonnummer').fill('030 1234567');
  await next();
  await page.getByLabel('Straße').fill('Lindenstraße');
  await page.getByLabel('Hausnummer').fill('12a');
  await page.getByLabel('Postleitzahl').fill('10969');
  await page.getByLabel('Ort', { exact: true }).fill('Berlin');
  await next();
  await page.getByRole('radio', { name: /Überweisung/ }).check();
  await next();
  await page.getByLabel('Vorname des Kindes').fill('Emil');
  await page.getByLabel('Nachname des Kindes').fill('Schmidt');
  await page.getByLabel('Alter des Kindes').fill('11');
  await page.getByRole('radio', { name: /Erste Grundlagen/ }).check();
  await next();
  await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
  await page.getByLabel(/Datenschutzerklärung/).check();
}

test('the recommendation’s link opens the booking with its course, keeps the trial through a reload and books it with the seat as its origin', async ({ page }) => {
  test.setTimeout(120_000);
  const email = address('empfehlung');
  await page.goto('/impressum');
  // Far beyond the four dates offered: no other journey fills it.
  const date = nextTrialDates(new Date(), { count: 12 }).at(-1)!.date;
  const signupId = await seedSeat({ path: E2E_DATABASE }, { date, email: address('probestunde') });
  const token = tokenFor(secret(), 'booking', signupId);

  await page.goto(`/booking?kurs=3&probestunde=${encodeURIComponent(token)}`);
  await expect(page.getByLabel('Kurs', { exact: true })).toHaveValue('3');
  // Neither the course nor the token stays in the address bar (or in the history a shared screen would show).
  await expect(page).toHaveURL(/\/booking$/);
  await page.reload();
  await expect(page.getByLabel('Kurs', { exact: true })).toHaveValue('3');
  expect(JSON.parse((await page.evaluate(() => window.sessionStorage.getItem('bookingFormData'))) ?? '{}').trialOrigin).toBe(token);

  await page.getByLabel('Paket').selectOption('12m');
  await page.getByLabel('Startmonat').selectOption({ index: 1 });
  await page.getByRole('checkbox', { name: 'Mittwoch, 17:45 Uhr' }).check();
  await fillWizard(page, email);
  await expectNoAxeViolations(page, 'overview of a booking through the recommendation');
  await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Buchung ist bei uns eingegangen!' })).toBeVisible();

  const db = openDatabase({ path: E2E_DATABASE });
  try {
    const rows = await db.kysely.selectFrom('enquiries').selectAll().where('template_id', '=', 'booking').execute();
    const booking = rows.find((row) => (JSON.parse(row.params) as Record<string, string>).email === email);
    expect(booking?.trial_signup_id).toBe(signupId);
    const params = JSON.parse(booking?.params ?? '{}') as Record<string, string>;
    expect(params).not.toHaveProperty('trial_origin');
    expect(params.course_id).toBe('3');
    expect(params.trial_origin_label).toBe(`Über die Empfehlung nach der Probestunde am ${trialDayLabel(date)}`);
  } finally {
    await db.close();
  }
});

test('the pages behind the links after the lesson pass axe, before and after their button', async ({ page }) => {
  test.setTimeout(120_000);
  const missed = await seedSeat({ path: E2E_DATABASE }, { date: pastTrialDate(), email: address('axe-verpasst'), mark: { attendance: 'missed' } });
  await page.goto(`/start/signup/verschieben?token=${encodeURIComponent(tokenFor(secret(), 'move', missed))}`);
  await expect(page.getByText(/konnte Ihr Kind leider nicht dabei sein/)).toBeVisible();
  await expectNoAxeViolations(page, 'move page of a missed seat');
  const came = await seedSeat({ path: E2E_DATABASE }, { date: pastTrialDate(), email: address('axe-keine-post'), mark: { attendance: 'came', course: 1 } });
  await page.goto(`/start/signup/keine-emails?token=${encodeURIComponent(tokenFor(secret(), 'stop', came))}`);
  await expectNoAxeViolations(page, 'stop page');
  await page.getByRole('button', { name: 'Keine weiteren E-Mails zu dieser Probestunde' }).click();
  const done = page.getByRole('heading', { name: 'Sie bekommen keine weiteren E-Mails' });
  await expect(done).toBeVisible();
  await expectNoAxeViolations(page, 'stop page, done');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await picture(page, { path: `test-results/screenshots/trial-stop-page-${width}.png`, fullPage: true });
  }
});

test.describe('the links of the mails after the lesson, without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the move link takes a seat marked "Nicht gekommen" to a new date', async ({ page }) => {
    const signupId = await seedSeat({ path: E2E_DATABASE }, { date: pastTrialDate(), email: address('verpasst'), mark: { attendance: 'missed' } });
    await page.goto(`/start/signup/verschieben?token=${encodeURIComponent(tokenFor(secret(), 'move', signupId))}`);
    await expect(page.getByRole('heading', { name: 'Auf welchen Mittwoch verschieben?' })).toBeVisible();
    await expect(page.getByText(/konnte Ihr Kind leider nicht dabei sein/)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Neuer Termin' }).getByRole('radio')).toHaveCount(4);
    await page.getByRole('button', { name: 'Auf diesen Termin verschieben' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Platz ist verschoben' })).toBeVisible();
  });

  test('the stop link asks once, then says no more mail comes, also when opened again', async ({ page }) => {
    const signupId = await seedSeat({ path: E2E_DATABASE }, { date: pastTrialDate(), email: address('keine-post'), mark: { attendance: 'came', course: 2 } });
    const url = `/start/signup/keine-emails?token=${encodeURIComponent(tokenFor(secret(), 'stop', signupId))}`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Keine weiteren E-Mails zur Probestunde' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Keine weiteren E-Mails zu dieser Probestunde?' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('button', { name: 'Keine weiteren E-Mails zu dieser Probestunde' }).click();
    await expect(page.getByRole('heading', { name: 'Sie bekommen keine weiteren E-Mails' })).toBeVisible();
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Sie bekommen keine weiteren E-Mails' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
    const db = openDatabase({ path: E2E_DATABASE });
    try {
      const row = await db.kysely.selectFrom('trial_signups').select('mail_stopped_at').where('id', '=', signupId).executeTakeFirst();
      expect(row?.mail_stopped_at).toBeTruthy();
    } finally {
      await db.close();
    }
  });
});
