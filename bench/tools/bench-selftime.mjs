// Where a page's main thread goes, event by event (issue 63): unthrottled loads with a Chromium trace, the renderer's
// main-thread self time summed per trace event name (Document::recalcStyle, LocalFrameView::performLayout,
// InlineNode::FindSvgTextChunks, …), which names work that bench-trace.mjs's kinds lump together. Several URLs are
// loaded in turn, the order reversed every other round, so that two variants of a page share the machine's noise.
// Usage: node bench/tools/bench-selftime.mjs <url> [<url> ...] [--runs=4] [--top=12]
// Prints per URL the median of each load's total self time and the top events by mean self time per load.
import { parseArgs } from 'node:util';
import { launchBrowser, PHONE } from './bench-browser.mjs';
import { median } from './bench-stats.mjs';
import { rendererMainThread } from './bench-trace.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink', 'loading', 'toplevel', 'blink.user_timing', 'cc', 'renderer.scheduler'];
/** How long a load is followed after the network is idle, in ms: the late stylesheet and the chunks run by then. */
const AFTER_IDLE_MS = 2000;

const { values, positionals: urls } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '4' }, top: { type: 'string', default: '12' } } });
if (urls.length === 0) throw new Error('usage: node bench/tools/bench-selftime.mjs <url> [<url> ...] [--runs=4] [--top=12]');

/** Self time (µs) per event name of the page's renderer main thread. */
function selfTimes(events) {
  const slices = rendererMainThread(events).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  const stack = [];
  const finish = (node) => self.set(node.name, (self.get(node.name) ?? 0) + node.dur - node.children);
  for (const e of slices) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) finish(stack.pop());
    if (stack.length) stack.at(-1).children += e.dur;
    stack.push({ name: e.name, ts: e.ts, dur: e.dur, children: 0 });
  }
  while (stack.length) finish(stack.pop());
  return self;
}

const browser = await launchBrowser();
/** Per URL: each load's self times. */
const loads = new Map(urls.map((url) => [url, []]));
try {
  for (let round = 0; round < Number(values.runs); round += 1) {
    for (const url of round % 2 ? [...urls].reverse() : urls) {
      const context = await browser.newContext(PHONE);
      try {
        const page = await context.newPage();
        await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(url, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(AFTER_IDLE_MS);
        loads.get(url).push(selfTimes(JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents));
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}

const ms = (us) => (us / 1000).toFixed(1);
for (const [url, list] of loads) {
  const totals = list.map((self) => [...self.values()].reduce((sum, value) => sum + value, 0));
  console.log(`\n${url}: main-thread self time per load, median ${ms(median(totals))} ms (each: ${totals.map(ms).join(', ')})`);
  const names = new Map();
  for (const self of list) for (const [name, value] of self) names.set(name, (names.get(name) ?? 0) + value / list.length);
  for (const [name, value] of [...names].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) console.log(`  ${ms(value).padStart(7)}  ${name}`);
}
process.exit(0);
