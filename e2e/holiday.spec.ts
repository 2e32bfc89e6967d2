import { expect, pageTest as test } from './fixtures';
import type { Page } from '@playwright/test';
import { holidayCourses } from '../content/holiday-courses';
import { expectNoAxeViolations } from './axe';
import { fillEnquiryForm, outboxEntryFor } from './enquiry-request';

const [minecraft, roblox] = holidayCourses;
if (!minecraft || !roblox) throw new Error('expected the holiday courses');

/** Before the first date of every holiday course and of the Python course, and after the last one. */
const BEFORE_ALL_DATES = new Date('2025-08-01T10:00:00+02:00');
const AFTER_ALL_DATES = new Date('2027-09-01T10:00:00+02:00');

const cardLink = (page: Page, title: string) => page.getByRole('main').getByRole('link', { name: title, exact: true });
const popup = (page: Page) => page.getByRole('dialog');
const formSection = (page: Page) => page.locator('#contact-form-section');
const courseSelect = (page: Page) => formSection(page).getByLabel('Ferienkurs', { exact: true });

async function openFromCard(page: Page, title: string) {
  await cardLink(page, title).click();
  await expect(page).toHaveURL(/\/ferienkurse\/[a-z-]+$/);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page)).toHaveAccessibleName(title);
}

async function expectClosedTo(page: Page, title: string) {
  await expect(popup(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/ferienkurse$/);
  await expect(cardLink(page, title)).toBeFocused();
}

test.describe('holiday-course popup', () => {
  test('opens from a card over the list, is modal and keeps focus inside', async ({ page }) => {
    await page.goto('/ferienkurse');
    await openFromCard(page, minecraft.title);
    await expect(page).toHaveURL(`/ferienkurse/${minecraft.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^Ferienkurs ${minecraft.title}`));
    // The list stays behind the popup.
    await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveCount(1);
    const dialog = popup(page);
    await expect(dialog.getByRole('link', { name: 'Schließen' })).toBeFocused();
    // Spec §3: everything about the course.
    for (const text of [...minecraft.courseContents, minecraft.about.targetGroup, minecraft.courseInfo.zertificate, '159 €', '10 bis 16 Jahre', '1 Woche', '10:00–11:30 Uhr']) {
      await expect(dialog.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(dialog.getByText(minecraft.longDescription[0] ?? '')).toBeVisible();
    await expect(dialog.getByText(minecraft.instructor.name, { exact: true })).toBeVisible();

    // Tab and Shift+Tab never leave the dialog.
    const focusInside = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')));
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await dialog.getByRole('link', { name: 'Schließen' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
    await expect(dialog.getByRole('link', { name: 'Jetzt anfragen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Schließen' })).toBeFocused();
  });

  test('Escape, the close button and the backdrop close it and return focus to the card', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ferienkurse');

    await openFromCard(page, minecraft.title);
    await page.keyboard.press('Escape');
    await expectClosedTo(page, minecraft.title);

    await openFromCard(page, roblox.title);
    await popup(page).getByRole('link', { name: 'Schließen' }).click();
    await expectClosedTo(page, roblox.title);

    await openFromCard(page, minecraft.title);
    // The top left corner is backdrop, outside the panel.
    await page.mouse.click(5, 5);
    await expectClosedTo(page, minecraft.title);

    // A click inside the panel does not close it.
    await openFromCard(page, minecraft.title);
    await popup(page).getByRole('heading', { name: minecraft.title }).click();
    await expect(popup(page)).toBeVisible();
  });

  test('the back button closes it, forward opens it again', async ({ page }) => {
    await page.goto('/ferienkurse');
    await openFromCard(page, roblox.title);
    await page.goBack();
    await expect(page).toHaveURL(/\/ferienkurse$/);
    await expect(popup(page)).toHaveCount(0);
    await page.goForward();
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveAccessibleName(roblox.title);
  });

  test('the page behind keeps its scroll position and does not scroll while open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/ferienkurse');
    await cardLink(page, roblox.title).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy({ top: 150, behavior: 'instant' }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await openFromCard(page, roblox.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('other navigations still start at the top', async ({ page }) => {
    await page.goto('/ferienkurse');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('a loaded course link', () => {
  for (const course of holidayCourses) {
    test(`/ferienkurse/${course.slug}: server HTML with the list, the open popup and its own metadata`, async ({ request }) => {
      const response = await request.get(`/ferienkurse/${course.slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.includes('<dialog open'), 'popup open in the server HTML').toBe(true);
      expect(html.includes(`>${course.title}</h2>`), 'course title').toBe(true);
      expect(html.includes(course.courseContents[0] ?? '-'), 'course contents').toBe(true);
      expect(html.includes('Ferienkurse: eine Woche programmieren in den Ferien'), 'the list behind').toBe(true);
      expect(html.match(/<title>([^<]+)<\/title>/)?.[1]).toContain(`Ferienkurs ${course.title}`);
      expect(html).toContain(`<link rel="canonical" href="https://www.codingstars.de/ferienkurse/${course.slug}"/>`);
      // The server never calls a date upcoming; only the visitor's browser may.
      expect(html.includes('Anmeldung offen'), 'no upcoming claim').toBe(false);
    });
  }

  test('opens as a modal popup and closes to the list', async ({ page }) => {
    await page.goto(`/ferienkurse/${roblox.slug}`);
    await expect(popup(page)).toHaveAccessibleName(roblox.title);
    await expect(popup(page).getByRole('link', { name: 'Schließen' })).toBeFocused();
    expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
    await popup(page).getByRole('link', { name: 'Schließen' }).click();
    await expectClosedTo(page, roblox.title);
    // The list works as usual afterwards.
    await openFromCard(page, minecraft.title);
  });

  test('an unknown course is a 404', async ({ request }) => {
    expect((await request.get('/ferienkurse/gibt-es-nicht')).status()).toBe(404);
  });
});

test.describe("'Jetzt anfragen'", () => {
  test('selects the course, closes the popup and glides to the form 85 px under the top', async ({ page }) => {
    await page.goto('/ferienkurse');
    await expect(courseSelect(page)).toHaveValue('');
    await openFromCard(page, roblox.title);
    // When the popup closes and when the page starts to move, by the page's own clock.
    await page.evaluate(() => {
      const times: Record<string, number> = {};
      (window as unknown as { times: Record<string, number> }).times = times;
      document.querySelector('dialog')?.addEventListener('close', () => (times.closed = performance.now()));
      window.addEventListener('scroll', () => (times.scrolled ??= performance.now()));
    });
    await popup(page).getByRole('link', { name: 'Jetzt anfragen' }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/ferienkurse$/);
    await expect(courseSelect(page)).toHaveValue(String(roblox.id));
    await expect(courseSelect(page)).toBeFocused();
    await expect
      .poll(() => formSection(page).evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBe(85);
    // Closed first, the scroll follows 350 ms later.
    const times = await page.evaluate(() => (window as unknown as { times: Record<string, number> }).times);
    expect((times.scrolled ?? 0) - (times.closed ?? Infinity)).toBeGreaterThanOrEqual(340);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedSummerCourse') ?? 'null'));
    expect(stored).toMatchObject({ id: roblox.id, title: roblox.title, price: roblox.price });

    // The choice survives a reload.
    await page.reload();
    await expect(courseSelect(page)).toHaveValue(String(roblox.id));
  });

  test('works from a loaded link too', async ({ page }) => {
    await page.goto(`/ferienkurse/${minecraft.slug}`);
    await popup(page).getByRole('link', { name: 'Jetzt anfragen' }).click();
    await expect(page).toHaveURL(/\/ferienkurse$/);
    await expect(courseSelect(page)).toHaveValue(String(minecraft.id));
    await expect
      .poll(() => formSection(page).evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBe(85);
  });

  test('tapped before the page has its script, the link still brings the course to the form', async ({ page }) => {
    // The popup's page gets none of its scripts (the list it links to gets them): the link is a plain link there.
    const popupPage = `/ferienkurse/${roblox.slug}`;
    let withheld = 0;
    await page.route(/\/_next\/static\/.+\.js$/, (route) => {
      if (!route.request().headers().referer?.endsWith(popupPage)) return route.fallback();
      withheld += 1;
      return route.abort();
    });
    // Not 'load': the fixture would then wait for a hydration that never comes.
    await page.goto(popupPage, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => withheld, { message: 'scripts the popup page asked for' }).toBeGreaterThan(0);
    await popup(page).getByRole('link', { name: 'Jetzt anfragen' }).click();
    await expect(courseSelect(page)).toHaveValue(String(roblox.id));
    // Chosen as a click would choose it, and the address no longer names it.
    await expect(page).toHaveURL(/\/ferienkurse#contact-form-section$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('selectedSummerCourse') ?? 'null'));
    expect(stored).toMatchObject({ id: roblox.id, title: roblox.title, price: roblox.price });
  });

  test('what a parent typed survives popups opening and closing', async ({ page }) => {
    await page.goto(`/ferienkurse/${minecraft.slug}`);
    await popup(page).getByRole('link', { name: 'Jetzt anfragen' }).click();
    // Typed at once, while the route still changes.
    await formSection(page).getByLabel('Vorname', { exact: true }).fill('Anna');
    await expect(page).toHaveURL(/\/ferienkurse$/);
    // The page glides to the form 350 ms after the popup closed; a card clicked during the glide moves away under the
    // pointer (it missed once on a busy machine). A parent sees the form arrive first.
    await expect
      .poll(() => formSection(page).evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBe(85);
    await openFromCard(page, roblox.title);
    await page.keyboard.press('Escape');
    await expect(popup(page)).toHaveCount(0);
    await expect(formSection(page).getByLabel('Vorname', { exact: true })).toHaveValue('Anna');
    await expect(courseSelect(page)).toHaveValue(String(minecraft.id));
  });

  test('a malformed stored selection is logged, ignored and replaced', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('selectedSummerCourse', '{"id":"2","title":7}');
      }
    });
    await page.goto(`/ferienkurse/${roblox.slug}`);
    await expect.poll(() => errors.filter((text) => text.includes('Ferienkurs-Auswahl ist ungültig')).length).toBe(1);
    await popup(page).getByRole('link', { name: 'Schließen' }).click();
    await expect(courseSelect(page)).toHaveValue('');
    await openFromCard(page, roblox.title);
    await popup(page).getByRole('link', { name: 'Jetzt anfragen' }).click();
    await expect(page).toHaveURL(/\/ferienkurse$/);
    await expect(courseSelect(page)).toHaveValue(String(roblox.id));
    await page.reload();
    await expect(courseSelect(page)).toHaveValue(String(roblox.id));
  });
});

test.describe('dates decided at visit time', () => {
  test('upcoming dates: open for registration, no notice', async ({ page }) => {
    await page.clock.setFixedTime(BEFORE_ALL_DATES);
    await page.goto(`/ferienkurse/${minecraft.slug}`);
    await expect(popup(page).getByText('Anmeldung offen')).toBeVisible();
    await expect(popup(page).getByText('Neue Termine folgen')).toHaveCount(0);
    await popup(page).getByRole('link', { name: 'Jetzt anfragen' }).click();
    await expect(courseSelect(page)).toHaveValue(String(minecraft.id));
    await expect(formSection(page).getByText('Neue Termine folgen')).toHaveCount(0);
  });

  test('past dates: new dates follow, and the request asks for them with the course named', async ({ page }) => {
    await page.clock.setFixedTime(AFTER_ALL_DATES);
    await page.goto(`/ferienkurse/${minecraft.slug}`);
    const dialog = popup(page);
    await expect(dialog.getByText('Termin vorbei – neue Termine folgen')).toBeVisible();
    await expect(dialog.getByText('Neue Termine folgen', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Anmeldung offen')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Jetzt anfragen' }).click();
    const notice = formSection(page).getByRole('status').first();
    await expect(notice).toContainText('Neue Termine folgen');
    await expect(notice).toContainText(`„${minecraft.title}“`);

    const email = 'neue.termine@beispiel.de';
    const form = await fillEnquiryForm(page, { email });
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByRole('status')).toContainText('Nachricht erfolgreich gesendet!');
    expect((await outboxEntryFor(email))?.params).toMatchObject({ request_type: 'Ferienkurs', selected_course: minecraft.dropdownLabel });
  });

  test('the Python course follows the same rule', async ({ page, request }) => {
    await page.clock.setFixedTime(BEFORE_ALL_DATES);
    await page.goto('/python');
    await expect(page.getByRole('link', { name: 'Platz anfragen' })).toBeVisible();
    await expect(page.getByText('Neue Termine folgen', { exact: true })).toHaveCount(0);

    await page.clock.setFixedTime(AFTER_ALL_DATES);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Über neue Termine informieren' })).toBeVisible();
    await expect(formSection(page).getByText('Neue Termine folgen', { exact: true })).toBeVisible();

    const html = await (await request.get('/python')).text();
    expect(html.includes('Anmeldung offen'), 'no upcoming claim in the server HTML').toBe(false);
  });
});

test.describe('axe with the popup open', () => {
  for (const width of [390, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      // Two full axe runs; give them time on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/ferienkurse');
      await openFromCard(page, minecraft.title);
      await expectNoAxeViolations(page, `popup ${width}`);
      await page.goto(`/ferienkurse/${roblox.slug}`);
      await expect(popup(page)).toBeVisible();
      await expectNoAxeViolations(page, `loaded popup ${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
