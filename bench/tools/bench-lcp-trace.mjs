// Where a page's largest paint waits (issue 63), from an unthrottled Chromium trace: the load Lighthouse observes before
// its simulation. Lantern builds the LCP's dependency graph from that load: every script that finished loading before
// the observed LCP and was evaluated before it, and (pessimistic) every layout before it, is charged to the LCP under
// throttling. So per load this lists each LCP candidate (time, size, element), the first script task and every script
// task (inline or by file) that ran before the last candidate, and whether the LCP element was painted before any of
// Next's chunks ran.
// Usage: node bench/tools/bench-lcp-trace.mjs <url> [<url> ...] [--runs=3]
import { launchBrowser, PHONE, settle } from './bench-browser.mjs';
import { median } from './bench-stats.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compile', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame']);

/** Records every LCP entry with its element, before any script of the page runs. */
function observeLcp() {
  const found = [];
  Object.defineProperty(window, '__lcp', { value: found });
  const describe = (el) => {
    if (!el) return '(removed)';
    const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes} “${(el.textContent || el.getAttribute('src') || '').trim().slice(0, 40)}”`;
  };
  new PerformanceObserver((list) => list.getEntries().forEach((e) => found.push({ start: e.startTime, size: e.size, element: describe(e.element) }))).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function traceOnce(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await settle();
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(2000);
    const lcpEntries = await page.evaluate(() => window.__lcp);
    await cdp.send('Tracing.end');
    await done;
    return analyse(events, url, lcpEntries);
  } finally {
    await context.close();
    await settle();
  }
}

/** The load's LCP candidates and script tasks, in ms after navigationStart of the main frame. */
export function analyse(events, url, lcpEntries) {
  const navs = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''));
  const nav = navs.find((e) => e.args.data.documentLoaderURL === url) ?? navs.at(-1);
  if (!nav) throw new Error(`${url}: no navigationStart in the trace`);
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === nav.pid);
  const ms = (ts) => Math.round((ts - nav.ts) / 100) / 10;
  const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.args?.data?.isMainFrame !== false && e.pid === nav.pid)
    .map((e) => ({ at: ms(e.ts), size: e.args.data.size, type: e.args.data.type }));
  const onMain = (e) => e.pid === nav.pid && (!main || e.tid === main.tid) && e.ts >= nav.ts;
  const scripts = events.filter((e) => onMain(e) && SCRIPT_EVENTS.has(e.name))
    .map((e) => ({ at: ms(e.ts), dur: Math.round((e.dur ?? 0) / 100) / 10, name: e.name, source: (e.args?.data?.url || e.args?.data?.functionName || '').replace(/^https?:\/\/[^/]+/, '') || 'inline' }))
    .sort((a, b) => a.at - b.at);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === nav.pid);
  const dcl = events.find((e) => e.name === 'MarkDOMContent' && e.args?.data?.isMainFrame && e.pid === nav.pid);
  const lcp = candidates.at(-1);
  const before = lcp ? scripts.filter((s) => s.at < lcp.at) : [];
  // Inline scripts run inside the parser's tasks (the boot script, the RSC data) and Lantern does not charge them to
  // the LCP; a chunk file that ran before the paint it does.
  const chunksBefore = before.filter((s) => s.source.startsWith('/_next/'));
  return {
    fcp: fcp ? ms(fcp.ts) : null,
    dcl: dcl ? ms(dcl.ts) : null,
    lcp: lcp?.at ?? null,
    candidates: candidates.map((c, i) => ({ ...c, element: lcpEntries[i]?.element ?? '?' })),
    firstScript: scripts[0] ?? null,
    scriptsBeforeLcp: before,
    chunksBeforeLcp: chunksBefore.length,
    paintedBeforeChunks: Boolean(lcp) && chunksBefore.length === 0,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  const urls = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const browser = await launchBrowser();
  try {
    for (const url of urls) {
      const loads = [];
      for (let i = 0; i < runs; i += 1) loads.push(await traceOnce(browser, url));
      console.log(`\n${url}: FCP ${median(loads.map((l) => l.fcp))} ms, DCL ${median(loads.map((l) => l.dcl))} ms, LCP ${median(loads.map((l) => l.lcp))} ms (median of ${runs}, unthrottled); LCP painted before any chunk ran in ${loads.filter((l) => l.paintedBeforeChunks).length} of ${runs}`);
      for (const [i, load] of loads.entries()) {
        console.log(`  load ${i + 1}: first script ${load.firstScript ? `${load.firstScript.at} ms (${load.firstScript.name} ${load.firstScript.source})` : 'none'}`);
        for (const c of load.candidates) console.log(`    LCP candidate ${c.at} ms, ${c.type}, size ${c.size}: ${c.element}`);
        const bySource = {};
        for (const s of load.scriptsBeforeLcp) bySource[s.source] = (bySource[s.source] ?? 0) + 1;
        if (load.scriptsBeforeLcp.length) console.log(`    script tasks before the last candidate: ${Object.entries(bySource).map(([k, v]) => `${k} ×${v}`).join(', ')}`);
      }
    }
  } finally {
    await browser.close();
  }
}
