import { expect, pageTest as test } from './fixtures';
import type { Page } from '@playwright/test';
import { holidayCourseCopy, holidayCourses } from '../content/holiday-courses';
import { pythonCourse, pythonPageContent } from '../content/python-course';
import { describeRun, runLabel } from '../lib/calendar/course-dates';
import { berlinIsoDate, type DateRange } from '../lib/calendar/dates';
import { allowedFacts, findFactViolations, findPriceViolations, findTrialDateViolations } from '../lib/checks/fact-check';
import { expectNoAxeViolations } from './axe';
import { enquiryRequest, fillEnquiryForm, outboxEntryFor, SEND_URL } from './enquiry-request';
import { ROUTES } from './routes';
import { picture } from './pictures';

/**
 * Issue 15: one truth per fact, the next season on sale, "Sie" for parents. The scan reads what the server
 * renders (text, meta description, share texts and JSON-LD), not the source.
 */

const decode = (text: string) =>
  text
    .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/**
 * Visible text of server HTML: scripts, styles and tags removed, the common entities decoded. Each block (paragraph,
 * heading, list item, cell, button …) ends a line, so the scan's sentences do not run from one block into the next.
 */
function textOf(html: string): string {
  return decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<\/?(?:p|h[1-6]|li|ul|ol|dt|dd|dl|div|section|article|header|footer|nav|main|td|th|tr|button|label|option|summary|figcaption|br)\b[^>]*>/g, '\n')
      .replace(/<[^>]+>/g, ' '),
  );
}

const attribute = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => decode(m[1] ?? '')).join('\n');

test.describe('every stated fact is derived from the content constants', () => {
  const facts = allowedFacts();
  for (const { path } of ROUTES) {
    test(`${path}: durations, units, times, terms and euros`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const text = [
        textOf(html),
        attribute(html, /<meta (?:name|property)="(?:description|og:description|og:title|twitter:description)" content="([^"]*)"/g),
        attribute(html, /<meta property="og:image:alt" content="([^"]*)"/g),
        attribute(html, /<title>([^<]*)<\/title>/g),
        // What screen readers and tooltips say: picture descriptions, labels and titles.
        attribute(html, /\s(?:alt|aria-label|title)="([^"]*)"/g),
      ].join('\n');
      expect(findFactViolations(text, facts), 'text and meta tags').toEqual([]);
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null'));
      expect(findFactViolations(JSON.stringify(jsonLd), facts), 'JSON-LD text').toEqual([]);
      expect(findPriceViolations(jsonLd, facts), 'JSON-LD prices').toEqual([]);
    });
  }

  test('the trial is 90 minutes, 17:00 to 18:30, on every page that names it, and in the calendar file', async ({ request }) => {
    for (const path of ['/', '/preise', '/start/signup', '/faq', '/agb']) {
      const text = textOf(await (await request.get(path)).text());
      expect(text, path).not.toMatch(/45 Minuten[^.]{0,40}(Probe|live)|Probestunde[^.]{0,60}45 Minuten/);
    }
    expect(textOf(await (await request.get('/start/signup')).text())).toContain('90 Minuten');
    const ics = await (await request.get('/start/signup/probestunde.ics')).text();
    expect(ics).toMatch(/DTSTART;TZID=Europe\/Berlin:\d{8}T170000/);
    expect(ics).toMatch(/DTEND;TZID=Europe\/Berlin:\d{8}T183000/);
    expect(findFactViolations(ics, allowedFacts()), 'calendar file').toEqual([]);
    expect(findTrialDateViolations(ics), 'calendar file: a Wednesday on a Berlin school day').toEqual([]);
  });
});

/**
 * What a dated offer must show on a given Berlin day, computed here from the content constants: the runs not over
 * yet, the next first (a running one included); the weeks a parent can still ask for (not started); and the status.
 * The tests below compare the page with it for today and for fixed clocks, so they hold as the dates pass.
 */
function expectedOffer(dates: readonly DateRange[], today: string) {
  const runs = [...dates].sort((a, b) => a.start.localeCompare(b.start)).map(describeRun);
  const requestable = runs.filter((run) => run.start > today);
  const running = runs.filter((run) => run.start <= today && today <= run.end);
  const status = requestable.length > 0 ? 'upcoming' : running.length > 0 ? 'running' : 'past';
  const last = runs.at(-1)!;
  return {
    status,
    label: STATUS_LABELS[status],
    listed: runs.filter((run) => run.end >= today),
    requestable,
    last,
    // Once every run is over, the last one is still named, as past ('Zuletzt: …').
    absent: runs.filter((run) => run.end < today && !(status === 'past' && run === last)),
  } as const;
}

const STATUS_LABELS = { upcoming: 'Anmeldung offen', running: 'Läuft gerade', past: 'Termin vorbei – neue Termine folgen' } as const;

/**
 * Today, and days at which some runs are running or over. The browser's clock is set to the day; the server HTML
 * is today's, and the browser can only hide runs from it, so a day before today cannot be shown and is skipped.
 */
const CLOCKS = [
  { name: 'today', at: null },
  { name: 'during the Osterferien 2027', at: '2027-03-31T10:00:00+02:00' },
  { name: 'mid-July 2027', at: '2027-07-14T10:00:00+02:00' },
  { name: 'during the Python course', at: '2027-08-05T10:00:00+02:00' },
  { name: 'after every date', at: '2027-08-20T10:00:00+02:00' },
] as const;

async function setClock(page: Page, at: string | null): Promise<string> {
  const realToday = berlinIsoDate(new Date());
  if (at === null) return realToday;
  const day = berlinIsoDate(new Date(at));
  test.skip(day < realToday, `${day} is past: today's server HTML no longer lists the runs that day would show`);
  await page.clock.setFixedTime(new Date(at));
  return day;
}

test.describe('the next season is on sale (as of today and at fixed clocks)', () => {
  for (const clock of CLOCKS) {
    test(`/ferienkurse, ${clock.name}: each card lists its runs not over, the next first, with the right status`, async ({ page }) => {
      const today = await setClock(page, clock.at);
      await page.goto('/ferienkurse');
      for (const course of holidayCourses) {
        const expected = expectedOffer(course.dates, today);
        const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: course.title, exact: true }) });
        // The status appears once the browser knows the date; by then it has also hidden what ended since the build.
        await expect(card.getByText(expected.label, { exact: true }), course.slug).toBeVisible();
        const listed = await card.getByRole('listitem').allTextContents();
        expect(listed.map((text) => text.replace(/\s+/g, ' ')), course.slug).toEqual(
          expected.listed.map((run) => expect.stringContaining(`${run.text}${run.schoolHolidays ? `${run.schoolHolidays} · ` : ''}${run.days} Tage`)),
        );
        for (const run of expected.absent) await expect(card, course.slug).not.toContainText(run.text);
        for (const other of Object.values(STATUS_LABELS).filter((label) => label !== expected.label)) {
          await expect(card.getByText(other, { exact: true }), course.slug).toHaveCount(0);
        }
        if (expected.status === 'past') await expect(card).toContainText(`Zuletzt: ${expected.last.text}`);
        else await expect(card).not.toContainText('Zuletzt');
      }
    });
  }

  test('/ferienkurse without JavaScript: the server HTML and JSON-LD leave out the runs over today', async ({ request }) => {
    const today = berlinIsoDate(new Date());
    for (const path of ['/ferienkurse', ...holidayCourses.map((course) => `/ferienkurse/${course.slug}`)]) {
      const html = await (await request.get(path)).text();
      const text = textOf(html);
      for (const course of holidayCourses) {
        const expected = expectedOffer(course.dates, today);
        for (const run of expected.listed) expect(text, `${path}: ${course.slug}`).toContain(run.text);
        for (const run of expected.absent) expect(text, `${path}: ${course.slug}`).not.toContain(run.text);
      }
      const course = holidayCourses.find((c) => path.endsWith(`/${c.slug}`));
      if (course) {
        const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null'));
        const instances = [jsonLd.find((block) => block['@type'] === 'Course')?.hasCourseInstance].flat() as { startDate: string }[];
        expect(instances.map((instance) => instance.startDate), path).toEqual(expectedOffer(course.dates, today).listed.map((run) => run.start));
      }
    }
  });

  for (const clock of CLOCKS) {
    test(`/python, ${clock.name}: its runs, status and request as the date says`, async ({ page }) => {
      const today = await setClock(page, clock.at);
      const expected = expectedOffer(pythonCourse.dates, today);
      await page.goto('/python');
      const facts = page.getByRole('region', { name: pythonCourse.title });
      await expect(facts.getByText(expected.label, { exact: true })).toBeVisible();
      for (const run of expected.listed) {
        await expect(facts).toContainText(run.text);
        await expect(facts).toContainText(`${run.schoolHolidays} · ${run.days} Tage`);
      }
      for (const run of expected.absent) await expect(facts).not.toContainText(run.text);
      const notice = page.getByText(holidayCourseCopy.newDatesText(pythonCourse.title));
      if (expected.status === 'past') {
        // No date left: the page says so, and the form becomes a request to be told of the next one.
        await expect(facts).toContainText(`Zuletzt: ${expected.last.text}`);
        await expect(page.getByRole('link', { name: pythonPageContent.requestPast })).toBeVisible();
        await expect(page.getByText(holidayCourseCopy.newDatesHeading, { exact: true })).toBeVisible();
        await expect(notice).toBeVisible();
        await expect(page.getByRole('link', { name: pythonPageContent.requestOpen })).toHaveCount(0);
      } else {
        await expect(page.getByRole('link', { name: pythonPageContent.requestOpen })).toBeVisible();
        await expect(notice).toHaveCount(0);
        await expect(facts).not.toContainText('Zuletzt');
      }
      await expect(page.locator('#contact-form-section form').getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
    });
  }

  test('the holiday request offers the weeks not started and names the chosen one', async ({ page }) => {
    const today = berlinIsoDate(new Date());
    const course = holidayCourses.find((c) => expectedOffer(c.dates, today).requestable.length > 0);
    test.skip(!course, `no holiday course has a week after ${today} left to ask for; add the next dates in content/holiday-courses.ts`);
    const { requestable } = expectedOffer(course!.dates, today);
    const run = requestable.at(-1)!;
    const email = `wunschtermin.${Date.now()}@beispiel.de`;
    await page.goto('/ferienkurse');
    const form = page.locator('#contact-form-section form');
    await form.getByLabel('Ferienkurs', { exact: true }).selectOption(String(course!.id));
    const week = form.getByLabel('Wunschtermin');
    await expect(week.locator('option')).toHaveText(['Noch offen', ...requestable.map(runLabel)]);
    await week.selectOption({ label: runLabel(run) });
    await fillEnquiryForm(page, { email });
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByRole('status')).toContainText('Nachricht erfolgreich gesendet!');
    expect((await outboxEntryFor(email))?.params.selected_course).toBe(`${course!.dropdownLabel}, ${runLabel(run)}`);
  });

  test('after every date the request form asks to be told of new ones, with no week to choose', async ({ page }) => {
    const { at } = CLOCKS.at(-1)!;
    const today = await setClock(page, at);
    const course = holidayCourses[0]!;
    expect(expectedOffer(course.dates, today).status).toBe('past');
    await page.goto('/ferienkurse');
    const section = page.locator('#contact-form-section');
    await section.getByLabel('Ferienkurs', { exact: true }).selectOption(String(course.id));
    await expect(section.getByRole('status').first()).toContainText(holidayCourseCopy.newDatesText(course.title));
    await expect(section.getByLabel('Wunschtermin')).toHaveCount(0);
  });
});

test.describe('the message field on /contact and /ferienkurse', () => {
  for (const path of ['/contact', '/ferienkurse']) {
    test(`${path}: a message is counted, sent as "message" and stored`, async ({ page }) => {
      const email = `nachricht.${path.slice(1)}.${Date.now()}@beispiel.de`;
      await page.goto(path);
      await fillEnquiryForm(page, { email });
      const message = page.getByLabel('Ihre Nachricht (optional)');
      const text = 'Unsere Tochter ist 9 und hat schon Scratch ausprobiert.\nWelcher Kurs passt, und geht auch Dienstag?';
      await message.fill(text);
      await expect(page.getByText(`${text.length} von 2.000 Zeichen`)).toBeVisible();
      await page.getByRole('button', { name: 'Anfrage senden' }).click();
      await expect(page.getByText('Nachricht erfolgreich gesendet!')).toBeVisible();
      expect((await outboxEntryFor(email))?.params.message).toBe(text);
    });
  }

  test('/contact: 2,001 characters get a clear German message, nothing is sent, nothing is lost', async ({ page }) => {
    const email = `zulang.${Date.now()}@beispiel.de`;
    let sent = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/v1.0/email/send')) sent += 1;
    });
    await page.goto('/contact');
    await fillEnquiryForm(page, { email });
    const message = page.getByLabel('Ihre Nachricht (optional)');
    const text = 'Viele Grüße! '.repeat(154).slice(0, 2001);
    expect(text).toHaveLength(2001);
    await message.fill(text);
    await expect(page.getByText('2.001 von 2.000 Zeichen')).toBeVisible();
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(
      page.getByText('Ihre Nachricht hat 2.001 Zeichen. Bitte kürzen Sie sie auf höchstens 2.000 Zeichen, damit wir sie annehmen können'),
    ).toBeVisible();
    await expect(message).toBeFocused();
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveValue(text);
    await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Anna');
    expect(sent).toBe(0);
    await expectNoAxeViolations(page, 'message too long');

    // One character less and it goes through.
    await message.press('End');
    await message.press('Backspace');
    await page.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(page.getByText('Nachricht erfolgreich gesendet!')).toBeVisible();
    expect((await outboxEntryFor(email))?.params.message).toHaveLength(2000);
  });

  test('the embedded outbox refuses a message over 2,000 characters with a reason', async ({ request }) => {
    const response = await request.post(SEND_URL, { data: enquiryRequest({ message: 'x'.repeat(2001) }) });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Ihre Nachricht hat 2.001 Zeichen');
  });
});

test.describe('parents are addressed with "Sie"', () => {
  for (const path of ['/', '/start', '/start/signup', '/contact', '/ferienkurse', '/python']) {
    test(`${path}: every validation message says "Sie"`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator('#contact-form-section form');
      await form.getByLabel('E-Mail-Adresse').fill('anna@');
      await form.getByLabel('Telefonnummer').fill('123');
      await form.getByLabel('Vorname', { exact: true }).fill('Anna2');
      await form.getByRole('button').last().click();
      const expected = [
        'Vorname darf keine Zahlen enthalten, damit wir Sie korrekt ansprechen können',
        'Nachname ist erforderlich, damit wir Sie kontaktieren können',
        'Bitte geben Sie eine gültige E-Mail-Adresse ein (Format: name@beispiel.de), damit wir Sie erreichen können',
        'Bitte geben Sie eine gültige Telefonnummer ein (7-20 Ziffern), damit wir Sie erreichen können',
        'Vorname des Kindes ist erforderlich, damit wir Sie kontaktieren können',
        'Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihre Anfrage bearbeiten dürfen',
      ];
      for (const message of expected) await expect(form.getByText(message)).toBeVisible();
      await expect(form).not.toContainText(/\b(dich|dir|deine?|gib|stimme)\b/);
    });
  }
});

test.describe('the booking checks the age against the course', () => {
  test('an 8-year-old in CS Webdesign 2 gets a plain note at the age field and on the overview, and the email says so', async ({ page }) => {
    test.setTimeout(90_000);
    const email = `alter.${Date.now()}@beispiel.de`;
    const note = 'CS Webdesign 2 ist für 12 bis 16 Jahre. Wir beraten Sie gern, welcher Kurs passt.';
    await page.goto('/booking?paket=12m');
    await page.getByLabel('Kurs', { exact: true }).selectOption({ label: 'CS Webdesign 2 (12–16 Jahre)' });
    await page.getByLabel('Startmonat').selectOption({ index: 1 });
    await page.getByRole('checkbox', { name: 'Dienstag, 17:45 Uhr' }).check();

    await page.getByRole('radio', { name: 'Herr' }).check();
    await page.getByLabel('Vorname', { exact: true }).fill('Jonas');
    await page.getByLabel('Nachname', { exact: true }).fill('Weber');
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Telefonnummer').fill('030 7654321');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByLabel('Straße').fill('Hauptstraße');
    await page.getByLabel('Hausnummer').fill('5');
    await page.getByLabel('Postleitzahl').fill('10827');
    await page.getByLabel('Ort', { exact: true }).fill('Berlin');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('radio', { name: /Überweisung/ }).check();
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByLabel('Vorname des Kindes').fill('Mia');
    await page.getByLabel('Nachname des Kindes').fill('Weber');
    const age = page.getByLabel('Alter des Kindes');
    await age.fill('13');
    await expect(page.getByText(note)).toHaveCount(0);
    await age.fill('8');
    await expect(page.getByText(note)).toBeVisible();
    await expect(age).toHaveAccessibleDescription(new RegExp(note.replace(/\./g, '\\.')));
    await expect(age).not.toHaveAttribute('aria-invalid');
    await page.getByRole('radio', { name: /Keine Vorkenntnisse/ }).check();
    await expectNoAxeViolations(page, 'age note');
    await picture(page, { path: 'test-results/screenshots/booking-age-note-field.png', fullPage: true });
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(page.getByText(note)).toBeVisible();
    await picture(page, { path: 'test-results/screenshots/booking-age-note-overview.png', fullPage: true });
    await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
    await page.getByLabel(/Datenschutzerklärung/).check();
    // Non-blocking: the booking goes through.
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Buchung ist bei uns eingegangen!' })).toBeVisible();
    expect((await outboxEntryFor(email))?.params).toMatchObject({ child_age: '8', course_id: '4', age_fit: 'außerhalb 12–16' });
  });
});
