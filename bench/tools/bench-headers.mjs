// What the site's response headers cost a new visitor's largest paint (issue 63), beside what its scripts cost.
// Usage: node bench/tools/bench-headers.mjs <site base URL> [--runs=7] [--routes=/,/preise] [--from=blank|search]
//        [--floor=<base URL of the framework floor>]
//
// Four subjects per route, measured in turn in every round, each a new visitor in the bench's phone profile (4x CPU,
// 1.6 Mbit/s, 150 ms; bench/tools/bench-browser.mjs):
// - site: the page as the site serves it;
// - site without COOP: the same page and headers, without Cross-Origin-Opener-Policy;
// - copy: the page without scripts, with the site's headers (bench/tools/bench-copy.mjs, as `npm run bench` measures it);
// - copy, four headers: the same copy with only the four headers that bench-copy.mjs kept before issue 63.
// With --floor, the floor's page is measured before each route, and each copy's LCP is also given over the floor's.
// --from says where the tab starts: `blank` (a new tab, as `npm run bench` and Lighthouse start), or `search`, a page
// of another site (localhost, while the subjects are on 127.0.0.1) opened in the tab first, as when a parent follows
// a search result. Prints the median LCP of each and, per round, the site's LCP over each copy's.
import http from 'node:http';
import { parseArgs } from 'node:util';
import { launchBrowser, measurePaints } from './bench-browser.mjs';
import { startCopyServer } from './bench-copy.mjs';
import { median } from './bench-stats.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { runs: { type: 'string', default: '7' }, routes: { type: 'string', default: '/,/preise,/start/signup,/courses/1' }, from: { type: 'string', default: 'blank' }, floor: { type: 'string' } } });
const origin = positionals[0] ?? 'http://127.0.0.1:3000';
const runs = Number(values.runs);
const routes = values.routes.split(',');
if (!['blank', 'search'].includes(values.from)) throw new Error(`--from=${values.from}: blank or search`);

/** The page of another site a visitor from a search leaves: on localhost, a site apart from 127.0.0.1. */
const searchPage = values.from === 'search' ? http.createServer((request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.end('<!doctype html><html lang="de"><title>Suche</title><p>Programmierkurs für Kinder online – Ergebnisse</p></html>');
}) : null;
if (searchPage) await new Promise((resolve) => searchPage.listen(0, resolve));
const from = searchPage ? `http://localhost:${searchPage.address().port}/suche` : null;

/** The headers the copy kept before issue 63. */
const FOUR = new Set(['content-type', 'cache-control', 'x-content-type-options', 'referrer-policy']);
const same = (html) => html;
const servers = [
  await startCopyServer({ origin, port: 4391, html: same, keepHeader: (name) => name !== 'cross-origin-opener-policy' }),
  await startCopyServer({ origin, port: 4392 }),
  await startCopyServer({ origin, port: 4393, keepHeader: (name) => FOUR.has(name) }),
];
const floor = values.floor ? [['floor', values.floor]] : [];
const subjects = [
  ['site', origin],
  ['site without COOP', servers[0].base],
  ['copy', servers[1].base],
  ['copy, four headers', servers[2].base],
];

const browser = await launchBrowser();
const measure = async (url) => (await measurePaints(browser, url, { returning: false, from })).newVisitor.lcp;
/** lcp[route][subject]: one LCP per round. */
const lcp = Object.fromEntries(routes.map((route) => [route, Object.fromEntries([...floor, ...subjects].map(([name]) => [name, []]))]));
try {
  for (let round = 0; round < runs; round += 1) {
    for (const route of routes) {
      for (const [, base] of floor) lcp[route].floor.push(await measure(`${base}/`));
      for (const [name, base] of subjects) lcp[route][name].push(await measure(`${base}${route}`));
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
  searchPage?.close();
}

const ms = (list) => Math.round(median(list));
/** The median over the rounds of `name`'s LCP over `over`'s in the same round. */
const ratio = (route, name, over) => median(lcp[route][name].map((value, i) => value / lcp[route][over][i])).toFixed(2);
const all = [...floor, ...subjects].map(([name]) => name);
const ratios = [['site × copy', 'site', 'copy'], ['site × copy, four headers', 'site', 'copy, four headers']];
if (floor.length) ratios.push(['copy × floor', 'copy', 'floor'], ['copy, four headers × floor', 'copy, four headers', 'floor']);
console.log(`LCP, new visitor, tab starting ${from ? 'at a page of another site' : 'empty'}, median of ${runs} rounds (ms); a ratio is the median of each round's.`);
console.log(`| Route | ${all.join(' | ')} | ${ratios.map(([label]) => label).join(' | ')} |`);
console.log(`|---|${all.map(() => '---|').join('')}${ratios.map(() => '---|').join('')}`);
for (const route of routes) {
  console.log(`| ${route} | ${all.map((name) => ms(lcp[route][name])).join(' | ')} | ${ratios.map(([, name, over]) => ratio(route, name, over)).join(' | ')} |`);
}
process.exit(0);
