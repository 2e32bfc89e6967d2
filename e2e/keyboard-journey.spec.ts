import { expect, pageTest as test } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import { outboxEntryFor } from './enquiry-request';

/**
 * One visitor, keyboard only, across the site (issue 9): home → a course from the Kurse menu → the enquiry form,
 * sent → the quiz from the header → a package on /preise into the booking wizard. No mouse events at all: every
 * move is Tab, Shift+Tab, Enter, Space or an arrow key, and each target must be reachable that way.
 */
test.describe.configure({ timeout: 120_000 });

/** Presses Tab until `target` has focus; fails when it is not in the tab order within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

test('a keyboard-only visit: course, enquiry, quiz and booking', async ({ page }) => {
  const email = `tastatur.reise.${Date.now()}@beispiel.de`;
  await page.goto('/');

  // The skip link comes first and lands in the main content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();

  // Kurse menu: open with Enter, pick a course, follow it.
  const coursesButton = page.getByRole('button', { name: 'Kurse' });
  await tabTo(page, coursesButton);
  await page.keyboard.press('Enter');
  await expect(coursesButton).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, page.getByRole('link', { name: /CS Webdesign\s*Level 2A/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/courses\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('CS Webdesign');

  // From the course to the enquiry form.
  await tabTo(page, page.getByRole('link', { name: 'Jetzt Anfragen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/contact$/);
  const form = page.locator('form').first();
  await typeInto(page, form.getByLabel('Vorname', { exact: true }), 'Lea');
  await typeInto(page, form.getByLabel('Nachname', { exact: true }), 'Tastatur');
  await typeInto(page, form.getByLabel('E-Mail-Adresse'), email);
  await typeInto(page, form.getByLabel('Telefonnummer'), '030 7654321');
  await typeInto(page, form.getByLabel('Vorname des Kindes'), 'Tim');
  await tabTo(page, form.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
  await page.keyboard.press('Space');
  await tabTo(page, form.getByRole('button', { name: 'Anfrage senden' }));
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toContainText('Nachricht erfolgreich gesendet!');
  expect((await outboxEntryFor(email))?.params.reply_to).toBe(email);

  // The header's Quiz button; answer the first question with Space and move on with Enter.
  await tabTo(page, page.getByRole('link', { name: 'Quiz' }), 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/quizcarousel$/);
  await expect(page.getByText('Frage 1 von 10')).toBeVisible();
  const firstAnswer = page.getByRole('main').getByRole('group').getByRole('checkbox').first();
  await tabTo(page, firstAnswer);
  await page.keyboard.press('Space');
  await expect(firstAnswer).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Weiter' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Frage 2 von 10')).toBeVisible();

  // Prices: choose a package and land in the wizard with it.
  await tabTo(page, page.getByRole('link', { name: 'Preise' }), 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/preise$/);
  await tabTo(page, page.getByRole('link', { name: /Paket wählen/ }).first(), 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/booking/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await typeInto(page, page.getByLabel('Vorname', { exact: true }), 'Lea');
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Lea');
});
