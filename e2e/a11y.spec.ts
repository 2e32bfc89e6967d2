import { expect, pageTest as test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { ROUTES } from './routes';

/** Pages whose phone layout has a menu button: checked once more with the menu open. */
const MENU_OPEN = new Set(['/', '/courses', '/preise', '/start/signup']);

test.describe('every route in the browser', () => {
  // Every page as most visitors see it, its animations running (the other specs ask for reduced motion: playwright.config.ts).
  test.use({ reducedMotion: 'no-preference' });
  // One page load per route for everything checked in the rendered page (each load costs seconds on a busy machine).
  for (const route of ROUTES) {
    test(`${route.path}: its inline scripts run, no lazy picture in a phone's first screen, axe WCAG 2.1 AA at 390 and 1280 px, nothing sideways`, async ({ page }) => {
      // Three or four full axe scans: on the home page each took 3 to 15 s on a loaded 2-core machine.
      test.setTimeout(90_000);
      // The carousel quiz shows its hint bubble 500 ms after loading (typeIntroShown is set): on the test's clock, so
      // the page is checked with the bubble in place rather than whenever its timer happens to fire during a scan.
      if (route.path === '/quizcarousel') await page.clock.install();
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(route.path, { waitUntil: 'load' });

      // Scripts only by hash (issue 24): the boot script marked <html>, and Next's payload scripts defined their
      // queue. The shared fixture (e2e/fixtures.ts) fails the test on any Content-Security-Policy violation.
      expect(await page.evaluate(() => [document.documentElement.hasAttribute('data-audience'), '__next_f' in self]), 'inline scripts ran').toEqual([true, true]);

      // On a phone a lazy picture in the first screen waits for layout before it is even requested, and delays what
      // the parent sees (and Largest Contentful Paint). Pictures further down, or in the first screen only on wide
      // screens, stay lazy: loading them early would compete with what a phone shows first. Decorative pictures
      // marked fetchpriority="low" are deferred on purpose.
      const lazy = await page.locator('img[loading="lazy"]:not([fetchpriority="low"])').evaluateAll((images) =>
        images
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
          })
          .map((image) => image.getAttribute('src')),
      );
      expect.soft(lazy, 'lazy pictures in the first screen at 390 × 800').toEqual([]);

      if (route.path === '/quizcarousel') {
        await page.clock.runFor(500);
        await expect(page.getByRole('button', { name: 'Verstanden' })).toBeVisible();
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoAxeViolations(page, `${route.path} desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page, `${route.path} mobile`);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      if (MENU_OPEN.has(route.path)) {
        const menu = page.getByRole('button', { name: 'Menü' });
        if (await menu.isVisible()) await menu.click();
        await expectNoAxeViolations(page, `${route.path} mobile, menu open`);
      }
    });
  }

  test('404 page and an unknown course: their inline scripts run, axe', async ({ page }) => {
    for (const path of ['/gibt-es-nicht', '/courses/42']) {
      await page.goto(path, { waitUntil: 'load' });
      expect(await page.evaluate(() => [document.documentElement.hasAttribute('data-audience'), '__next_f' in self]), path).toEqual([true, true]);
      await expectNoAxeViolations(page, path);
    }
  });

  test('axe on the FAQ with an answer open and the Kurse dropdown open', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('main').getByRole('button').nth(1).click();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Kurse', exact: true }).click();
    await expectNoAxeViolations(page, 'faq open');
  });
});
