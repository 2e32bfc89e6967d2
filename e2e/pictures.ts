import type { Locator, Page } from '@playwright/test';
import { drawWholePage } from '../scripts/whole-page.mjs';

/**
 * Pictures of pages and mails to look at (test-results/screenshots), taken only with E2E_SCREENSHOTS=1: a full-page
 * picture costs 0.5 to 2 s of CPU, and on two cores every spec beside it waits for that. Nothing asserts on them.
 */
export const TAKE_PICTURES = process.env.E2E_SCREENSHOTS === '1';

export async function picture(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (!TAKE_PICTURES) return;
  if (options.fullPage && 'goto' in target) await drawWholePage(target);
  await target.screenshot(options);
}
