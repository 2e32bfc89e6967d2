import { expect, pageTest as test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { outboxEntryFor } from './enquiry-request';
import { chooseSelection, fillAddress, fillContact, fillParticipant, fillPayment, next } from './booking-wizard';
import { picture } from './pictures';

const stored = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key);
const wizard = (page: Page) => page.locator('form').filter({ has: page.locator('#booking-step-title') });
const step = (page: Page) => page.getByRole('navigation', { name: 'Buchungsschritte' }).locator('[aria-current="step"]');

for (const width of [390, 1280]) {
  test(`books from /preise through every step at ${width} px, with axe on each step and the real outbox`, async ({ page }) => {
    // Seven axe runs and full-page screenshots: slow on a busy machine.
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const shot = (name: string) => picture(page, { path: `test-results/screenshots/booking-${name}-${width}.png`, fullPage: true });
    const email = `buchung.${width}.${Date.now()}@beispiel.de`;

    await page.goto('/preise');
    await page.getByRole('link', { name: /Paket wählen\s*: 12/ }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(page.getByLabel('Paket')).toHaveValue('12m');
    await chooseSelection(page);
    const month = await page.getByLabel('Startmonat').inputValue();

    await expect(step(page)).toHaveAccessibleName(/1\s*Kontaktdaten/);
    await next(page);
    await expect(page.getByText('Bitte wählen Sie eine Anrede oder „Keine Angabe“')).toBeVisible();
    await expect(page.getByText('Vorname ist erforderlich, damit wir Sie kontaktieren können')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Frau' })).toBeFocused();
    await expectNoAxeViolations(page, 'step 0 with errors');
    await shot('0-errors');
    await fillContact(page, email);
    await expect(page.getByText(/Vorname ist erforderlich/)).toHaveCount(0);
    await shot('0');
    await next(page);

    await expect(step(page)).toHaveAccessibleName(/2\s*Rechnungsadresse/);
    await expect(page.getByLabel('Land')).toHaveValue('Deutschland');
    await fillAddress(page);
    await expectNoAxeViolations(page, 'step 1');
    await shot('1');
    await next(page);

    await expect(step(page)).toHaveAccessibleName(/3\s*Zahlungsart/);
    await fillPayment(page);
    await expectNoAxeViolations(page, 'step 2');
    await shot('2');
    await next(page);

    await expect(step(page)).toHaveAccessibleName(/4\s*Angaben zum Kind/);
    await fillParticipant(page);
    await expectNoAxeViolations(page, 'step 3');
    await shot('3');
    await next(page);

    await expect(step(page)).toHaveAccessibleName(/5\s*Übersicht/);
    const overview = wizard(page);
    for (const text of ['12\u00a0Monate', '27\u00a0€ pro Woche', 'Mindestlaufzeit 12 Monate', 'CS Webdesign', 'Montag, 15:15 Uhr; Mittwoch, 17:45 Uhr', 'DE89 3704 0044 0532 0130 00', 'Lindenstraße 12a', "O'Neill <b>"]) {
      await expect(overview).toContainText(text);
    }
    const book = page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' });
    await expect(book).toBeDisabled();
    await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
    await expect(book).toBeDisabled();
    await page.getByLabel(/Datenschutzerklärung/).check();
    await expect(book).toBeEnabled();
    await expectNoAxeViolations(page, 'step 4');
    await shot('4');
    await book.click();

    const confirmation = page.getByRole('heading', { name: 'Vielen Dank, Ihre Buchung ist bei uns eingegangen!' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toBeFocused();
    await expect(page.getByText('So geht es weiter')).toBeVisible();
    await expect(page.getByText(/Ihre Buchungsnummer: CS-[0-9A-Z]{8}/)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoAxeViolations(page, 'confirmation');
    await shot('confirmation');

    const entry = await outboxEntryFor(email);
    expect(entry?.templateId).toBe('booking');
    expect(entry?.params).toMatchObject({
      request_type: 'Buchung',
      reply_to: email,
      salutation: 'Frau',
      first_name: 'Zoë-Marie',
      last_name: "O'Neill <b>",
      street: 'Lindenstraße',
      house_number: '12a',
      postal_code: '10969',
      country: 'Deutschland',
      payment_method: 'SEPA-Lastschrift',
      // Masked in the queue (the full IBAN is sealed in the booking's row).
      iban: 'DE89 •••• •••• •••• ••30 00',
      booking_number: expect.stringMatching(/^CS-[0-9A-Z]{8}$/),
      child_age: '11',
      age_fit: 'passt',
      package_id: '12m',
      course_id: '2',
      selected_course: 'CS Webdesign',
      time_slot_ids: 'mo-1515,mi-1745',
      start_month: month,
      terms_accepted: 'ja',
      privacy_accepted: 'ja',
    });
    // The draft and the selection go only after the confirmed send.
    expect(await stored(page, 'bookingFormData')).toBeNull();
    expect(await stored(page, 'bookingSelection')).toBeNull();
  });
}

test('a course page carries its course into the booking', async ({ page }) => {
  await page.goto('/courses/6');
  await page.getByRole('link', { name: 'Diesen Kurs buchen' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByLabel('Kurs', { exact: true })).toHaveValue('6');
  expect(JSON.parse((await stored(page, 'bookingSelection')) ?? '{}')).toMatchObject({ courseId: 6 });
});

test('a failed send shows the error and keeps everything, the button stays enabled', async ({ page }) => {
  let requests = 0;
  await page.route('**/api/v1.0/email/send', (route) => {
    requests += 1;
    return route.fulfill({ status: 500, body: 'Fehler' });
  });
  await page.goto('/booking?paket=6m');
  await chooseSelection(page);
  await fillContact(page, 'fehler@beispiel.de');
  await next(page);
  await fillAddress(page);
  await next(page);
  await page.getByRole('radio', { name: /Überweisung/ }).check();
  await next(page);
  await fillParticipant(page);
  await next(page);
  await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
  await page.getByLabel(/Datenschutzerklärung/).check();
  const book = page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' });
  await book.click();
  const status = wizard(page).getByRole('status');
  await expect(status).toContainText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
  await expect(status).toContainText('Der Versand hat nicht geklappt');
  await expect(book).toBeEnabled();
  await expect(wizard(page)).toContainText('fehler@beispiel.de');
  await expect(page.getByRole('heading', { name: /Vielen Dank/ })).toHaveCount(0);
  expect(requests).toBe(1);
  const draft = JSON.parse((await stored(page, 'bookingFormData')) ?? '{}');
  expect(draft).toMatchObject({ parentEmail: 'fehler@beispiel.de', paymentMethod: 'bank', termsAccepted: true, step: 4 });
  expect(JSON.parse((await stored(page, 'bookingSelection')) ?? '{}')).toMatchObject({ packageId: '6m', courseId: 2 });
});

test('a reload mid-way keeps the step, every value and the selection', async ({ page }) => {
  await page.goto('/booking?paket=3m');
  await chooseSelection(page);
  await fillContact(page, 'reload@beispiel.de');
  await next(page);
  await fillAddress(page);
  await page.getByLabel('Land').selectOption('Österreich');
  await page.getByLabel('Postleitzahl').fill('1010');
  await next(page);
  await page.getByRole('radio', { name: /Kreditkarte/ }).check();

  await page.reload();
  await expect(step(page)).toHaveAccessibleName(/3\s*Zahlungsart/);
  await expect(page.getByRole('radio', { name: /Kreditkarte/ })).toBeChecked();
  await expect(page.getByLabel('Paket')).toHaveValue('3m');
  await expect(page.getByRole('checkbox', { name: 'Mittwoch, 17:45 Uhr' })).toBeChecked();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByLabel('Land')).toHaveValue('Österreich');
  await expect(page.getByLabel('Postleitzahl')).toHaveValue('1010');
  await page.getByRole('button', { name: /1\s*Kontaktdaten/ }).click();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('reload@beispiel.de');
  await expect(page.getByRole('radio', { name: 'Frau' })).toBeChecked();
});

test('errors are clear German sentences and clear when the field is edited', async ({ page }) => {
  await page.goto('/booking');
  await page.getByRole('button', { name: /4\s*Angaben zum Kind/ }).click();
  await page.getByLabel('Alter des Kindes').fill('19');
  await next(page);
  const age = page.getByLabel('Alter des Kindes');
  await expect(page.getByText('Unsere Kurse sind für Kinder und Jugendliche von 6 bis 18 Jahren.', { exact: false })).toBeVisible();
  await expect(age).toHaveAttribute('aria-invalid', 'true');
  await age.fill('12');
  await expect(page.getByText(/von 6 bis 18 Jahren\. Bitte/)).toHaveCount(0);
  await expect(age).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: /3\s*Zahlungsart/ }).click();
  await page.getByRole('radio', { name: /SEPA-Lastschrift/ }).check();
  await page.getByLabel('IBAN').fill('DE88 3704 0044 0532 0130 00');
  await next(page);
  await expect(page.getByText('Die Prüfziffer der IBAN stimmt nicht.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: /2\s*Rechnungsadresse/ }).click();
  await page.getByLabel('Postleitzahl').fill('1234');
  await next(page);
  await expect(page.getByText('Bitte geben Sie eine gültige Postleitzahl ein (5 Ziffern für Deutschland)', { exact: false })).toBeVisible();
});

test('the final button checks every step and jumps to the first invalid one', async ({ page }) => {
  await page.goto('/booking?paket=plus');
  await page.getByRole('button', { name: /5\s*Übersicht/ }).click();
  await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
  await page.getByLabel(/Datenschutzerklärung/).check();
  await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
  // First the selection above the steps …
  await expect(page.getByText('Bitte wählen Sie einen Kurs')).toBeVisible();
  await expect(page.getByText('Bitte wählen Sie mindestens einen Wunschtermin')).toBeVisible();
  await expect(page.getByLabel('Kurs', { exact: true })).toBeFocused();
  await chooseSelection(page);
  await expect(page.getByText('Bitte wählen Sie einen Kurs')).toHaveCount(0);
  // … then the first invalid step.
  await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
  await expect(step(page)).toHaveAccessibleName(/1\s*Kontaktdaten/);
  await expect(page.getByRole('radio', { name: 'Frau' })).toBeFocused();
  await expect(page.getByText('Nachname ist erforderlich, damit wir Sie kontaktieren können')).toBeVisible();
});

test("after 'Ablehnen' the values stay on screen but the draft is not stored again", async ({ page }) => {
  await page.goto('/booking?paket=12m');
  await page.getByLabel('Vorname', { exact: true }).fill('Anna');
  expect(JSON.parse((await stored(page, 'bookingFormData')) ?? '{}')).toMatchObject({ parentFirstName: 'Anna' });
  // What writeConsent('declined') does when the banner's 'Ablehnen' is clicked.
  await page.evaluate(() => {
    window.localStorage.setItem('cookieConsent', 'declined');
    window.sessionStorage.clear();
    window.dispatchEvent(new CustomEvent('cookieconsentchange', { detail: { choice: 'declined' } }));
  });
  await page.getByLabel('Nachname', { exact: true }).fill('Schmidt');
  await page.getByLabel('Kurs', { exact: true }).selectOption('1');
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Anna');
  await expect(page.getByLabel('Paket')).toHaveValue('12m');
  expect(await stored(page, 'bookingFormData')).toBeNull();
  expect(await stored(page, 'bookingSelection')).toBeNull();
});

test('a keyboard-only booking', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `tastatur.${Date.now()}@beispiel.de`;
  await page.goto('/booking?paket=6m');
  const focusByTab = async (target: ReturnType<Page['locator']>, max = 80) => {
    for (let i = 0; i < max; i += 1) {
      if (await target.evaluate((el) => el === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('target not reached with Tab');
  };
  const typeInto = async (label: string, text: string) => {
    await focusByTab(page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  };

  await focusByTab(page.getByLabel('Kurs', { exact: true }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await focusByTab(page.getByRole('checkbox', { name: 'Dienstag, 17:45 Uhr' }));
  await page.keyboard.press('Space');

  await focusByTab(page.getByRole('radio', { name: 'Frau' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Herr' })).toBeChecked();
  await typeInto('Vorname', 'Jonas');
  await typeInto('Nachname', 'Weber');
  await typeInto('E-Mail-Adresse', email);
  await typeInto('Telefonnummer', '0171 2345678');
  await page.keyboard.press('Enter');

  await expect(step(page)).toHaveAccessibleName(/2\s*Rechnungsadresse/);
  await expect(page.locator('#booking-step-title')).toBeFocused();
  await typeInto('Straße', 'Hauptstraße');
  await typeInto('Hausnummer', '7');
  await typeInto('Postleitzahl', '80331');
  await typeInto('Ort', 'München');
  await page.keyboard.press('Enter');

  await expect(step(page)).toHaveAccessibleName(/3\s*Zahlungsart/);
  await focusByTab(page.getByRole('radio', { name: /SEPA-Lastschrift/ }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Überweisung/ })).toBeChecked();
  await focusByTab(page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');

  await expect(step(page)).toHaveAccessibleName(/4\s*Angaben zum Kind/);
  await typeInto('Vorname des Kindes', 'Mila');
  await typeInto('Nachname des Kindes', 'Weber');
  await typeInto('Alter des Kindes', '8');
  await focusByTab(page.getByRole('radio', { name: 'Keine Vorkenntnisse' }));
  await page.keyboard.press('Space');
  await focusByTab(page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');

  await expect(step(page)).toHaveAccessibleName(/5\s*Übersicht/);
  await focusByTab(page.getByLabel(/Allgemeinen Geschäftsbedingungen/));
  await page.keyboard.press('Space');
  await focusByTab(page.getByLabel(/Datenschutzerklärung/));
  await page.keyboard.press('Space');
  await focusByTab(page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Buchung ist bei uns eingegangen!' })).toBeFocused();
  const entry = await outboxEntryFor(email);
  expect(entry?.params).toMatchObject({ salutation: 'Herr', payment_method: 'Überweisung', iban: '', package_id: '6m', course_id: '1', time_slot_ids: 'di-1745' });
});
