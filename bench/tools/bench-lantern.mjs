// Why Lighthouse puts a page's LCP where it does (issue 34, eighth round). One Lighthouse run (mobile, simulated
// throttling) per URL, then Lantern's LCP recomputed from that run's own artifacts: the optimistic and the pessimistic
// estimate, and every node of each LCP graph with its simulated start and end (ms). The node that ends last is the
// estimate; network nodes show when they loaded in the unthrottled run ("seen"), CPU nodes what they did.
// Usage: node bench/tools/bench-lantern.mjs <url> [<url> ...]
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { launchChrome } from './lighthouse.mjs';

/** Trace events that say what a CPU node did, summed by name (ms). */
const KINDS = ['ParseHTML', 'EvaluateScript', 'v8.compile', 'FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint'];

function describe(node, origin) {
  const ms = (us) => Math.round((us - origin) / 1000);
  if (node.type === 'network') {
    const { resourceType, priority, url } = node.request;
    return `${resourceType} ${priority} ${url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60)} (seen ${ms(node.startTime)}–${ms(node.endTime)})`;
  }
  const kinds = {};
  for (const event of node.childEvents) if (KINDS.includes(event.name)) kinds[event.name] = (kinds[event.name] ?? 0) + (event.dur ?? 0) / 1000;
  const what = Object.entries(kinds).filter(([, v]) => v >= 1).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ');
  return `task of ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms at ${ms(node.startTime)}${what ? `: ${what}` : ''}`;
}

for (const url of process.argv.slice(2)) {
  const chrome = await launchChrome();
  try {
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, simulator: null, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps ?? [] };
    const context = { computedCache: new Map() };
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const round = Math.round;
    console.log(`\n${url}: Lighthouse LCP ${round(lhr.audits['largest-contentful-paint'].numericValue)} ms; Lantern FCP ${round(fcp.timing)}, LCP ${round(lcp.timing)} (optimistic ${round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${round(lcp.pessimisticEstimate.timeInMs)})`);
    for (const [name, estimate] of [['optimistic', lcp.optimisticEstimate], ['pessimistic', lcp.pessimisticEstimate]]) {
      const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].endTime - b[1].endTime);
      const origin = Math.min(...rows.map(([node]) => node.startTime));
      console.log(`  ${name} LCP graph, ${rows.length} nodes (simulated start–end, ms):`);
      for (const [node, timing] of rows) console.log(`    ${String(round(timing.startTime)).padStart(5)}–${String(round(timing.endTime)).padEnd(5)} ${describe(node, origin)}`);
    }
  } finally {
    await chrome.kill();
  }
}
