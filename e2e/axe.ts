import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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
  // axe.run in the page itself (legacy mode): the same rules and results for the site's pages, which have no frames
  // of other origins, without the blank page the default mode opens for every scan (1 to 2 s each on two cores).
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, context).toEqual([]);
}
