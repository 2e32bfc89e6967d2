import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, pageTest as test } from './fixtures';
import { layoutShifts, watchLayoutShifts } from './layout-shifts';

test.describe('main navigation', () => {
  test('desktop: Kurse dropdown by pointer, closes on outside click and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const kurse = nav.getByRole('button', { name: 'Kurse', exact: true });
    await expect(kurse).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /CS Python/ })).toBeHidden();

    await kurse.click();
    await expect(kurse).toHaveAttribute('aria-expanded', 'true');
    for (const title of ['CS Grundlagen', 'CS Webdesign 2', 'CS Spieldesign 2', 'CS App Design']) {
      await expect(nav.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    }
    await page.mouse.click(10, 600);
    await expect(kurse).toHaveAttribute('aria-expanded', 'false');

    await kurse.click();
    await nav.getByRole('link', { name: /CS Python/ }).click();
    await expect(page).toHaveURL(/\/courses\/6$/);
    await expect(page.getByRole('heading', { level: 1, name: 'CS Python' })).toBeVisible();
    await expect(kurse).toHaveAttribute('aria-expanded', 'false');
  });

  test('desktop: Kurse dropdown by keyboard, Escape returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/preise');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const kurse = nav.getByRole('button', { name: 'Kurse', exact: true });
    await kurse.focus();
    await page.keyboard.press('Enter');
    await expect(kurse).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Kursübersicht' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(kurse).toHaveAttribute('aria-expanded', 'false');
    await expect(kurse).toBeFocused();
    await page.keyboard.press('Space');
    await expect(kurse).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('the current page is marked in the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/preise');
    await expect(page.getByRole('link', { name: 'Preise', exact: true }).first()).toHaveAttribute('aria-current', 'page');
  });

  test('mobile: menu opens and closes by pointer, outside click and route change', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menü' });
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Preise' })).toBeVisible();

    await page.mouse.click(20, 700);
    await expect(nav).toBeHidden();

    await menu.click();
    await nav.getByRole('button', { name: 'Kurse', exact: true }).click();
    await nav.getByRole('link', { name: /CS Webdesign 2/ }).click();
    await expect(page).toHaveURL(/\/courses\/4$/);
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('mobile: menu by keyboard only', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/faq');
    const menu = page.getByRole('button', { name: 'Menü' });
    await page.keyboard.press('Tab'); // skip link
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab'); // logo
    await page.keyboard.press('Tab');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab'); // Kurse
    await page.keyboard.press('Tab'); // Preise
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Preise' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/preise$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('skip link moves to the main content', async ({ page }) => {
    await page.goto('/courses');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('funnel pages use the funnel header; Loslegen glides to the form section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/start');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Loslegen' }).click();
    await expect(page).toHaveURL(/#contact-form-section$/);
    const heading = page.locator('#contact-form-heading');
    await expect(heading).toBeInViewport();
    // The section lands about 80 px under the top, clear of the 72 px fixed header.
    await expect
      .poll(async () => page.locator('#contact-form-section').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(72);
  });

  test('footer links and copyright year from the visitor clock', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-06-01T10:00:00+02:00'));
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Über uns', 'Kursangebot', 'FAQs', 'Kontakt', 'Karriere', 'Datenschutz', 'Impressum']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Instagram', 'YouTube', 'LinkedIn', 'TikTok']) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer).toContainText('© 2031 CodingStars GmbH');
  });
});

test.describe('the stylesheet comes inside each page (scripts/inline-css.mjs)', () => {
  test('no stylesheet is requested, for the first paint or after it, and client navigation needs none', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || request.url().includes('.css')) stylesheets.push(new URL(request.url()).pathname);
    });
    const styled = () =>
      page.evaluate(() => ({
        // bg-ink on the footer, font-extrabold on the h1: both come only from the stylesheet.
        footer: getComputedStyle(document.querySelector('footer')!).backgroundColor,
        heading: getComputedStyle(document.querySelector('h1')!).fontWeight,
      }));
    await page.goto('/');
    // React's own link stays disabled; the rest of the stylesheet is added after the first paint, right after it (issue 63).
    await expect(page.locator('link[rel="stylesheet"][disabled] + style')).toHaveCount(1);
    await expect(page.locator('template[data-late-css]')).toHaveCount(1);
    expect(await page.locator('template[data-late-css]').evaluate((t: HTMLTemplateElement) => t.content.childNodes.length)).toBe(0);
    expect(await styled()).toEqual({ footer: 'rgb(30, 27, 75)', heading: '800' });

    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Preise', exact: true }).click();
    await expect(page).toHaveURL(/\/preise$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await styled()).toEqual({ footer: 'rgb(30, 27, 75)', heading: '800' });
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(await styled()).toEqual({ footer: 'rgb(30, 27, 75)', heading: '800' });
    expect(stylesheets).toEqual([]);
  });

  test('the page carries only the rules of its own elements, and looks the same once the rest is there', async ({ browser }) => {
    // Without JavaScript the page has its own part only; with it, the rest after the first paint.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    const bare = await context.newPage();
    // Twice in each context: with font-display: optional a first visit may keep the fallback face, and the two
    // layouts below are compared to the pixel.
    await bare.goto('/preise');
    await bare.goto('/preise');
    const inline = await bare.evaluate(() => document.querySelector('style[data-inlined-from]')!.textContent!);
    expect(inline).toContain('.text-4xl');
    // The rest waits in a template: style rules only, none of which matches an element of the page, so adding it
    // makes the browser compute no element's style again.
    const rest = await bare.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync((document.querySelector('template[data-late-css]') as HTMLTemplateElement).content.querySelector('style')!.textContent!);
      const rules: CSSRule[] = [];
      const walk = (list: CSSRuleList) => [...list].forEach((rule) => ('selectorText' in rule ? rules.push(rule) : 'cssRules' in rule ? walk((rule as CSSGroupingRule).cssRules) : rules.push(rule)));
      walk(sheet.cssRules);
      return {
        selectors: rules.flatMap((rule) => ('selectorText' in rule ? [(rule as CSSStyleRule).selectorText] : [])),
        others: rules.filter((rule) => !('selectorText' in rule)).map((rule) => rule.cssText),
        matching: rules.flatMap((rule) => ('selectorText' in rule && document.querySelector((rule as CSSStyleRule).selectorText) ? [(rule as CSSStyleRule).selectorText] : [])),
      };
    });
    expect(rest.selectors.length).toBeGreaterThan(20);
    expect(rest.others).toEqual([]);
    expect(rest.matching).toEqual([]);
    // Numbered lists are on the legal pages, not on /preise.
    expect(rest.selectors).toContain('.list-decimal');
    expect(inline).not.toContain('.list-decimal');
    const layout = () => [...document.querySelectorAll('main *')].slice(0, 200).map((e) => e.getBoundingClientRect()).map((r) => `${r.x},${r.y},${r.width},${r.height}`).join(' ');
    const without = await bare.evaluate(layout);
    await context.close();
    const full = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await full.newPage();
    await page.goto('/preise');
    await page.goto('/preise');
    await page.waitForFunction(() => [...document.styleSheets].length === 2);
    expect(await page.evaluate(() => document.querySelector('style[data-inlined-from] ~ style')!.textContent)).toContain('.list-decimal');
    expect(await page.evaluate(layout)).toBe(without);
    await full.close();
  });

  // The rest comes after the page's part, so the split keeps in the page's part every rule the rest would otherwise
  // overtake (lib/build/page-css.mjs). A page reached by client navigation is styled by the first page's two parts:
  // it must look as it does when loaded on its own.
  for (const [from, to, width] of [
    ['/', '/preise', 1280],
    ['/preise', '/courses/1', 390],
    ['/contact', '/start/signup', 1280],
  ] as const) {
    test(`${to} reached from ${from} by client navigation looks as it does loaded on its own (${width} px)`, async ({ browser }) => {
      const layout = () =>
        [...document.querySelectorAll('main *')]
          // What is not shown differs between the server's HTML and a client render (the form's fields for visits
          // without script); a rule that hid a shown element would still be found, missing from one side.
          .filter((e) => getComputedStyle(e).display !== 'none')
          .map((e) => {
            const r = e.getBoundingClientRect();
            const style = getComputedStyle(e);
            return `${e.tagName} ${r.x},${r.y},${r.width},${r.height} ${style.color} ${style.backgroundColor} ${style.display} ${style.padding} ${style.fontSize}`;
          })
          .join('\n');
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const ready = () => page.waitForFunction(() => [...document.styleSheets].length === 2 && 'next' in window);
      // Nunito in the cache first: with font-display: optional a first visit may keep the fallback face.
      await page.goto(from);
      await ready();
      await page.goto(to);
      await ready();
      // What the page's client components change after hydrating (the next trial's date) is done by then.
      await page.waitForTimeout(500);
      const alone = await page.evaluate(layout);
      await page.goto(from);
      await ready();
      // Next's router, as a link would: no document load.
      await page.evaluate((href) => (window as unknown as { next: { router: { push(h: string): void } } }).next.router.push(href), to);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(layout)).toBe(alone);
      expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(2);
      await context.close();
    });
  }
});

/**
 * Serves `html` as `/` in two parts, with a pause after `split` characters until `pause()` resolves, as a slow link
 * delivers it; everything else comes from the site at `origin`. The browser parses the first part and is free to paint
 * it during the pause.
 */
async function serveInTwoParts(origin: string, html: string, split: number, pause: () => Promise<unknown>): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', origin), { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name)),
    );
    response.writeHead(upstream.status, headers);
    if (request.url !== '/') {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    response.write(html.slice(0, split));
    await pause().catch(() => undefined); // a pause that failed (the page closed) still ends the document
    response.end(html.slice(split));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

test.describe('the first frame waits for the whole header (app/layout.tsx)', () => {
  test('a page that arrives with a pause inside the main menu shifts nothing at 1280 px', async ({ browser, baseURL }) => {
    const html = await (await fetch(new URL('/', baseURL))).text();
    // Right after the Kurse entry: painted here, the navigation would show 'Kurse' alone at the right edge.
    const split = html.indexOf('</li>', html.indexOf('id="hauptmenue"')) + '</li>'.length;
    expect(split).toBeGreaterThan(html.indexOf('<body'));

    // `pause` gets the page that loads the document, once its first part is on the way.
    const shiftsOf = async (document: string, pause: (page: Page) => Promise<unknown>) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 844 } });
      const page = await context.newPage();
      const { url, server } = await serveInTwoParts(baseURL!, document, split, () => pause(page));
      try {
        await watchLayoutShifts(page);
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        return await layoutShifts(page);
      } finally {
        await context.close();
        server.close();
      }
    };
    // A held document paints no frame until #main has arrived, so the pause is a fixed time.
    expect(await shiftsOf(html, () => new Promise((resolve) => setTimeout(resolve, 600)))).toEqual([]);
    // The check itself bites: without the link that holds the first frame, half a menu is painted. The rest comes only
    // after the browser has drawn a frame with the first part (the second animation frame begins after it), so a slow,
    // loaded machine cannot skip that frame and pass the control unseen.
    const unheld = html.replace('<link rel="expect" href="#main" blocking="render"/>', '');
    expect(unheld).not.toBe(html);
    const afterAFrame = async (page: Page) => {
      await page.waitForFunction(() => document.getElementById('hauptmenue') !== null);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    };
    expect((await shiftsOf(unheld, afterAFrame)).join('\n')).toMatch(/^0\.\d+ at \d+ ms: <div class="relative">/);
  });
});
