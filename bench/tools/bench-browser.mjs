// Real-browser paint timings for `npm run bench`: Debian's Chromium through Playwright, throttled through the
// DevTools protocol like Lighthouse's mobile profile (4x CPU, 150 ms round trip, 1.6 Mbit/s down and up), with
// PerformanceObserver reading first contentful paint and largest contentful paint from the page itself.
import { chromium } from '@playwright/test';

export const THROTTLING = {
  cpuRate: 4,
  latencyMs: 150,
  // 1.6 Mbit/s as Lighthouse defines it (1.6 × 1024 kbit/s), in bytes per second: about 205 KB/s.
  bytesPerSecond: (1.6 * 1024 * 1024) / 8,
};

/** What a returning visitor has stored: consent given ('Nur Notwendige') and the switcher's intro seen. */
export const RETURNING_VISITOR_STORAGE = { cookieConsent: 'essential', typeIntroShown: 'true' };

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
/** A mid-range phone, as Lighthouse's mobile profile emulates it. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'de-DE', timezoneId: 'Europe/Berlin' };

/**
 * Runs in the page before any of its scripts: records paints, the LCP candidate, long tasks (over 50 ms) and, from
 * the Long Animation Frames API, which scripts ran when and when style and layout ran, to say what a task did.
 */
function observePaints() {
  const found = { fcp: null, lcp: null, lcpElement: null, longTasks: [], scripts: [], layouts: [] };
  Object.defineProperty(window, '__bench', { value: found });
  const describe = (el) => (el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} “${(el.textContent || el.getAttribute('src') || '').trim().slice(0, 40)}”` : null);
  const observe = (type, onEntry) => new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') found.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    found.lcp = entry.startTime;
    found.lcpElement = describe(entry.element);
  });
  observe('longtask', (entry) => found.longTasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) }));
  observe('long-animation-frame', (entry) => {
    if (entry.styleAndLayoutStart) found.layouts.push({ start: Math.round(entry.styleAndLayoutStart), end: Math.round(entry.startTime + entry.duration) });
    for (const script of entry.scripts) {
      found.scripts.push({ start: Math.round(script.startTime), duration: Math.round(script.duration), source: (script.sourceURL || script.invoker || '').replace(location.origin, '') });
    }
  });
}

/**
 * How long a new tab is left alone before it navigates, and the browser after a tab closes, in ms. Creating a context
 * starts a renderer process and closing one tears it down; on a 2-core machine that work overlapped the next
 * navigation and made one sample 300 ms and the next 700 ms (the floor: interquartile range 356–544 ms unsettled,
 * 292–344 ms settled, 12 samples each). Lighthouse and WebPageTest likewise wait for a quiet CPU before they navigate.
 * Site and floor are treated alike.
 */
export const SETTLE_MS = 800;

export const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

/** Throttles one page's network and CPU through the DevTools protocol (THROTTLING). */
export async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.bytesPerSecond,
    uploadThroughput: THROTTLING.bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuRate });
  return cdp;
}

/**
 * Paint timings, requests and long tasks of one load, once it has loaded and the network has been quiet for half a second; then
 * stores `storage` in localStorage, as the visitor's choices would.
 */
async function loadThrottled(context, url, storage = {}, from = null) {
  const page = await context.newPage();
  try {
    if (from) await page.goto(from, { waitUntil: 'load' });
    await throttle(context, page);
    await settle();
    // The load event first: on a busy machine the network can be quiet for half a second while the parser is still
    // working through the page, and a sample taken then had no LCP and no DOMContentLoaded yet.
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(500);
    const timings = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        ...window.__bench,
        load: navigation?.loadEventEnd ?? null,
        responseEnd: navigation?.responseEnd ?? null,
        dcl: navigation?.domContentLoadedEventStart ?? null,
        requests: [navigation, ...performance.getEntriesByType('resource')].filter(Boolean).map((entry) => ({
          url: entry.name.replace(location.origin, ''),
          start: Math.round(entry.startTime),
          end: Math.round(entry.responseEnd),
          bytes: entry.transferSize,
        })),
      };
    });
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    return timings;
  } finally {
    await page.close();
  }
}

export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
  await browser.newContext().then((context) => context.close());
  return browser;
}

/**
 * One sample: a new visitor (fresh context: empty cache and storage, the cookie banner shows), then the same
 * visitor returning in a new tab (HTTP cache warm, consent and the switcher's intro stored), unless `returning` is false.
 * The new visitor's tab starts empty (about:blank), or with `from` given at that page, loaded before the throttling, as
 * a visitor comes from a search (bench/tools/bench-headers.mjs --from=search).
 */
export async function measurePaints(browser, url, { returning = true, from = null } = {}) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(observePaints);
    const newVisitor = await loadThrottled(context, url, RETURNING_VISITOR_STORAGE, from);
    // The focused bench (--paints) measures the new visitor only, the one its targets are about.
    return { newVisitor, returning: returning ? await loadThrottled(context, url) : null };
  } finally {
    await context.close();
    await settle();
  }
}
