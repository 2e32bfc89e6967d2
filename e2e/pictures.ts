import type { Locator, Page } from '@playwright/test';

/**
 * Pictures of pages and mails to look at (test-results/screenshots), taken only with E2E_SCREENSHOTS=1: a full-page
 * picture costs 0.5 to 2 s of CPU, and on two cores every spec beside it waits for that. Nothing asserts on them.
 */
export const TAKE_PICTURES = process.env.E2E_SCREENSHOTS === '1';

export async function picture(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (TAKE_PICTURES) await target.screenshot(options);
}
