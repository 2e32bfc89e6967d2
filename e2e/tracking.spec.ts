import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

/*
 * Tracking with ids, against the main build (which has none). Next inlines a NEXT_PUBLIC_* value that is set at build
 * time; one that is not set stays a read of `process.env` in the browser bundle, and Next's process polyfill there
 * takes a `process` the page already has. So each page here gets the test ids before its own scripts run, and the
 * same client code runs as in a build with NEXT_PUBLIC_GA_ID=G-TEST123 and NEXT_PUBLIC_GADS_ID=AW-123456789: no
 * second build for two tests. The first test proves that the bundle reads both names literally, which is what Next
 * replaces with the values at build time. The Google tag is answered by a stub; nothing goes to the internet.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ storageState: { cookies: [], origins: [] } });

const IDS = { NEXT_PUBLIC_GA_ID: 'G-TEST123', NEXT_PUBLIC_GADS_ID: 'AW-123456789' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript((env) => {
    (window as unknown as { process: { env: Record<string, string> } }).process = { env };
  }, IDS);
});

test('the browser bundle reads NEXT_PUBLIC_GA_ID and NEXT_PUBLIC_GADS_ID by name, so a build with them set inlines them', () => {
  const chunks = path.join('.next', 'static', 'chunks');
  const reading = readdirSync(chunks, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => /\.env\.NEXT_PUBLIC_GA_ID\b[\s\S]{0,80}\.env\.NEXT_PUBLIC_GADS_ID\b/.test(readFileSync(path.join(chunks, file), 'utf8')));
  expect(reading, 'a chunk that reads both ids from process.env').not.toEqual([]);
});

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
