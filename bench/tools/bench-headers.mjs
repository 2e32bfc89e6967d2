// What the site's response headers cost a new visitor's largest paint (issue 63), beside what its scripts cost.
// Usage: node bench/tools/bench-headers.mjs <site base URL> [--runs=7] [--routes=/,/preise]
//
// Four subjects per route, measured in turn in every round, each a new visitor in the bench's phone profile (4x CPU,
// 1.6 Mbit/s, 150 ms; bench/tools/bench-browser.mjs), the page opened in a new tab:
// - site: the page as the site serves it;
// - site without COOP: the same page and headers, without Cross-Origin-Opener-Policy;
// - copy: the page without scripts, with the site's headers (bench/tools/bench-copy.mjs, as `npm run bench` measures it);
// - copy, four headers: the same copy with only the four headers that bench-copy.mjs kept before issue 63.
// Prints the median LCP of each and, per round, the site's LCP over each copy's.
import { parseArgs } from 'node:util';
import { launchBrowser, measurePaints } from './bench-browser.mjs';
import { startCopyServer } from './bench-copy.mjs';
import { median } from './bench-stats.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '7' }, routes: { type: 'string', default: '/,/preise,/start/signup,/courses/1' } } });
const origin = positionals[0] ?? 'http://127.0.0.1:3000';
const runs = Number(values.runs);
const routes = values.routes.split(',');

/** The headers the copy kept before issue 63. */
const FOUR = new Set(['content-type', 'cache-control', 'x-content-type-options', 'referrer-policy']);
const same = (html) => html;
const servers = [
  await startCopyServer({ origin, port: 4391, html: same, keepHeader: (name) => name !== 'cross-origin-opener-policy' }),
  await startCopyServer({ origin, port: 4392 }),
  await startCopyServer({ origin, port: 4393, keepHeader: (name) => FOUR.has(name) }),
];
const subjects = [
  ['site', origin],
  ['site without COOP', servers[0].base],
  ['copy', servers[1].base],
  ['copy, four headers', servers[2].base],
];

const browser = await launchBrowser();
/** lcp[route][subject]: one LCP per round. */
const lcp = Object.fromEntries(routes.map((route) => [route, Object.fromEntries(subjects.map(([name]) => [name, []]))]));
try {
  for (let round = 0; round < runs; round += 1) {
    for (const route of routes) {
      for (const [name, base] of subjects) lcp[route][name].push((await measurePaints(browser, `${base}${route}`, { returning: false })).newVisitor.lcp);
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

const ms = (list) => Math.round(median(list));
const ratio = (route, over) => median(lcp[route].site.map((value, i) => value / lcp[route][over][i])).toFixed(2);
console.log(`LCP, new visitor, median of ${runs} rounds (ms); site × copy is the median of each round's ratio.`);
console.log(`| Route | ${subjects.map(([name]) => name).join(' | ')} | site × copy | site × copy, four headers |`);
console.log(`|---|${subjects.map(() => '---|').join('')}---|---|`);
for (const route of routes) {
  console.log(`| ${route} | ${subjects.map(([name]) => ms(lcp[route][name])).join(' | ')} | ${ratio(route, 'copy')} | ${ratio(route, 'copy, four headers')} |`);
}
process.exit(0);
