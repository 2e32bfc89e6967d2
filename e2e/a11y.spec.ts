import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { ROUTES } from './routes';

test.describe('axe WCAG 2.1 AA', () => {
  for (const route of ROUTES) {
    test(`${route.path} at 1280 px and 390 px`, async ({ page }) => {
      // Two full axe scans: on the home page each took 15–20 s on a loaded 2-core machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(route.path);
      // The carousel quiz shows its hint bubble 500 ms after loading (typeIntroShown is set): check the page with
      // the bubble in place rather than whenever its timer happens to fire during the scan.
      if (route.path === '/quizcarousel') await expect(page.getByRole('button', { name: 'Verstanden' })).toBeVisible();
      await expectNoAxeViolations(page, `${route.path} desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page, `${route.path} mobile`);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }

  for (const path of ['/', '/courses', '/preise', '/start/signup']) {
    test(`${path} at 390 px with the menu open`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const menu = page.getByRole('button', { name: 'Menü' });
      if (await menu.isVisible()) await menu.click();
      await expectNoAxeViolations(page, `${path} mobile`);
    });
  }

  test('404 page and an unknown course', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expectNoAxeViolations(page, '404');
    await page.goto('/courses/99');
    await expectNoAxeViolations(page, 'course 404');
  });

  test('FAQ with an answer open and the Kurse dropdown open', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('main').getByRole('button').nth(1).click();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Kurse', exact: true }).click();
    await expectNoAxeViolations(page, 'faq open');
  });
});
