// Lighthouse mobile (default simulated throttling) against a running server, with Debian's Chromium.
// Usage: node scripts/lighthouse.mjs [--base=http://localhost:3000] [--runs=3] / /courses /courses/1
// Prints the median of each metric over the runs: scores vary from run to run on a busy 2-core machine.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const base = args.find((a) => a.startsWith('--base='))?.slice(7) ?? 'http://localhost:3000';
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const routes = args.filter((a) => !a.startsWith('--'));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox'],
});
try {
  console.log('| Route | Perf | A11y | Best Practices | SEO | LCP ms | TBT ms | CLS | runs (perf) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const route of routes) {
    const results = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
      });
    }
    const m = (key) => median(results.map((r) => r[key]));
    console.log(
      `| ${route} | ${m('perf')} | ${m('a11y')} | ${m('bp')} | ${m('seo')} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${results.map((r) => r.perf).join(', ')} |`,
    );
  }
} finally {
  await chrome.kill();
}
