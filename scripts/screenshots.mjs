// Screenshots of routes at 390 px and 1280 px for visual review: node scripts/screenshots.mjs [base] [route ...]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { drawWholePage } from './whole-page.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const routes = process.argv.slice(3);
const out = 'test-results/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // Load lazy images before the full-page shot, and draw the sections drawn only near the viewport.
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')));
    await drawWholePage(page);
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const slice = width < 600 ? 1400 : 1000;
    const stem = `${out}/${route.replace(/\//g, '_') || '_home'}-${width}`;
    for (let y = 0, part = 1; y < height; y += slice, part += 1) {
      const path = `${stem}-${part}.png`;
      await page.screenshot({ path, fullPage: true, clip: { x: 0, y, width, height: Math.min(slice, height - y) } });
      console.log(path);
    }
  }
  await page.close();
}
await browser.close();
