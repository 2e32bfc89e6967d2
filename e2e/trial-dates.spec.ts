import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { formatLongDate } from '../lib/dates';
import { findTrialDateViolations } from '../lib/fact-check';
import { nextTrialDate } from '../lib/trial-dates';
import { expectNoAxeViolations } from './axe';

/**
 * Issue 23: the next trial date is a real one, a Wednesday on a Berlin school day. The pages compute it in the
 * browser (DECISIONS.md: dates at visit time), so a fixed browser clock decides what they show. The calendar file is
 * made on the server, which runs on the real clock; the page's link hands it the browser's date (`?datum=`).
 */

const CHRISTMAS = new Date('2026-12-17T10:00:00+01:00');
const FRAUENTAG_WEEK = new Date('2028-03-02T10:00:00+01:00');

/** The one <time> of each page: the next trial date. */
const nextDateOn = (page: Page) => page.getByRole('main').locator('time');

test.describe('the next trial date on the pages that name it', () => {
  for (const path of ['/start/signup', '/', '/preise']) {
    test(`${path}: looking on 17.12.2026 a parent is offered Wednesday 06.01.2027, not 23.12.`, async ({ page }) => {
      await page.clock.setFixedTime(CHRISTMAS);
      await page.goto(path);
      const date = nextDateOn(page);
      await expect(date).toHaveText('Mittwoch, 6. Januar 2027, 17:00–18:30 Uhr');
      await expect(date).toHaveAttribute('datetime', '2027-01-06T16:00:00.000Z');
      const text = await page.getByRole('main').innerText();
      expect(text).not.toContain('23. Dezember');
      expect(findTrialDateViolations(text)).toEqual([]);
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
    await expect(nextDateOn(page)).toHaveText(`${formatLongDate(new Date(expected!.start))}, 17:00–18:30 Uhr`);
    await expectNoAxeViolations(page, '/start/signup');
  });
});

test.describe('screenshots of the date at 390 and 1280 px (test-results/screenshots)', () => {
  for (const width of [390, 1280]) {
    for (const [name, path] of [['signup', '/start/signup'], ['home', '/'], ['preise', '/preise']] as const) {
      test(`${path} at ${width} px on 17.12.2026`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.clock.setFixedTime(CHRISTMAS);
        await page.goto(path);
        const date = nextDateOn(page);
        await expect(date).toHaveText(/6\. Januar 2027/);
        await date.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await page.screenshot({ path: `test-results/screenshots/trial-date-${name}-${width}.png` });
      });
    }
  }
});

test.describe('the calendar file names the date the page shows', () => {
  test('on 17.12.2026 the link and the file say 06.01.2027, 17:00 Berlin', async ({ page, request }) => {
    await page.clock.setFixedTime(CHRISTMAS);
    await page.goto('/start/signup');
    const link = page.getByRole('link', { name: 'In den Kalender eintragen (.ics)' });
    await expect(link).toHaveAttribute('href', '/start/signup/probestunde.ics?datum=2027-01-06');
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const ics = await response.text();
    expect(ics).toContain('DTSTART;TZID=Europe/Berlin:20270106T170000');
    expect(ics).toContain('DTEND;TZID=Europe/Berlin:20270106T183000');
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
