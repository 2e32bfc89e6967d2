// For full-page pictures (scripts/screenshots.mjs, e2e/pictures.ts): a full-page screenshot does not bring the
// sections that the browser draws only near the viewport (`render-when-near`, app/globals.css) near it, so they would
// come out empty. This draws them, by an adopted stylesheet, which the page's Content-Security-Policy does not govern.

/** Makes `page` (a Playwright page) draw every `render-when-near` section. */
export async function drawWholePage(page) {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.render-when-near { content-visibility: visible; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}
