import { mkdtemp, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { devices, type Page } from '@playwright/test';
import { expect, test, waitForChunksOnLoad } from './fixtures';
import { dumpDatabase } from './database-dump';
import { startServer, stopServer, type OwnServer } from './own-server';
import { openDatabase, type DatabaseConfig } from '../lib/db/connect';
import { berlinIsoDate } from '../lib/calendar/dates';
import { startPostgres, type TestPostgres } from '../scripts/postgres.mjs';

// The cookieless numbers (issue 49) as a visitor produces them: the server counts each document it answers, the
// browser reports client-side navigations and a finished quiz; every instance adds its counts to the database on a
// timer and once more when it stops gracefully. Each test has servers and a database of its own.

/** A desktop Chrome with a version no other test uses: the string the database must never contain. */
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/149.0.7311.42 Safari/537.36';
const PHONE = devices['iPhone 13'].userAgent;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/149.0.7311.42 Safari/537.36';

interface Row {
  route: string;
  source: string;
  device: string;
  views: number;
}

/** The stored page views and events, ordered, with their day checked to be today's in Berlin. */
async function counts(config: DatabaseConfig) {
  const db = openDatabase(config);
  try {
    const views = await db.kysely.selectFrom('page_views').selectAll().orderBy('route').orderBy('source').orderBy('device').execute();
    const events = await db.kysely.selectFrom('page_events').selectAll().orderBy('route').execute();
    const today = berlinIsoDate(new Date());
    expect([...views, ...events].every((row) => row.day === today)).toBe(true);
    return {
      views: views.map(({ route, source, device, views: n }): Row => ({ route, source, device, views: Number(n) })),
      events: events.map(({ route, event, count }) => ({ route, event, count: Number(count) })),
    };
  } finally {
    await db.close();
  }
}

/** Runs `act` and waits until the server has answered the browser's report it causes. */
async function reported(page: Page, act: () => Promise<unknown>) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v') && response.request().method() === 'POST');
  await act();
  expect((await answered).status()).toBe(204);
}

/** Stops a server as a deployment does (SIGTERM) and waits until it has exited: its last flush is then in the database. */
async function stopGracefully(server: OwnServer) {
  await stopServer(server.child, 'SIGTERM');
  expect(server.child.exitCode ?? server.child.signalCode).toBe(143);
}

test.describe('page views counted without cookies', () => {
  test('a scripted visit is counted exactly; prefetches, bots, HEAD and 404 are not; the database holds no address, user agent or identifier', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'numbers-'));
    const database = { path: path.join(dir, 'codingstars.db') };
    // An hour: only the graceful stop adds the counts, so nothing is in the database before it.
    const server = await startServer({ DATABASE_PATH: database.path, PAGE_VIEW_FLUSH_MS: '3600000' });
    const { url } = server;
    try {
      const desktop = await browser.newContext({ userAgent: DESKTOP, viewport: { width: 1280, height: 800 }, locale: 'de-DE' });
      await desktop.addInitScript(() => {
        localStorage.cookieConsent = 'essential';
        localStorage.typeIntroShown = 'true';
      });
      const page = await desktop.newPage();
      // The clicks below are client-side navigations: each goto waits for Next's chunks, as the page fixture does.
      waitForChunksOnLoad(page);

      // From a Google result to the home page, then through the header: client-side navigations, one of them back.
      await page.goto(`${url}/`, { referer: 'https://www.google.de/' });
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      // Hovering and showing links prefetches nothing that counts (the site's links do not prefetch at all).
      for (const name of ['Preise', 'Über uns', 'Kontakt', 'Ferienkurse']) await nav.getByRole('link', { name, exact: true }).hover();
      await reported(page, () => nav.getByRole('link', { name: 'Preise', exact: true }).click());
      await expect(page).toHaveURL(`${url}/preise`);
      await reported(page, () => nav.getByRole('link', { name: 'Über uns', exact: true }).click());
      await expect(page).toHaveURL(`${url}/info`);
      await reported(page, () => page.goBack());
      await expect(page).toHaveURL(`${url}/preise`);
      // A campaign link and its reload (a view too: 200, or 304 for the copy the browser has), a link from Instagram.
      await page.goto(`${url}/faq?utm_source=Eltern-Newsletter`);
      await page.reload();
      await page.goto(`${url}/courses/3`, { referer: 'https://l.instagram.com/' });
      // The quiz, finished.
      await page.goto(`${url}/quiz`);
      await reported(page, () => page.getByRole('button', { name: 'Abgeben' }).click());
      await desktop.close();

      // A phone, from Bing.
      const phone = await browser.newContext({ ...devices['iPhone 13'], locale: 'de-DE' });
      const phonePage = await phone.newPage();
      await phonePage.goto(`${url}/team`, { referer: 'https://www.bing.com/' });
      await phone.close();

      // Not counted: a headless browser that says so (a bot by its user agent), with a navigation of its own; a
      // crawler; HEAD; 404s; RSC requests and prefetches; a browser prefetch; files; reports from another site or of no page.
      const headless = await browser.newContext({ userAgent: HEADLESS, viewport: { width: 1280, height: 800 } });
      await headless.addInitScript(() => {
        localStorage.cookieConsent = 'essential';
      });
      const headlessPage = await headless.newPage();
      waitForChunksOnLoad(headlessPage);
      await headlessPage.goto(`${url}/preise`);
      await reported(headlessPage, () => headlessPage.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontakt', exact: true }).click());
      await headless.close();
      const as = (userAgent: string, headers: Record<string, string> = {}) => ({ headers: { 'user-agent': userAgent, ...headers } });
      expect((await request.get(`${url}/faq`, as(GOOGLEBOT))).status()).toBe(200);
      expect((await request.head(`${url}/faq`, as(DESKTOP))).status()).toBe(200);
      expect((await request.get(`${url}/gibt-es-nicht`, as(DESKTOP))).status()).toBe(404);
      expect((await request.get(`${url}/courses/999`, as(DESKTOP))).status()).toBe(404);
      expect((await request.get(`${url}/faq`, as(DESKTOP, { rsc: '1', 'next-router-prefetch': '1' }))).status()).toBe(200);
      expect((await request.get(`${url}/faq?_rsc=1a2b3`, as(DESKTOP, { rsc: '1' }))).status()).toBe(200);
      expect((await request.get(`${url}/faq`, as(DESKTOP, { 'sec-purpose': 'prefetch' }))).status()).toBe(200);
      for (const file of ['/robots.txt', '/sitemap.xml', '/icon.svg', '/manifest.webmanifest']) expect((await request.get(`${url}${file}`, as(DESKTOP))).status()).toBe(200);
      const report = (body: string, headers: Record<string, string> = {}) => request.post(`${url}/api/v`, { data: body, ...as(DESKTOP, { 'content-type': 'text/plain', ...headers }) });
      expect((await report('/faq', { 'sec-fetch-site': 'cross-site' })).status()).toBe(204);
      expect((await report('/gibt-es-nicht')).status()).toBe(204);
      expect((await report('quiz-finished /faq')).status()).toBe(204);

      await stopGracefully(server);
      expect(await counts(database)).toEqual({
        views: [
          { route: '/', source: 'google', device: 'desktop', views: 1 },
          { route: '/courses/3', source: 'instagram', device: 'desktop', views: 1 },
          { route: '/faq', source: 'utm:eltern-newsletter', device: 'desktop', views: 2 },
          { route: '/info', source: 'intern', device: 'desktop', views: 1 },
          { route: '/preise', source: 'intern', device: 'desktop', views: 2 },
          { route: '/quiz', source: 'direkt', device: 'desktop', views: 1 },
          { route: '/team', source: 'bing', device: 'phone', views: 1 },
        ],
        events: [{ route: '/quiz', event: 'quiz-finished', count: 1 }],
      });

      // Every table, and for SQLite the file's bytes: no address, no user agent, nothing that tells visitors apart.
      const { tables, text } = await dumpDatabase(database);
      expect(Object.keys(tables)).toEqual(expect.arrayContaining(['page_views', 'page_events', 'enquiries', 'rate_limits', 'instances']));
      for (const secret of ['127.0.0.1', '::1', DESKTOP, 'Chrome/149', PHONE, 'iPhone', 'Mozilla', HEADLESS, 'HeadlessChrome', 'Googlebot', 'Eltern-Newsletter', 'l.instagram.com', 'www.google.de']) {
        expect(text, `the database contains ${secret}`).not.toContain(secret);
      }
      // The rest holds nothing after page views but the server's own sign of life (its host and process) and the offer
      // it was seeded with (lib/offer/: holiday runs, calendar, positions, promotion; nobody's data).
      for (const table of Object.keys(tables).filter((name) => !/^(page_|kysely_|instances$|offer_)/.test(name))) {
        expect(tables[table], `${table} is empty after page views`).toEqual([]);
      }
      for (const row of tables.instances as Record<string, unknown>[]) expect(row).toEqual({ id: expect.stringMatching(`^${hostname()}:`), host: hostname(), pid: expect.anything(), seen_at: expect.any(String) });
      for (const row of tables.page_views as Record<string, unknown>[]) expect(Object.keys(row).sort()).toEqual(['day', 'device', 'route', 'source', 'views']);
      for (const row of tables.page_events as Record<string, unknown>[]) expect(Object.keys(row).sort()).toEqual(['count', 'day', 'event', 'route']);
    } finally {
      await stopServer(server.child, 'SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});

test.describe('10,000 page views on two instances and one PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' });
  let postgres: TestPostgres;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    postgres = await startPostgres();
  });
  test.afterAll(async () => {
    await postgres?.destroy();
  });

  test('50 connections, half on each instance: every view counted once after both stop gracefully', async () => {
    test.setTimeout(240_000);
    const database = { url: await postgres.createDatabase('numbers_load'), path: '' };
    // Both flush every half second while the load runs, so their upserts of the same keys meet.
    const env = { DATABASE_URL: database.url, PAGE_VIEW_FLUSH_MS: '500' };
    const servers = await Promise.all([startServer(env), startServer(env)]);
    try {
      const started = Date.now();
      // On each instance the home page from Google and a course page opened directly on a phone, both served from
      // memory (a page through Next counts the same way: the visit above). Each key on both instances, so both add to
      // the same two rows.
      // Brotli, as browsers take it: the uncompressed home page is 160 KB, which would make this a test of loopback.
      const home = { path: '/', headers: { 'user-agent': DESKTOP, referer: 'https://www.google.de/', 'accept-encoding': 'br' } };
      const course = { path: '/courses/3', headers: { 'user-agent': PHONE, 'accept-encoding': 'br' } };
      const runs = await Promise.all(
        servers.flatMap((server) =>
          [
            [home, 13],
            [course, 12],
          ].map(([request, connections]) =>
            autocannon({ url: server.url, connections: connections as number, amount: 2500, requests: [{ method: 'GET', ...(request as typeof home) }] }),
          ),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      for (const result of runs) {
        expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx, answered: result['2xx'] }).toEqual({ errors: 0, timeouts: 0, non2xx: 0, answered: 2500 });
      }
      console.log(`numbers load: 10000 page views over 50 connections in ${seconds.toFixed(1)} s (${Math.round(10_000 / seconds)}/s over both instances)`);

      await Promise.all(servers.map(stopGracefully));
      expect(await counts(database)).toEqual({
        views: [
          { route: '/', source: 'google', device: 'desktop', views: 5000 },
          { route: '/courses/3', source: 'direkt', device: 'phone', views: 5000 },
        ],
        events: [],
      });
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child, 'SIGKILL')));
    }
  });
});
