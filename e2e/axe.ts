import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core's minified build, of the version @axe-core/playwright depends on. AxeBuilder sends its unminified source
 * (1.3 MB) as an argument of two evaluations per scan, which the page then parses and compiles again: during a11y.spec
 * a tenth of the machine's CPU went into passing that argument alone (perf, 2026-11-28). `injectAxe` puts it into a
 * document once (580 kB), and AxeBuilder gets a source that only checks it is there. a11y.spec: 146 and 135 CPU-s
 * before, 127 and 90 after (two interleaved runs).
 */
const AXE_MIN = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_PRESENT = `if (typeof window.axe?.run !== 'function') throw new Error('axe-core fehlt im Dokument');`;

/** Puts axe-core into the page's document, unless it is there from an earlier scan of the same document. */
async function injectAxe(page: Page) {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(AXE_MIN);
}

/**
 * Waits until no finite animation or transition is running: axe measures colour contrast as painted, and a
 * heading fading in (the quiz's slide-in, 300 ms) would otherwise be judged at half opacity. Endless decoration
 * (the falling hero icons, the price marquee) and scroll-driven animations are left running.
 */
async function settleAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity ||
          // Scroll-driven (the Nach-oben button): it follows the scroll position, not the clock.
          animation.timeline !== document.timeline,
      ),
  );
}

/** Runs axe for WCAG 2.1 A/AA on the page as it is now and expects no violations. */
export async function expectNoAxeViolations(page: Page, context?: string) {
  await settleAnimations(page);
  expect(page.frames(), 'a page with frames needs AxeBuilder’s own injection into each').toHaveLength(1);
  await injectAxe(page);
  // axe.run in the page itself (legacy mode): the same rules and results for the site's pages, which have no frames
  // (checked above), without the blank page the default mode opens for every scan (1 to 2 s each on two
  // cores). Only violations are reported in full: the passing nodes' selectors and HTML, which nothing here reads,
  // took a fifth of each scan.
  const results = await new AxeBuilder({ page, axeSource: AXE_PRESENT })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, context).toEqual([]);
}
