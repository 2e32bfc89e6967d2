import { createHash } from 'node:crypto';
import { readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { copyBuild, startServer, stopServer, type OwnServer } from './own-server';

/*
 * A page that Next regenerates at run time (ISR: /python and /ferienkurse, hourly) gets the policy of its new HTML,
 * not the one the build wrote (issue 24). A copy of the build, so the shared server is not touched: its /python is
 * made an hour and a half old and its stored policy replaced by one that names a script hash nobody has ('OLD').
 * The first request gets that stale page and starts the regeneration; the page Next then stores must carry the hashes
 * of its own inline scripts, written by the cache handler (lib/build/inline-css-cache.mjs).
 */
const DIST = 'test-results/regenerated-policy-build';
const STALE = "'sha256-OLD0000000000000000000000000000000000000000='";

const inlineScriptHashes = (html: string) =>
  new Set(
    [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
    ),
  );
const policyHashes = (policy: string) => new Set(policy.match(/'sha256-[^']+'/g) ?? []);

test.describe('a page regenerated at run time', () => {
  test.describe.configure({ timeout: 120_000 });
  let server: OwnServer | undefined;

  test.beforeAll(() => {
    copyBuild(DIST);

    const page = path.join(DIST, 'server', 'app', 'python');
    const meta = JSON.parse(readFileSync(`${page}.meta`, 'utf8'));
    meta.headers['content-security-policy'] = meta.headers['content-security-policy'].replace(/'sha256-[^']+'/g, '').replace("script-src 'self'", `script-src 'self' ${STALE}`);
    writeFileSync(`${page}.meta`, JSON.stringify(meta));
    const ninetyMinutesAgo = new Date(Date.now() - 90 * 60_000);
    for (const ext of ['html', 'rsc', 'meta']) utimesSync(`${page}.${ext}`, ninetyMinutesAgo, ninetyMinutesAgo);
  });

  test.afterAll(async () => {
    await stopServer(server?.child, 'SIGKILL');
    rmSync(DIST, { recursive: true, force: true });
  });

  test('carries the hashes of its new inline scripts, and runs without a violation', async ({ page }) => {
    server = await startServer({ NEXT_DIST_DIR: DIST });
    const stale = await fetch(`${server.url}/python`);
    expect(stale.headers.get('content-security-policy'), 'the stale copy is served first').toContain(STALE);
    await stale.text();

    let regenerated = { policy: '', html: '' };
    await expect
      .poll(async () => {
        const response = await fetch(`${server!.url}/python`);
        regenerated = { policy: response.headers.get('content-security-policy') ?? '', html: await response.text() };
        return regenerated.policy.includes(STALE);
      }, { timeout: 60_000 })
      .toBe(false);
    expect(regenerated.html, 'the cache handler wrote the stylesheet in').toContain('<style data-inlined-from=');
    const scriptSrc = regenerated.policy.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '';
    expect(policyHashes(scriptSrc)).toEqual(inlineScriptHashes(regenerated.html));
    expect(scriptSrc).not.toContain("'unsafe-inline'");

    // The browser agrees: the fixture fails this test on any violation; the form works (hydrated).
    await page.goto(`${server.url}/python`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Python');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-audience'))).toBe(true);
  });
});
