import { expect, pageTest as test } from './fixtures';
import type { Page } from '@playwright/test';
import { nextTrialDate } from '../lib/trial/dates';
import { expectNoAxeViolations } from './axe';
import { fillEnquiryForm, outboxEntryFor } from './enquiry-request';

/** Names with apostrophes and umlauts, a child's name with markup: all must arrive as typed. */
const fillForm = (page: Page, email: string) =>
  fillEnquiryForm(page, { firstName: 'Zoë-Marie', lastName: "O'Neill", email, phone: '+49 30 1234 567', childName: '<b>Ben</b>' });

const JOURNEYS = [
  { path: '/', requestType: '/start funnel', template: 'enquiry_default', course: '' },
  { path: '/start', requestType: '/start funnel', template: 'enquiry_default', course: '' },
  { path: '/start/signup', requestType: '/signup schnupper-funnel', template: 'enquiry_trial', course: '' },
  { path: '/contact', requestType: '/contact', template: 'enquiry_default', course: '' },
  { path: '/ferienkurse', requestType: 'Ferienkurs', template: 'enquiry_default', course: '(nicht angegeben)' },
  { path: '/ferienkurse/roblox-studio', requestType: 'Ferienkurs', template: 'enquiry_default', course: 'Roblox Studio (10–16\u00a0Jahre)' },
  { path: '/python', requestType: '/start funnel', template: 'enquiry_default', course: 'python_basic' },
];

test.describe('enquiry forms with the real outbox', () => {
  test.describe.configure({ mode: 'serial' });
  for (const journey of JOURNEYS) {
    test(`${journey.path} sends an enquiry`, async ({ page }) => {
      await page.goto(journey.path);
      // A course link opens its popup over the list; 'Jetzt anfragen' there chooses the course for the form.
      if (journey.path.startsWith('/ferienkurse/')) await page.getByRole('dialog').getByRole('link', { name: 'Jetzt anfragen' }).click();
      const email = `journey.${journey.path.replace(/\W/g, '') || 'home'}@beispiel.de`;
      const form = await fillForm(page, email);
      await form.getByRole('button', { name: /Anfrage senden|Zur Probestunde anmelden/ }).click();
      await expect(form.getByRole('status')).toContainText('Nachricht erfolgreich gesendet!');
      await expect(form.getByLabel('Vorname', { exact: true })).toHaveValue('');
      const entry = await outboxEntryFor(email);
      expect(entry?.templateId).toBe(journey.template);
      expect(entry?.params).toMatchObject({
        email,
        reply_to: email,
        first_name: 'Zoë-Marie',
        last_name: "O'Neill",
        child_name: '<b>Ben</b>',
        request_type: journey.requestType,
        selected_course: journey.course,
      });
      expect('from_name' in (entry?.params ?? {})).toBe(journey.template === 'enquiry_trial');
    });
  }
});

test.describe('enquiry form states', () => {
  test('shows the spec messages, focuses the first invalid field and clears an error once fixed', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('#contact-form-section form');
    await form.getByLabel('Vorname', { exact: true }).fill('Anna2');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    const first = form.getByLabel('Vorname', { exact: true });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Vorname darf keine Zahlen enthalten, damit wir Sie korrekt ansprechen können')).toBeVisible();
    await expect(form.getByText('Nachname ist erforderlich, damit wir Sie kontaktieren können')).toBeVisible();
    await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein', { exact: false })).toHaveCount(0);
    await expect(form.getByText('E-Mail-Adresse ist erforderlich, damit wir Sie kontaktieren können')).toBeVisible();
    await expectNoAxeViolations(page, 'form errors');
    await first.fill('Anna');
    await expect(form.getByText(/Vorname darf keine Zahlen/)).toHaveCount(0);
    await expect(first).not.toHaveAttribute('aria-invalid', 'true');
  });

  for (const [status, sentence] of [
    [429, 'mehrere Anfragen kurz hintereinander'],
    [451, 'automatisiert erkannt'],
    [403, 'blockiert'],
    [500, 'Der Versand hat nicht geklappt'],
  ] as const) {
    test(`status ${status} shows the error, keeps every value and enables the button`, async ({ page }) => {
      let requests = 0;
      await page.route('**/api/v1.0/email/send', (route) => {
        requests += 1;
        return route.fulfill({ status, body: 'Fehler' });
      });
      await page.goto('/contact');
      const form = await fillForm(page, 'fehler@beispiel.de');
      const button = form.getByRole('button', { name: 'Anfrage senden' });
      await button.dblclick();
      await expect(form.getByRole('status')).toContainText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
      await expect(form.getByRole('status')).toContainText(sentence);
      await expect(form.getByRole('status')).not.toContainText('Nachricht erfolgreich gesendet!');
      await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('fehler@beispiel.de');
      await expect(form.getByLabel('Vorname des Kindes')).toHaveValue('<b>Ben</b>');
      await expect(button).toBeEnabled();
      expect(requests).toBe(1);
    });
  }

  test('a network error keeps the input too', async ({ page }) => {
    await page.route('**/api/v1.0/email/send', (route) => route.abort('internetdisconnected'));
    await page.goto('/start/signup');
    const form = await fillForm(page, 'offline@beispiel.de');
    await form.getByRole('button', { name: 'Zur Probestunde anmelden' }).click();
    await expect(form.getByRole('status')).toContainText('keine Verbindung');
    await expect(form.getByLabel('Telefonnummer')).toHaveValue('+49 30 1234 567');
  });

  test('on a phone the confirmation below the button is brought into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    const form = await fillForm(page, 'handy@beispiel.de');
    const send = form.getByRole('button', { name: 'Anfrage senden' });
    // Tapped where a thumb finds it: at the bottom edge of the screen, the message's place just below the fold.
    await send.evaluate((button) => window.scrollTo({ top: scrollY + button.getBoundingClientRect().bottom - innerHeight, behavior: 'instant' }));
    // A mouse click where the button is: locator.click() would first scroll it to the middle of the screen.
    const box = (await send.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(form.getByText('Nachricht erfolgreich gesendet!')).toBeInViewport({ ratio: 1 });
  });

  test('the success message disappears after 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    const form = await fillForm(page, 'uhr@beispiel.de');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByRole('status')).toContainText('Nachricht erfolgreich gesendet!');
    await page.clock.runFor(5100);
    await expect(form.getByRole('status')).toBeEmpty();
  });
});

test('the trial date is offered as a calendar file', async ({ page, request }) => {
  const response = await request.get('/start/signup/probestunde.ics');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const ics = await response.text();
  const day = nextTrialDate(new Date())!.date.replace(/-/g, '');
  expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${day}T170000`);
  expect(ics).toContain(`DTEND;TZID=Europe/Berlin:${day}T183000`);
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain('LOCATION:Online');
  await page.goto('/start/signup');
  // The link carries the date the page shows, computed in the browser.
  await expect(page.getByRole('link', { name: 'In den Kalender eintragen (.ics)' })).toHaveAttribute(
    'href',
    `/start/signup/probestunde.ics?datum=${nextTrialDate(new Date())!.date}`,
  );
});

test.describe('holiday-course dropdown', () => {
  test('stores the choice, keeps it after a reload, sends it and forgets it with the empty option', async ({ page }) => {
    await page.goto('/ferienkurse');
    const select = page.getByLabel('Ferienkurs', { exact: true });
    await select.selectOption({ label: 'Roblox Studio (10–16\u00a0Jahre)' });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedSummerCourse') ?? 'null'));
    expect(stored).toMatchObject({ id: 2, title: 'Roblox Studio: ein eigenes Spiel bauen', price: 159 });
    expect(typeof stored.timestamp).toBe('number');

    await page.reload();
    await expect(page.getByLabel('Ferienkurs', { exact: true })).toHaveValue('2');
    const form = await fillForm(page, 'ferien.auswahl@beispiel.de');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByRole('status')).toContainText('Nachricht erfolgreich gesendet!');
    expect((await outboxEntryFor('ferien.auswahl@beispiel.de'))?.params.selected_course).toBe('Roblox Studio (10–16\u00a0Jahre)');

    await page.getByLabel('Ferienkurs', { exact: true }).selectOption('');
    expect(await page.evaluate(() => localStorage.getItem('selectedSummerCourse'))).toBeNull();
  });

  test('a malformed stored value is logged and ignored', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => localStorage.setItem('selectedSummerCourse', '{kaputt'));
    await page.goto('/ferienkurse');
    // The browser reads the stored value after hydration; wait for its log line.
    await expect.poll(() => errors.some((text) => text.includes('Ferienkurs-Auswahl ist ungültig'))).toBe(true);
    await expect(page.getByLabel('Ferienkurs', { exact: true })).toHaveValue('');
  });
});
