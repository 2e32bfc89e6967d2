import { expect, pageTest as test, test as freshTest } from './fixtures';
import { ROUTES } from './routes';
import { nextTrialDates, type TrialDate } from '../lib/trial/dates';
import { trialDateText } from './trial-date-text';

test.describe('home', () => {
  test('testimonial carousel rotates every 5 s, pauses on hover, focus and its button', async ({ page }) => {
    // It rotates only for visitors who did not ask for less motion (the next test); the other specs ask for it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // A paused clock: timers fire only when the test moves time on.
    await page.clock.install({ time: new Date('2026-11-23T10:00:00+01:00') });
    await page.clock.pauseAt(new Date('2026-11-23T10:00:01+01:00'));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(5, 5);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const current = carousel.locator('[aria-roledescription="Folie"]:not([aria-hidden="true"])');
    await expect(current).toHaveAttribute('aria-label', '1 von 14');

    await page.clock.runFor(4900);
    await expect(current).toHaveAttribute('aria-label', '1 von 14');
    await page.clock.runFor(200);
    await expect(current).toHaveAttribute('aria-label', '2 von 14');
    await page.clock.runFor(5000);
    await expect(current).toHaveAttribute('aria-label', '3 von 14');

    await carousel.hover();
    await page.clock.runFor(12_000);
    await expect(current).toHaveAttribute('aria-label', '3 von 14');
    await page.mouse.move(5, 5);
    await page.clock.runFor(5000);
    await expect(current).toHaveAttribute('aria-label', '4 von 14');

    await page.getByRole('button', { name: 'Stimme 10 von 14 zeigen' }).click();
    await page.mouse.move(5, 5);
    await page.getByRole('button', { name: 'Stimme 10 von 14 zeigen' }).blur();
    await expect(current).toHaveAttribute('aria-label', '10 von 14');

    await page.getByRole('button', { name: 'Automatischen Wechsel anhalten' }).click();
    await page.getByRole('button', { name: 'Automatisch wechseln' }).blur();
    await page.mouse.move(5, 5);
    await page.clock.runFor(20_000);
    await expect(current).toHaveAttribute('aria-label', '10 von 14');
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);
  });

  test('carousel stands still for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    // Hydrated first (until then every slide is shown, and the locator below would match all 14): only then do 20 s
    // of its clock prove anything.
    await expect(page.locator('[aria-roledescription="Folie"][aria-hidden="true"]')).toHaveCount(13, { timeout: 30_000 });
    const current = page.locator('[aria-roledescription="Folie"]:not([aria-hidden="true"])');
    await expect(current).toHaveAttribute('aria-label', '1 von 14');
    await page.clock.runFor(20_000);
    await expect(current).toHaveAttribute('aria-label', '1 von 14');
    await expect(page.getByRole('button', { name: 'Automatisch wechseln' })).toBeVisible();
  });

  test('carousel controls on a phone stand in their tab order: previous, the dots, next', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const previous = await carousel.getByRole('button', { name: 'Vorherige Stimme' }).boundingBox();
    const next = await carousel.getByRole('button', { name: 'Nächste Stimme' }).boundingBox();
    const dots = await Promise.all(
      (await carousel.getByRole('button', { name: /^Stimme \d+ von 14 zeigen$/ }).all()).map((dot) => dot.boundingBox()),
    );
    expect(dots).toHaveLength(14);
    for (const dot of dots) {
      expect(dot!.x).toBeGreaterThanOrEqual(previous!.x + previous!.width);
      expect(dot!.x + dot!.width).toBeLessThanOrEqual(next!.x);
      expect(dot!.height).toBeGreaterThanOrEqual(24);
    }
  });

  test("'Jetzt starten!' glides to the contact section", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Jetzt starten!' }).click();
    await expect(page).toHaveURL(/#contact-form-section$/);
    await expect(page.locator('#contact-form-heading')).toBeInViewport();
  });

  test('all sections are there', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Auszeichnungen und Partner' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: /Fünf Gründe/ })).toBeVisible();
    await expect(page.locator('#gruende li')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: /Girls in MINT/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Probestunde anmelden' })).toHaveAttribute('href', '/start/signup');
    await expect(page.locator('#team').getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^Weiter zu:/ })).toHaveCount(3);
  });
});

test.describe('dates at visit time', () => {
  // The page is rendered at build time with the trial dates from then on, so a browser clock set before the build
  // has nothing to choose from: the cases run around the second trial date from now (after the first has ended,
  // hence after the build), and one fixed case in the Osterferien 2027 while that is still ahead.
  const [, second, third] = nextTrialDates(new Date(), { count: 3 });
  const at = (trial: TrialDate, minutes: number) => new Date(Date.parse(trial.start) + minutes * 60_000);
  const cases =
    second && third
      ? [
          { name: 'two days before a trial', now: at(second, -2 * 24 * 60 - 8 * 60), expected: trialDateText(second) },
          { name: 'during a trial', now: at(second, 60), expected: trialDateText(second) },
          { name: 'when a trial has ended', now: at(second, 90), expected: trialDateText(third) },
        ]
      : [];
  if (Date.now() < Date.parse('2027-03-26T12:00:00+01:00')) {
    // 31.03.2027 falls in the Berliner Osterferien (lessons calendar): the next trial is after them.
    cases.push({ name: 'before the Osterferien 2027', now: new Date('2027-03-26T12:00:00+01:00'), expected: 'Mittwoch, 7. April 2027, 17:00–18:30 Uhr' });
  }
  for (const { name, now, expected } of cases) {
    test(`next trial date ${name} (${now.toISOString()})`, async ({ page }) => {
      await page.clock.setFixedTime(now);
      await page.goto('/start/signup');
      await expect(page.getByText(expected)).toBeVisible();
      await expect(page.locator('#contact-form-section')).toHaveCount(1);
    });
  }

  test('the server HTML names the next trial date as a stand-in, and the form offers the four dates of its own hour', async ({ request }) => {
    const html = (await (await request.get('/start/signup')).text()).replace(/\u00a0/g, ' ');
    // Above the form the browser fills in the date by its own clock: the HTML holds the weekday and time only.
    expect(html).toContain('Mittwoch, 17:00–18:30 Uhr');
    // The form works before and without script (issue 47): its four dates are in the HTML, made at most two hours ago.
    const offered = [...html.matchAll(/name="trialDate"[^>]*value="(\d{4}-\d{2}-\d{2})"/g)].map((match) => match[1]);
    const expected = nextTrialDates(new Date()).map((trial) => trial.date);
    expect(offered).toHaveLength(4);
    expect(offered.filter((date) => expected.includes(date!)).length).toBeGreaterThanOrEqual(3);
  });

  test('promo says the draw has ended', async ({ page }) => {
    await page.goto('/promo');
    await expect(page.getByText('Dieses Gewinnspiel ist beendet.')).toBeVisible();
  });

  test('promo ran before its deadline', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-02-28T23:58:00+01:00'));
    await page.goto('/promo');
    await expect(page.getByText('Das Gewinnspiel läuft.')).toBeVisible();
  });

  test('once every Python and holiday date is over, each says so', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-09-01T10:00:00+02:00'));
    await page.goto('/python');
    await expect(page.getByText('Termin vorbei – neue Termine folgen')).toBeVisible();
    await page.goto('/ferienkurse');
    await expect(page.getByText('Termin vorbei – neue Termine folgen')).toHaveCount(3);
  });

  test('an upcoming Python course says so at visit time', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-08-01T10:00:00+02:00'));
    await page.goto('/python');
    await expect(page.getByText('Anmeldung offen')).toBeVisible();
  });
});

test.describe('content pages', () => {
  test('course detail: facts, request button and links', async ({ page }) => {
    await page.goto('/courses/4');
    await expect(page.getByRole('heading', { level: 1, name: 'CS Webdesign 2' })).toBeVisible();
    await expect(page.getByText('12–16 Jahre').first()).toBeVisible();
    await expect(page.getByText('12 Monate').first()).toBeVisible();
    await expect(page.getByText(/Voraussetzung/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Jetzt Anfragen' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: /Alle Kurse im Überblick/ })).toHaveAttribute('href', '/courses');
    await expect(page.getByRole('link', { name: /Häufige Fragen/ })).toHaveAttribute('href', '/faq');
    await expect(page.getByRole('img', { name: /Zertifikat/ })).toBeVisible();
  });

  test("course overview links all seven courses in three levels", async ({ page }) => {
    await page.goto('/courses');
    for (let id = 1; id <= 7; id += 1) {
      await expect(page.locator(`main a[href="/courses/${id}"]`)).toHaveCount(1);
    }
    await expect(page.getByRole('heading', { level: 2, name: /^Level/ })).toHaveCount(3);
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });

  test('FAQ accordion with JavaScript uses aria-expanded', async ({ page }) => {
    await page.goto('/faq');
    const first = page.getByRole('main').getByRole('button').first();
    const question = (await first.textContent()) ?? '';
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: question })).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test('prices: five packages, footnote and link to courses', async ({ page }) => {
    await page.goto('/preise');
    await expect(page.getByRole('heading', { level: 2, name: /Probestunde|Monate|CodingStars\+/ })).toHaveCount(5);
    for (const text of ['33 €', '396 € alle 3 Monate', '720 € alle 6 Monate', '1.296 € alle 12 Monate', '3.312 € alle 36 Monate']) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(page.getByText(/keine Kurse und keine Probestunden statt/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Zur Kursübersicht/ })).toHaveAttribute('href', '/courses');
  });

  test('team photos fall back to the default picture', async ({ page }) => {
    await page.route('**/images/team/lena.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/team');
    await expect(page.getByRole('img', { name: 'Porträt von Lena' })).toHaveAttribute('src', '/images/team/default.svg');
    await expect(page.getByRole('img', { name: 'Porträt von Jonas' })).toHaveAttribute('src', '/images/team/jonas.svg');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('FAQ answers open', async ({ page }) => {
    await page.goto('/faq');
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
  });

  test('home shows its content, and every testimonial scrolls into view without dead buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.getByRole('button')).toHaveCount(0);
    const slides = carousel.locator('[aria-roledescription="Folie"]');
    await expect(slides).toHaveCount(14);
    await expect(slides.and(page.locator('[aria-hidden="true"], [inert]'))).toHaveCount(0);
    await slides.last().scrollIntoViewIfNeeded();
    await expect(slides.last()).toBeInViewport();
  });

  test('on a phone the Menü link opens the main navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/impressum');
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menü' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Menü' }).click();
    await expect(navigation.getByRole('link', { name: 'Preise' })).toBeVisible();
    await navigation.getByRole('link', { name: 'Preise' }).click();
    await expect(page).toHaveURL(/\/preise$/);
  });

  test('the Kurse link leads to the course overview', async ({ page }) => {
    await page.goto('/impressum');
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kurse', exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('/contact offers its form, which works without script, and phone and email beside it', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('main [data-without-js]')).toHaveCount(0);
    await expect(page.locator('#contact-form-section form')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
    await expect(page.locator('#contact-form-section').getByRole('link', { name: /@/ })).toBeVisible();
  });

  for (const path of ['/booking', '/quizcarousel', '/quiz']) {
    test(`${path} offers phone and email instead of controls that cannot work`, async ({ page }) => {
      await page.goto(path);
      const notice = page.locator('main [data-without-js]');
      await expect(notice).toBeVisible();
      await expect(notice.getByRole('link', { name: /@/ })).toBeVisible();
      const controls = await page.locator('main form, main button').all();
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) await expect(control).toBeHidden();
    });
  }
});

// Pictures in a phone's first screen load at once on every route: e2e/a11y.spec.ts, in the one load of each route.

freshTest.describe('narrow phones', () => {
  freshTest('no page scrolls sideways at 320 px, even in the fallback font of a first visit', async ({ page }) => {
    freshTest.setTimeout(90_000);
    await page.setViewportSize({ width: 320, height: 700 });
    // The web font is shown only if it is there at once (font-display: optional); the fallback is wider.
    await page.route('**/*.woff2', (route) => route.abort());
    const wide: string[] = [];
    for (const { path } of ROUTES) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
  });
});
