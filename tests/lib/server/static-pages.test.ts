/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressPage, etagMatches, FILL_HEADER, isPlainPageRequest, preferredEncoding, staticPagePaths } from '../../../lib/server/static-pages.mjs';

describe('which requests Next would answer with the static page', () => {
  const plain = { method: 'GET', url: '/impressum', headers: { 'accept-encoding': 'gzip, br' } };
  it.each([
    ['a plain GET', plain, true],
    ['a HEAD', { ...plain, method: 'HEAD' }, true],
    ['a POST (a server action or form)', { ...plain, method: 'POST' }, false],
    ['any query, such as ?_rsc=…', { ...plain, url: '/impressum?_rsc=1x2y' }, false],
    ['a client navigation (RSC header)', { ...plain, headers: { rsc: '1' } }, false],
    ['a router prefetch', { ...plain, headers: { 'next-router-prefetch': '1' } }, false],
    ['a segment prefetch', { ...plain, headers: { 'next-router-segment-prefetch': '/_tree' } }, false],
    ['a server action', { ...plain, headers: { 'next-action': 'abc' } }, false],
    ['an interception (next-url)', { ...plain, headers: { 'next-url': '/ferienkurse' } }, false],
    ['the fill request itself', { ...plain, headers: { [FILL_HEADER]: '1' } }, false],
    ['draft mode', { ...plain, headers: { cookie: 'a=1; __prerender_bypass=xyz' } }, false],
    ['other cookies', { ...plain, headers: { cookie: 'cookieConsent=essential' } }, true],
  ])('%s → %s', (_, request, expected) => {
    expect(isPlainPageRequest(request)).toBe(expected);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['identity', null],
    ['', null],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['*', '"abc"', true],
    ['"x"', '"abc"', false],
    [undefined, '"abc"', false],
    ['"abc"', undefined, false],
  ])('%s against %s → %s', (header, etag, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});

describe('compressPage', () => {
  const body = Buffer.from(`<!DOCTYPE html><html lang="de"><body>${'Programmieren lernen. '.repeat(200)}</body></html>`);
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'public, max-age=0',
    etag: '"e1"',
    vary: 'rsc, Accept-Encoding',
    'transfer-encoding': 'chunked',
    connection: 'keep-alive',
    date: 'Tue, 24 Nov 2026 22:00:00 GMT',
  };

  it('keeps what Next said about the page, drops what belonged to that connection, and compresses both ways', async () => {
    const page = await compressPage({ status: 200, headers, body });
    expect(page?.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0', etag: '"e1"', vary: 'rsc, Accept-Encoding' });
    expect(page?.etag).toBe('"e1"');
    expect(brotliDecompressSync(page!.bodies.br).equals(body)).toBe(true);
    expect(gunzipSync(page!.bodies.gzip).equals(body)).toBe(true);
    expect(page!.bodies.br.length).toBeLessThan(body.length / 10);
  });

  it.each([
    ['an error page', { status: 500, headers, body }],
    ['a redirect', { status: 308, headers, body }],
    ['an answer already compressed', { status: 200, headers: { ...headers, 'content-encoding': 'gzip' }, body }],
    ['something other than HTML', { status: 200, headers: { ...headers, 'content-type': 'text/x-component' }, body }],
    ['an answer that sets a cookie', { status: 200, headers: { ...headers, 'set-cookie': ['a=1'] }, body }],
  ])('keeps nothing of %s', async (_, response) => {
    expect(await compressPage(response)).toBeNull();
  });
});

describe('staticPagePaths', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'static-pages-'));
    mkdirSync(path.join(dist, 'server'));
    const page = (revalidate: number | false, dataRoute = '/x.rsc') => ({ routeType: 'page', initialRevalidateSeconds: revalidate, dataRoute });
    writeFileSync(
      path.join(dist, 'prerender-manifest.json'),
      JSON.stringify({
        routes: {
          '/': page(false, '/index.rsc'),
          '/impressum': page(false),
          '/python': page(3600),
          '/courses/1': page(false),
          '/_not-found': page(false),
          '/ferienkurse/(.)minecraft-mods': page(false),
          '/ferienkurse/bad': page(false),
          '/robots.txt': { routeType: 'route', initialRevalidateSeconds: false, dataRoute: null },
        },
      }),
    );
    writeFileSync(
      path.join(dist, 'routes-manifest.json'),
      JSON.stringify({ redirects: [{ regex: '^(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))/$' }], rewrites: { beforeFiles: [{ regex: '^/ferienkurse(?:/(bad))$' }], afterFiles: [], fallback: [] } }),
    );
    writeFileSync(
      path.join(dist, 'server', 'functions-config-manifest.json'),
      JSON.stringify({ functions: { '/_middleware': { matchers: [{ regexp: '^/courses(?:/([^/#?]+?))[/#?]?$' }] } } }),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('takes pages prerendered once, and none that revalidate, pass the proxy, a rewrite or a redirect', () => {
    expect([...staticPagePaths(dist)].sort()).toEqual(['/', '/impressum']);
  });

  it('works for a build without a proxy', () => {
    rmSync(path.join(dist, 'server', 'functions-config-manifest.json'));
    expect([...staticPagePaths(dist)].sort()).toEqual(['/', '/courses/1', '/impressum']);
  });
});
