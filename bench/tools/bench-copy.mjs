// The second reference of `npm run bench` (issue 34): each route served with every script removed, its content limit.
// A small server in front of the site's own server: a page is the site's HTML with every <script> (the chunks, the
// inline RSC data, the boot and loader scripts) and every script preload removed, JSON-LD kept; everything else
// (stylesheet inlined as the build left it, fonts, pictures) is passed through from the site unchanged. Pages are
// compressed once with Brotli 11 (gzip 9 as the fallback), as server.mjs serves the site's prerendered pages, and sent
// with the site's own response headers, so the copy differs from the site in its scripts only.
// Why every header (issue 63): the copy used to keep four. Interleaved in one run (11 new visitors each, 4x CPU), `/`
// served with the site's headers painted at 596 ms, without its Cross-Origin-Opener-Policy at 500 and without the
// security headers at 460 (a COOP page opened in a new tab gets a browsing context group of its own). The comparison
// with the copy is meant to show what the scripts cost, not that.
import { request as httpRequest, createServer } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding } from '../../lib/server/static-pages.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The page without scripts: `<script>` elements other than JSON-LD, and `<link>` preloads of scripts. */
export function scriptFreeHtml(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:preload|modulepreload)"[^>]*\/?>/g, '');
}

/** Headers of the site's page that the copy does not take over: they describe the body as the site sent it, or the connection. */
const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'etag', 'vary', 'date', 'connection', 'keep-alive']);

/**
 * Serves the script-free copy of the site at `origin` on `port` (127.0.0.1). Resolves with `{ base, close }` once it
 * listens. Pages (answers with text/html) are stripped and compressed once per path; other requests are piped.
 * bench/tools/bench-headers.mjs serves variants through the same server: `html` rewrites a page (default: no scripts),
 * `keepHeader(name)` chooses which of the site's other headers are sent (default: all).
 */
export function startCopyServer({ origin, port, html: rewrite = scriptFreeHtml, keepHeader = () => true }) {
  const pages = new Map();
  const target = new URL(origin);
  async function page(pathname) {
    if (!pages.has(pathname)) {
      pages.set(
        pathname,
        (async () => {
          const response = await fetch(`${origin}${pathname}`, { headers: { 'accept-encoding': 'identity', accept: 'text/html' } });
          const body = Buffer.from(rewrite(await response.text()));
          const headers = Object.fromEntries([...response.headers].filter(([name]) => !DROPPED.has(name) && keepHeader(name)));
          return {
            status: response.status,
            headers,
            br: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzip: await gzipAsync(body, { level: 9 }),
            raw: body,
          };
        })(),
      );
    }
    return pages.get(pathname);
  }
  const server = createServer(async (req, res) => {
    const pathname = req.url ?? '/';
    const isPage = req.method === 'GET' && !pathname.startsWith('/_next/') && !/\.[a-z0-9]+$/i.test(pathname.split('?')[0]);
    if (isPage) {
      try {
        const p = await page(pathname);
        const encoding = preferredEncoding(req.headers['accept-encoding']);
        const body = encoding ? p[encoding] : p.raw;
        res.writeHead(p.status, { ...p.headers, ...(encoding ? { 'content-encoding': encoding } : {}), vary: 'Accept-Encoding', 'content-length': body.length });
        res.end(body);
      } catch (error) {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
      return;
    }
    const upstream = httpRequest(
      { hostname: target.hostname, port: target.port, path: pathname, method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
        server,
      }),
    );
  });
}
