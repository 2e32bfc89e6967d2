import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { HAS_TRACKING_BUILD, TRACKING_BASE_URL } from '../playwright.config';

/*
 * Runs against the second build with test ids (NEXT_PUBLIC_GA_ID=G-TEST123, NEXT_PUBLIC_GADS_ID=AW-123456789;
 * `npm run build:tracking`, which `npm test` runs, served by the config's second web server). The Google tag is
 * answered by a stub; nothing goes to the internet.
 */
test.skip(!HAS_TRACKING_BUILD, 'needs `npm run build:tracking`');
test.describe.configure({ timeout: 90_000 });
test.use({ storageState: { cookies: [], origins: [] }, baseURL: TRACKING_BASE_URL });

const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST123';

/** Stubs the Google tag and records every request to another host. */
async function watchTracking(page: Page) {
  const foreign: string[] = [];
  await page.context().route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    foreign.push(route.request().url());
    return route.request().url().startsWith('https://www.googletagmanager.com/gtag/js')
      ? route.fulfill({ contentType: 'text/javascript', body: 'window.gtagStubLoaded = (window.gtagStubLoaded || 0) + 1;' })
      : route.abort();
  });
  return foreign;
}

const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((e) => JSON.parse(JSON.stringify(Array.from(e)))));
const pageViews = async (page: Page) => (await dataLayer(page)).filter((c) => c[0] === 'event' && c[1] === 'page_view');

test('the Google tag is requested only after Alle Akzeptieren, with Consent Mode defaults denied first', async ({ page }) => {
  const foreign = await watchTracking(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/courses');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);

  await page.getByRole('button', { name: 'Alle Akzeptieren' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { gtagStubLoaded?: number }).gtagStubLoaded)).toBe(1);
  expect(foreign).toEqual([GTAG]);
  const commands = await dataLayer(page);
  expect(commands[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
  expect(commands[1]).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
  expect(commands).toContainEqual(['config', 'AW-123456789']);
  expect(await pageViews(page)).toHaveLength(1);

  // One page view per client navigation.
  await page.getByRole('link', { name: /CS Spieldesign$/ }).first().click();
  await expect(page).toHaveURL(/\/courses\/3$/);
  await page.getByRole('navigation', { name: 'Weiterlesen' }).getByRole('link', { name: /Alle Kurse/ }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect.poll(async () => (await pageViews(page)).map((c) => c[2].page_path)).toEqual(['/courses', '/courses/3', '/courses']);

  // Withdrawing sets consent back to denied and sends no more page views.
  await page.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await page.getByRole('button', { name: 'Ablehnen' }).click();
  const afterWithdrawal = await dataLayer(page);
  expect(afterWithdrawal.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' })]);
  await page.getByRole('link', { name: /CS Python$/ }).first().click();
  await expect(page).toHaveURL(/\/courses\/6$/);
  expect(await pageViews(page)).toHaveLength(3);

  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([GTAG]);
});

test('a later visit with accepted consent loads the tag at once; Nur Notwendige never does', async ({ page }) => {
  const foreign = await watchTracking(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Nur Notwendige' }).click();
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  await page.evaluate(() => localStorage.setItem('cookieConsent', 'accepted'));
  await page.reload();
  await expect.poll(() => foreign).toEqual([GTAG]);
  await expect.poll(async () => (await pageViews(page)).length).toBe(1);
});
