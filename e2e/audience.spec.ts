import { expect, pageTest as test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { layoutShifts, watchLayoutShifts } from './layout-shifts';
import { picture } from './pictures';

// Journeys over several page loads; the build machine is shared.
test.describe.configure({ timeout: 90_000 });

const switcher = (page: Page) => page.getByRole('button', { name: /^Ansicht/ });

async function chooseByPointer(page: Page, option: 'Elternteil' | 'Kind') {
  await switcher(page).click();
  await page.getByRole('menuitemradio', { name: option }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

async function chooseByKeyboard(page: Page, option: 'Elternteil' | 'Kind') {
  await switcher(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  // Opening focuses the checked item.
  await expect(page.getByRole('menuitemradio', { checked: true })).toBeFocused();
  await page.keyboard.press(option === 'Kind' ? 'End' : 'Home');
  await expect(page.getByRole('menuitemradio', { name: option })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(switcher(page)).toBeFocused();
}

/** Pages and a text in each wording (spec: course descriptions, benefits, girls-in-STEM text, team bios). */
const PAGES = [
  { path: '/', parent: 'Logisch denken und Probleme lösen', child: 'Knifflige Aufgaben knacken' },
  { path: '/', parent: 'Mädchen sind in der Informatik noch immer in der Minderheit', child: 'Du bist ein Mädchen und hast Lust, zu programmieren?' },
  { path: '/courses', parent: 'Der ideale Einstieg ins Programmieren', child: 'Du willst wissen, wie Computer' },
  { path: '/courses/3', parent: 'Viele Kinder spielen gern', child: 'Das lernst du' },
  { path: '/team', parent: 'Lena hat Medieninformatik studiert', child: 'Ich bin Lena und zeige dir' },
];

test.describe('parent/child view', () => {
  for (const [index, { path, parent, child }] of PAGES.entries()) {
    const how = index % 2 === 0 ? 'pointer' : 'keyboard';
    test(`${path}: switch by ${how} changes "${parent.slice(0, 24)}…"`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.getByText(parent).first()).toBeVisible();
      await expect(page.getByText(child).first()).toBeHidden();
      await (how === 'pointer' ? chooseByPointer : chooseByKeyboard)(page, 'Kind');
      await expect(page.getByText(child).first()).toBeVisible();
      await expect(page.getByText(parent).first()).toBeHidden();
      await expect(switcher(page)).toHaveAccessibleName('Ansicht: Kind');
      await (how === 'pointer' ? chooseByKeyboard : chooseByPointer)(page, 'Elternteil');
      await expect(page.getByText(parent).first()).toBeVisible();
    });
  }

  test('the choice holds across navigations and reloads of the visit, without a layout shift', async ({ page }) => {
    await page.goto('/');
    await chooseByPointer(page, 'Kind');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Über uns' }).click();
    await expect(page).toHaveURL(/\/info$/, { timeout: 15_000 });
    await expect(page.getByText('Ich bin Jonas').first()).toBeVisible();
    await watchLayoutShifts(page);
    await page.goto('/courses/1');
    await expect(page.getByRole('heading', { name: 'Das lernst du' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await layoutShifts(page)).toEqual([]);
    await switcher(page).click();
    await expect(page.getByRole('menuitemradio', { name: 'Kind' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('menuitemradio', { name: 'Elternteil' })).toHaveAttribute('aria-checked', 'false');
  });

  test('the menu closes on Escape and on a click outside', async ({ page }) => {
    await page.goto('/faq');
    await switcher(page).click();
    await expect(page.getByRole('menuitemradio', { name: 'Elternteil' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Kind' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(switcher(page)).toBeFocused();
    await switcher(page).click();
    await page.mouse.click(700, 300);
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('server HTML carries the parent wording; the child wording is display:none', async ({ request, browser }) => {
    const html = await (await request.get('/courses/3')).text();
    expect(html).toContain('Viele Kinder spielen gern');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${test.info().project.use.baseURL}/courses/3`);
    await expect(page.getByText('Viele Kinder spielen gern')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Das lernt Ihr Kind' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Das lernst du' })).toBeHidden();
    await expect(switcher(page)).toBeHidden();
    await context.close();
  });

  test('only on the (site) pages', async ({ page }) => {
    for (const path of ['/start', '/start/signup', '/ferienkurse', '/python']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(switcher(page)).toHaveCount(0);
    }
  });

  for (const width of [390, 1280]) {
    test(`axe with the menu open at ${width} px, and a screenshot`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/courses');
      await switcher(page).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page, `menu ${width}`);
      await picture(page, { path: `test-results/screenshots/audience-menu-${width}.png` });
    });
  }
});

test.describe('intro bubble', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  const ok = (page: Page) => page.getByRole('button', { name: 'OK', exact: true });

  test('appears 2.5 s after the cookie choice; OK dismisses it for good and fires typeIntroShown', async ({ page }) => {
    // A paused clock: timers fire only when the test moves time on.
    await page.clock.install({ time: new Date('2026-11-23T10:00:00+01:00') });
    await page.clock.pauseAt(new Date('2026-11-23T10:00:01+01:00'));
    await page.goto('/');
    await page.evaluate(() => window.addEventListener('typeIntroShown', () => ((window as unknown as { fired: number }).fired = 1)));
    await page.clock.runFor(5000);
    await expect(ok(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Nur Notwendige' }).click();
    await page.clock.runFor(2400);
    await expect(ok(page)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(ok(page)).toBeVisible();
    // Announced politely to screen readers.
    await expect(page.getByRole('status').filter({ hasText: 'Hier schalten Sie zwischen der Ansicht für Eltern' })).toHaveCount(1);
    await expect(page.getByText('Hier schalten Sie zwischen der Ansicht für Eltern')).toBeVisible();
    await ok(page).click();
    await expect(ok(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('typeIntroShown'))).toBe('true');
    expect(await page.evaluate(() => (window as unknown as { fired?: number }).fired)).toBe(1);
    await page.reload();
    await page.clock.runFor(10_000);
    await expect(ok(page)).toHaveCount(0);
  });

  test('on a later visit it appears 2.5 s after load; on /courses after 1.5 s', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-23T10:00:00+01:00') });
    await page.clock.pauseAt(new Date('2026-11-23T10:00:01+01:00'));
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    await page.goto('/faq');
    await page.clock.runFor(2400);
    await expect(ok(page)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(ok(page)).toBeVisible();
    await page.goto('/courses');
    await page.clock.runFor(1400);
    await expect(ok(page)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.getByText('Lesen Sie die Kurse gemeinsam mit Ihrem Kind')).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`axe with the bubble open at ${width} px, and a screenshot`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'));
      await page.clock.install();
      await page.goto('/');
      // 2.5 s after load on the page's clock (the test above checks the delay itself).
      await page.clock.runFor(2600);
      await expect(ok(page)).toBeVisible();
      await expectNoAxeViolations(page, `bubble ${width}`);
      await picture(page, { path: `test-results/screenshots/audience-bubble-${width}.png` });
    });
  }
});
