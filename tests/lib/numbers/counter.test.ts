/**
 * @jest-environment node
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createPageViewCounter, installPageViewCounter, runningPageViewCounter } from '@/lib/numbers/counter';
import { countedPages } from '@/lib/numbers/pages';
import { createTally } from '@/lib/numbers/tally';
import { FILL_HEADER } from '@/lib/server/static-pages.mjs';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGES = new Set(['/', '/faq', '/courses/3', '/quiz', '/quizcarousel']);
// 23:30 UTC on 31 Dec is already 1 Jan in Berlin.
const NEW_YEAR = new Date('2026-12-31T23:30:00Z');

function counter() {
  return createPageViewCounter({ pages: PAGES, siteHosts: ['www.codingstars.de', 'codingstars.de'], now: () => NEW_YEAR });
}

/** A request as server.mjs sees it, and its response, which "goes out" with `status`. */
function exchange(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const req = { method, url, headers: { host: '127.0.0.1:3000', 'user-agent': BROWSER, ...headers } } as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), { statusCode: 0 }) as unknown as ServerResponse;
  return {
    req,
    res,
    send(status: number) {
      res.statusCode = status;
      res.emit('finish');
    },
  };
}

function visit(views: ReturnType<typeof counter>, url: string, headers: Record<string, string> = {}, { status = 200, method = 'GET' } = {}) {
  const { req, res, send } = exchange(url, headers, method);
  views.watch(req, res);
  send(status);
}

const counted = (views: ReturnType<typeof counter>) => views.tally.take();

describe('page views where the server answers them', () => {
  it('counts a page with its Berlin day, its path, its source and its device class', () => {
    const views = counter();
    visit(views, '/faq', { referer: 'https://www.google.de/' });
    visit(views, '/faq', { referer: 'https://www.google.de/' });
    visit(views, '/courses/3?utm_source=Newsletter', { 'sec-ch-ua-mobile': '?1' });
    visit(views, '/', { referer: 'http://127.0.0.1:3000/faq' });
    visit(views, '/');
    expect(counted(views).views).toEqual([
      { day: '2027-01-01', route: '/faq', source: 'google', device: 'desktop', views: 2 },
      { day: '2027-01-01', route: '/courses/3', source: 'utm:newsletter', device: 'phone', views: 1 },
      { day: '2027-01-01', route: '/', source: 'intern', device: 'desktop', views: 1 },
      { day: '2027-01-01', route: '/', source: 'direkt', device: 'desktop', views: 1 },
    ]);
  });

  it('counts each view under the Berlin day it happened on, across midnight and the change of time', () => {
    let clock = new Date('2026-12-31T22:59:59.999Z');
    const views = createPageViewCounter({ pages: PAGES, siteHosts: [], now: () => clock });
    const at = (iso: string) => {
      clock = new Date(iso);
      visit(views, '/faq');
    };
    at('2026-12-31T22:59:59.999Z');
    at('2026-12-31T23:00:00.000Z');
    at('2027-03-27T22:59:59.999Z');
    at('2027-03-27T23:00:00.000Z');
    at('2027-03-28T21:59:59.999Z');
    at('2027-03-28T22:00:00.000Z');
    // A clock set back (NTP) is followed too.
    at('2027-03-28T21:00:00.000Z');
    expect(views.tally.take().views.map(({ day, views: n }) => [day, n])).toEqual([
      ['2026-12-31', 1],
      ['2027-01-01', 1],
      ['2027-03-27', 1],
      ['2027-03-28', 3],
      ['2027-03-29', 1],
    ]);
  });

  it('counts a page the browser already has (304) as a view', () => {
    const views = counter();
    visit(views, '/faq', { 'if-none-match': '"abc"' }, { status: 304 });
    expect(counted(views).views).toHaveLength(1);
  });

  it.each([
    ['a HEAD', '/faq', {}, { method: 'HEAD' }],
    ['a POST', '/faq', {}, { method: 'POST' }],
    ['a 404', '/faq', {}, { status: 404 }],
    ['a 500', '/faq', {}, { status: 500 }],
    ['a redirect', '/faq', {}, { status: 308 }],
    ['a path that is no page', '/nope', {}, {}],
    ['a file', '/robots.txt', {}, {}],
    ['a script', '/_next/static/chunks/a.js', {}, {}],
    ['an API route', '/api/health', {}, {}],
    ['the team’s room', '/intern', {}, {}],
    ['an RSC request', '/faq', { rsc: '1' }, {}],
    ['an RSC request by query', '/faq?_rsc=abc', {}, {}],
    ['a router prefetch', '/faq', { rsc: '1', 'next-router-prefetch': '1' }, {}],
    ['a segment prefetch', '/faq', { 'next-router-segment-prefetch': '/_tree' }, {}],
    ['the static page’s own fill', '/faq', { [FILL_HEADER]: '1' }, {}],
    ['a browser prefetch', '/faq', { 'sec-purpose': 'prefetch' }, {}],
    ['a speculative prerender', '/faq', { 'sec-purpose': 'prefetch;prerender' }, {}],
    ['a fetch() of the page', '/faq', { 'sec-fetch-dest': 'empty' }, {}],
    ['a crawler', '/faq', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }, {}],
    ['a headless browser', '/faq', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' }, {}],
    ['no user agent', '/faq', { 'user-agent': '' }, {}],
  ])('does not count %s', (_, url, headers, options) => {
    const views = counter();
    visit(views, url, headers as Record<string, string>, options);
    expect(counted(views)).toEqual({ views: [], events: [] });
  });

  it('keeps nothing of the request but the four keys and the number', () => {
    const views = counter();
    visit(views, '/faq?utm_source=x&email=eltern@beispiel.de', { referer: 'https://www.google.de/search?q=geheim', 'user-agent': `${BROWSER} Marker/42`, cookie: 'id=7' });
    const text = JSON.stringify(counted(views));
    for (const secret of ['geheim', 'Marker', 'eltern', 'id=7', '127.0.0.1']) expect(text).not.toContain(secret);
  });
});

describe('reports from the browser', () => {
  const headers = (extra: Record<string, string> = {}) => new Headers({ host: 'www.codingstars.de', 'user-agent': BROWSER, 'sec-fetch-site': 'same-origin', ...extra });

  it('counts a client-side navigation as a view from this site, by path only', () => {
    const views = counter();
    expect(views.report(headers(), '/faq')).toBe(true);
    expect(views.report(headers({ 'sec-ch-ua-mobile': '?1' }), '/courses/3?kurs=1#anmeldung')).toBe(true);
    // Back and forward name the whole address.
    expect(views.report(headers(), 'https://www.codingstars.de/faq')).toBe(true);
    expect(counted(views).views).toEqual([
      { day: '2027-01-01', route: '/faq', source: 'intern', device: 'desktop', views: 2 },
      { day: '2027-01-01', route: '/courses/3', source: 'intern', device: 'phone', views: 1 },
    ]);
  });

  it('counts a finished quiz on the quiz pages only', () => {
    const views = counter();
    expect(views.report(headers(), 'quiz-finished /quiz')).toBe(true);
    expect(views.report(headers(), 'quiz-finished /quizcarousel')).toBe(true);
    expect(views.report(headers(), 'quiz-finished /quiz')).toBe(true);
    expect(views.report(headers(), 'quiz-finished /faq')).toBe(false);
    expect(counted(views).events).toEqual([
      { day: '2027-01-01', route: '/quiz', event: 'quiz-finished', count: 2 },
      { day: '2027-01-01', route: '/quizcarousel', event: 'quiz-finished', count: 1 },
    ]);
  });

  it.each([
    ['another site’s page', { 'sec-fetch-site': 'cross-site' }, '/faq'],
    ['a bot', { 'user-agent': 'Googlebot/2.1' }, '/faq'],
    ['a path that is no page', {}, '/nope'],
    ['the team’s room', {}, '/intern'],
    ['another host', {}, 'https://elsewhere.example/faq'],
    ['an unknown event', {}, 'clicked /faq'],
    ['an event without a page', {}, 'quiz-finished'],
    ['a prototype key', {}, 'constructor /quiz'],
    ['nothing', {}, ''],
    ['garbage', {}, '\u0000\u0001'],
  ])('ignores %s', (_, extra, body) => {
    const views = counter();
    expect(views.report(headers(extra as Record<string, string>), body)).toBe(false);
    expect(counted(views)).toEqual({ views: [], events: [] });
  });

  it('is found on globalThis by the endpoint that Next bundles on its own', () => {
    const views = counter();
    installPageViewCounter(views);
    expect(runningPageViewCounter()).toBe(views);
  });
});

describe('the pages of a build', () => {
  it('are the prerendered pages and the page routes without parameters, less files, the 404 page and /intern', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'numbers-build-'));
    try {
      writeFileSync(
        path.join(dir, 'prerender-manifest.json'),
        JSON.stringify({
          routes: {
            '/': { routeType: 'page' },
            '/_not-found': { routeType: 'page' },
            '/courses/1': { routeType: 'page' },
            '/courses/1/opengraph-image-x': { routeType: 'route' },
            '/courses/nicht-gefunden': { routeType: 'page' },
            '/ferienkurse/(.)minecraft-mods': { routeType: 'page' },
            '/ferienkurse/minecraft-mods': { routeType: 'page' },
            '/robots.txt': { routeType: 'route' },
          },
        }),
      );
      writeFileSync(
        path.join(dir, 'app-path-routes-manifest.json'),
        JSON.stringify({
          '/(site)/page': '/',
          '/(site)/courses/[id]/page': '/courses/[id]',
          '/(funnel)/start/signup/absagen/page': '/start/signup/absagen',
          '/(intern)/intern/page': '/intern',
          '/(intern)/intern/zahlen/page': '/intern/zahlen',
          '/api/health/route': '/api/health',
          '/sitemap.xml/route': '/sitemap.xml',
        }),
      );
      expect([...countedPages(dir)].sort()).toEqual(['/', '/courses/1', '/ferienkurse/minecraft-mods', '/start/signup/absagen']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the tally', () => {
  it('adds up per key, hands everything to a flush at once, and takes a failed flush back', () => {
    const tally = createTally();
    tally.addView('2027-01-01', '/', 'google', 'phone');
    tally.addView('2027-01-01', '/', 'google', 'phone', 2);
    tally.addEvent('2027-01-01', '/quiz', 'quiz-finished');
    const batch = tally.take();
    expect(batch).toEqual({
      views: [{ day: '2027-01-01', route: '/', source: 'google', device: 'phone', views: 3 }],
      events: [{ day: '2027-01-01', route: '/quiz', event: 'quiz-finished', count: 1 }],
    });
    expect(tally.size()).toBe(0);
    tally.addView('2027-01-01', '/', 'google', 'phone');
    tally.restore(batch);
    expect(tally.take().views).toEqual([{ day: '2027-01-01', route: '/', source: 'google', device: 'phone', views: 4 }]);
  });

  it('holds at most maxKeys keys: known keys keep counting, new ones are dropped and counted as dropped', () => {
    const tally = createTally({ maxKeys: 2 });
    tally.addView('2027-01-01', '/', 'google', 'phone');
    tally.addEvent('2027-01-01', '/quiz', 'quiz-finished');
    tally.addView('2027-01-01', '/faq', 'google', 'phone', 5);
    tally.addEvent('2027-01-01', '/quizcarousel', 'quiz-finished');
    tally.addView('2027-01-01', '/', 'google', 'phone');
    expect(tally.size()).toBe(2);
    expect(tally.takeDropped()).toBe(6);
    expect(tally.takeDropped()).toBe(0);
    expect(tally.take().views).toEqual([{ day: '2027-01-01', route: '/', source: 'google', device: 'phone', views: 2 }]);
  });
});
