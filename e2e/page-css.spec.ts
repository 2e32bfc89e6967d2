import { expect, test, watchCspViolations } from './fixtures';
import { ROUTES } from './routes';

/*
 * Each page carries only the part of the stylesheet it can use (lib/page-css.mjs, issue 25); the whole stylesheet is
 * enabled after parsing, before Next's chunks run (lib/late-scripts.mjs). So the part must draw everything the first
 * paint shows exactly as the whole would. For every route, in the state of its first paint (the boot script has run,
 * Next's chunks have not): the computed style of every element, its ::before and ::after included, with the page's
 * own part only, and on the same page served with the whole stylesheet enabled. A new visitor (cookie banner, parent
 * view) at 390 px on every route; wider, in the child view and without JavaScript on a few.
 */

interface Variant {
  name: string;
  width: number;
  javaScript: boolean;
  child?: boolean;
}

const NEW_VISITOR: Variant = { name: 'new visitor, 390 px', width: 390, javaScript: true };
/**
 * Which rules a page keeps does not depend on the width (lib/page-css.mjs keeps an @media block's rules by their
 * elements) nor on the route's kind of header and footer; the other states are checked on a few pages.
 */
const MORE: Record<string, Variant[]> = {
  '/': [
    { name: 'new visitor, 1280 px', width: 1280, javaScript: true },
    { name: 'child view, 390 px', width: 390, javaScript: true, child: true },
    { name: 'without JavaScript, 390 px', width: 390, javaScript: false },
  ],
  '/courses': [{ name: 'child view, 1280 px', width: 1280, javaScript: true, child: true }],
  '/courses/1': [{ name: 'without JavaScript, 1280 px', width: 1280, javaScript: false }],
  '/start': [{ name: 'without JavaScript, 390 px', width: 390, javaScript: false }],
  '/ferienkurse': [{ name: 'new visitor, 1280 px', width: 1280, javaScript: true }],
};

/**
 * Per element: a label and a digest of its computed style (and that of its ::before and ::after where they make a
 * box); the full text, one `property: value` a line, stays in the page as `window.__styles`. With `settle`, time-based
 * animations are taken once they have run (reduced motion makes them one short run after their delay; at most 3 s are
 * waited for), scroll-driven ones (the 'Nach oben' button) where the scroll position puts them.
 */
async function computedStyles(settle: boolean) {
  // Without JavaScript the page runs no timers, not even for this function; its animations are compared as they are.
  if (settle) {
    const running = () =>
      document.getAnimations().filter((a) => a.timeline instanceof DocumentTimeline && a.effect?.getTiming().iterations !== Infinity && a.playState !== 'finished');
    for (let waited = 0; running().length > 0 && waited < 3000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    // A scroll-driven animation waits for its timeline; one whose element has not scrolled into view never gets ready.
    const ready = Promise.all(document.getAnimations().map((animation) => animation.ready.catch(() => undefined)));
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, 500))]);
  }
  // What the page draws: <html>, <body> and everything in it but scripts (the loader adds chunk scripts at its own pace).
  const elements = [document.documentElement, document.body, ...document.body.querySelectorAll('*:not(script)')];
  const styles = elements.map((element) => {
    const lines: string[] = [];
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (pseudo && style.content === 'none') {
        lines.push(`${pseudo}: none`);
        continue;
      }
      for (let i = 0; i < style.length; i += 1) {
        const property = style[i]!;
        let value = style.getPropertyValue(property);
        // A shadow in fully transparent colours shows nothing, however it is written. (A finished animation that fills
        // forwards, the course page's 'Jetzt anfragen' highlight, ends in one; Chromium drops that end value when a
        // stylesheet is added later.)
        if (property.endsWith('shadow') && !/rgb\(|rgba\([^)]*,\s*(0?\.\d*[1-9]|1)\)/.test(value)) value = 'none';
        lines.push(`${pseudo ?? ''}${property}: ${value}`);
      }
    }
    // Sorted: the order in which a computed style lists custom properties depends on the stylesheets, not their values.
    return lines.sort().join('\n');
  });
  (window as unknown as { __styles: string[] }).__styles = styles;
  // A 53-bit string hash (cyrb53): equal styles, equal digests.
  const digest = (text: string) => {
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return 4294967296 * (2097151 & h2) + (h1 >>> 0);
  };
  return elements.map((element, index) => {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3).join('.') : '';
    return { label: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}`, digest: digest(styles[index]!) };
  });
}

test.describe('every page draws its first screen with its own part of the stylesheet as with the whole one', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const { path } of ROUTES) {
    test(path, async ({ browser, baseURL }) => {
      for (const variant of [NEW_VISITOR, ...(MORE[path] ?? [])]) {
        const context = await browser.newContext({ baseURL, viewport: { width: variant.width, height: 900 }, reducedMotion: 'reduce', javaScriptEnabled: variant.javaScript });
        const violations: string[] = [];
        await watchCspViolations(context, violations);
        try {
          if (variant.child) await context.addInitScript(() => sessionStorage.setItem('audienceView', 'child'));
          // The first paint's state: no chunk has run, the font is not there yet.
          await context.route('**/_next/static/chunks/*.js', (route) => route.abort());
          await context.route('**/*.woff2', (route) => route.abort());
          // As served: only the page's own part applies (the whole stylesheet is not fetched).
          await context.route('**/*.css', (route) => route.abort());
          const own = await context.newPage();
          await own.goto(path, { waitUntil: 'load' });
          const ownStyles = await own.evaluate(computedStyles, variant.javaScript);
          await context.unroute('**/*.css');
          // The same page with the whole stylesheet enabled in its HTML.
          await context.route(`**${path}`, async (route) => {
            if (route.request().resourceType() !== 'document') return route.fallback();
            const response = await route.fetch();
            const html = (await response.text()).replace(/(<link rel="stylesheet"[^>]*) disabled=""/, '$1');
            await route.fulfill({ response, body: html });
          });
          const whole = await context.newPage();
          await whole.goto(path, { waitUntil: 'load' });
          expect(await whole.evaluate(() => document.styleSheets.length), `${path}: the whole stylesheet applies`).toBe(2);
          const wholeStyles = await whole.evaluate(computedStyles, variant.javaScript);

          expect(ownStyles.map((e) => e.label), `${path} (${variant.name}): elements`).toEqual(wholeStyles.map((e) => e.label));
          const differing = ownStyles.flatMap((element, index) => (element.digest === wholeStyles[index]!.digest ? [] : [index]));
          const differences: string[] = [];
          for (const index of differing.slice(0, 10)) {
            const mine = (await own.evaluate((i) => (window as unknown as { __styles: string[] }).__styles[i]!, index)).split('\n');
            const theirs = (await whole.evaluate((i) => (window as unknown as { __styles: string[] }).__styles[i]!, index)).split('\n');
            const line = mine.findIndex((value, n) => value !== theirs[n]);
            differences.push(`${ownStyles[index]!.label}: ${mine[line]} (the whole stylesheet: ${theirs[line]})`);
          }
          expect(differences, `${path} (${variant.name})`).toEqual([]);
          expect(violations, `${path} (${variant.name}): Content-Security-Policy violations`).toEqual([]);
        } finally {
          await context.close();
        }
      }
    });
  }
});
