import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { FILL_HEADER } from '../lib/server/static-pages.mjs';

/**
 * server.mjs (what `npm start` runs) answers prerendered pages from memory, compressed once
 * (lib/server/static-pages.mjs). Next itself only ever gzips, so a Brotli answer comes from memory.
 */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** Headers that describe one connection or one encoding, not the page. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

/** The page as Next answers it, past the memory copy, uncompressed. */
const fromNext = (request: APIRequestContext, path: string) => request.get(path, { headers: { 'accept-encoding': 'identity', [FILL_HEADER]: '1' } });

/** Asks for `path` until the answer comes from memory (the first request fills it in the background). */
async function fromMemory(request: APIRequestContext, path: string, headers: Record<string, string> = BROWSER) {
  await expect
    .poll(async () => (await request.get(path, { headers: BROWSER })).headers()['content-encoding'], { timeout: 10_000 })
    .toBe('br');
  return request.get(path, { headers });
}

const pageHeaders = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));

test.describe('prerendered pages compressed once (server.mjs)', () => {
  test('a page from memory is byte for byte what Next sends, with the same headers', async ({ request }) => {
    for (const path of ['/', '/impressum', '/contact']) {
      const memory = await fromMemory(request, path);
      const next = await fromNext(request, path);
      expect(memory.status(), path).toBe(200);
      expect(memory.headers()['content-encoding'], path).toBe('br');
      expect(Number(memory.headers()['content-length']), path).toBeLessThan((await next.body()).length / 4);
      expect((await memory.body()).equals(await next.body()), `${path}: same HTML`).toBe(true);
      expect(pageHeaders(memory.headers()), `${path}: same headers`).toEqual(pageHeaders(next.headers()));
    }
  });

  test('gzip for a client without Brotli, nothing compressed for one that takes neither', async ({ request }) => {
    const next = await (await fromNext(request, '/impressum')).body();
    const gzip = await fromMemory(request, '/impressum', { 'accept-encoding': 'gzip' });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect((await gzip.body()).equals(next)).toBe(true);
    const plain = await request.get('/impressum', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect((await plain.body()).equals(next)).toBe(true);
  });

  test('HEAD sends the headers only; a known ETag gets 304 without a body', async ({ request }) => {
    const page = await fromMemory(request, '/faq');
    const head = await request.head('/faq', { headers: BROWSER });
    expect(head.status()).toBe(200);
    expect(head.headers()['content-length']).toBe(page.headers()['content-length']);
    expect((await head.body()).length).toBe(0);
    const etag = page.headers().etag!;
    expect(etag).toBeTruthy();
    const again = await request.get('/faq', { headers: { ...BROWSER, 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    expect((await again.body()).length).toBe(0);
    expect(again.headers()['cache-control']).toBe(page.headers()['cache-control']);
  });

  test('what Next answers differently stays with Next: client navigation, queries, pages that revalidate, the proxy', async ({ request }) => {
    await fromMemory(request, '/preise');
    const navigation = await request.get('/preise', { headers: { ...BROWSER, rsc: '1' } });
    expect(navigation.headers()['content-type']).toContain('text/x-component');
    const query = await request.get('/preise?utm_source=test', { headers: BROWSER });
    expect(query.status()).toBe(200);
    expect(query.headers()['content-encoding']).toBe('gzip');
    for (const path of ['/python', '/ferienkurse', '/courses/1']) {
      for (let i = 0; i < 3; i += 1) expect((await request.get(path, { headers: BROWSER })).headers()['content-encoding'], path).toBe('gzip');
    }
    expect((await request.get('/courses/42', { headers: BROWSER })).status()).toBe(404);
  });
});
