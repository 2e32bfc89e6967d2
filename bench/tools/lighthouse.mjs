// Lighthouse mobile (default simulated throttling) against a running server, with Debian's Chromium.
// Usage: node bench/tools/lighthouse.mjs [--base=http://localhost:3000] [--runs=3] [--throttling=devtools] / /courses /courses/1
// Prints the median of each metric over the runs: scores vary from run to run on a busy 2-core machine.
// --throttling=devtools: the page loads under Lighthouse's mobile throttling applied in the browser (4× CPU, 562.5 ms
// request latency, 1.47 Mbit/s) instead of the default simulation, which estimates the throttled load from an
// unthrottled one (and counts every request finished before the unthrottled LCP as holding up LCP).
// bench/tools/bench.mjs imports launchChrome, lighthouseRun and summariseRuns.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './bench-stats.mjs';

const round = (value) => (value === null ? null : Math.round(value));

export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** Lighthouse's throttling methods this script offers: its default simulation, or applied in the browser. */
export const THROTTLING_METHODS = ['simulate', 'devtools'];

/** One Lighthouse mobile run of one URL: scores (0–100), LCP and TBT in ms, CLS; NaN where the run failed. */
export async function lighthouseRun(chrome, url, { throttlingMethod = 'simulate' } = {}) {
  if (!THROTTLING_METHODS.includes(throttlingMethod)) throw new Error(`throttling: one of ${THROTTLING_METHODS.join(', ')}`);
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', throttlingMethod });
  const score = (id) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : NaN);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    longTasks: longTasks(lhr, url),
    error: lhr.runtimeError?.code,
  };
}

/**
 * The run's main-thread tasks over 50 ms as Lighthouse lists them (its long-tasks audit: start and duration in the
 * throttled timeline it estimates, so simulated under the default throttling), each named by what it ran: `document`
 * (the page's own HTML parsing with its inline scripts, style, layout and paint), `unattributable` (work without a
 * URL, such as the navigation's own task), or the script file's name.
 */
function longTasks(lhr, url) {
  const page = new URL(url);
  return (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => {
    let what = 'unattributable';
    if (item.url && item.url !== 'Unattributable') {
      const at = new URL(item.url, page);
      what = at.origin === page.origin && at.pathname === page.pathname ? 'document' : at.pathname.split('/').pop();
    }
    return { what, start: Math.round(item.startTime), duration: Math.round(item.duration) };
  });
}

/** How often a run is taken in all when Lighthouse abandons it (lighthouseRunTaken). */
export const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One run as lighthouseRun, taken again (at most LIGHTHOUSE_ATTEMPTS times in all) when Lighthouse abandons it with a
 * runtime error: NO_NAVSTART, a trace without the navigation, came once or twice in most bench runs on this machine,
 * on the floor, copies and site alike, and left a median of two runs. The codes of the abandoned attempts are kept
 * (`retried`); a page that fails every time still ends with its error.
 */
export async function lighthouseRunTaken(chrome, url, options, { onRetry = () => {} } = {}) {
  const retried = [];
  for (;;) {
    const result = await lighthouseRun(chrome, url, options).catch((error) => ({ error: String(error.code ?? error.message) }));
    if (!result.error || retried.length + 1 >= LIGHTHOUSE_ATTEMPTS) return { ...result, retried };
    retried.push(result.error);
    onRetry(result.error);
  }
}

/** Median of each metric over runs of one URL (null where no run produced it), with each run's perf score. */
export function summariseRuns(results) {
  const m = (key) => median(results.map((r) => r[key]));
  return {
    perf: m('perf'),
    a11y: m('a11y'),
    bp: m('bp'),
    seo: m('seo'),
    lcp: round(m('lcp')),
    fcp: round(m('fcp')),
    tbt: round(m('tbt')),
    cls: m('cls'),
    perfRuns: results.map((r) => r.perf),
    errors: results.map((r) => r.error).filter(Boolean),
    retried: results.flatMap((r) => r.retried ?? []),
  };
}

/** Median scores over `runs` Lighthouse mobile runs of one URL. */
export async function lighthouseMedian(chrome, url, runs, options) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseRunTaken(chrome, url, options));
  return summariseRuns(results);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const base = args.find((a) => a.startsWith('--base='))?.slice(7) ?? 'http://localhost:3000';
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  const throttlingMethod = args.find((a) => a.startsWith('--throttling='))?.slice(13) ?? 'simulate';
  const routes = args.filter((a) => !a.startsWith('--'));
  const chrome = await launchChrome();
  try {
    console.log('| Route | Perf | A11y | Best Practices | SEO | LCP ms | TBT ms | CLS | runs (perf) |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const route of routes) {
      const r = await lighthouseMedian(chrome, `${base}${route}`, runs, { throttlingMethod });
      const cells = [r.perf, r.a11y, r.bp, r.seo, r.lcp, r.tbt, r.cls?.toFixed(3)].map((v) => v ?? '–');
      console.log(`| ${route} | ${cells.join(' | ')} | ${r.perfRuns.join(', ')}${r.errors.length ? ` (${r.errors.join(', ')})` : ''} |`);
    }
  } finally {
    await chrome.kill();
  }
}
