// Prerendered pages compressed once per server process instead of on every request (issue 17).
//
// `next start` gzips every response as it sends it: for a 160 KB page that is most of the time a request takes
// (measured: `/` 430 requests/s gzipped against 2,743 for an empty page; without Accept-Encoding three times as many).
// Next has no option to serve prerendered HTML precompressed, so server.mjs puts this in front of Next's handler:
// the first request for a page goes to Next as always and, in the background, the page is fetched from Next once
// more, uncompressed, with everything Next sends (status, every header, the body), then kept in memory as Brotli
// (quality 11) and gzip (level 9). Later requests for the page get those bytes and the same headers.
//
// Only what Next would answer with that same static HTML is served from memory: GET or HEAD of a page that was
// prerendered once at build and never revalidates, with no query, no RSC or router headers, no draft-mode cookie, and
// a path that no proxy (proxy.ts), rewrite or redirect of the build touches. Everything else goes to Next untouched.
import { get } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { offerChangedAt } from '../offer/freshness.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The header on the one request that fetches a page from Next for the memory copy; it always goes to Next. */
export const FILL_HEADER = 'x-static-page-fill';

/** Request headers under which Next answers with something else than the page's HTML (Vary of a page, actions). */
const NEXT_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url', 'x-prerender-revalidate', FILL_HEADER];
/** Draft mode and preview: Next renders the page afresh. */
const BYPASS_COOKIES = ['__prerender_bypass', '__next_preview_data'];
/** Not forwarded from Next's answer: they describe that connection or that encoding, not the page. */
const NOT_KEPT = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'date']);

/**
 * The paths served from memory: pages of the build prerendered once (`initialRevalidateSeconds: false`), without
 * Next's internal routes, and without any path a proxy matcher, rewrite or redirect of the build matches.
 */
export function staticPagePaths(distDir) {
  const read = (file) => JSON.parse(readFileSync(path.join(distDir, file), 'utf8'));
  const prerender = read('prerender-manifest.json');
  const routes = read('routes-manifest.json');
  let proxyMatchers = [];
  try {
    proxyMatchers = Object.values(read('server/functions-config-manifest.json').functions ?? {}).flatMap((fn) => fn.matchers ?? []);
  } catch {
    // No proxy in this build.
  }
  const patterns = [
    ...proxyMatchers.map((matcher) => matcher.regexp),
    ...(routes.redirects ?? []).map((rule) => rule.regex),
    ...['beforeFiles', 'afterFiles', 'fallback'].flatMap((phase) => (routes.rewrites?.[phase] ?? []).map((rule) => rule.regex)),
  ].map((source) => new RegExp(source));
  return new Set(
    Object.entries(prerender.routes)
      .filter(([, entry]) => entry.routeType === 'page' && entry.initialRevalidateSeconds === false && entry.dataRoute?.endsWith('.rsc'))
      .map(([route]) => route)
      .filter((route) => !route.startsWith('/_') && !route.includes('(.)') && !patterns.some((pattern) => pattern.test(route))),
  );
}

/** Whether Next would answer this request with the page's static HTML (the path is checked by the caller). */
export function isPlainPageRequest({ method, url, headers }) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url.includes('?')) return false;
  if (NEXT_REQUEST_HEADERS.some((name) => headers[name] !== undefined)) return false;
  const cookie = headers.cookie ?? '';
  return !BYPASS_COOKIES.some((name) => cookie.includes(`${name}=`));
}

/** 'br', 'gzip' or null (uncompressed) for an Accept-Encoding header, honouring q=0. */
export function preferredEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*') : 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Whether an If-None-Match header names this ETag (or is '*'). */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch || !etag) return false;
  const strip = (tag) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/** Fetches `pagePath` from the server itself, uncompressed, past this cache: status, headers and body. */
function fetchFromNext(origin, pagePath) {
  return new Promise((resolve, reject) => {
    const request = get(`${origin}${pagePath}`, { headers: { 'accept-encoding': 'identity', [FILL_HEADER]: '1' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${pagePath}: no answer from Next within 30 s`)));
  });
}

/** A page as Next sent it, compressed once, or null when Next's answer is not one to keep. */
export async function compressPage({ status, headers, body }) {
  if (status !== 200 || headers['content-encoding'] || !String(headers['content-type'] ?? '').startsWith('text/html') || headers['set-cookie']) return null;
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name)));
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { headers: kept, etag: headers.etag, bodies: { br, gzip: gz, identity: body } };
}

/**
 * The memory copies of the static pages of the build in `distDir`, for a server at `origin` (its own address).
 * `serve(req, res)` answers from memory and returns true, or returns false for Next to answer (and, the first time for
 * a page, starts fetching it for memory).
 */
export function staticPages({ distDir, origin, onError = (error) => console.error('Seitenspeicher:', error) }) {
  const paths = staticPagePaths(distDir);
  const pages = new Map();
  const filling = new Set();

  const fill = (pagePath) => {
    filling.add(pagePath);
    const startedAt = Date.now();
    fetchFromNext(origin, pagePath)
      .then(compressPage)
      .then((page) => page && pages.set(pagePath, { ...page, startedAt }))
      .catch(onError)
      .finally(() => filling.delete(pagePath));
  };

  function serve(req, res) {
    if (!paths.has(req.url) || !isPlainPageRequest(req)) return false;
    let page = pages.get(req.url);
    // The offer changed after this copy was fetched (lib/offer/watch.ts): Next makes the page again, memory follows.
    if (page && page.startedAt <= offerChangedAt()) {
      pages.delete(req.url);
      page = undefined;
    }
    if (!page) {
      if (!filling.has(req.url)) fill(req.url);
      return false;
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = page.bodies[encoding ?? 'identity'];
    if (etagMatches(req.headers['if-none-match'], page.etag)) {
      res.writeHead(304, Object.fromEntries(Object.entries(page.headers).filter(([name]) => name !== 'content-type')));
      res.end();
      return true;
    }
    res.writeHead(200, { ...page.headers, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { serve, paths, size: () => pages.size };
}
