/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Next's own file-system methods, as `next start` hands them to the cache handler.
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import InlineCssCache from '../../lib/build/inline-css-cache.mjs';
import { LATE_SCRIPT_LOADER } from '../../lib/build/late-scripts.mjs';
import { cspHash } from '../../lib/security/page-policy.mjs';

const HREF = '/_next/static/chunks/site.css';
const SCRIPT = 'self.__next_f.push([1,"neu"])';
const page = `<!DOCTYPE html><html lang="de"><head><link rel="stylesheet" href="${HREF}" data-precedence="next"/></head><body><p class="a">neu</p><script>${SCRIPT}</script><script src="/_next/static/chunks/app.js" async=""></script></body></html>`;
const SITE_POLICY = "default-src 'none'; script-src 'self'; style-src 'self'";

describe('the cache handler for pages Next renders again at run time', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'inline-css-cache-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'chunks', 'site.css'), '.a{color:red}.b{color:blue}');
    // The site policy as next.config.mjs has it; each page adds its own hashes.
    writeFileSync(
      path.join(dist, 'routes-manifest.json'),
      JSON.stringify({ headers: [{ regex: '^(?:/((?!_next/static/|images/).*))?$', headers: [{ key: 'Content-Security-Policy', value: SITE_POLICY }] }] }),
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const cache = () => new InlineCssCache({ fs: nodeFs, flushToDisk: true, serverDistDir: path.join(dist, 'server'), revalidatedTags: [], maxMemoryCacheSize: 0 });
  const context = { cacheControl: { revalidate: 3600, expire: undefined }, isRoutePPREnabled: false, isFallback: false };

  it('stores a regenerated page with its stylesheet written in and its chunks started after parsing, as the build does', async () => {
    await cache().set(
      '/python',
      { kind: 'APP_PAGE', html: page, rscData: Buffer.from('0:{}'), headers: {}, status: 200, postponed: undefined, segmentData: undefined },
      context,
    );
    const stored = readFileSync(path.join(dist, 'server', 'app', 'python.html'), 'utf8');
    // Only the rules the page uses: .b is on no element of it.
    expect(stored).toContain(`<style data-inlined-from="${HREF}">.a{color:red}</style>`);
    expect(stored).toContain(`<link rel="stylesheet" href="${HREF}" data-precedence="next" type="text/plain" disabled=""/>`);
    // .b waits at the end of <body> for what a client component adds later.
    expect(stored).toContain(`<template data-late-css="${HREF}"><style>.b{color:#00f}</style></template>`);
    expect(stored).toContain('<script type="application/json" data-late-scripts="">["/_next/static/chunks/app.js"]</script>');
    expect(stored).not.toContain('<script src=');
    expect(readFileSync(path.join(dist, 'server', 'app', 'python.rsc'), 'utf8')).toBe('0:{}');
  });

  it('stores the page with its own Content-Security-Policy: the hash of each inline script of the new HTML, the late-chunk loader too, and of both parts of its stylesheet', async () => {
    await cache().set(
      '/python',
      { kind: 'APP_PAGE', html: page, rscData: Buffer.from('0:{}'), headers: { 'x-nextjs-stale-time': '300' }, status: 200, postponed: undefined, segmentData: undefined },
      context,
    );
    const meta = JSON.parse(readFileSync(path.join(dist, 'server', 'app', 'python.meta'), 'utf8'));
    expect(meta.headers).toEqual({ 'x-nextjs-stale-time': '300', 'content-security-policy': `default-src 'none'; script-src 'self' ${cspHash(SCRIPT)} ${cspHash(LATE_SCRIPT_LOADER)}; style-src 'self' ${cspHash('.a{color:red}')} ${cspHash('.b{color:#00f}')}` });
  });

  it('can be made without a build folder, as Next does for the proxy', () => {
    expect(() => new InlineCssCache({ fs: nodeFs, flushToDisk: false, serverDistDir: undefined as unknown as string, revalidatedTags: [] })).not.toThrow();
  });

  it('stores everything else as Next would', async () => {
    await cache().set('/sitemap.xml', { kind: 'APP_ROUTE', body: Buffer.from('<urlset/>'), headers: {}, status: 200 }, context);
    expect(readFileSync(path.join(dist, 'server', 'app', 'sitemap.xml.body'), 'utf8')).toBe('<urlset/>');
  });
});
