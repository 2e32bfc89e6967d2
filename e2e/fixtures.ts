import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/*
 * Every spec imports `test` from here: each page it opens counts the Content-Security-Policy violations of every
 * document it shows, and a test with any violation fails (issue 24: every route and state runs under the strict
 * policy). The listener runs in the page before the page's own scripts; each violation is reported to the test at
 * once, so one from a document the test has already navigated away from still counts.
 */

interface CspWindow {
  cspViolations: string[];
  /** Reports sent to the test that it has not acknowledged yet. */
  cspReportsPending: number;
  reportCspViolation?: (violation: string) => Promise<void>;
}

/** Starts counting the violations of every page of `context` into `violations` (also kept in each page as window.cspViolations). */
export async function watchCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('reportCspViolation', ({ page }, violation: string) => {
    violations.push(`${page.url()}: ${violation}`);
  });
  await context.addInitScript(() => {
    const win = window as unknown as CspWindow;
    win.cspViolations = [];
    win.cspReportsPending = 0;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const violation = `${event.effectiveDirective} blocked ${event.blockedURI || '(no URI)'} ${event.sample}`.trim();
        win.cspViolations.push(violation);
        if (!win.reportCspViolation) return;
        win.cspReportsPending += 1;
        void win.reportCspViolation(violation).finally(() => {
          win.cspReportsPending -= 1;
        });
      },
      true,
    );
  });
}

/** Waits until every open page of `context` has delivered the violations it counted (the binding is asynchronous). */
async function settle(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    // A closed or crashed page has nothing left to deliver.
    await expect.poll(() => page.evaluate(() => (window as unknown as CspWindow).cspReportsPending ?? 0).catch(() => 0)).toBe(0);
  }
}

/** Fails the test when `context` saw a violation. */
export async function expectNoCspViolations(context: BrowserContext, violations: string[]): Promise<void> {
  await settle(context);
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
}

/**
 * In the page: no loader, or every chunk it lists has arrived and Next's router has hydrated. The arrivals are Resource
 * Timing entries, read through a PerformanceObserver: Playwright's clock replaces `performance` with one that has none.
 * The router marks its history entry (`__NA`) when its tree commits: until then a hash a click had set could still be
 * replaced by the address the router started with (Next's HistoryUpdater), and the page's handlers are not all there.
 * After `reload` the entry still carries the mark of the page before, so `window.next` (this document's) counts too.
 */
function loadedAndHydrated(): boolean {
  const list = document.querySelector('script[data-late-scripts]');
  if (!list) return true;
  if (!('next' in window) || (window.history.state as { __NA?: boolean } | null)?.__NA !== true) return false;
  const observer = new PerformanceObserver(() => {});
  observer.observe({ type: 'resource', buffered: true });
  const arrived = new Set(observer.takeRecords().map((entry) => new URL(entry.name).pathname));
  observer.disconnect();
  return (JSON.parse(list.textContent ?? '[]') as string[]).every((src) => arrived.has(src));
}

/**
 * Makes `goto` and `reload` of `page` (waiting for `load`, as by default) also wait until every chunk the page's loader
 * lists has arrived, Next has started (`window.next`) and its router has hydrated (loadedAndHydrated). Before issue 63
 * `load` included the chunks. They now start once the first paint is presented (lib/build/late-scripts.mjs); on this
 * unthrottled machine the parser is done before that paint, and `load` can come first, while a test that acts right
 * after `load` (a paused clock, a click on a client control) expects a hydrated page. The loader requests one chunk per
 * task: on a busy machine Next's main chunk can run (and set `window.next`) before the page's own chunk has even been
 * requested. And React hydrates in slices after that: a click on a link to `#contact-form-section` in between scrolled
 * to the form, and then the router's first history entry took the hash out of the address again.
 * Pages without script, and navigations that wait for less than `load`, are left alone.
 */
export function waitForChunksOnLoad(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    const options = (args: unknown[]) => (name === 'goto' ? args[1] : args[0]) as { waitUntil?: string } | undefined;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await original(...args);
      if ((options(args)?.waitUntil ?? 'load') === 'load') {
        await page
          .waitForFunction(loadedAndHydrated, undefined, { polling: 20, timeout: 10_000 })
          .catch(() => {});
      }
      return response;
    };
  }
}

/** The list of each context's violations, for tests that provoke one on purpose (the cspViolations fixture). */
const violationsOf = new WeakMap<BrowserContext, string[]>();

export const test = base.extend<{ cspViolations: string[] }>({
  // Every browser context a test uses counts from before its first page exists. Wrapping `context` rather than an
  // automatic fixture keeps a test without a browser (request only: most of seo, routes, facts) from opening one.
  context: async ({ context, javaScriptEnabled }, provide) => {
    const violations: string[] = [];
    violationsOf.set(context, violations);
    await watchCspViolations(context, violations);
    if (javaScriptEnabled !== false) context.on('page', waitForChunksOnLoad);
    await provide(context);
    await expectNoCspViolations(context, violations);
  },
  // A test that provokes a violation on purpose reads and empties this list.
  cspViolations: async ({ context }, provide) => {
    await provide(violationsOf.get(context)!);
  },
});

export { expect };

/**
 * One page per worker instead of a new browser context for every test: for specs that look at pages (axe, facts,
 * forms) rather than at what a first visit or another visitor sees. A new context costs a new renderer process, and
 * its first page compiles every script again: on two cores a test of two page loads took 2.2 to 2.6 CPU seconds with
 * its own context and 0.9 to 1.0 on the worker's page (20 tests, two runs, 2026-11-28). Before each test the page is
 * reset: cookies and storage as the project starts them (storageState), the viewport, the media features, no routes,
 * no listeners, the mouse in the corner. What cannot be undone (a fake clock, an init script, an exposed function,
 * extra headers) marks the context as used up: the next test gets a new one. A test that fails ends its worker anyway.
 * A test without script (`javaScriptEnabled: false`) gets the worker's other page, which has none.
 */
interface Visitor {
  context?: BrowserContext;
  page?: Page;
  violations: string[];
  usedUp: boolean;
}

/** The worker's two visitors: one with script and one without (javaScriptEnabled: false), each made on first use. */
type Visitors = Record<'script' | 'noScript', Visitor>;

/** Methods of a page or context (and of the context's clock, which its pages share) that leave it changed for the next test. */
const IRREVERSIBLE = ['addInitScript', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'setGeolocation', 'grantPermissions', 'setOffline', 'setHTTPCredentials', 'newCDPSession'] as const;
const CLOCK = ['install', 'setFixedTime', 'setSystemTime', 'pauseAt'] as const;

function markOnUse(target: object, names: readonly string[], visitor: Visitor) {
  const methods = target as Record<string, unknown>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') continue;
    methods[name] = (...args: unknown[]) => {
      visitor.usedUp = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

export const pageTest = test.extend<{ page: Page; context: BrowserContext }, { visitors: Visitors }>({
  visitors: [
    async ({}, provide) => {
      const visitors: Visitors = { script: { violations: [], usedUp: false }, noScript: { violations: [], usedUp: false } };
      await provide(visitors);
      await visitors.script.context?.close();
      await visitors.noScript.context?.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitors, browser, baseURL, storageState, viewport, reducedMotion, colorScheme, javaScriptEnabled, locale, timezoneId }, provide, testInfo) => {
    if (typeof storageState === 'string') throw new Error('pageTest takes storageState as an object');
    const visitor = visitors[javaScriptEnabled === false ? 'noScript' : 'script'];
    if (visitor.usedUp && visitor.context) {
      await visitor.context.close();
      visitor.context = undefined;
    }
    if (!visitor.context) {
      const use = testInfo.project.use;
      visitor.context = await browser.newContext({
        baseURL, locale, timezoneId, viewport, reducedMotion, colorScheme, javaScriptEnabled,
        userAgent: use.userAgent, deviceScaleFactor: use.deviceScaleFactor, isMobile: use.isMobile, hasTouch: use.hasTouch,
      });
      visitor.violations = [];
      visitor.usedUp = false;
      violationsOf.set(visitor.context, visitor.violations);
      await watchCspViolations(visitor.context, visitor.violations);
      visitor.page = undefined;
      markOnUse(visitor.context, IRREVERSIBLE, visitor);
      // page.clock is this same object.
      markOnUse(visitor.context.clock, CLOCK, visitor);
    }
    const context = visitor.context;
    if (!visitor.page || visitor.page.isClosed()) {
      visitor.page = await context.newPage();
      markOnUse(visitor.page, IRREVERSIBLE, visitor);
      if (javaScriptEnabled !== false) waitForChunksOnLoad(visitor.page);
    }
    const page = visitor.page;
    // Back to how the project starts a visit: its cookies, and its storage on an origin page without script.
    await context.clearCookies();
    if (storageState?.cookies?.length) await context.addCookies(storageState.cookies);
    await page.goto('/robots.txt');
    const items = storageState?.origins?.find((origin) => origin.origin === new URL(baseURL!).origin)?.localStorage ?? [];
    await page.evaluate((entries) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, items);
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    await page.emulateMedia({ media: null, colorScheme: colorScheme ?? null, reducedMotion: reducedMotion ?? null });
    await page.mouse.move(0, 0);
    const seen = visitor.violations.length;
    await provide(page);
    page.removeAllListeners();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await settle(context);
    expect(visitor.violations.slice(seen), 'Content-Security-Policy violations').toEqual([]);
  },
  // A test that asks for the context gets the page's.
  context: async ({ page }, provide) => {
    await provide(page.context());
  },
});
