// npm run bench: the site measured beside the framework floor (an empty App Router page built with the same next,
// react and react-dom, bench/tools/bench-floor.mjs), in one run, interleaved, so that the machine's load falls on both.
// Builds both, starts the site as `npm start` does (server.mjs) and the floor with plain `next start`, then measures
// every prerendered route:
//   - real-browser FCP and LCP (bench/tools/bench-browser.mjs), new and returning visitor, median of --runs;
//   - Lighthouse mobile perf, TBT and the other scores, median of --lighthouse-runs;
//   - HTML, first-load JS and CSS bytes (gzip level 9);
//   - autocannon requests/s on LOAD_PATHS, alternating with the floor, median of --load-rounds;
//   - enquiry submits, store only against the own relay on SQLite and PostgreSQL (bench/tools/bench-submit.mjs), median of --load-rounds.
// Writes the side-by-side tables with a pass/fail column per target (TARGETS) to bench/results.md, with the machine's
// CPU model, load average and a calibration loop's time at the start and the end of the run (bench/tools/bench-machine.mjs).
// --paints is the focused mode of issue 25: only the new visitor's paints and DOMContentLoaded, as ratios to the floor
// measured right before each sample, and a Chromium trace of the main thread up to LCP (bench/tools/bench-trace.mjs);
// --against=<json of an earlier run> puts that run's ratios beside this one's.
// Issue 34 adds the second reference: each route served without its scripts (bench/tools/bench-copy.mjs, the content
// limit), measured right before the site in the browser and in Lighthouse; --hydration is the focused mode for it
// (new visitor, Lighthouse, bytes and a trace of every task from first paint until the page is quiet, of site and copy,
// read a second time from the response's end to LCP).
// Usage: npm run bench -- [--quick] [--paints] [--routes=/,/courses/1] [--runs=5, with --paints 15] [--lighthouse-runs=3] [--load-rounds=3]
//          [--duration=5] [--connections=50] [--port=4191] [--skip-build] [--no-browser] [--no-lighthouse]
//          [--no-load] [--no-submit] [--no-copy] [--hydration] [--lighthouse-throttling=devtools] [--compare=.bench/before] [--breakdown=/,/faq] [--trace=/,/faq] [--trace-runs=3]
//          [--against=bench/paints-run1.json] [--json=bench/results.json] [--out=bench/results.md]
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser, measurePaints, THROTTLING } from './bench-browser.mjs';
import { startCopyServer } from './bench-copy.mjs';
import { buildFloor, FLOOR_DIR, frameworkVersions } from './bench-floor.mjs';
import { describeMachine, machineSnapshot } from './bench-machine.mjs';
import { blockingOf, describeTask, medianBlockingLoad, QUIET_MS, traceLoad } from './bench-trace.mjs';

/** Tasks from this long on are listed one by one in the trace section. */
const TASK_LISTED_MS = 20;
import { BROWSER_ACCEPT_ENCODING, loadTest } from './bench-load.mjs';
import { benchSubmits, RELAY_P99_TIMES_STORE } from './bench-submit.mjs';
import { median, medianItem, rotate } from './bench-stats.mjs';
import { splitInlinedStylesheets } from '../../lib/build/inline-css.mjs';
import { buildRouteFor, HTML_MAX_GZIP_BYTES, jsBudgetFor } from './budgets.mjs';
import { routeJsSizes } from './js-size.mjs';
import { launchChrome, lighthouseRunTaken, summariseRuns, THROTTLING_METHODS } from './lighthouse.mjs';

const KB = 1024;
/** The targets of issue 17, each against the floor measured in the same run. */
export const TARGETS = {
  /** Real-browser LCP, new and returning visitor: at most the floor's plus this. */
  lcpOverFloorMs: 400,
  /** Lighthouse perf (medians of the same run): at least the floor's minus this (issue 34; issue 17 allowed 6). */
  perfBelowFloor: 3,
  /** Lighthouse TBT (medians of the same run): at most the floor's plus this (issue 34; issue 17 allowed 2 × floor). */
  tbtOverFloorMs: 100,
  htmlGzipBytes: HTML_MAX_GZIP_BYTES,
  /** Requests/s of `/`: at least this share of the floor's. */
  homeRpsShareOfFloor: 0.5,
  /** Enquiry submits under load: the relay's p99 at most this times store-only's (bench/tools/bench-submit.mjs). */
  relayP99TimesStore: RELAY_P99_TIMES_STORE,
  /**
   * Issue 34, new visitor in the real browser, each sample over the reference sample measured just before it (median
   * of the ratios): the site's LCP at most this times its script-free copy's ...
   */
  lcpTimesCopy: 1.15,
  /** ... and the copy's (the page's own weight: stylesheet, DOM, pictures) at most this times the floor's. */
  copyLcpTimesFloor: 1.5,
  /** Two runs on the same machine: every ratio of the second within this share of the first's. */
  reproduceWithin: 0.15,
};
/** The routes of issue 34 (--hydration measures these unless --routes says otherwise). */
const HYDRATION_ROUTES = ['/', '/courses', '/courses/1', '/preise', '/start/signup', '/datenschutz', '/faq', '/ferienkurse'];
const LOAD_PATHS = ['/', '/courses/1', '/impressum'];
const QUICK_ROUTES = ['/', '/courses', '/courses/1', '/contact', '/datenschutz'];
/**
 * The floor is measured before every FLOOR_EVERY-th route of each round: before every route, so that each sample has
 * a floor sample taken moments before it under the same load (issue 25: one in three did not reproduce).
 */
const FLOOR_EVERY = 1;

/** Every pass/fail decision of the report, for the summary at its end. */
const outcomes = [];

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const flag = (name) => args.includes(`--${name}`);
const quick = flag('quick');
/** Only what the paint targets need: the new visitor in the real browser, bytes and a trace (a run in minutes). */
const paintsOnly = flag('paints');
/**
 * Issue 34: the new visitor in the real browser and Lighthouse, each beside the floor and the script-free copy, bytes,
 * and a trace of every main-thread task from first paint until the page is quiet; no load tests.
 */
const hydration = flag('hydration');
/** The script-free copy of each route is measured unless --no-copy. */
const withCopy = !flag('no-copy');
/** Only the new visitor (the one the targets of issues 25 and 34 are about). */
const newVisitorOnly = paintsOnly || hydration;

const port = Number(option('port', process.env.BENCH_PORT ?? 4191));
/**
 * Samples per route. --paints takes 15: on the shared machine one sample scatters by about 20 %, and two runs of 5
 * differed by up to 31 % in an LCP ratio, two of 15 by at most 11 % (bench/results.md, issue 25).
 */
const runs = Number(option('runs', quick ? 3 : paintsOnly || hydration ? 15 : 5));
const lighthouseRuns = Number(option('lighthouse-runs', quick ? 1 : 3));
/**
 * Lighthouse's throttling: its default simulation (what the targets of issue 34 are set in), or `devtools`, applied
 * in the browser, to see how much of a difference is the simulation's estimate (docs/performance.md).
 */
const lighthouseThrottling = option('lighthouse-throttling', 'simulate');
if (!THROTTLING_METHODS.includes(lighthouseThrottling)) throw new Error(`--lighthouse-throttling: one of ${THROTTLING_METHODS.join(', ')}`);
const loadRounds = Number(option('load-rounds', quick ? 1 : 3));
const duration = Number(option('duration', quick ? 3 : 5));
const connections = Number(option('connections', 50));
const compareDir = option('compare', null);
const out = option('out', 'bench/results.md');
/** The site's build: `.next`, or where NEXT_DIST_DIR points (next.config.mjs reads it too). */
const distDir = process.env.NEXT_DIST_DIR || '.next';
const jsonOut = option('json', null);
/** An earlier run's --json: its ratios go beside this run's, with the reproduction check. */
const against = option('against', null) ? JSON.parse(readFileSync(option('against'), 'utf8')) : null;
const traceRuns = Number(option('trace-runs', 3));
const machineAtStart = machineSnapshot();

if (!flag('skip-build')) execSync('npm run build', { stdio: 'inherit' });
buildFloor();
if (compareDir && !existsSync(path.join(compareDir, 'BUILD_ID'))) throw new Error(`--compare=${compareDir}: no build there`);

/** Every prerendered page of the build (pages only: no share images, icons or other route handlers; no /_not-found). */
function prerenderedRoutes() {
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'prerender-manifest.json'), 'utf8'));
  return Object.entries(manifest.routes)
    .filter(([route, entry]) => entry.routeType === 'page' && !route.startsWith('/_') && !route.includes('(.)'))
    .map(([route]) => route)
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/**
 * One build on 127.0.0.1, resolved once it answers `/`: the site as `npm start` serves it (server.mjs), the floor
 * (`floor: true`) with plain `next start`, as an empty Next.js app is served.
 */
async function startNext({ name, port: serverPort, floor = false, env = {} }) {
  const base = `http://127.0.0.1:${serverPort}`;
  // Something left on the port (a server of an interrupted run) would answer in this server's place.
  if (await fetch(`${base}/`).then(() => true, () => false)) throw new Error(`port ${serverPort} is in use: stop what runs there first`);
  const command = floor ? ['node_modules/.bin/next', ['start', FLOOR_DIR]] : [process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'server.mjs']];
  const child = spawn(command[0], [...command[1], '-p', String(serverPort), '-H', '127.0.0.1'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 150; i += 1) {
    if (await fetch(`${base}/`).then((r) => r.ok, () => false)) return { name, base, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopGroup(child.pid);
  throw new Error(`${name} on port ${serverPort} did not answer`);
}

// Enquiries sent during the run (none are) would go to a throwaway outbox.
const outbox = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-')), 'outbox.jsonl');
const servers = [];
// A server that is already gone (one that did not start is stopped where it failed) must not hide the run's own error.
const stopGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
};
const stopServers = () => servers.forEach((server) => (server.child ? stopGroup(server.child.pid) : server.close()));
process.on('SIGINT', () => {
  stopServers();
  process.exit(130);
});

const kb = (bytes) => (bytes / KB).toFixed(1);
const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const log = (message) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/**
 * HTML, first-load JS and CSS (gzip) of one page; JS from the build's route stats. CSS: the stylesheet written into
 * the page (lib/build/inline-css.mjs), shown on its own and without it the page's HTML, and stylesheets it still links.
 */
async function pageBytes(base, urlPath, jsByBuildRoute) {
  const response = await fetch(`${base}${urlPath}`);
  const html = Buffer.from(await response.arrayBuffer());
  const { document, css: inlined } = splitInlinedStylesheets(html.toString('utf8'));
  const linked = [...document.matchAll(/<link rel="stylesheet" href="([^"]+)"(?![^>]*disabled)[^>]*>/g)].map((m) => m[1]);
  let css = 0;
  for (const href of new Set(linked)) css += gzipBytes(Buffer.from(await (await fetch(`${base}${href}`)).arrayBuffer()));
  const buildRoute = buildRouteFor(urlPath, [...jsByBuildRoute.keys()]);
  return {
    status: response.status,
    html: gzipBytes(html),
    document: gzipBytes(Buffer.from(document)),
    cssInline: inlined ? gzipBytes(Buffer.from(inlined)) : 0,
    htmlRaw: html.length,
    css,
    js: jsByBuildRoute.get(buildRoute) ?? null,
    buildRoute,
  };
}

/**
 * A build moved out of .next (`mv .next .bench/before`) still names .next as its home in required-server-files.json,
 * and `next start` then keeps its runtime page cache in .next/server/route-cache, shared with the build that lives
 * there: whichever server answers a route first decides what both serve. Point the moved build at its own folder.
 */
function adoptMovedBuild(dir) {
  const file = path.join(dir, 'required-server-files.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const builtAs = manifest.config?.distDir;
  // Turbopack links server-external packages (next.config.mjs serverExternalPackages) from <build>/node_modules with
  // relative links, which point nowhere once the build sits in another folder: link them to what they pointed to.
  const links = path.join(dir, 'node_modules');
  for (const entry of existsSync(links) ? readdirSync(links, { recursive: true, withFileTypes: true }) : []) {
    const link = path.join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink() || existsSync(link)) continue;
    const from = path.join(builtAs && builtAs !== dir ? builtAs : '.next', path.relative(dir, entry.parentPath));
    const target = path.resolve(from, readlinkSync(link));
    rmSync(link);
    symlinkSync(target, link);
  }
  if (builtAs === dir) return;
  manifest.config.distDir = dir;
  writeFileSync(file, JSON.stringify(manifest));
  rmSync(path.join(dir, 'server', 'route-cache'), { recursive: true, force: true });
  log(`--compare: ${dir} was built as ${JSON.stringify(builtAs)}; now it serves its own pages`);
}

try {
  const floor = await startNext({ name: 'floor', port: port + 4, floor: true });
  servers.push(floor);
  const site = { ...(await startNext({ name: 'site', port, env: { OUTBOX_PATH: outbox } })), distDir };
  servers.push(site);
  /**
   * The builds measured against the floor: this one, and with --compare another (e.g. before a change, moved out of
   * .next, which every build empties).
   */
  const subjects = [site];
  if (compareDir) {
    adoptMovedBuild(compareDir);
    const compare = { ...(await startNext({ name: compareDir, port: port + 1, env: { OUTBOX_PATH: outbox, NEXT_DIST_DIR: compareDir } })), distDir: compareDir };
    servers.push(compare);
    subjects.push(compare);
  }
  /**
   * The second reference (issue 34): each route of this build with its scripts removed (bench/tools/bench-copy.mjs),
   * served from the site's own server through a small proxy on port + 2. Measured right before the site.
   */
  const copy = withCopy ? { name: 'copy', ...(await startCopyServer({ origin: site.base, port: port + 2 })) } : null;
  if (copy) servers.push(copy);
  /** What is measured for each route, in this order after the floor: the copy, then the site (and --compare). */
  const measured = copy ? [copy, ...subjects] : subjects;

  const requestedRoutes = option('routes', null)?.split(',').filter(Boolean) ?? (quick ? QUICK_ROUTES : hydration ? HYDRATION_ROUTES : prerenderedRoutes());
  const jsByRoute = (dir, dist) => new Map(routeJsSizes(dir, dist).map((r) => [r.route, r.gzipBytes]));
  const jsBySubject = new Map(subjects.map((s) => [s.name, jsByRoute('.', s.distDir)]));
  const floorJs = jsByRoute(FLOOR_DIR, '.next');

  // Bytes first: they also tell which routes are pages a visitor lands on. A prerendered page that is only ever
  // served as a 404 (/courses/nicht-gefunden, see proxy.ts) is none, and Lighthouse refuses to audit a 404.
  const floorBytes = await pageBytes(floor.base, '/', floorJs);
  const bytes = new Map();
  for (const route of requestedRoutes) {
    const perSubject = new Map();
    for (const s of measured) perSubject.set(s.name, await pageBytes(s.base, route, jsBySubject.get(s.name) ?? new Map()));
    if (perSubject.get(site.name).status === 404) log(`skipped ${route} (404 page)`);
    else bytes.set(route, perSubject);
  }
  const routes = [...bytes.keys()];

  /**
   * Runs `measure` for every route, `rounds` times: the floor, then the route's script-free copy, then the site (and
   * --compare). Each sample notes the floor and copy samples taken just before it: ratios are taken sample by sample.
   */
  async function interleaved(label, rounds, measure) {
    const floorSamples = [];
    const samples = new Map(routes.map((route) => [route, new Map(measured.map((s) => [s.name, []]))]));
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, route] of rotate(routes, round * FLOOR_EVERY).entries()) {
        if (i % FLOOR_EVERY === 0) floorSamples.push(await measure(`${floor.base}/`));
        const floorIndex = floorSamples.length - 1;
        for (const s of measured) {
          const sample = await measure(`${s.base}${route}`);
          const copyIndex = copy ? samples.get(route).get(copy.name).length - 1 : null;
          samples.get(route).get(s.name).push(sample ? { ...sample, floorIndex, copyIndex: s === copy ? null : copyIndex } : null);
        }
      }
      log(`${label}: round ${round + 1} of ${rounds} done`);
    }
    return { floorSamples, samples };
  }

  let browser = null;
  const paints = flag('no-browser')
    ? null
    : await interleaved('real browser', runs, async (url) => {
        browser ??= await launchBrowser();
        try {
          return await measurePaints(browser, url, { returning: !newVisitorOnly });
        } catch (error) {
          log(`real browser: ${url}: ${error.message.split('\n')[0]}`);
          await browser.close().catch(() => {});
          browser = null;
          return null;
        }
      });
  await browser?.close();

  let chrome = null;
  // Where the main thread's time goes up to LCP, from a Chromium trace, for the routes furthest from their target.
  // `--trace=` (empty) skips it; with --against the earlier run's traces are shown instead.
  const traces = paints && option('trace', null) !== '' && (paintsOnly || hydration || option('trace', null)) ? await traceRoutes(paints) : null;

  const lighthouse = flag('no-lighthouse') || paintsOnly
    ? null
    : await interleaved('Lighthouse', lighthouseRuns, async (url) => {
        chrome ??= await launchChrome();
        // One failing run (a timeout on a busy machine) must not lose the whole table; one Lighthouse abandons is taken again.
        return lighthouseRunTaken(chrome, url, { throttlingMethod: lighthouseThrottling }, { onRetry: (code) => log(`Lighthouse: ${url}: ${code}, taken again`) });
      });
  await chrome?.kill();

  let load = null;
  if (!flag('no-load') && !paintsOnly && !hydration) {
    for (const s of [floor, ...subjects]) await loadTest(`${s.base}/`, { connections, duration: 1 }); // warm-up
    const floorRuns = [];
    const pathRuns = new Map(LOAD_PATHS.map((p) => [p, new Map(subjects.map((s) => [s.name, []]))]));
    for (let round = 0; round < loadRounds; round += 1) {
      for (const loadPath of LOAD_PATHS) {
        floorRuns.push(await loadTest(`${floor.base}/`, { connections, duration }));
        for (const s of subjects) pathRuns.get(loadPath).get(s.name).push(await loadTest(`${s.base}${loadPath}`, { connections, duration }));
      }
      log(`load: round ${round + 1} of ${loadRounds} done`);
    }
    load = { floorRuns, pathRuns };
  }

  const sections = [
    header(),
    paints ? ratiosSection(paints) : null,
    paints ? paintsSection(paints) : null,
    traces ? (hydration ? quietTraceSection(traces) : traceSection(traces)) : null,
    traces && hydration ? traceSection(untilLcp(traces), { sameLoads: true }) : null,
    paints && !newVisitorOnly ? breakdownSection(paints) : null,
    lighthouse ? lighthouseSection(lighthouse) : null,
    lighthouse && lighthouseThrottling === 'simulate' ? lighthouseTasksSection(lighthouse) : null,
    bytesSection(),
    load ? loadSection(load) : null,
  ];
  if (!flag('no-submit') && !paintsOnly && !hydration) {
    // Its own two servers of this build (store only, relay), on ports clear of the site, compare and floor.
    log('enquiry submits: store only against relay');
    const submits = await benchSubmits({ connections, duration, rounds: loadRounds, port: port + 10 });
    for (const relay of submits.rows.filter((row) => row.mode !== 'store')) {
      record('/api/v1.0/email/send', 'site', `relay (${relay.mode}) p99 ≤ ${RELAY_P99_TIMES_STORE}× store only`, relay.p99Ratio <= RELAY_P99_TIMES_STORE);
    }
    sections.push(submits.markdown);
  }

  mkdirSync(path.dirname(out), { recursive: true });
  const machineAtEnd = machineSnapshot();
  sections[0] = header(machineAtEnd);
  writeFileSync(out, `${[...sections.filter(Boolean), targetsSummary()].join('\n\n')}\n`);
  if (jsonOut) {
    const summary = paints ? ratioSummary(paints) : null;
    const lighthouseSummary = lighthouse ? lighthouseFigures(lighthouse) : null;
    writeFileSync(jsonOut, JSON.stringify({ targets: TARGETS, machine: { start: machineAtStart, end: machineAtEnd }, summary, lighthouseThrottling, lighthouseSummary, traces, floorBytes, bytes: mapsToObjects(bytes), paints: mapsToObjects(paints), lighthouse: mapsToObjects(lighthouse), load: mapsToObjects(load) }, null, 1));
  }
  log(`written to ${out}`);

  // ---- Report ------------------------------------------------------------------------------------------------

  function header(machineAtEnd) {
    const versions = frameworkVersions();
    return [
      '# Benchmark: the site beside the framework floor',
      '',
      `Taken ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}\` (Next ${versions.next}, React ${versions.react}, Node ${process.version}),`,
      `${machineAtStart.cpu}. **Machine:** at the start ${describeMachine(machineAtStart)}; at the end ${machineAtEnd ? describeMachine(machineAtEnd) : '–'}`,
      '(the calibration loop is a fixed 20 million xorshift steps in Node, median of 5: it grows when the CPU is shared).',
      '',
      '**Floor:** an empty App Router page (root layout with `<html lang="de"><body>`, one page with a heading and a paragraph),',
      `built with the same next, react and react-dom (bench/tools/bench-floor.mjs) and measured in the same run: before ${FLOOR_EVERY === 1 ? 'every route' : `every ${FLOOR_EVERY}th route`} of each`,
      "round, each round starting at another route. A floor figure is the median of all the floor's samples in the run; a",
      "route's figure is the median of its own samples, shown with its difference (Δ) or ratio (×) to the floor's. A ratio",
      "(×) in the first table is the median over the route's samples of each sample divided by the floor sample just before it.",
      ...(copy
        ? [
            '',
            "**Copy:** each route of the same build served without its scripts (bench/tools/bench-copy.mjs: every `<script>` but JSON-LD and",
            "every script preload removed, so no RSC data either; stylesheet, fonts, pictures and response headers as the site serves them), measured",
            "right after the floor and before the site: the route's content limit, what a zero-JS build of this content would paint.",
          ]
        : []),
    ].join('\n');
  }

  /**
   * Per route and subject: the median of each new-visitor sample's metric over the floor sample taken just before it,
   * and (site and --compare) of its LCP over the copy's sample taken just before it.
   */
  function ratioSummary({ floorSamples, samples }) {
    const positive = (value) => (typeof value === 'number' && value > 0 ? value : NaN);
    const ratio = (list, metric) =>
      median(list.filter(Boolean).map((sample) => positive(sample.newVisitor[metric]) / positive(floorSamples[sample.floorIndex]?.newVisitor[metric])));
    const summary = {};
    for (const [route, perSubject] of samples) {
      const copyList = copy ? perSubject.get(copy.name) : null;
      for (const [name, list] of perSubject) {
        const overCopy =
          copyList && name !== copy.name
            ? median(list.filter(Boolean).map((sample) => positive(sample.newVisitor.lcp) / positive(copyList[sample.copyIndex]?.newVisitor.lcp)))
            : null;
        summary[rowLabel(route, name)] = { lcp: ratio(list, 'lcp'), fcp: ratio(list, 'fcp'), dcl: ratio(list, 'dcl'), lcpOverCopy: overCopy, samples: list.filter(Boolean).length };
      }
    }
    return summary;
  }

  function ratiosSection(paints) {
    const summary = ratioSummary(paints);
    const previous = against?.summary ?? null;
    const pick = (metric) => median(paints.floorSamples.filter(Boolean).map((sample) => sample.newVisitor[metric]));
    const x = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}` : '–');
    const drift = (now, before) => (Number.isFinite(now) && Number.isFinite(before) ? now / before - 1 : null);
    const driftText = (d) => (d === null ? '' : ` (${d >= 0 ? '+' : '−'}${Math.abs(Math.round(d * 100))} %)`);
    const lines = [
      '## Ratios: new visitor, beside the floor and the script-free copy',
      '',
      `${THROTTLING.cpuRate}× CPU, ${THROTTLING.latencyMs} ms round trip, 1.6 Mbit/s; ${runs} samples per route. For each route the floor, then the route's`,
      "script-free copy (the same build's page with every script and script preload removed, JSON-LD kept: bench/tools/bench-copy.mjs),",
      "then the site; each sample is divided by the reference sample measured just before it, and the median of those ratios",
      `is shown. Floor medians of this run: FCP ${ms(pick('fcp'))} ms, LCP ${ms(pick('lcp'))} ms, DOMContentLoaded ${ms(pick('dcl'))} ms.`,
      `Targets (issue 34): the site's LCP at most ${TARGETS.lcpTimesCopy}× its copy's; the copy's at most ${TARGETS.copyLcpTimesFloor}× the floor's.`,
      ...(previous
        ? [
            `Beside it the run of ${against.machine?.start?.at?.slice(0, 16).replace('T', ' ') ?? 'before'} UTC (${against.machine?.start ? describeMachine(against.machine.start) : 'machine not recorded'} at its start);`,
            `**reproduces** when both ratios of this run are within ${TARGETS.reproduceWithin * 100} % of that run's.`,
          ]
        : []),
      '',
      previous
        ? '| Route | copy LCP × floor (run 1) | copy LCP × floor (run 2) | LCP × copy (run 1) | LCP × copy (run 2) | LCP × floor (run 2) | DCL × floor (run 2) | copy target | LCP target | reproduces |'
        : '| Route | copy LCP × floor | LCP × copy | LCP × floor | DCL × floor | FCP × floor | copy target | LCP target |',
      previous ? '|---|---:|---:|---:|---:|---:|---:|:-:|:-:|:-:|' : '|---|---:|---:|---:|---:|---:|:-:|:-:|',
    ];
    for (const [route, perSubject] of paints.samples) {
      const copyRatio = copy ? summary[rowLabel(route, copy.name)]?.lcp : null;
      const copyBefore = copy ? previous?.[rowLabel(route, copy.name)]?.lcp : null;
      for (const name of perSubject.keys()) {
        if (copy && name === copy.name) continue;
        const label = rowLabel(route, name);
        const r = summary[label];
        const copyOk = Number.isFinite(copyRatio) ? mark(record(route, name, `copy LCP ≤ ${TARGETS.copyLcpTimesFloor}× floor`, copyRatio <= TARGETS.copyLcpTimesFloor)) : '–';
        const lcpOk = Number.isFinite(r.lcpOverCopy) ? mark(record(route, name, `LCP ≤ ${TARGETS.lcpTimesCopy}× copy`, r.lcpOverCopy <= TARGETS.lcpTimesCopy)) : '–';
        if (previous) {
          const before = previous[label];
          const drifts = [drift(copyRatio, copyBefore), drift(r.lcpOverCopy, before?.lcpOverCopy)];
          const known = drifts.filter((d) => d !== null);
          const reproduces = known.length ? known.every((d) => Math.abs(d) <= TARGETS.reproduceWithin) : null;
          if (reproduces !== null) record(route, name, `ratios within ${TARGETS.reproduceWithin * 100} % of run 1`, reproduces);
          lines.push(
            `| ${label} | ${x(copyBefore)} | ${x(copyRatio)}${driftText(drifts[0])} | ${x(before?.lcpOverCopy)} | ${x(r.lcpOverCopy)}${driftText(drifts[1])} | ${x(r.lcp)} | ${x(r.dcl)} | ${copyOk} | ${lcpOk} | ${mark(reproduces)} |`,
          );
        } else {
          lines.push(`| ${label} | ${x(copyRatio)} | ${x(r.lcpOverCopy)} | ${x(r.lcp)} | ${x(r.dcl)} | ${x(r.fcp)} | ${copyOk} | ${lcpOk} |`);
        }
      }
    }
    return lines.join('\n');
  }

  /**
   * Chromium traces of the floor and of the routes chosen by --trace, interleaved, `traceRuns` each. With --paints the
   * renderer's main-thread work from the end of the HTML response to LCP, by default of the three routes furthest
   * over their LCP target; with --hydration every task from first paint until quiet, by default of the three routes
   * with the most main-thread blocking in the browser samples.
   */
  async function traceRoutes(paintsResult) {
    const summary = ratioSummary(paintsResult);
    const until = hydration ? 'quiet' : 'lcp';
    const blocked = (route) => median((paintsResult.samples.get(route)?.get(site.name) ?? []).filter(Boolean).map(({ newVisitor: v }) => blockingOf(v.longTasks)));
    const chosen =
      option('trace', null)?.split(',').filter(Boolean) ??
      routes
        .map((route) => [route, hydration ? blocked(route) : (summary[route]?.lcpOverCopy ?? 0) / TARGETS.lcpTimesCopy])
        .filter(([, over]) => hydration || over > 1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([route]) => route);
    // Keyed by row label: the site's route, and with --compare the other build's beside it. With --hydration the
    // route's script-free copy too: its tasks until LCP are what the site's first screen is compared with.
    const traced = hydration ? measured : subjects;
    const result = { floor: [], routes: Object.fromEntries(chosen.flatMap((route) => traced.map((s) => [rowLabel(route, s.name), []]))) };
    if (chosen.length === 0) return result;
    const traceBrowser = await launchBrowser();
    try {
      for (let i = 0; i < traceRuns; i += 1) {
        for (const route of chosen) {
          result.floor.push(await traceLoad(traceBrowser, `${floor.base}/`, { until }).catch((error) => log(`trace floor: ${error.message}`)));
          for (const s of traced) {
            result.routes[rowLabel(route, s.name)].push(await traceLoad(traceBrowser, `${s.base}${route}`, { until }).catch((error) => log(`trace ${route}: ${error.message}`)));
          }
        }
        log(`trace: round ${i + 1} of ${traceRuns} done`);
      }
    } finally {
      await traceBrowser.close();
    }
    return result;
  }

  /** The traces of --hydration read from the end of the HTML response to LCP (traceLoad keeps both windows). */
  function untilLcp({ floor: floorTraces, routes: routeTraces }) {
    const early = (t) => (t?.toLcp ? { ...t, work: t.toLcp } : null);
    return { floor: floorTraces.map(early), routes: Object.fromEntries(Object.entries(routeTraces).map(([label, list]) => [label, list.map(early)])) };
  }

  /** Issue 34: every main-thread task from first paint until quiet, of the floor and the traced routes. */
  function quietTraceSection({ floor: floorTraces, routes: routeTraces }) {
    const chosen = Object.keys(routeTraces);
    const columns = [['floor', floorTraces.filter(Boolean)], ...chosen.map((route) => [route, routeTraces[route].filter(Boolean)])];
    const medianOf = (list, f) => median(list.map(f));
    const over50 = (t) => t.work.tasks.filter((task) => task.duration >= 50);
    const lines = [
      '## Main-thread tasks from first paint until quiet: Chromium trace',
      '',
      `Chromium's DevTools timeline of new-visitor loads, same throttling, ${traceRuns} per page, interleaved with the floor. Every task of the`,
      `page's main thread from FCP until ${QUIET_MS / 1000} s after the load event and network idle. **Blocking** is the part of each task`,
      'over 50 ms, summed, as Lighthouse counts Total Blocking Time (here measured at 4× CPU, not simulated).',
      '',
      `| | ${columns.map(([label]) => (label === 'floor' ? '**floor**' : `\`${label}\``)).join(' | ')} |`,
      `|---|${columns.map(() => '---:').join('|')}|`,
      `| FCP / LCP / load (ms from navigation) | ${columns.map(([, list]) => ['fcp', 'lcp', 'load'].map((k) => ms(medianOf(list, (t) => t[k]))).join(' / ')).join(' | ')} |`,
      `| **blocking** from FCP, ms | ${columns.map(([, list]) => `**${ms(medianOf(list, (t) => t.blocking))}**`).join(' | ')} |`,
      `| tasks of 50 ms or more | ${columns.map(([, list]) => ms(medianOf(list, (t) => over50(t).length))).join(' | ')} |`,
      `| busy from FCP, ms | ${columns.map(([, list]) => ms(medianOf(list, (t) => Object.values(t.work.totals).reduce((a, b) => a + b, 0)))).join(' | ')} |`,
      '',
      `Of each page, the load with the median blocking: every task of at least 50 ms, with what it did (self time per kind in ms,`,
      'the kinds of at least a tenth of the task; script work by file; times from navigation start, throttled 4×).',
    ];
    for (const [label, list] of columns) {
      const chosenTrace = medianBlockingLoad(list);
      if (!chosenTrace) continue;
      lines.push(
        '',
        `**${label === 'floor' ? 'floor' : `\`${label}\``}**: FCP ${ms(chosenTrace.fcp)}, LCP ${ms(chosenTrace.lcp)}, load ${ms(chosenTrace.load)}, blocking ${ms(chosenTrace.blocking)}`,
        '',
        '| Starts at | Takes | Blocking | What it does |',
        '|---:|---:|---:|---|',
        ...over50(chosenTrace).map((task) => `| ${ms(task.start)} | ${ms(task.duration)} | ${ms(task.duration - 50)} | ${cellText(describeTask(task)) || 'scheduler only'} |`),
      );
    }
    return lines.join('\n');
  }

  /**
   * The main thread's work from the end of the HTML response to LCP, per kind and task by task. With `sameLoads` the
   * traces are those of the section before (--hydration), read over this earlier window.
   */
  function traceSection({ floor: floorTraces, routes: routeTraces }, { sameLoads = false } = {}) {
    const chosen = Object.keys(routeTraces);
    const loads = Math.max(0, ...chosen.map((route) => routeTraces[route].length));
    const intro = sameLoads
      ? [
          `The loads of the section above (${loads} per page), now from the end of the HTML response to LCP: what the first screen waits`,
          `for, beside the floor and the route's script-free copy (issue 34: LCP at most ${TARGETS.lcpTimesCopy}× the copy's, the copy at most ${TARGETS.copyLcpTimesFloor}× the`,
          "floor's). Main thread of the page's",
        ]
      : [`Chromium's DevTools timeline of one new-visitor load, same throttling, ${loads} per page, interleaved with the floor. Main thread of the page's`];
    const lines = ['## Where the main thread goes until LCP: Chromium trace', '', ...(chosen.length ? intro : ['Every route met its LCP target: nothing traced (`--trace=` chooses routes).'])];
    if (!chosen.length) return lines.join('\n');
    lines.push(
      'renderer from the end of the HTML response to LCP, self time of each kind of work in ms (median per kind). Script work is',
      'named by file (inline: the page\'s own `<script>` elements, the RSC data among them); CPU throttling stretches every',
      'slice, so read the shares. Idle: waiting for the network or a frame.',
      '',
    );
    const columns = [['floor', floorTraces.filter(Boolean)], ...chosen.map((route) => [route, routeTraces[route].filter(Boolean)])];
    const medianOf = (list, f) => median(list.map(f));
    const kinds = [...new Set(columns.flatMap(([, list]) => list.flatMap((t) => Object.keys(t.work.totals))))];
    const rowsByKind = kinds
      .map((kind) => [kind, columns.map(([, list]) => medianOf(list, (t) => t.work.totals[kind] ?? 0))])
      .filter(([, values]) => values.some((v) => v >= 5))
      .sort((a, b) => Math.max(...b[1]) - Math.max(...a[1]));
    lines.push(`| Main thread, response end → LCP | ${columns.map(([label]) => (label === 'floor' ? '**floor**' : `\`${label}\``)).join(' | ')} |`);
    lines.push(`|---|${columns.map(() => '---:').join('|')}|`);
    const span = (t) => (t.lcp ?? t.fcp) - t.responseEnd;
    lines.push(`| response end / FCP / LCP / DCL (ms from navigation) | ${columns.map(([, list]) => ['responseEnd', 'fcp', 'lcp', 'dcl'].map((k) => ms(medianOf(list, (t) => t[k]))).join(' / ')).join(' | ')} |`);
    lines.push(`| **span** response end → LCP | ${columns.map(([, list]) => `**${ms(medianOf(list, span))}**`).join(' | ')} |`);
    const busy = (t) => Object.values(t.work.totals).reduce((a, b) => a + b, 0);
    lines.push(`| busy (all kinds) | ${columns.map(([, list]) => ms(medianOf(list, busy))).join(' | ')} |`);
    lines.push(`| idle | ${columns.map(([, list]) => ms(medianOf(list, (t) => span(t) - busy(t)))).join(' | ')} |`);
    for (const [kind, values] of rowsByKind) lines.push(`| ${cellText(kind)} | ${values.map(ms).join(' | ')} |`);
    lines.push(
      '',
      '### Task by task',
      '',
      `Of each page, the load whose span (response end → LCP) is the median of its ${traceRuns}: every main-thread task of at least`,
      `${TASK_LISTED_MS} ms in that span, with what it did (self time per kind in ms, the kinds of at least a tenth of the task;`,
      'times from navigation start, throttled 4×). The shorter tasks are summed in the last row.',
    );
    for (const [label, list] of columns) {
      const sorted = [...list].sort((a, b) => span(a) - span(b));
      const chosenTrace = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!chosenTrace?.work.tasks) continue;
      const inSpan = chosenTrace.work.tasks;
      const listed = inSpan.filter((task) => task.duration >= TASK_LISTED_MS);
      const rest = inSpan.filter((task) => task.duration < TASK_LISTED_MS);
      lines.push(
        '',
        `**${label === 'floor' ? 'floor' : `\`${label}\``}**: response end ${ms(chosenTrace.responseEnd)}, FCP ${ms(chosenTrace.fcp)}, LCP ${ms(chosenTrace.lcp)}`,
        '',
        '| Starts at | Takes | What it does |',
        '|---:|---:|---|',
        ...listed.map((task) => `| ${ms(task.start)} | ${ms(task.duration)} | ${cellText(describeTask(task)) || 'scheduler only'} |`),
        `| | ${ms(rest.reduce((sum, task) => sum + task.duration, 0))} | ${rest.length} shorter tasks |`,
      );
    }
    return lines.join('\n');
  }

  function paintsSection({ floorSamples, samples }) {
    const pick = (list, visitor, metric) => median(list.filter(Boolean).map((sample) => sample[visitor]?.[metric]));
    const floorFigures = Object.fromEntries(['fcp', 'lcp'].flatMap((m) => ['newVisitor', 'returning'].map((v) => [`${v}.${m}`, pick(floorSamples, v, m)])));
    /** Main-thread blocking until load: the part of each task over 50 ms, summed, as TBT counts it. */
    const blocking = (list) => median(list.filter(Boolean).map(({ newVisitor: v }) => v.longTasks.filter((t) => t.start <= (v.load ?? Infinity)).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)));
    const floorBlocking = blocking(floorSamples);
    const lines = [
      '## Real browser: first contentful paint and largest contentful paint',
      '',
      `Chromium (Playwright), phone viewport 412 × 823, throttled through the DevTools protocol: ${THROTTLING.cpuRate}× CPU, ${THROTTLING.latencyMs} ms round trip,`,
      `1.6 Mbit/s down and up. Median of ${runs} samples per route and ${floorSamples.length} of the floor, in ms. **New visitor:** fresh context (empty cache and`,
      'storage; the cookie banner shows). **Returning:** the same visitor in a new tab right after (HTTP cache warm, consent',
      "and the switcher's intro stored). **Blocking:** the new visitor's main-thread tasks until load, the part of each",
      `over 50 ms summed (as Lighthouse counts TBT). Target: LCP at most floor + ${TARGETS.lcpOverFloorMs} ms for both.`,
      '',
      '| Route | FCP new | LCP new | FCP returning | LCP returning | Blocking new | LCP element (new visitor) | LCP target new / returning |',
      '|---|---:|---:|---:|---:|---:|---|:-:|',
      `| **floor** | ${ms(floorFigures['newVisitor.fcp'])} | ${ms(floorFigures['newVisitor.lcp'])} | ${ms(floorFigures['returning.fcp'])} | ${ms(floorFigures['returning.lcp'])} | ${ms(floorBlocking)} | ${cellText(lcpElement(floorSamples))} | |`,
    ];
    for (const [route, perSubject] of samples) {
      for (const [name, list] of perSubject) {
        const cells = ['newVisitor.fcp', 'newVisitor.lcp', 'returning.fcp', 'returning.lcp'].map((key) => {
          const [visitor, metric] = key.split('.');
          return withDelta(pick(list, visitor, metric), floorFigures[key]);
        });
        const checks = ['newVisitor', 'returning'].map((visitor) => {
          const value = pick(list, visitor, 'lcp');
          if (copy && name === copy.name) return '';
          return check(value, floorFigures[`${visitor}.lcp`], (v, f) => record(route, name, `LCP ${visitor === 'newVisitor' ? 'new' : 'returning'}`, v <= f + TARGETS.lcpOverFloorMs));
        });
        const failed = list.filter((sample) => !sample).length;
        lines.push(`| ${rowLabel(route, name)}${failed ? ` (${failed} failed)` : ''} | ${cells.join(' | ')} | ${withDelta(blocking(list), floorBlocking)} | ${cellText(lcpElement(list))} | ${checks.join(' / ')} |`);
      }
    }
    return lines.join('\n');
  }

  /** Requests and long animation frames of the median new-visitor sample: of the floor and of chosen routes. */
  function breakdownSection({ floorSamples, samples }) {
    const lcpOf = (list) => median(list.filter(Boolean).map((sample) => sample.newVisitor.lcp));
    const floorLcp = lcpOf(floorSamples);
    const chosen = option('breakdown', null)?.split(',').filter((route) => samples.has(route)) ??
      // By default the two routes furthest over the LCP target.
      [...samples].map(([route, perSubject]) => [route, lcpOf(perSubject.get(site.name))]).filter(([, lcp]) => lcp > floorLcp + TARGETS.lcpOverFloorMs).sort((a, b) => b[1] - a[1]).slice(0, 2).map(([route]) => route);
    const lines = [
      '## Where the time goes: new visitor',
      '',
      'The median sample (by LCP) of the floor and of ' + (chosen.length ? chosen.map((r) => `\`${r}\``).join(' and ') : 'no route') + ' (`--breakdown=` chooses):',
      'every request that started before LCP, and every main-thread task over 50 ms until the page was loaded, with the',
      'scripts and the style and layout work in it (Long Animation Frames API). Times in ms from navigation start, KB as',
      'transferred.',
    ];
    for (const [label, list] of [['floor', floorSamples], ...chosen.map((route) => [route, samples.get(route).get(site.name)])]) {
      const sorted = list.filter(Boolean).sort((a, b) => a.newVisitor.lcp - b.newVisitor.lcp);
      const sample = sorted[Math.floor((sorted.length - 1) / 2)]?.newVisitor;
      if (!sample) continue;
      lines.push('', `### ${label}: FCP ${ms(sample.fcp)}, LCP ${ms(sample.lcp)}, load ${ms(sample.load)}`, '', '| Request | Start | End | KB |', '|---|---:|---:|---:|');
      for (const r of sample.requests.filter((r) => r.start <= sample.lcp)) lines.push(`| \`${cellText(r.url.slice(0, 70))}\` | ${r.start} | ${r.end} | ${kb(r.bytes)} |`);
      lines.push('', '| Task start | Duration | Scripts in it (ms) | Style and layout in it (ms) |', '|---:|---:|---|---:|');
      for (const task of sample.longTasks.filter((t) => t.start <= (sample.load ?? Infinity))) {
        const end = task.start + task.duration;
        const scripts = sample.scripts.filter((x) => x.start >= task.start && x.start < end);
        const layout = sample.layouts.filter((l) => l.start >= task.start && l.start < end).reduce((total, l) => total + Math.min(l.end, end) - l.start, 0);
        const names = scripts.map((x) => `${cellText(x.source.split('/').pop() || 'inline')} ${x.duration}`).join(', ');
        lines.push(`| ${task.start} | ${task.duration} | ${names || '–'} | ${layout || '–'} |`);
      }
    }
    return lines.join('\n');
  }

  /** Lighthouse medians of the floor and of each route's copy and site (and --compare), for the report and --json. */
  function lighthouseFigures({ floorSamples, samples }) {
    const routesSummary = {};
    for (const [route, perSubject] of samples) for (const [name, list] of perSubject) routesSummary[rowLabel(route, name)] = summariseRuns(list);
    return { floor: summariseRuns(floorSamples), routes: routesSummary };
  }

  /** The runs Lighthouse abandoned and the bench took again, for a row's label. */
  function takenAgain(figures) {
    return figures.retried?.length ? ` (taken again after ${figures.retried.join(', ')})` : '';
  }

  function lighthouseSection(result) {
    const { floor: floorFigures, routes: figures } = lighthouseFigures(result);
    // An earlier run is only beside this one when it throttled the same way (runs before the option simulated).
    const previous = (against?.lighthouseThrottling ?? 'simulate') === lighthouseThrottling ? (against?.lighthouseSummary ?? null) : null;
    const method =
      lighthouseThrottling === 'devtools'
        ? "throttling applied in the browser (`--lighthouse-throttling=devtools`: 4× CPU, 562.5 ms request latency, 1.47 Mbit/s, as Lighthouse sets them for mobile)"
        : 'simulated throttling';
    const lines = [
      '## Lighthouse',
      '',
      `Lighthouse ${lighthouseVersion()}, mobile, ${method}, Debian Chromium; median of ${lighthouseRuns} run${lighthouseRuns === 1 ? '' : 's'} per route and ${result.floorSamples.length} of the floor,`,
      `interleaved: for each route the floor, then ${copy ? "the route's script-free copy (`↳ copy`), then " : ''}the site.`,
      `Targets (issue 34, medians of this run): perf at least floor − ${TARGETS.perfBelowFloor}, TBT at most floor + ${TARGETS.tbtOverFloorMs} ms${lighthouseThrottling === 'devtools' ? ' (set for the simulation; checked here with the same thresholds under applied throttling)' : ''}.`,
      ...(previous ? [`Beside perf and TBT, in brackets, the same figures of the --against run (floor then: perf ${previous.floor.perf ?? '–'}, TBT ${ms(previous.floor.tbt)} ms).`] : []),
      '',
      '| Route | Perf | TBT ms | LCP ms | FCP ms | CLS | A11y | BP | SEO | Perf runs | Perf target | TBT target |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|:-:|:-:|',
      `| **floor**${takenAgain(floorFigures)} | ${floorFigures.perf ?? '–'} | ${ms(floorFigures.tbt)} | ${ms(floorFigures.lcp)} | ${ms(floorFigures.fcp)} | ${floorFigures.cls?.toFixed(3) ?? '–'} | ${floorFigures.a11y ?? '–'} | ${floorFigures.bp ?? '–'} | ${floorFigures.seo ?? '–'} | ${floorFigures.perfRuns.join(', ')} | | |`,
    ];
    for (const [route, perSubject] of result.samples) {
      for (const name of perSubject.keys()) {
        const label = rowLabel(route, name);
        const r = figures[label];
        const before = previous?.routes?.[label];
        const was = (value) => (before ? ` [${value}]` : '');
        const errors = r.errors.length ? ` (Lighthouse: ${[...new Set(r.errors)].join(', ')})` : '';
        const isCopy = copy && name === copy.name;
        const perfCheck = isCopy ? '' : check(r.perf, floorFigures.perf, (v, f) => record(route, name, `Lighthouse perf ≥ floor − ${TARGETS.perfBelowFloor}`, v >= f - TARGETS.perfBelowFloor));
        const tbtCheck = isCopy ? '' : check(r.tbt, floorFigures.tbt, (v, f) => record(route, name, `TBT ≤ floor + ${TARGETS.tbtOverFloorMs} ms`, v <= f + TARGETS.tbtOverFloorMs));
        lines.push(
          `| ${label}${errors}${takenAgain(r)} | ${withDelta(r.perf, floorFigures.perf)}${was(before?.perf ?? '–')} | ${withDelta(r.tbt, floorFigures.tbt)}${was(ms(before?.tbt))} | ${withDelta(r.lcp, floorFigures.lcp)} | ${withDelta(r.fcp, floorFigures.fcp)} | ${r.cls?.toFixed(3) ?? '–'} | ${r.a11y ?? '–'} | ${r.bp ?? '–'} | ${r.seo ?? '–'} | ${r.perfRuns.join(', ')} | ${perfCheck} | ${tbtCheck} |`,
        );
      }
    }
    return lines.join('\n');
  }

  /**
   * Where each subject's Lighthouse TBT comes from: the long tasks of its median run (the run whose TBT is the
   * median), in the simulated timeline, each with its part over 50 ms after the simulated FCP. That is how TBT counts
   * a task; Lighthouse averages two TBTs, from an early and a late estimate of FCP, so the parts add up to about the
   * TBT, not exactly. Grouped into the page's own document (HTML parsing with the inline RSC data, style, layout,
   * paint), script files, and work without a URL.
   */
  function lighthouseTasksSection({ floorSamples, samples }) {
    const medianRun = (list) => medianItem(list.filter((r) => Number.isFinite(r?.tbt) && r.longTasks), (r) => r.tbt);
    const row = (label, run) => {
      if (!run) return `| ${label} | – | – | – | – | – | – |`;
      const shares = run.longTasks.map((task) => {
        // The part of the task after FCP, and of that what blocks.
        const counted = { duration: task.start + task.duration - Math.max(task.start, run.fcp) };
        return { ...task, blocking: Math.round(blockingOf([counted])) };
      });
      const sum = (test) => ms(shares.filter(test).reduce((total, task) => total + task.blocking, 0));
      const isScript = (task) => /\.m?js$/.test(task.what);
      const list = shares
        .filter((task) => task.blocking > 0)
        .sort((a, b) => a.start - b.start)
        .map((task) => `${cellText(task.what)} ${task.duration} (${task.blocking})`)
        .join(', ');
      return `| ${label} | ${ms(run.tbt)} | ${ms(run.fcp)} | ${sum(isScript)} | ${sum((t) => t.what === 'document')} | ${sum((t) => t.what === 'unattributable')} | ${list || '–'} |`;
    };
    const lines = [
      '## Lighthouse: where TBT comes from',
      '',
      "Each subject's median run (by TBT) from the table above: Lighthouse's long tasks in its simulated timeline, each with its",
      'part over 50 ms after the simulated FCP (in brackets), which is how TBT counts a task. Lighthouse averages two TBTs, from an',
      'early and a late estimate of FCP, so the parts add up to about the TBT, not exactly. **document** is the page itself',
      '(parsing the HTML with its inline RSC data, style, layout, paint; Lighthouse simulates a task with layout at 2× CPU, others',
      'at 4×), **no URL** work Lighthouse attributes to no file (the navigation itself), script files by name.',
      '',
      '| Route | TBT ms | FCP ms | scripts ms | document ms | no URL ms | tasks after FCP: duration (part over 50 ms) |',
      '|---|---:|---:|---:|---:|---:|---|',
      row('**floor**', medianRun(floorSamples)),
    ];
    for (const [route, perSubject] of samples) for (const [name, list] of perSubject) lines.push(row(rowLabel(route, name), medianRun(list)));
    return lines.join('\n');
  }

  function bytesSection() {
    const lines = [
      '## Bytes',
      '',
      'Gzip level 9. JS: first-load chunks of the route from `.next/diagnostics/route-bundle-stats.json`, against the',
      "route's budget (bench/tools/budgets.mjs). The build writes the site's stylesheet into every page (lib/build/inline-css.mjs):",
      '**HTML** is the whole response, **stylesheet** the inlined CSS on its own, **without** the page minus that CSS',
      '(its markup and RSC data); **CSS file** counts stylesheets a page still links. Target: HTML at most',
      `${kb(TARGETS.htmlGzipBytes)} KB, checked on the page without the stylesheet, which was a separate file when the target was set.`,
      '',
      '| Route | HTML KB (Δ floor) | of it stylesheet | without stylesheet | HTML raw KB | JS KB (budget) | CSS file KB | HTML target | JS budget |',
      '|---|---:|---:|---:|---:|---:|---:|:-:|:-:|',
      `| **floor** | ${kb(floorBytes.html)} | ${kb(floorBytes.cssInline)} | ${kb(floorBytes.document)} | ${kb(floorBytes.htmlRaw)} | ${kb(floorBytes.js)} | ${kb(floorBytes.css)} | | |`,
    ];
    for (const [route, perSubject] of bytes) {
      for (const [name, b] of perSubject) {
        const budget = jsBudgetFor(b.buildRoute).bytes;
        if (copy && name === copy.name) {
          lines.push(`| ${rowLabel(route, name)} | ${kb(b.html)} (+${kb(b.html - floorBytes.html)}) | ${kb(b.cssInline)} | ${kb(b.document)} | ${kb(b.htmlRaw)} | – | ${kb(b.css)} | | |`);
          continue;
        }
        const htmlOk = record(route, name, 'HTML', b.document <= TARGETS.htmlGzipBytes);
        const jsOk = b.js === null ? null : record(route, name, 'JS budget', b.js <= budget);
        lines.push(
          `| ${rowLabel(route, name)} | ${kb(b.html)} (+${kb(b.html - floorBytes.html)}) | ${kb(b.cssInline)} | ${kb(b.document)} | ${kb(b.htmlRaw)} | ${b.js === null ? '–' : `${kb(b.js)} (${kb(budget)})`} | ${kb(b.css)} | ${mark(htmlOk)} | ${mark(jsOk)} |`,
        );
      }
    }
    return lines.join('\n');
  }

  function loadSection({ floorRuns, pathRuns }) {
    const floorRps = median(floorRuns.map((r) => r.rps));
    const lines = [
      '## Throughput',
      '',
      `autocannon, ${connections} connections, ${duration} s per run, the site as \`npm start\` serves it (server.mjs), the floor with \`next start\`; median of ${loadRounds} round${loadRounds === 1 ? '' : 's'}; the floor runs before each`,
      `page. Requests carry \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\` as Chromium sends it, so the server compresses as it does`,
      `for a visitor. Target: \`/\` at least ${TARGETS.homeRpsShareOfFloor} × the floor's requests/s.`,
      '',
      '| Page | Requests/s (× floor) | p99 latency ms | KB per response | Requests | Errors (incl. timeouts, non-2xx) | Target |',
      '|---|---:|---:|---:|---:|---:|:-:|',
      `| **floor** \`/\` | ${Math.round(floorRps)} | ${median(floorRuns.map((r) => r.p99))} | ${kb(median(floorRuns.map((r) => r.bytesPerResponse)))} | ${sum(floorRuns, 'total')} | ${sum(floorRuns, 'errors')} | |`,
    ];
    for (const [loadPath, perSubject] of pathRuns) {
      for (const [name, list] of perSubject) {
        const rps = median(list.map((r) => r.rps));
        const target = loadPath === '/' ? mark(record(loadPath, name, 'requests/s', rps >= floorRps * TARGETS.homeRpsShareOfFloor)) : '';
        lines.push(
          `| ${rowLabel(loadPath, name)} | ${Math.round(rps)} (× ${(rps / floorRps).toFixed(2)}) | ${median(list.map((r) => r.p99))} | ${kb(median(list.map((r) => r.bytesPerResponse)))} | ${sum(list, 'total')} | ${sum(list, 'errors')} | ${target} |`,
        );
      }
    }
    return lines.join('\n');
  }

  function targetsSummary() {
    const lines = ['## Targets', ''];
    for (const s of subjects) {
      const results = outcomes.filter((o) => o.subject === s.name);
      const missed = results.filter((o) => !o.ok);
      lines.push(`${subjects.length > 1 ? `**${s.name}:** ` : ''}${results.length - missed.length} of ${results.length} checks met.${missed.length ? ' Missed:' : ''}`);
      for (const target of new Set(missed.map((o) => o.target))) {
        lines.push(`- ${target}: ${missed.filter((o) => o.target === target).map((o) => o.route).join(', ')}`);
      }
      lines.push('');
    }
    return lines.join('\n').trimEnd();
  }
} finally {
  stopServers();
}

// ---- Formatting and bookkeeping ------------------------------------------------------------------------------

function record(route, subject, target, ok) {
  outcomes.push({ route, subject, target, ok });
  return ok;
}
function rowLabel(route, subject) {
  return subject === 'site' ? route : `${route} ↳ ${subject}`;
}
function ms(value) {
  return Number.isFinite(value) ? String(Math.round(value)) : '–';
}
function withDelta(value, floorValue) {
  if (!Number.isFinite(value)) return '–';
  if (!Number.isFinite(floorValue)) return ms(value);
  const delta = Math.round(value - floorValue);
  return `${ms(value)} (${delta >= 0 ? '+' : '−'}${Math.abs(delta)})`;
}
function mark(ok) {
  return ok === null || ok === undefined ? '–' : ok ? '✓' : '**✗**';
}
/** ✓ or ✗ from `decide(value, floorValue)`, or – when either figure is missing. */
function check(value, floorValue, decide) {
  return Number.isFinite(value) && Number.isFinite(floorValue) ? mark(decide(value, floorValue)) : '–';
}
function sum(list, key) {
  return list.reduce((total, item) => total + item[key], 0);
}
/** The element most samples named as LCP. */
function lcpElement(list) {
  const counts = new Map();
  for (const sample of list) if (sample?.newVisitor.lcpElement) counts.set(sample.newVisitor.lcpElement, (counts.get(sample.newVisitor.lcpElement) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '–';
}
function cellText(text) {
  return text.replace(/\|/g, '\\|').replace(/\s+/g, ' ');
}
function lighthouseVersion() {
  return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
}
/** JSON for --json: Maps become objects. */
function mapsToObjects(value) {
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [k, mapsToObjects(v)]));
  if (Array.isArray(value)) return value.map(mapsToObjects);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapsToObjects(v)]));
  return value;
}
