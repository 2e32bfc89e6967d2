/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cspHash } from '@/lib/security/page-policy.mjs';
import { writePagePolicies } from '@/scripts/page-policy.mjs';

describe('the build step that gives each prerendered page its own policy', () => {
  let dist: string;
  const app = () => path.join(dist, 'server', 'app');
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'page-policy-'));
    mkdirSync(path.join(app(), 'courses'), { recursive: true });
    writeFileSync(
      path.join(dist, 'routes-manifest.json'),
      JSON.stringify({ headers: [{ regex: '^(?:/((?!_next/static/|images/).*))?$', headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; script-src 'self'" }] }] }),
    );
    writeFileSync(path.join(app(), 'index.html'), '<script>home()</script><script type="application/ld+json">{}</script>');
    writeFileSync(path.join(app(), 'index.meta'), JSON.stringify({ headers: { 'x-nextjs-prerender': '1' } }));
    writeFileSync(path.join(app(), 'courses', '1.html'), '<script>course()</script><script src="/_next/static/a.js"></script>');
    writeFileSync(path.join(app(), 'courses', '1.meta'), JSON.stringify({ status: 200, headers: {} }));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const meta = (file: string) => JSON.parse(readFileSync(path.join(app(), file), 'utf8'));

  it('writes the hashes of each page’s own inline scripts into that page’s .meta headers', () => {
    expect(writePagePolicies(dist)).toEqual({ pages: 2, hashes: 2 });
    expect(meta('index.meta').headers).toEqual({ 'x-nextjs-prerender': '1', 'content-security-policy': `default-src 'none'; script-src 'self' ${cspHash('home()')}` });
    expect(meta('courses/1.meta')).toEqual({ status: 200, headers: { 'content-security-policy': `default-src 'none'; script-src 'self' ${cspHash('course()')}` } });
  });

  it('follows the HTML when a page’s scripts change and the step runs again', () => {
    writePagePolicies(dist);
    writeFileSync(path.join(app(), 'index.html'), '<script>other()</script>');
    writePagePolicies(dist);
    expect(meta('index.meta').headers['content-security-policy']).toBe(`default-src 'none'; script-src 'self' ${cspHash('other()')}`);
  });
});
