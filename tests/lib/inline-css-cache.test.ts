/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Next's own file-system methods, as `next start` hands them to the cache handler.
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import InlineCssCache from '../../lib/inline-css-cache.mjs';

const HREF = '/_next/static/chunks/site.css';
const page = `<!DOCTYPE html><html lang="de"><head><link rel="stylesheet" href="${HREF}" data-precedence="next"/></head><body>neu<script src="/_next/static/chunks/app.js" async=""></script></body></html>`;

describe('the cache handler for pages Next renders again at run time', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'inline-css-cache-'));
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dist, 'server', 'app'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'chunks', 'site.css'), '.a{color:red}');
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
    expect(stored).toContain(`<style data-inlined-from="${HREF}">.a{color:red}</style>`);
    expect(stored).toContain(`<link rel="stylesheet" href="${HREF}" data-precedence="next" disabled=""/>`);
    expect(stored).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/app.js" data-late-script=""/>');
    expect(stored).not.toContain('<script src=');
    expect(readFileSync(path.join(dist, 'server', 'app', 'python.rsc'), 'utf8')).toBe('0:{}');
  });

  it('can be made without a build folder, as Next does for the proxy', () => {
    expect(() => new InlineCssCache({ fs: nodeFs, flushToDisk: false, serverDistDir: undefined as unknown as string, revalidatedTags: [] })).not.toThrow();
  });

  it('stores everything else as Next would', async () => {
    await cache().set('/sitemap.xml', { kind: 'APP_ROUTE', body: Buffer.from('<urlset/>'), headers: {}, status: 200 }, context);
    expect(readFileSync(path.join(dist, 'server', 'app', 'sitemap.xml.body'), 'utf8')).toBe('<urlset/>');
  });
});
