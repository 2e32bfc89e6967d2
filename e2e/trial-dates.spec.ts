import type { Page } from '@playwright/test';
import { expect, pageTest as test } from './fixtures';
import { berlinIsoDate, berlinTime, formatIsoDate, formatLongDate } from '../lib/calendar/dates';
import { findTrialDateViolations } from '../lib/checks/fact-check';
import { addDays, isCovered, isLessonDay, weekdayOf } from '../lib/calendar/lesson-calendar';
import { nextTrialDate } from '../lib/trial/dates';
import { expectNoAxeViolations } from './axe';
import { layoutShifts, watchLayoutShifts } from './layout-shifts';
import { trialDateText } from './trial-date-text';
import { picture } from './pictures';

/**
 * Issue 23: the next trial date is a real one, a Wednesday on a Berlin school day. The pages compute it in the
 * browser (DECISIONS.md: dates at visit time), so a fixed browser clock decides what they show. The calendar file is
 * made on the server, which runs on the real clock; the page's link hands it the browser's date (`?datum=`).
 */

/**
 * The pages are rendered at build time with the trial dates from then on, so a browser clock set before the build
 * has none to choose from. The holiday cases take the first trial Wednesday without lessons at least a week from now
 * (23.12.2026 in the Weihnachtsferien when this was written), looked at on the Thursday before it, 10:00 Berlin.
 */
function upcomingBreak() {
  let skipped = berlinIsoDate(new Date(Date.now() + 7 * 86_400_000));
  while (weekdayOf(skipped) !== 3) skipped = addDays(skipped, 1);
  while (isCovered(skipped) && isLessonDay(skipped)) skipped = addDays(skipped, 7);
  const [year, month, day] = addDays(skipped, -6).split('-').map(Number) as [number, number, number];
  const lookingOn = berlinTime(year, month, day, 10);
  return { skipped, lookingOn, offered: isCovered(skipped) ? nextTrialDate(lookingOn) : undefined };
}
const BREAK = upcomingBreak();
const BREAK_NAME = `on ${formatIsoDate(berlinIsoDate(BREAK.lookingOn))}`;
const offeredText = BREAK.offered ? trialDateText(BREAK.offered) : '';
const FRAUENTAG_WEEK = new Date('2028-03-02T10:00:00+01:00');

/** The one <time> of each page: the next trial date. */
const nextDateOn = (page: Page) => page.getByRole('main').locator('time');

test.describe('the next trial date on the pages that name it', () => {
  for (const path of ['/start/signup', '/', '/preise']) {
    test(`${path}: looking ${BREAK_NAME} a parent is offered the first Wednesday with lessons, not ${formatIsoDate(BREAK.skipped)}`, async ({ page }) => {
      test.skip(!BREAK.offered, 'the lessons calendar has run out (npm run content-check warns)');
      // The date is after the break, and for the Weihnachtsferien 2026 the one the school calendar says.
      expect(BREAK.offered!.date > BREAK.skipped).toBe(true);
      if (BREAK.skipped === '2026-12-23') expect(BREAK.offered!.date).toBe('2027-01-06');
      await page.clock.setFixedTime(BREAK.lookingOn);
      await page.goto(path);
      const date = nextDateOn(page);
      await expect(date).toHaveText(offeredText);
      await expect(date).toHaveAttribute('datetime', BREAK.offered!.start);
      const text = await page.getByRole('main').innerText();
      expect(text).not.toContain(formatLongDate(new Date(`${BREAK.skipped}T12:00:00Z`)));
      expect(findTrialDateViolations(text)).toEqual([]);
    });
  }

  for (const path of ['/preise', '/start/signup']) {
    test(`${path}: the date fills in where the stand-in stood, moving nothing, at 390 and 1280 px`, async ({ page }) => {
      await watchLayoutShifts(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(path);
        // The date is in the first screen, where a shift counts, and longer than the stand-in 'Mittwoch, 17:00–18:30 Uhr'.
        await expect(nextDateOn(page)).toBeInViewport();
        await page.waitForLoadState('networkidle');
        expect(await layoutShifts(page), `${width} px`).toEqual([]);
      }
    });
  }

  test('/start/signup in the week of the Frauentag (Wednesday 08.03.2028) offers 15.03.2028', async ({ page }) => {
    await page.clock.setFixedTime(FRAUENTAG_WEEK);
    await page.goto('/start/signup');
    await expect(nextDateOn(page)).toHaveText('Mittwoch, 15. März 2028, 17:00–18:30 Uhr');
  });

  test('/start/signup today names the next real trial date', async ({ page }) => {
    const expected = nextTrialDate(new Date());
    test.skip(!expected, 'the lessons calendar has run out (npm run content-check warns)');
    await page.goto('/start/signup');
    await expect(nextDateOn(page)).toHaveText(trialDateText(expected!));
    await expectNoAxeViolations(page, '/start/signup');
  });
});

test.describe('screenshots of the date at 390 and 1280 px (test-results/screenshots)', () => {
  for (const width of [390, 1280]) {
    for (const [name, path] of [['signup', '/start/signup'], ['home', '/'], ['preise', '/preise']] as const) {
      test(`${path} at ${width} px ${BREAK_NAME}`, async ({ page }) => {
        test.skip(!BREAK.offered, 'the lessons calendar has run out');
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.clock.setFixedTime(BREAK.lookingOn);
        await page.goto(path);
        const date = nextDateOn(page);
        await expect(date).toHaveText(offeredText);
        await date.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await picture(page, { path: `test-results/screenshots/trial-date-${name}-${width}.png` });
      });
    }
  }
});

test.describe('the calendar file names the date the page shows', () => {
  test(`${BREAK_NAME} the link and the file name the date the page offers, 17:00 Berlin`, async ({ page, request }) => {
    test.skip(!BREAK.offered, 'the lessons calendar has run out');
    const compact = BREAK.offered!.date.replace(/-/g, '');
    await page.clock.setFixedTime(BREAK.lookingOn);
    await page.goto('/start/signup');
    const link = page.getByRole('link', { name: 'In den Kalender eintragen (.ics)' });
    await expect(link).toHaveAttribute('href', `/start/signup/probestunde.ics?datum=${BREAK.offered!.date}`);
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const ics = await response.text();
    expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${compact}T170000`);
    expect(ics).toContain(`DTEND;TZID=Europe/Berlin:${compact}T183000`);
    expect(findTrialDateViolations(ics)).toEqual([]);
  });

  test('a date that is no trial date (23.12.2026, in the Weihnachtsferien) is never put in a calendar file', async ({ request }) => {
    const ics = await (await request.get('/start/signup/probestunde.ics?datum=2026-12-23')).text();
    expect(ics).not.toContain('20261223');
    const next = nextTrialDate(new Date());
    test.skip(!next, 'the lessons calendar has run out');
    expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${next!.date.replace(/-/g, '')}T170000`);
  });
});
