import type { Page } from '@playwright/test';

/** Makes `page` draw every `render-when-near` section, for a full-page picture. */
export function drawWholePage(page: Page): Promise<void>;
