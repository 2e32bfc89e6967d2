import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { ROUTES } from './routes';

/** GET with the path sent byte for byte (fetch and Playwright would normalise '../' and re-encode). */
function rawGet(baseURL: string, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('security headers', () => {
  test('every kind of document carries them, and no response says what runs the server', async ({ request, baseURL }) => {
    const html = await (await request.get('/')).text();
    const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
    expect(script, 'a hashed script in the home page').toBeTruthy();
    const responses = {
      page: await rawGet(baseURL!, '/'),
      revalidatedPage: await rawGet(baseURL!, '/ferienkurse'),
      notFound: await rawGet(baseURL!, '/gibt-es-nicht'),
      api: await rawGet(baseURL!, '/api/v1.0/email/send'),
    };
    // Subresources get the headers that act on them: nosniff and HSTS; an SVG opened on its own runs nothing.
    const asset = await rawGet(baseURL!, script!);
    const picture = await rawGet(baseURL!, '/images/logo.svg');
    for (const { headers } of [asset, picture]) {
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
      expect(headers['x-powered-by']).toBeUndefined();
    }
    expect(picture.headers['content-security-policy']).toMatch(/^default-src 'none';.*sandbox/);
    for (const [kind, { headers }] of Object.entries(responses)) {
      expect(headers['content-security-policy'], kind).toContain("default-src 'self'");
      expect(headers['strict-transport-security'], kind).toMatch(/max-age=\d{8}/);
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
      expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], kind).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(headers['x-powered-by'], kind).toBeUndefined();
    }
    const csp = String(responses.page.headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.emailjs\.com /);
  });

  test('hashed assets are immutable for a year; pages are cacheable by a CDN; pictures by browsers', async ({ request }) => {
    const html = await (await request.get('/courses/1')).text();
    for (const asset of [html.match(/\/_next\/static\/[^"]+\.js/)?.[0], html.match(/\/_next\/static\/[^"]+\.css/)?.[0]]) {
      expect(asset).toBeTruthy();
      expect((await request.get(asset!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // /ferienkurse and /python revalidate hourly (their runs end as days pass) and keep the same header.
    for (const path of ['/', '/courses/1', '/barrierefreiheit', '/ferienkurse', '/python']) {
      const cacheControl = (await request.get(path)).headers()['cache-control'] ?? '';
      expect(cacheControl, path).toMatch(/(^|, )s-maxage=\d+/);
      expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/);
      expect(cacheControl, path).not.toMatch(/private|no-store/);
    }
    expect((await request.post('/api/v1.0/email/send', { data: {} })).headers()['cache-control']).toBe('no-store');
    // Pictures keep a browser lifetime, so a returning visitor does not ask for each one again.
    expect((await request.get('/images/logo.svg')).headers()['cache-control']).toMatch(/^public, max-age=[1-9]\d*, /);
  });

  test('no page breaks its own Content-Security-Policy', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() => {
      localStorage.cookieConsent = 'essential';
      const violations: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = violations;
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });
    for (const { path } of ROUTES) {
      await page.goto(path, { waitUntil: 'load' });
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect(violations, path).toEqual([]);
    }
  });
});

test.describe('hostile URLs get a clean 4xx answer', () => {
  // page: the German 404 page; course: 'Course not found!' (404); asset: Next's plain 404 for /_next/static.
  const HOSTILE: [string, string, 'page' | 'course' | 'asset'][] = [
    ['encoded <script>', '/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'page'],
    ['encoded <script> as a course id', '/courses/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'course'],
    ['a null byte', '/%00', 'page'],
    ['a null byte after a course id', '/courses/1%00', 'course'],
    ['a null byte as a holiday course', '/ferienkurse/%00', 'page'],
    ['path traversal', '/../../etc/passwd', 'page'],
    ['encoded path traversal', '/%2e%2e/%2e%2e/etc/passwd', 'page'],
    ['traversal into the build', '/_next/static/..%2f..%2f..%2fpackage.json', 'asset'],
    ['traversal as a course id', '/courses/..%2f..%2fpackage.json', 'course'],
    ['a huge course number', '/courses/9999999999999999999', 'course'],
    ['a 3000-character path', `/${'a'.repeat(3000)}`, 'page'],
    ['a 3000-digit course id', `/courses/${'9'.repeat(3000)}`, 'course'],
    ['broken percent-encoding in a course id', '/courses/%E0%A4%A', 'course'],
    ['a lone percent sign in a course id', '/courses/%', 'course'],
    ['invalid UTF-8 as a holiday course', '/ferienkurse/%ff', 'page'],
  ];

  for (const [name, path, kind] of HOSTILE) {
    test(name, async ({ baseURL }) => {
      const { status, body } = await rawGet(baseURL!, path);
      expect(status, path.slice(0, 80)).toBe(404);
      expect(body.includes('<script>alert(1)'), 'nothing reflected unescaped').toBe(false);
      expect(body.includes('"devDependencies"'), 'no file from outside public/').toBe(false);
      if (kind === 'asset') return;
      expect(body.startsWith('<!DOCTYPE html>'), 'an HTML page').toBe(true);
      expect(body.includes('<meta name="robots" content="noindex'), 'noindex').toBe(true);
      expect(body.startsWith('<!DOCTYPE html><html lang="de"'), 'a German document').toBe(true);
      if (kind === 'course') {
        expect(body, 'the course 404 text, rendered').toMatch(/<h1[^>]*>Course not found!<\/h1>/);
      } else {
        expect(body.includes('Diese Seite gibt es leider nicht'), 'the German 404 text').toBe(true);
      }
    });
  }

  test('the server still answers normally afterwards', async ({ request }) => {
    expect((await request.get('/courses/1')).status()).toBe(200);
  });
});
