import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, pageTest as test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { enquiryFrom, SEND_URL } from './enquiry-request';
import { signIn } from './intern-session';
import { startServer, stopServer, type OwnServer } from './own-server';
import { openMigrated } from '../lib/db';
import { berlinIsoDate } from '../lib/calendar/dates';
import { addDays, weekOf } from '../lib/numbers/period';
import { addCounts } from '../lib/numbers/store';
import { picture } from './pictures';

// /intern/zahlen (issue 49) as the team sees it: a server of the build on a database with a scripted month of page
// views and this week's trial signups and an enquiry, a member of the team signed in. The page shows the numbers,
// its charts have names and descriptions, it passes axe at both widths, each table downloads as CSV with the same
// numbers, and without a session nothing of it answers with data.

const STAFF = 'team@codingstars.de';
const SHOTS = 'test-results/screenshots';
const CSV_FILES = ['trichter', 'wochen', 'herkunft', 'einstiegsseiten', 'termine', 'zeitraum', 'vertraege', 'anfragen', 'quiz'];
const MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

const today = berlinIsoDate(new Date());
const german = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
// Three days of the last four weeks, a week apart: each in a week of its own.
const [d1, d2, d3] = [addDays(today, -15), addDays(today, -8), addDays(today, -1)] as const;
const VIEWS = [
  { day: d1, route: '/', source: 'google', device: 'phone', views: 30 },
  { day: d1, route: '/start/signup', source: 'google', device: 'desktop', views: 10 },
  { day: d2, route: '/', source: 'direkt', device: 'desktop', views: 12 },
  { day: d2, route: '/courses/3', source: 'utm:eltern-newsletter', device: 'phone', views: 6 },
  // Pages reached inside the site: views, not arrivals.
  { day: d2, route: '/faq', source: 'intern', device: 'desktop', views: 9 },
  { day: d2, route: '/quiz', source: 'intern', device: 'phone', views: 3 },
  { day: d3, route: '/start/signup', source: 'instagram', device: 'phone', views: 2 },
  // Before the period.
  { day: addDays(today, -40), route: '/', source: 'google', device: 'phone', views: 1000 },
];

/** Each body row of the table named `caption`, as its cells' text. */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption, exact: true });
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

/** A cell of the page as its CSV writes it: ISO dates and months, digits without grouping, a rate without its sign, "–" empty. */
function asCsv(cell: string): string {
  if (/^\d\d\.\d\d\.\d{4}$/.test(cell)) return `${cell.slice(6)}-${cell.slice(3, 5)}-${cell.slice(0, 2)}`;
  const month = /^(\S+) (\d{4})$/.exec(cell);
  if (month && MONTHS.includes(month[1]!)) return `${month[2]}-${String(MONTHS.indexOf(month[1]!) + 1).padStart(2, '0')}`;
  if (cell === '–') return '';
  if (/^[\d.]+,\d\s%$/.test(cell)) return cell.replace(/\./g, '').replace(',', '.').replace(/\s%$/, '');
  if (/^[\d.]+$/.test(cell)) return cell.replace(/\./g, '');
  return cell;
}

test.describe('the numbers page', () => {
  test.describe.configure({ mode: 'serial' });
  let server: OwnServer;
  let dir: string;
  let trialDates: string[];

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    dir = await mkdtemp(path.join(tmpdir(), 'numbers-page-'));
    const database = { path: path.join(dir, 'codingstars.db') };
    const db = await openMigrated(database);
    try {
      await addCounts(db, { views: VIEWS, events: [{ day: d2, route: '/quiz', event: 'quiz-finished', count: 1 }] });
    } finally {
      await db.close();
    }
    server = await startServer({ DATABASE_PATH: database.path, STAFF_EMAILS: STAFF, TRIAL_SEATS_PER_PARENT: '1000' });
    const request = await playwright.request.newContext();
    // This week: three families sign up for trial lessons (two on the first date, one on the second), one asks by /contact.
    const { dates } = (await (await request.get(`${server.url}/api/trial/dates`)).json()) as { dates: { date: string }[] };
    trialDates = dates.map((date) => date.date);
    for (const [n, date] of [trialDates[0], trialDates[0], trialDates[1]].entries()) {
      const email = `familie${n}@beispiel.de`;
      const response = await request.post(`${server.url}${SEND_URL}`, {
        data: { ...enquiryFrom(email, { request_type: '/signup schnupper-funnel', trial_date: date! }), template_id: 'enquiry_trial' },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    expect((await request.post(`${server.url}${SEND_URL}`, { data: enquiryFrom('frage@beispiel.de') })).status()).toBe(200);
    await request.dispose();
  });

  test.afterAll(async () => {
    await stopServer(server?.child, 'SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  test('shows the funnel, the weeks, sources and trials with charts and tables, passes axe, and each table downloads as CSV', async ({ page }) => {
    test.setTimeout(120_000);
    await mkdir(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, server, STAFF);
    await page.goto(`${server.localUrl}/intern/zahlen`);
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlen' })).toBeVisible();
    await expect(page.getByText(`Zahlen vom ${german(addDays(today, -27))} bis ${german(today)} (Berliner Zeit)`)).toBeVisible();
    await expect(page.getByLabel('Von')).toHaveValue(addDays(today, -27));
    await expect(page.getByLabel('Bis')).toHaveValue(today);

    // At a glance: 72 views, 60 of them arrivals, 3 signups, 3 of 60 = 5 %.
    const glance = page.getByRole('region', { name: 'Auf einen Blick' });
    for (const [term, value] of [['Seitenaufrufe', '72'], ['Ankünfte von außerhalb', '60'], ['Probestunden angemeldet', '3'], ['Anmeldungen je Ankunft', '5,0\u00a0%']] as const) {
      await expect(glance.getByText(term, { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(value);
    }
    expect(await tableRows(page, 'Vom Besuch zur Buchung')).toEqual([
      ['Ankünfte auf der Website', '60', ''],
      ['Probestunde angemeldet', '3', '5,0\u00a0%'],
      // Nobody is marked yet (the lessons are ahead): no data, not 0. No booking came through a trial's link: 0.
      ['Zur Probestunde gekommen', '–', '–'],
      ['Kurs gebucht nach der Probestunde', '0', '–'],
    ]);
    await expect(page.getByText('„–“ heißt: noch keine Daten, nicht 0.').first()).toBeVisible();
    expect(await tableRows(page, 'Ankünfte nach Herkunft')).toEqual([
      ['google', '40', '66,7\u00a0%'],
      ['direkt (ohne Verweis)', '12', '20,0\u00a0%'],
      ['Kampagne: eltern-newsletter', '6', '10,0\u00a0%'],
      ['instagram', '2', '3,3\u00a0%'],
    ]);
    expect(await tableRows(page, 'Ankünfte nach Einstiegsseite')).toEqual([
      ['/', '42', '70,0\u00a0%'],
      ['/start/signup', '12', '20,0\u00a0%'],
      ['/courses/3', '6', '10,0\u00a0%'],
    ]);
    const weeks = await tableRows(page, 'Je Woche');
    const week = (day: string) => weeks.find((row) => row[0] === german(weekOf(day)));
    expect(week(d1)).toEqual([german(weekOf(d1)), '40', '0']);
    expect(week(d2)).toEqual([german(weekOf(d2)), '18', '0']);
    expect(week(today)).toEqual([german(weekOf(today)), weekOf(d3) === weekOf(today) ? '2' : '0', '3']);
    expect(await tableRows(page, 'Anfragen je Formular')).toEqual([
      ['Probestunde und Warteliste (/start/signup)', '3', '5,0\u00a0%'],
      ['Kontakt (/contact)', '1', '1,7\u00a0%'],
    ]);
    expect(await tableRows(page, 'Quiz')).toEqual([
      ['/quizcarousel', '0', '0', '–'],
      ['/quiz', '3', '1', '33,3\u00a0%'],
    ]);

    // The charts: server-rendered SVG, each an image with a name and a description, beside its table.
    for (const [name, description] of [
      ['Trichter als Balken', /Ankünfte auf der Website: 60; Probestunde angemeldet: 3 · 5,0\s%; Zur Probestunde gekommen: noch keine Daten/],
      ['Ankünfte und Anmeldungen je Woche', /Ankünfte: zusammen 60, .*Probestunden angemeldet: zusammen 3/],
      ['Ankünfte nach Herkunft als Balken', /google: 40 · 66,7\s%/],
      ['Die 3 häufigsten Einstiegsseiten als Balken', /\/: 42 · 70,0\s%/],
    ] as const) {
      const chart = page.getByRole('img', { name });
      await expect(chart).toBeVisible();
      await expect(chart).toHaveAccessibleDescription(description);
    }
    // Nothing on the page needs a script for them: the charts are in the HTML as it arrives.
    const html = await (await page.request.get(`${server.localUrl}/intern/zahlen`)).text();
    expect(html).toContain('<svg role="img" aria-labelledby="funnel-chart-title"');

    // Each table as CSV, the same numbers as on the page; one by the link as the browser downloads it.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: '„Vom Besuch zur Buchung“ als CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`codingstars-trichter-${addDays(today, -27)}-bis-${today}.csv`);
    expect(await readFile((await file.path())!, 'utf8')).toBe(
      'Schritt,Anzahl,Anteil am Schritt davor (%)\nAnkünfte auf der Website,60,\nProbestunde angemeldet,3,5.0\nZur Probestunde gekommen,,\nKurs gebucht nach der Probestunde,0,\n',
    );
    const captions = await page.getByRole('table').evaluateAll((tables) => tables.map((table) => table.querySelector('caption')?.textContent ?? ''));
    expect(captions).toHaveLength(CSV_FILES.length);
    for (const [i, name] of CSV_FILES.entries()) {
      const href = await page.getByRole('link', { name: `„${captions[i]}“ als CSV` }).getAttribute('href');
      expect(href).toBe(`/intern/zahlen/${name}.csv?von=${addDays(today, -27)}&bis=${today}`);
      const response = await page.request.get(`${server.localUrl}${href}`);
      expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('private, no-store');
      const [, ...lines] = (await response.text()).trimEnd().split('\n');
      const shown = await tableRows(page, captions[i]!);
      const rows = shown.length === 1 && shown[0]!.length === 1 ? [] : shown;
      expect(lines.map((line) => line.split(',')), name).toEqual(rows.map((row) => row.map(asCsv)));
    }
    const pageViews = await page.request.get(`${server.localUrl}/intern/zahlen/seitenaufrufe.csv?von=${addDays(today, -27)}&bis=${today}`);
    const viewLines = (await pageViews.text()).trimEnd().split('\n');
    expect(viewLines[0]).toBe('day,route,source,device,views');
    expect(viewLines).toHaveLength(8);
    expect(viewLines).toContain(`${d1},/,google,phone,30`);

    // A period with this week's trial dates, chosen in the form (a plain GET: no script needed).
    await page.getByLabel('Bis').fill(trialDates[1]!);
    await page.getByRole('button', { name: 'Anzeigen' }).click();
    await expect(page).toHaveURL(`${server.localUrl}/intern/zahlen?von=${addDays(today, -27)}&bis=${trialDates[1]}`);
    expect(await tableRows(page, 'Probestunden je Termin')).toEqual([
      [german(trialDates[0]!), '2', '0', '0', '–', '–', '0'],
      [german(trialDates[1]!), '1', '0', '0', '–', '–', '0'],
    ]);
    await expectNoAxeViolations(page, 'numbers 1280');
    await picture(page, { path: `${SHOTS}/numbers-1280.png`, fullPage: true });

    // On a phone: the same page, tables scrolling in their own frame, the charts scaled to the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'numbers 390');
    await picture(page, { path: `${SHOTS}/numbers-390.png`, fullPage: true });

    // A period longer than 12 months is refused in words, with the dates kept and no numbers.
    await page.goto(`${server.localUrl}/intern/zahlen?von=2020-01-01&bis=${today}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Diesen Zeitraum kann ich nicht zeigen' })).toContainText('Der Zeitraum ist länger als 12 Monate. Mit diesem Beginn geht er höchstens bis 31.12.2020.');
    await expect(page.getByLabel('Von')).toHaveValue('2020-01-01');
    await expect(page.getByRole('table')).toHaveCount(0);
    await picture(page.locator('form[action="/intern/zahlen"]'), { path: `${SHOTS}/numbers-period-refused-390.png` });
  });

  test('without a session every address of it sends to the sign-in and gives away nothing', async ({ request }) => {
    const query = `?von=${addDays(today, -27)}&bis=${today}`;
    for (const address of ['/intern/zahlen', `/intern/zahlen${query}`, ...[...CSV_FILES, 'seitenaufrufe', 'gibt-es-nicht'].map((name) => `/intern/zahlen/${name}.csv${query}`)]) {
      const response = await request.get(`${server.localUrl}${address}`, { maxRedirects: 0 });
      expect(response.status(), address).toBe(307);
      expect(new URL(response.headers().location!, server.localUrl).pathname, address).toBe('/intern/anmelden');
      const body = await response.text();
      for (const secret of ['google', 'Ankünfte', 'eltern-newsletter', 'day,route', 'Schritt,Anzahl']) expect(body, address).not.toContain(secret);
    }
  });
});
