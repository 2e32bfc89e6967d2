import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { ROUTES } from './routes';
import { lateScriptSources } from '../lib/build/late-scripts.mjs';

// Byte budgets over the production build (issue 9). Bytes, not times: they do not flake on a busy machine.
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe('byte budgets of the production build', () => {
  test('first-load JavaScript of every route is within its budget', async () => {
    const { routeJsSizes } = await import('../bench/tools/js-size.mjs');
    const { jsBudgetFor } = await import('../bench/tools/budgets.mjs');
    const rows = routeJsSizes();
    expect(rows.length, 'routes in .next/diagnostics/route-bundle-stats.json').toBeGreaterThan(20);
    // One soft assertion per route, so a run names every route over budget, not just the first.
    for (const { route, gzipBytes } of rows) {
      const budget = jsBudgetFor(route);
      expect
        .soft(gzipBytes, `${route}: ${kb(gzipBytes)} gzip, budget ${kb(budget.bytes)} (${budget.kind})`)
        .toBeLessThanOrEqual(budget.bytes);
    }
  });

  test("every chunk a page starts carries V8's compile hint (lib/build/compile-hints.mjs)", async ({ request }) => {
    const { COMPILE_HINT } = await import('../lib/build/compile-hints.mjs');
    const chunks: string[] = lateScriptSources(await (await request.get('/')).text());
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect.soft((await (await request.get(chunk)).text()).startsWith(COMPILE_HINT), chunk).toBe(true);
    }
  });

  test('nothing of the team’s sign-in reaches a public page: its passkey client is a chunk of its own, loaded on a click in /intern', async () => {
    // The passkey client's endpoints: present in the build (so this can fail), never in a public page's first load.
    const MARKER = '/passkey/generate-authenticate-options';
    const chunks = readdirSync('.next/static/chunks').filter((file) => file.endsWith('.js'));
    expect(chunks.some((file) => readFileSync(`.next/static/chunks/${file}`, 'utf8').includes(MARKER)), 'the passkey client in the build').toBe(true);
    const stats = JSON.parse(readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8')) as { route: string; firstLoadChunkPaths: string[] }[];
    const routes = stats.filter(({ route }) => !route.startsWith('/intern'));
    expect(routes.length).toBeGreaterThan(20);
    for (const { route, firstLoadChunkPaths } of routes) {
      const carries = firstLoadChunkPaths.some((chunk) => {
        const code = readFileSync(chunk, 'utf8');
        return code.includes(MARKER) || code.includes('magic-link');
      });
      expect.soft(carries, route).toBe(false);
    }
  });

  test('nothing of the PDF of the AGB reaches a browser: the library and its fonts are the server’s alone', () => {
    // pdfkit's own words in its code and font metrics: none in any chunk the build ships to browsers, public or /intern.
    const chunks = readdirSync('.next/static/chunks', { recursive: true }).map(String).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(20);
    const carrying = chunks.filter((file) => /PDFDocument|Helvetica-Bold|bufferedPageRange/.test(readFileSync(`.next/static/chunks/${file}`, 'utf8')));
    expect(carrying).toEqual([]);
  });

  test('no image in public/ or app/ is over 200 KB', async () => {
    const { imageFiles, IMAGE_MAX_BYTES } = await import('../bench/tools/budgets.mjs');
    const images = imageFiles();
    expect(images.length).toBeGreaterThan(10);
    const over = images.filter((image) => image.bytes > IMAGE_MAX_BYTES).map((image) => `${image.file}: ${kb(image.bytes)}`);
    expect(over).toEqual([]);
  });

  test('no page sends more than 16 KB of HTML (gzip) besides its inlined stylesheet, but for the pages listed with their own limit', async ({ request }) => {
    const { htmlBudgetFor, INLINE_CSS_MAX_GZIP_BYTES } = await import('../bench/tools/budgets.mjs');
    const { splitInlinedStylesheets } = await import('../lib/build/inline-css.mjs');
    for (const { path } of ROUTES) {
      const { document, css } = splitInlinedStylesheets(await (await request.get(path)).text());
      const bytes = gzipSync(document, { level: 9 }).length;
      expect.soft(bytes, `${path}: ${kb(bytes)} HTML gzip, budget ${kb(htmlBudgetFor(path))}`).toBeLessThanOrEqual(htmlBudgetFor(path));
      const cssBytes = gzipSync(css, { level: 9 }).length;
      expect.soft(cssBytes, `${path}: the page carries its stylesheet`).toBeGreaterThan(1024);
      expect.soft(cssBytes, `${path}: ${kb(cssBytes)} inlined CSS gzip, budget ${kb(INLINE_CSS_MAX_GZIP_BYTES)}`).toBeLessThanOrEqual(INLINE_CSS_MAX_GZIP_BYTES);
    }
  });
});
