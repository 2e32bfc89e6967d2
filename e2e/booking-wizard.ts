import type { Page } from '@playwright/test';

// The booking wizard of /booking, filled as a parent fills it: booking.spec.ts and the membership journeys.

export async function chooseSelection(page: Page) {
  await page.getByLabel('Kurs', { exact: true }).selectOption({ label: 'CS Webdesign (10–16 Jahre)' });
  await page.getByLabel('Startmonat').selectOption({ index: 2 });
  await page.getByRole('checkbox', { name: 'Montag, 15:15 Uhr' }).check();
  await page.getByRole('checkbox', { name: 'Mittwoch, 17:45 Uhr' }).check();
}

export async function fillContact(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Vorname', { exact: true }).fill('Zoë-Marie');
  await page.getByLabel('Nachname', { exact: true }).fill("O'Neill <b>");
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Telefonnummer').fill('+49 30 1234 567');
}

export async function fillAddress(page: Page) {
  await page.getByLabel('Straße').fill('Lindenstraße');
  await page.getByLabel('Hausnummer').fill('12a');
  await page.getByLabel('Postleitzahl').fill('10969');
  await page.getByLabel('Ort', { exact: true }).fill('Berlin');
}

export async function fillPayment(page: Page) {
  await page.getByRole('radio', { name: /SEPA-Lastschrift/ }).check();
  await page.getByLabel('Kontoinhaber oder Kontoinhaberin').fill("Zoë-Marie O'Neill");
  await page.getByLabel('IBAN').fill('de89 3704 0044 0532 0130 00');
}

export async function fillParticipant(page: Page) {
  await page.getByLabel('Vorname des Kindes').fill('Ben');
  await page.getByLabel('Nachname des Kindes').fill("O'Neill");
  await page.getByLabel('Alter des Kindes').fill('11');
  await page.getByRole('radio', { name: /Erste Grundlagen/ }).check();
}

export const next = (page: Page) => page.getByRole('button', { name: 'Weiter' }).click();
