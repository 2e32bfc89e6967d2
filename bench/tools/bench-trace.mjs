// What the main thread does between the document's response and the first paint, from a Chromium trace.
// One throttled new-visitor load (bench/tools/bench-browser.mjs's profile) with the DevTools timeline recorded; the
// renderer's main-thread events between the end of the HTML response and LCP are summed per kind: HTML parsing,
// script compilation and evaluation per file (inline scripts as "inline"), style recalculation, layout, paint.
// With --until=quiet (issue 34) the window is from first paint until the page is quiet: the load event, the network
// idle and then QUIET_MS without anything to wait for; each task in it is listed with what it did and its blocking time
// (the part over 50 ms, as Total Blocking Time counts it), and the same load's work from the response's end to LCP.
// Usage: node bench/tools/bench-trace.mjs <url> [<url> ...] [--runs=3] [--until=lcp|fcp|quiet] [--json=file]
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { launchBrowser, PHONE, settle, throttle } from './bench-browser.mjs';
import { median, medianItem } from './bench-stats.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];

/** Trace event name → the kind of work it is. Nested events are counted by their own (self) time. */
const KINDS = {
  ParseHTML: 'parse HTML',
  EvaluateScript: 'evaluate script',
  'v8.compile': 'compile script',
  'v8.compileModule': 'compile script',
  'v8.evaluateModule': 'evaluate script',
  FunctionCall: 'run script (callbacks)',
  TimerFire: 'run script (callbacks)',
  EventDispatch: 'run script (callbacks)',
  FireAnimationFrame: 'run script (callbacks)',
  RunMicrotasks: 'run script (callbacks)',
  'V8.GCScavenger': 'garbage collection',
  MajorGC: 'garbage collection',
  MinorGC: 'garbage collection',
  UpdateLayoutTree: 'style',
  ScheduleStyleRecalculation: 'style',
  ParseAuthorStyleSheet: 'parse CSS',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  ResourceReceivedData: 'network (main thread)',
  ResourceReceiveResponse: 'network (main thread)',
  ResourceSendRequest: 'network (main thread)',
  ResourceFinish: 'network (main thread)',
  DecodeImage: 'image decode',
  'Decode Image': 'image decode',
};

/** Slices that only wrap a task; their self time is the scheduler's. */
const TASK_WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'Receive mojo message', 'SimpleWatcher::OnHandleReady', 'Closed mojo endpoint']);

/** Kinds by name prefix, for the families of slices that KINDS does not list one by one. */
const KIND_PREFIXES = [
  ['DocumentLoader::', 'HTML loading (document loader)'],
  ['NavigationBodyLoader::', 'HTML loading (document loader)'],
  ['DecodedDataDocumentParser::', 'parse HTML'],
  ['HTMLDocumentParser::', 'parse HTML'],
  ['V8.GC', 'garbage collection'],
  ['BlinkScheduler_PerformMicrotaskCheckpoint', 'run script (callbacks)'],
  ['PaintImage', 'paint'],
  ['BeginRemoteFontLoad', 'fonts'],
  ['PageTimingMetricsSender', 'task overhead'],
  ['IntersectionObserver', 'layout'],
];

function kindOf(name) {
  return KINDS[name] ?? KIND_PREFIXES.find(([prefix]) => name.startsWith(prefix))?.[1] ?? null;
}

/** The script a slice runs: its file name, or 'inline' for the page's own <script> elements (their URL is the page's). */
function scriptName(args) {
  const url = args?.data?.url ?? args?.data?.scriptName ?? args?.fileName ?? '';
  if (!url) return 'no URL';
  if (!/^https?:/.test(url)) return 'inline';
  const file = new URL(url).pathname.split('/').pop();
  return file.endsWith('.js') ? file : 'inline';
}

/**
 * The complete slices (with a duration) of the page's renderer main thread: the one that parsed the most HTML (Chromium
 * may start a spare renderer too).
 */
export function rendererMainThread(events) {
  const parsed = new Map();
  for (const e of events) if (e.name === 'ParseHTML' && e.dur) parsed.set(`${e.pid}:${e.tid}`, (parsed.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const busiest = [...parsed].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!busiest) throw new Error('no renderer main thread with HTML parsing in the trace');
  const [pid, tid] = busiest.split(':').map(Number);
  return events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
}

/**
 * Self time per kind (and per script file for script work) of the renderer main thread's events in [from, to],
 * times in ms from navigation start. `events` is the trace's traceEvents.
 */
export function mainThreadWork(events, { navigationStart, from, to }) {
  const onMain = rendererMainThread(events);
  const ms = (us) => (us - navigationStart) / 1000;
  // Tasks: the top-level slices; their children tell what the task did, by self time.
  const complete = onMain.map((e) => ({ name: e.name, start: ms(e.ts), end: ms(e.ts + e.dur), args: e.args })).sort((a, b) => a.start - b.start || b.end - a.end);
  const totals = new Map();
  const add = (key, value) => totals.set(key, (totals.get(key) ?? 0) + value);
  // Self time: walk with a stack; each event's duration minus its children's, clipped to [from, to].
  const clip = (a, b) => Math.max(0, Math.min(b, to) - Math.max(a, from));
  const stack = [];
  const tasks = [];
  const finish = (node) => {
    const self = clip(node.start, node.end) - node.childTime;
    const kind = kindOf(node.name);
    // Script work is named by the script it runs: the nearest EvaluateScript/FunctionCall/compile naming a file.
    // Everything under an SVG picture's arrival is that picture's: Chromium parses, styles and lays out each SVG
    // <img> as a document of its own, on the page's main thread.
    let label;
    if (node.svgPicture) label = SVG_PICTURE;
    else if (kind) label = kind.includes('script') ? `${kind}: ${node.script ?? 'inline'}` : kind;
    else label = TASK_WRAPPERS.has(node.name) ? 'task overhead' : `other: ${node.name}`;
    add(label, self);
    if (node.task) node.task.kinds[label] = (node.task.kinds[label] ?? 0) + self;
  };
  for (const e of complete) {
    while (stack.length && stack.at(-1).end <= e.start) {
      const done = stack.pop();
      finish(done);
    }
    const parent = stack.at(-1);
    const scriptHere = ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'v8.evaluateModule'].includes(e.name) ? scriptName(e.args) : null;
    const node = {
      ...e,
      childTime: 0,
      depth: stack.length,
      script: scriptHere && scriptHere !== 'inline' ? scriptHere : scriptHere ?? parent?.script,
      svgPicture: parent?.svgPicture || e.name === 'SVGImage::DataChanged',
      task: parent?.task,
    };
    if (parent) parent.childTime += clip(e.start, e.end);
    else if (e.end > from && e.start < to) {
      node.task = { start: e.start, duration: e.end - e.start, kinds: {} };
      tasks.push(node.task);
    }
    stack.push(node);
  }
  while (stack.length) finish(stack.pop());
  return { totals: Object.fromEntries([...totals].filter(([, v]) => v >= 0.5).sort((a, b) => b[1] - a[1])), tasks };
}

/** The kind for all work an SVG picture (<img src="….svg">) causes when its data arrives. */
export const SVG_PICTURE = 'SVG picture (its own document)';

/**
 * One task's work as text: the kinds that make up at least a tenth of its self time, largest first
 * ("layout 165, style 85, paint 40"); task overhead is left out.
 */
export function describeTask(task) {
  const kinds = Object.entries(task.kinds ?? {}).filter(([kind]) => kind !== 'task overhead');
  const total = kinds.reduce((sum, [, v]) => sum + v, 0);
  return kinds
    .filter(([, v]) => v >= Math.max(1, total / 10))
    .sort((a, b) => b[1] - a[1])
    .map(([kind, v]) => `${kind} ${Math.round(v)}`)
    .join(', ');
}

/** How long a load is followed after the load event and network idle, for --until=quiet, in ms. */
export const QUIET_MS = 3000;

/** Main-thread blocking of a list of tasks: the part of each over 50 ms, summed (as Total Blocking Time counts). */
export const blockingOf = (tasks) => tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);

/** Of several traced loads of one page, the one with the median blocking (the one a report lists task by task). */
export const medianBlockingLoad = (loads) => medianItem(loads, (load) => load.blocking);

/**
 * One throttled new-visitor load of `url` with the timeline traced: the main thread's work from the end of the HTML
 * response until LCP (or FCP), or with `until: 'quiet'` from FCP until QUIET_MS after the load and network idle.
 */
export async function traceLoad(browser, url, { until = 'lcp' } = {}) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  try {
    await context.addInitScript(() => {
      const found = { fcp: null, lcp: null };
      Object.defineProperty(window, '__trace', { value: found });
      new PerformanceObserver((l) => l.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (found.fcp = e.startTime))).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((l) => l.getEntries().forEach((e) => (found.lcp = e.startTime))).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await throttle(context, page);
    await settle();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(until === 'quiet' ? QUIET_MS : 300);
    const marks = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0];
      return { ...window.__trace, responseEnd: n.responseEnd, dcl: n.domContentLoadedEventStart, load: n.loadEventEnd, now: performance.now(), timeOrigin: performance.timeOrigin };
    });
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = trace.traceEvents;
    // Navigation start in trace time: the trace's first-contentful-paint mark less the page's own FCP.
    const fcpMark = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
    if (!fcpMark || marks.fcp === null) throw new Error(`${url}: no first contentful paint in the trace`);
    const navigationStart = fcpMark.ts - marks.fcp * 1000;
    if (until === 'quiet') {
      const work = mainThreadWork(events, { navigationStart, from: marks.fcp, to: marks.now });
      // The same load up to LCP as well: what the first screen waits for, task by task (issue 34's LCP targets).
      const toLcp = mainThreadWork(events, { navigationStart, from: marks.responseEnd, to: marks.lcp ?? marks.fcp });
      return { url, ...marks, until, work, blocking: blockingOf(work.tasks), toLcp };
    }
    const to = marks[until] ?? marks.fcp;
    return { url, ...marks, until, work: mainThreadWork(events, { navigationStart, from: marks.responseEnd, to }) };
  } finally {
    await context.close();
    await settle();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
  const urls = args.filter((a) => !a.startsWith('--'));
  const runs = Number(option('runs', 3));
  const until = option('until', 'lcp');
  const browser = await launchBrowser();
  const results = [];
  try {
    for (const url of urls) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await traceLoad(browser, url, { until }));
      results.push({ url, samples });
      const keys = [...new Set(samples.flatMap((s) => Object.keys(s.work.totals)))];
      const med = (f) => median(samples.map(f));
      console.log(`\n${url}: response end ${med((s) => s.responseEnd).toFixed(0)} ms, FCP ${med((s) => s.fcp).toFixed(0)}, LCP ${med((s) => s.lcp).toFixed(0)}, DCL ${med((s) => s.dcl).toFixed(0)} (median of ${runs})`);
      console.log(`main thread from response end to ${until}, self time in ms (median per kind):`);
      const rows = keys.map((k) => [k, med((s) => s.work.totals[k] ?? 0)]).sort((a, b) => b[1] - a[1]);
      for (const [k, v] of rows) if (v >= 1) console.log(`  ${v.toFixed(0).padStart(5)}  ${k}`);
      if (until === 'quiet') {
        const chosen = medianBlockingLoad(samples);
        console.log(`blocking from FCP (median ${med((s) => s.blocking).toFixed(0)} ms; each: ${samples.map((s) => s.blocking.toFixed(0)).join(', ')}); tasks of at least 50 ms of the median load:`);
        for (const task of chosen.work.tasks.filter((t) => t.duration >= 50)) console.log(`  ${task.start.toFixed(0).padStart(6)} ${task.duration.toFixed(0).padStart(5)}  ${describeTask(task)}`);
      }
      console.log(`  ${rows.reduce((t, [, v]) => t + v, 0).toFixed(0).padStart(5)}  total busy; idle = the rest of ${med((s) => (s[until] ?? s.fcp) - s.responseEnd).toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
  }
  const json = option('json', null);
  if (json) writeFileSync(json, JSON.stringify(results, null, 1));
}
