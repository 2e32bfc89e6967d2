// npm run bench: a benchmark, not a test. Builds, starts `next start`, and prints one table per route (JS and HTML
// gzip bytes against their budgets, Lighthouse mobile scores with LCP, TBT, CLS), then an autocannon run on home and
// a course page. Writes everything to bench/results.md.
// Usage: npm run bench -- [--routes=/,/courses/1] [--runs=1] [--duration=10] [--connections=50] [--port=4191]
//                         [--skip-build] [--no-lighthouse]
import { execSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildRouteFor, HTML_MAX_GZIP_BYTES, jsBudgetFor } from './budgets.mjs';
import { routeJsSizes } from './js-size.mjs';
import { launchChrome, lighthouseMedian } from './lighthouse.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const flag = (name) => args.includes(`--${name}`);

const port = Number(option('port', process.env.BENCH_PORT ?? 4191));
const runs = Number(option('runs', 1));
const duration = Number(option('duration', 10));
const connections = Number(option('connections', 50));
const base = `http://127.0.0.1:${port}`;
const LOAD_PATHS = ['/', '/courses/1'];

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (!flag('skip-build')) execSync('npm run build', { stdio: 'inherit' });

/** Every prerendered page of the build (pages only: no share images, icons or other route handlers; no /_not-found). */
function prerenderedRoutes() {
  const manifest = JSON.parse(readFileSync('.next/prerender-manifest.json', 'utf8'));
  return Object.entries(manifest.routes)
    .filter(([route, entry]) => entry.routeType === 'page' && !route.startsWith('/_') && !route.includes('(.)'))
    .map(([route]) => route)
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
const routes = option('routes', null)?.split(',').filter(Boolean) ?? prerenderedRoutes();

async function startServer() {
  // Enquiries sent during the run (none are) would go to a throwaway outbox.
  const outbox = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'outbox.jsonl');
  const child = spawn('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, OUTBOX_PATH: outbox },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 150; i += 1) {
    if (await fetch(`${base}/impressum`).then((r) => r.ok, () => false)) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error(`next start on port ${port} did not answer`);
}

const server = await startServer();
const lines = [];
const print = (line = '') => {
  console.log(line);
  lines.push(line);
};

try {
  const jsByBuildRoute = new Map(routeJsSizes().map((row) => [row.route, row.gzipBytes]));
  const buildRoutes = [...jsByBuildRoute.keys()];
  const chrome = flag('no-lighthouse') ? null : await launchChrome();
  const rows = [];
  try {
    for (const route of routes) {
      const buildRoute = buildRouteFor(route, buildRoutes);
      const js = jsByBuildRoute.get(buildRoute) ?? 0;
      const response = await fetch(`${base}${route}`);
      // A prerendered page that is only ever served as a 404 (/courses/nicht-gefunden, see proxy.ts) is no route
      // a visitor lands on, and Lighthouse refuses to audit a 404 document.
      if (response.status === 404) {
        console.error(`skipped ${route} (404 page)`);
        continue;
      }
      const html = gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
      // One failing Lighthouse run (a timeout on a busy machine) must not lose the whole table.
      const lh = chrome ? await lighthouseMedian(chrome, `${base}${route}`, runs).catch((error) => ({ errors: [String(error.code ?? error.message)] })) : null;
      rows.push({ route, js, budget: jsBudgetFor(buildRoute).bytes, html, lh });
      console.error(`measured ${route}`);
    }
  } finally {
    await chrome?.kill();
  }

  const load = [];
  for (const loadPath of LOAD_PATHS) {
    const result = await autocannon({ url: `${base}${loadPath}`, connections, duration });
    load.push({
      path: loadPath,
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      total: result.requests.total,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  }

  const nextVersion = JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version;
  const cpus = os.cpus();
  print('# Benchmark');
  print();
  print(`Taken ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench\` (Next ${nextVersion}, Node ${process.version}),`);
  print(`${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')} at the end.`);
  print('Lighthouse: mobile, simulated throttling, Debian Chromium, median of ' + `${runs} run${runs === 1 ? '' : 's'} per route.`);
  print('Timings depend on the machine and on what else runs on it; the byte columns do not.');
  print();
  print('| Route | JS gzip KB (budget) | HTML gzip KB | Perf | A11y | BP | SEO | LCP ms | TBT ms | CLS |');
  print('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { route, js, budget, html, lh } of rows) {
    const jsCell = `${kb(js)} (${kb(budget)})${js > budget ? ' **over**' : ''}`;
    const htmlCell = `${kb(html)}${html > HTML_MAX_GZIP_BYTES ? ' **over**' : ''}`;
    const scores = lh ? [lh.perf, lh.a11y, lh.bp, lh.seo, lh.lcp, lh.tbt, lh.cls?.toFixed(3)] : [];
    const cells = Array.from({ length: 7 }, (_, i) => scores[i] ?? '–');
    const note = lh?.errors.length ? ` (Lighthouse: ${[...new Set(lh.errors)].join(', ')})` : '';
    print(`| ${route}${note} | ${jsCell} | ${htmlCell} | ${cells.join(' | ')} |`);
  }
  print();
  print(`Load: autocannon, ${connections} connections, ${duration} s per page, against \`next start\`.`);
  print();
  print('| Page | Requests/s (mean) | p99 latency ms | Requests | Errors (incl. timeouts, non-2xx) |');
  print('|---|---:|---:|---:|---:|');
  for (const r of load) print(`| ${r.path} | ${r.rps} | ${r.p99} | ${r.total} | ${r.errors} |`);

  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.md', `${lines.join('\n')}\n`);
  console.error('\nwritten to bench/results.md');
} finally {
  process.kill(-server.pid, 'SIGTERM');
}
