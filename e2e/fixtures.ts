import { test as base, expect, type BrowserContext } from '@playwright/test';

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

/** The list of each context's violations, for tests that provoke one on purpose (the cspViolations fixture). */
const violationsOf = new WeakMap<BrowserContext, string[]>();

export const test = base.extend<{ cspViolations: string[] }>({
  // Every browser context a test uses counts from before its first page exists. Wrapping `context` rather than an
  // automatic fixture keeps a test without a browser (request only: most of seo, routes, facts) from opening one.
  context: async ({ context }, provide) => {
    const violations: string[] = [];
    violationsOf.set(context, violations);
    await watchCspViolations(context, violations);
    await provide(context);
    await expectNoCspViolations(context, violations);
  },
  // A test that provokes a violation on purpose reads and empties this list.
  cspViolations: async ({ context }, provide) => {
    await provide(violationsOf.get(context)!);
  },
});

export { expect };
