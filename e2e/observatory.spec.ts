import { expect, test } from './fixtures';
import { ROUTES } from './routes';
import { lateScriptSources } from '../lib/build/late-scripts.mjs';

/*
 * One test per row of the Mozilla HTTP Observatory rubric (developer.mozilla.org/en-US/observatory, scoring in
 * mdn/mdn-http-observatory src/grader/charts.js), each checking what the scanner checks, against the server as
 * `npm start` runs it. Which rows pass and why: docs/sicherheit.md.
 */

type Headers = Record<string, string>;

/** Directive name → its sources, as the Observatory's parser reads a single policy. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name = '', ...sources]) => [name.toLowerCase(), sources]),
  );
}

const BROAD = ['*', 'http:', 'https:', 'ftp:', 'http://*', 'https://*', 'http://*.*', 'https://*.*'];
const DOCUMENTS = ['/', '/contact', '/ferienkurse', '/courses/42', '/gibt-es-nicht'];

test.describe('Mozilla Observatory rubric', () => {
  test('Content Security Policy: default-src none, no unsafe source for scripts, objects or styles (+10)', async ({ request }) => {
    for (const path of DOCUMENTS) {
      const response = await request.get(path);
      const raw = response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy');
      expect(raw, `${path}: one policy, not two to intersect`).toHaveLength(1);
      const csp = directives(raw[0]!.value);
      expect(csp.get('default-src'), path).toEqual(["'none'"]);
      const script = csp.get('script-src') ?? [];
      expect(script.filter((source) => ["'unsafe-inline'", "'unsafe-eval'", 'data:', ...BROAD].includes(source)), path).toEqual([]);
      expect(script.some((source) => source.startsWith("'sha256-")), `${path}: inline scripts allowed by hash`).toBe(true);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      // The Observatory looks at style-src; style-src-attr (server-rendered style="" attributes) is not part of it.
      expect((csp.get('style-src') ?? []).filter((source) => ["'unsafe-inline'", 'data:', ...BROAD].includes(source)), path).toEqual([]);
      expect(csp.get('form-action'), path).toEqual(["'self'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect([...csp.values()].flat().filter((source) => source.startsWith('http:') || source.startsWith('ftp:')), path).toEqual([]);
    }
  });

  test('Cookies: the server sets none, and a visit with Nur Notwendige stores none (not found, 0)', async ({ request, page, context }) => {
    const answers = [
      ...(await Promise.all(DOCUMENTS.map((path) => request.get(path)))),
      await request.get('/api/health'),
      await request.post('/api/v1.0/email/send', { data: {} }),
    ];
    for (const answer of answers) expect(answer.headers()['set-cookie'], answer.url()).toBeUndefined();
    for (const path of ['/', '/contact', '/courses/1']) await page.goto(path);
    expect(await context.cookies()).toEqual([]);
  });

  test('CORS: no Access-Control-Allow-Origin for another origin, no Flash or Silverlight policy files (not implemented, 0)', async ({ request }) => {
    const origin = { Origin: 'https://evil.example' };
    const answers = [
      await request.get('/', { headers: origin }),
      await request.get('/api/health', { headers: origin }),
      await request.post('/api/v1.0/email/send', { headers: origin, data: {} }),
      await request.fetch('/api/v1.0/email/send', { method: 'OPTIONS', headers: { ...origin, 'Access-Control-Request-Method': 'POST' } }),
    ];
    for (const answer of answers) {
      expect(answer.headers()['access-control-allow-origin'], answer.url()).toBeUndefined();
      expect(answer.headers()['access-control-allow-credentials'], answer.url()).toBeUndefined();
    }
    for (const file of ['/crossdomain.xml', '/clientaccesspolicy.xml']) expect((await request.get(file)).status(), file).toBe(404);
  });

  test('Redirection: every redirect the site itself sends stays on this host, never to plain http', async ({ request, baseURL }) => {
    // http → https is the TLS proxy's first hop (docs/deployment.md); the server itself never points back to http.
    for (const path of ['/courses/', '/ferienkurse/', '/contact/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      const location = response.headers().location ?? '';
      expect(new URL(location, baseURL).origin, path).toBe(new URL(baseURL!).origin);
      expect(location.startsWith('/'), `${path}: a relative location keeps the scheme the visitor used`).toBe(true);
    }
  });

  test('Referrer Policy: strict-origin-when-cross-origin on every document (+5)', async ({ request }) => {
    for (const path of DOCUMENTS) expect((await request.get(path)).headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  });

  test('HSTS: at least six months, with subdomains, on documents and assets (0; +5 only once on the preload list)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    for (const path of [...DOCUMENTS, asset!, '/api/health']) {
      const hsts = (await request.get(path)).headers()['strict-transport-security'] ?? '';
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(15_768_000);
      expect(hsts, path).toContain('includeSubDomains');
    }
  });

  test('Subresource Integrity: every script of every page comes from this origin (passes without SRI, 0)', async ({ request }) => {
    for (const path of [...ROUTES.map((route) => route.path), '/gibt-es-nicht']) {
      const html = await (await request.get(path)).text();
      // Next's chunks are a list its loader starts (lib/build/late-scripts.mjs).
      const sources = [...[...html.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/g), ...html.matchAll(/<link\b[^>]*\bas="script"[^>]*\shref="([^"]*)"/g)].map((m) => m[1]!), ...lateScriptSources(html)];
      expect(sources.length, path).toBeGreaterThan(0);
      // A path on this host; "//host/x" would be another origin and would need an integrity attribute.
      expect(sources.filter((src) => !/^\/(?!\/)/.test(src)), path).toEqual([]);
    }
  });

  test('X-Content-Type-Options: nosniff on documents, scripts, styles, pictures and the API (0)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const assets = [html.match(/\/_next\/static\/[^"]+\.js/)?.[0], html.match(/\/_next\/static\/[^"]+\.css/)?.[0]];
    for (const path of [...DOCUMENTS, ...assets, '/images/logo.svg', '/api/health']) {
      expect(path).toBeTruthy();
      expect((await request.get(path!)).headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('X-Frame-Options: frame-ancestors none and DENY, and a browser refuses to show the site in a foreign frame (+5)', async ({ request, page, baseURL }) => {
    for (const path of DOCUMENTS) {
      const headers: Headers = (await request.get(path)).headers();
      expect(directives(headers['content-security-policy'] ?? '').get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
    await page.context().route('http://framing.example/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!DOCTYPE html><title>x</title><iframe src="${baseURL}/impressum"></iframe>` }),
    );
    await page.goto('http://framing.example/');
    await page.waitForLoadState('load');
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Impressum' })).toHaveCount(0);
  });

  test('Cross-Origin-Resource-Policy: same-origin on documents, the API and the build’s assets (+10)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    for (const path of [...DOCUMENTS, asset!, '/api/health']) {
      expect((await request.get(path)).headers()['cross-origin-resource-policy'], path).toBe('same-origin');
    }
  });
});
