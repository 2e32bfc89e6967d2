import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { ROUTES } from './routes';

// The W3C Nu HTML Checker (npm vnu-jar) over the server HTML of every route and of the 404 pages, in one Java run.
const VNU_JAR = 'node_modules/vnu-jar/build/dist/vnu.jar';
const JAVA = process.env.JAVA ?? '/usr/bin/java';
const OUT_DIR = 'test-results/vnu';
const NOT_FOUND = ['/gibt-es-nicht', '/courses/99'];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The HTML standard allows `blocking` on a link whose rel is `expect` as well as `stylesheet` (link types, "expect");
 * the checker (26.9.27) still knows only the second. Only that message, only for the layout's `<link rel="expect">`.
 */
const checkerPredatesExpect = (m: VnuMessage) =>
  m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute') &&
  (m.extract ?? '').includes('<link rel="expect" href="#main" blocking="render"/>');

test('the Nu HTML Checker finds no errors on any page', async ({ request }) => {
  test.setTimeout(180_000);
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  // Imported here, as the other specs import .mjs modules: a static import would hand later dynamic imports of the
  // same file in this worker a transformed copy.
  const { splitInlinedStylesheets } = await import('../lib/build/inline-css.mjs');
  const files: string[] = [];
  for (const path of [...ROUTES.map((route) => route.path), ...NOT_FOUND]) {
    const response = await request.get(path);
    const file = join(OUT_DIR, `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '__')}.html`);
    // The stylesheet the build writes into each page (scripts/inline-css.mjs) is Tailwind's output; the checker's CSS
    // grammar predates @property, @starting-style and scroll-driven animations. The element itself is still checked.
    writeFileSync(file, splitInlinedStylesheets(await response.text()).document);
    files.push(file);
  }
  const run = spawnSync(JAVA, ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  expect(run.error, 'java runs').toBeUndefined();
  // vnu writes its JSON report to stderr.
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const reported = report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  const errors = reported
    .filter((m) => !checkerPredatesExpect(m))
    .map((m) => `${m.url.split('/').at(-1)}: ${m.message} [${m.extract ?? ''}]`);
  expect(errors).toEqual([]);
  // 1 while it reports the excused message above: that alone must be what it found.
  expect(run.status, 'vnu exit code').toBe(reported.length > 0 ? 1 : 0);
});
