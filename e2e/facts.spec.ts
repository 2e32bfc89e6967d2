import { expect, test } from '@playwright/test';
import { holidayCourses } from '../content/holiday-courses';
import { pythonCourse } from '../content/python-course';
import { describeRun } from '../lib/course-dates';
import { berlinIsoDate } from '../lib/dates';
import { allowedFacts, findFactViolations, findPriceViolations } from '../lib/fact-check';
import { expectNoAxeViolations } from './axe';
import { enquiryRequest, fillEnquiryForm, outboxEntryFor, SEND_URL } from './enquiry-request';
import { ROUTES } from './routes';

/**
 * Issue 15: one truth per fact, the next season on sale, "Sie" for parents. The scan reads what the server
 * renders (text, meta description, share texts and JSON-LD), not the source.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'essential'));
});

/** Visible text of server HTML: scripts, styles and tags removed, the common entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

const attribute = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1] ?? '').join('\n');

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
    expect(ics).toContain('DURATION:PT90M');
  });
});

const upcomingRuns = (dates: readonly { start: string; end: string }[]) => {
  const today = berlinIsoDate(new Date());
  return [...dates].filter((d) => d.end >= today).sort((a, b) => a.start.localeCompare(b.start)).map(describeRun);
};
const pastRuns = (dates: readonly { start: string; end: string }[]) => {
  const today = berlinIsoDate(new Date());
  return dates.filter((d) => d.end < today).map(describeRun);
};

test.describe('the next season is on sale (as of today)', () => {
  test('/ferienkurse lists each course’s upcoming weeks first and no past week', async ({ page }) => {
    await page.goto('/ferienkurse');
    for (const course of holidayCourses) {
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: course.title, exact: true }) });
      const upcoming = upcomingRuns(course.dates);
      expect(upcoming.length, `${course.slug} has an upcoming date`).toBeGreaterThan(0);
      const listed = await card.getByRole('listitem').allTextContents();
      expect(listed.map((text) => text.replace(/\s+/g, ' '))).toEqual(
        upcoming.map((run) => expect.stringContaining(run.text) as unknown as string),
      );
      for (const run of pastRuns(course.dates)) await expect(card).not.toContainText(run.text);
      await expect(card.getByText('Anmeldung offen')).toBeVisible();
      await expect(card).not.toContainText('Termin vorbei');
    }
  });

  test('/python shows its upcoming run with the school holidays and the request form offers it', async ({ page }) => {
    await page.goto('/python');
    const [next] = upcomingRuns(pythonCourse.dates);
    expect(next).toBeDefined();
    const facts = page.getByRole('region', { name: pythonCourse.title });
    await expect(facts).toContainText(next!.text);
    await expect(facts).toContainText(`${next!.schoolHolidays} · ${next!.days} Tage`);
    await expect(facts.getByText('Anmeldung offen')).toBeVisible();
    for (const run of pastRuns(pythonCourse.dates)) await expect(facts).not.toContainText(run.text);
    await expect(page.getByRole('link', { name: 'Platz anfragen' })).toBeVisible();
  });

  test('the holiday request names the chosen week', async ({ page }) => {
    const email = `wunschtermin.${Date.now()}@beispiel.de`;
    const [course] = holidayCourses;
    const run = upcomingRuns(course!.dates).at(-1)!;
    await page.goto('/ferienkurse');
    const form = page.locator('#contact-form-section form');
    await form.getByLabel('Ferienkurs', { exact: true }).selectOption(String(course!.id));
    const week = form.getByLabel('Wunschtermin');
    await expect(week.locator('option')).toHaveText(['Noch offen', ...upcomingRuns(course!.dates).map((r) => new RegExp(r.text))]);
    await week.selectOption({ label: `${run.schoolHolidays}: ${run.text} (${run.days} Tage)` });
    await fillEnquiryForm(page, { email });
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByRole('status')).toContainText('Nachricht erfolgreich gesendet!');
    expect((await outboxEntryFor(email))?.params.selected_course).toBe(`${course!.dropdownLabel}, ${run.schoolHolidays}: ${run.text} (${run.days} Tage)`);
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
    await page.screenshot({ path: 'test-results/screenshots/booking-age-note-field.png', fullPage: true });
    await page.getByRole('button', { name: 'Weiter' }).click();

    await expect(page.getByText(note)).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/booking-age-note-overview.png', fullPage: true });
    await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
    await page.getByLabel(/Datenschutzerklärung/).check();
    // Non-blocking: the booking goes through.
    await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Buchung ist bei uns eingegangen!' })).toBeVisible();
    expect((await outboxEntryFor(email))?.params).toMatchObject({ child_age: '8', course_id: '4', age_fit: 'außerhalb 12–16' });
  });
});
