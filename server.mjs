// The site's server: `npm start`, the end-to-end tests and the benchmark run this instead of `next start`.
// It is Next's own server through its documented custom-server API (the same router, headers, proxy, compression and
// instrumentation as `next start`), with two additions in front: prerendered pages compressed once per process instead
// of on every request (lib/server/static-pages.mjs says why), and page views counted without cookies where they are
// answered (lib/numbers/counter.ts, issue 49). Options as `next start`: -p/--port (or PORT), -H/--hostname (or
// HOSTNAME); without a hostname it listens on every interface.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { parseTrustProxy, stampClientAddress } from './lib/server/client-address.mjs';
import { replaceContentSecurityPolicyOnAppend } from './lib/server/page-policy-header.mjs';
import { hashRenderedPages } from './lib/server/rendered-page-policy.mjs';
import { staticPages } from './lib/server/static-pages.mjs';
import { openMigrated } from './lib/db/index.ts';
import { siteHosts } from './lib/numbers/classify.ts';
import { createPageViewCounter, installPageViewCounter } from './lib/numbers/counter.ts';
import { countedPages } from './lib/numbers/pages.ts';
import { startRecorder } from './lib/numbers/recorder.ts';

// Set before Next (and React) load: they pick their production builds from it, as `next start` does.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');
// Next's own compression middleware, applied here instead of inside Next (next.config.mjs sets `compress: false`), so
// that a page rendered per request reaches hashRenderedPages uncompressed.
const { default: compression } = await import('next/dist/compiled/compression/index.js');
const compress = compression();

const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const local = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
const origin = `http://${local.includes(':') ? `[${local}]` : local}:${port}`;

// Where the server reaches itself over loopback: the review of its pages (/intern/seiten) reads it there.
process.env.INTERNAL_ORIGIN ??= origin;
const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const server = createServer();

// As `next start` does it: stop taking connections, let Next finish, exit 130/143. Registered before Next starts,
// so handlers that instrumentation.ts puts in front (the relay finishing its mail, lib/server/shutdown.ts) run first. The page
// views go to the database once the last request has been answered, so none counted before the exit is lost.
let stopping = false;
let recorder;
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close(() =>
      Promise.resolve(recorder?.stop())
        .then(() => app.close())
        .catch(console.error)
        .finally(() => process.exit(code)),
    );
    server.closeIdleConnections();
  });
}

await app.prepare();
// Who a request counts as for the limits: the connection, unless TRUST_PROXY names the proxies in front. Read after
// prepare() (which loads the .env files) and before the first request, so a typo stops the server instead of letting
// every client choose its own address, or the reminders go out without their join link.
let trustProxy;
let env;
try {
  trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
  // The other variables as the pages and the relay read them (lib/server/env.ts: TRIAL_JOIN_URL https only, LINK_SECRET,
  // SMTP_URL with MAIL_TO …). Next only logs a failing instrumentation hook and serves on; a wrong value stops here.
  ({ env } = await import('./lib/server/env.ts'));
} catch (error) {
  for (const issue of error.issues ?? [error]) console.error(issue.message);
  process.exit(1);
}
const handle = app.getRequestHandler();
// The build folder as next.config.mjs names it.
const distDir = process.env.NEXT_DIST_DIR || '.next';
const pages = staticPages({ distDir, origin });
// Page views: counted here for every page this process answers, kept in memory, added to the database on a timer
// (lib/numbers/recorder.ts), never while a request waits. Its own connection to the same database: Next's bundle has
// the delivery service's, which this plain module cannot reach, and the flush needs one connection once a minute.
const views = createPageViewCounter({ pages: countedPages(distDir), siteHosts: siteHosts(env.siteUrl) });
installPageViewCounter(views);
recorder = startRecorder({ tally: views.tally, open: () => openMigrated(env.database), intervalMs: env.pageViewFlushMs });

server.on('request', (req, res) => {
  stampClientAddress(req, trustProxy);
  views.watch(req, res);
  if (pages.serve(req, res)) return;
  compress(req, res, () => {});
  // A cached page's own Content-Security-Policy (its script hashes) replaces the site policy Next set first; a page
  // rendered for this request gets one from its own inline scripts.
  handle(req, hashRenderedPages(replaceContentSecurityPolicyOnAppend(res), req.method)).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  });
});
server.listen(port, hostname, () => {
  console.log(`▲ CodingStars (Next.js, Produktion): ${origin.replace('127.0.0.1', 'localhost')}`);
  console.log(`  ${pages.paths.size} vorgerenderte Seiten werden einmal komprimiert und aus dem Speicher ausgeliefert.`);
  console.log(`  Absenderadresse: ${trustProxy.label} (TRUST_PROXY); IPv6 zählt je /64.`);
});
