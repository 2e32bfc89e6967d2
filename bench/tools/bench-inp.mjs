// Interaction to Next Paint at 4x CPU (issue 63: "keep INP"), from the Event Timing API of a real Chromium.
// Per route and sample: a new visitor (fresh context, the cookie banner shows) on a phone, CPU throttled as in the
// bench (bench/tools/bench-browser.mjs); once Next's chunks have run (`window.next`) and the page has been quiet for a
// second, the script does what a visitor does first, each step a real input event through the DevTools protocol and
// each after scrolling to its control and half a second's wait:
//   1. opens the header menu ("Menü") and closes it again;
//   2. chooses "Nur Notwendige" in the cookie banner;
//   3. on a page with a form, clicks its first text field and types "Anna" (four key presses);
//   4. on a page with a radio button, picks the first one.
// Every interaction's duration (input until the next frame, the longest event of one interactionId) is read from a
// PerformanceObserver for 'event' entries. INP of a sample is its worst interaction (fewer than 50 per page); the report
// is the median over samples per route, with the interaction that set it.
// Usage: node bench/tools/bench-inp.mjs <base URL> [--routes=/,/preise] [--runs=5] [--compare=<second base URL>]
import { launchBrowser, PHONE, settle, THROTTLING } from './bench-browser.mjs';
import { median } from './bench-stats.mjs';

const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const bases = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const compare = option('compare', null);
if (compare) bases.push(compare);
const routes = option('routes', '/,/preise,/start/signup,/courses/1').split(',');
const runs = Number(option('runs', '5'));
if (bases.length === 0) throw new Error('usage: node bench/tools/bench-inp.mjs <base URL> [--routes=…] [--runs=5] [--compare=<base URL>]');

/** Runs in the page before its scripts: every event timing entry that belongs to an interaction. */
function observeInteractions() {
  const found = [];
  Object.defineProperty(window, '__interactions', { value: found });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) found.push({ id: entry.interactionId, name: entry.name, duration: entry.duration, start: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Does the steps of one visit; returns each step's label and the page's clock when it began. */
async function interact(page) {
  const steps = [];
  /** One step, when `target` is there: scroll to it and wait, as a visitor would (the scroll's frame is not the tap's). */
  const step = async (label, target, act) => {
    if (!(await target.count()) || !(await target.isVisible())) return false;
    await target.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    steps.push({ label, at: await page.evaluate(() => performance.now()) });
    await act(target);
    await page.waitForTimeout(300);
    return true;
  };
  const menu = page.getByRole('button', { name: 'Menü' });
  if (await step('Menü öffnen', menu, (button) => button.click())) await step('Menü schließen', menu, (button) => button.click());
  await step('Cookie-Banner: Nur Notwendige', page.getByRole('button', { name: 'Nur Notwendige' }), (button) => button.click());
  await step('Formular: tippen', page.locator('main form input[type="text"], main form input:not([type])').first(), async (field) => {
    await field.click();
    await page.keyboard.type('Anna', { delay: 120 });
  });
  await step('Auswahl: Radio', page.locator('main input[type="radio"]').first(), (radio) => radio.check({ force: true }));
  return steps;
}

async function sample(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
    await settle();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => 'next' in window, undefined, { timeout: 30_000 });
    await page.waitForTimeout(1000);
    const steps = await interact(page);
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => window.__interactions);
    const byId = new Map();
    for (const entry of entries) {
      const seen = byId.get(entry.id);
      if (!seen || entry.duration > seen.duration) byId.set(entry.id, entry);
    }
    const worst = [...byId.values()].sort((a, b) => b.duration - a.duration)[0] ?? { duration: 0, name: '(keine über 16 ms)', start: -1 };
    const step = steps.filter((s) => s.at <= worst.start).at(-1)?.label ?? '–';
    return { inp: worst.duration, event: `${worst.name} (${step})`, steps: steps.map((s) => s.label) };
  } finally {
    await context.close();
  }
}

const browser = await launchBrowser();
const rows = [];
try {
  for (const route of routes) {
    const samples = new Map(bases.map((base) => [base, []]));
    // Interleaved: each round measures every base once.
    for (let run = 0; run < runs; run += 1) {
      for (const base of bases) samples.get(base).push(await sample(browser, `${base}${route}`));
    }
    for (const base of bases) {
      const list = samples.get(base);
      const inp = median(list.map((s) => s.inp));
      const worst = list.reduce((a, b) => (b.inp > a.inp ? b : a));
      rows.push({ route, base, inp, worst: worst.inp, event: worst.event, steps: list[0].steps.join(', ') });
    }
  }
} finally {
  await browser.close();
}
console.log(`INP at ${THROTTLING.cpuRate}x CPU, new visitor, median of ${runs} (ms); worst sample and its event beside it`);
console.log('| Route | Build | INP median | worst | event of the worst | interactions |');
console.log('|---|---|---:|---:|---|---|');
for (const row of rows) console.log(`| \`${row.route}\` | ${row.base} | ${Math.round(row.inp)} | ${Math.round(row.worst)} | ${row.event} | ${row.steps} |`);
