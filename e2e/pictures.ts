import type { Locator, Page } from '@playwright/test';

/**
 * Pictures of pages and mails to look at (test-results/screenshots), taken only with E2E_SCREENSHOTS=1: a full-page
 * picture costs 0.5 to 2 s of CPU, and on two cores every spec beside it waits for that. Nothing asserts on them.
 */
export const TAKE_PICTURES = process.env.E2E_SCREENSHOTS === '1';

export async function picture(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!TAKE_PICTURES) return;
  // A full-page picture does not bring the sections that are drawn only near the viewport (`render-when-near`,
  // app/globals.css) near it: they are drawn for the picture, by an adopted stylesheet (the page's CSP does not govern it).
  if (options.fullPage && 'goto' in target) {
    await target.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('.render-when-near { content-visibility: visible; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
  }
  await target.screenshot(options);
}
