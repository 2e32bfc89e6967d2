import { expect, pageTest as test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { picture } from './pictures';

// A first visit: nothing stored (the config's default state is a returning visitor).
test.use({ storageState: { cookies: [], origins: [] } });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies und Datenschutz' });

/** Every request the page makes whose origin is not the site's own. */
function foreignRequests(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  page.context().on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url);
  });
  return foreign;
}

test.describe('cookie banner', () => {
  // Journeys over several full page loads.
  test.describe.configure({ timeout: 90_000 });
  for (const { label, choice } of [
    { label: 'Alle Akzeptieren', choice: 'accepted' },
    { label: 'Nur Notwendige', choice: 'essential' },
    { label: 'Ablehnen', choice: 'declined' },
  ]) {
    test(`'${label}' stores ${choice} and the banner stays away after a reload`, async ({ page }) => {
      await page.goto('/courses');
      await expect(banner(page)).toBeVisible();
      // First in the tab order.
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('link', { name: /Datenschutzerklärung/ })).toBeFocused();
      await page.evaluate(() => sessionStorage.setItem('bookingFormData', '{"a":1}'));

      await banner(page).getByRole('button', { name: label }).click();
      await expect(banner(page)).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(choice);
      const draft = await page.evaluate(() => sessionStorage.getItem('bookingFormData'));
      expect(draft).toBe(choice === 'declined' ? null : '{"a":1}');

      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(banner(page)).toBeHidden();
      await page.goto('/start');
      await expect(banner(page)).toBeHidden();
    });
  }

  test('the three buttons are equal in size', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const boxes = await banner(page).getByRole('button').evaluateAll((buttons) =>
        buttons.map((b) => {
          const r = b.getBoundingClientRect();
          return `${Math.round(r.width)}x${Math.round(r.height)} ${getComputedStyle(b).backgroundColor} ${getComputedStyle(b).fontWeight}`;
        }),
      );
      expect(boxes).toHaveLength(3);
      expect(new Set(boxes).size, boxes.join(' | ')).toBe(1);
    }
  });

  test("'Cookie-Einstellungen' in the footer reopens the banner to change the choice", async ({ page }) => {
    await page.goto('/faq');
    await banner(page).getByRole('button', { name: 'Alle Akzeptieren' }).click();
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
    await settings.click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Ablehnen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();
    await expect(settings).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('declined');
    await page.reload();
    await expect(banner(page)).toBeHidden();
  });

  test('server HTML is the same for everyone; returning visitors never see the banner, not even for a frame', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toContain('data-consent-banner=');
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'essential');
      const w = window as unknown as { bannerSeen: boolean };
      w.bannerSeen = false;
      const check = () => {
        const el = document.getElementById('consent-banner');
        if (el && getComputedStyle(el).display !== 'none') w.bannerSeen = true;
        if (document.readyState !== 'complete') requestAnimationFrame(check);
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { bannerSeen: boolean }).bannerSeen)).toBe(false);
  });

  test('the banner shifts no layout (CLS 0) and leaves the page usable', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    }
    // The page behind stays usable while the banner shows.
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Preise' }).click();
    await expect(page).toHaveURL(/\/preise$/);
    await expect(banner(page)).toBeVisible();
  });

  test('no request to any other host before a choice, after Ablehnen, Nur Notwendige, or accepting without ids', async ({ page, baseURL }) => {
    const foreign = foreignRequests(page, baseURL!);
    for (const path of ['/', '/courses', '/courses/3', '/team', '/start', '/faq']) {
      await page.goto(path);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
    }
    expect(foreign).toEqual([]);
    for (const label of ['Ablehnen', 'Nur Notwendige', 'Alle Akzeptieren']) {
      if (label !== 'Ablehnen') await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      await banner(page).getByRole('button', { name: label }).click();
      await page.getByRole('link', { name: 'Preise', exact: true }).first().click();
      await expect(page).toHaveURL(/\/preise$/);
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      // This build has no tracking ids, so even 'Alle Akzeptieren' loads nothing (e2e/tracking.spec.ts has ids).
      expect(foreign, label).toEqual([]);
    }
  });

  for (const width of [390, 1280]) {
    test(`axe with the banner open at ${width} px, and a screenshot`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await expectNoAxeViolations(page, `banner ${width}`);
      await picture(page, { path: `test-results/screenshots/consent-banner-${width}.png` });
    });
  }

  test('without JavaScript there is no banner and no dead settings button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/`);
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cookie-Einstellungen' })).toBeHidden();
    await context.close();
  });
});
