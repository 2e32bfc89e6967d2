import { expect, pageTest as test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { picture } from './pictures';

// "Verträge hier kündigen" and "Vertrag widerrufen" (§§ 312k, 356a BGB) on the journeys' server: both links in every
// page's footer, both pages under axe at both widths and indexed, a wrong post answered with the summary and every
// value kept. The declarations themselves, with their mails, are e2e/membership.spec.ts.
const SHOTS = 'test-results/screenshots';

test.describe('the two pages and their links', () => {
  for (const width of [390, 1280]) {
    test(`both links in the footer of each layout, both pages and a wrong post answered with its summary at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // One page of each layout: the site's and the funnel's (every page has the same footer).
      for (const path of ['/', '/start/signup']) {
        await page.goto(path);
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: 'Verträge hier kündigen', exact: true })).toHaveAttribute('href', '/vertraege-kuendigen');
        await expect(footer.getByRole('link', { name: 'Vertrag widerrufen', exact: true })).toHaveAttribute('href', '/vertrag-widerrufen');
      }
      await picture(page.getByRole('contentinfo'), { path: `${SHOTS}/footer-contract-links-${width}.png` });
      for (const [path, button] of [
        ['/vertraege-kuendigen', 'jetzt kündigen'],
        ['/vertrag-widerrufen', 'Widerruf bestätigen'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: button })).toBeVisible();
        // axe on both pages at both widths runs in e2e/a11y.spec.ts, which checks every route.
        await picture(page, { path: `${SHOTS}/${path.slice(1)}-${width}.png`, fullPage: true });
        // Indexed as service pages.
        await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
      }
      // Wrong input: the summary at the top, each message at its field, every value kept.
      await page.goto('/vertraege-kuendigen');
      await page.getByLabel('Ihre E-Mail-Adresse').fill('keine-adresse');
      await page.getByLabel('Außerordentliche Kündigung').check();
      await page.getByRole('button', { name: 'jetzt kündigen' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Bitte geben Sie Ihren Vor- und Nachnamen an' });
      await expect(summary).toBeVisible();
      await expect(summary).toContainText('Bitte nennen Sie den Grund der außerordentlichen Kündigung');
      await expect(summary).toContainText('Bitte geben Sie die Buchungsnummer an oder, wenn Sie sie nicht zur Hand haben, den Namen Ihres Kindes');
      await expect(page.getByLabel('Ihre E-Mail-Adresse')).toHaveValue('keine-adresse');
      await expect(page.getByLabel('Außerordentliche Kündigung')).toBeChecked();
      await expectNoAxeViolations(page, `cancellation errors ${width}`);
      await picture(page, { path: `${SHOTS}/vertraege-kuendigen-errors-${width}.png`, fullPage: true });
    });
  }
});
