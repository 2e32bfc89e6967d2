// Build step after `next build` (npm run build): writes into each prerendered page the part of its stylesheet it can use
// (lib/inline-css.mjs and lib/page-css.mjs say why and how) and starts Next's chunks, and the whole stylesheet, only
// after the parser is done (lib/late-scripts.mjs says why). Each page's <style> is allowed by its own hash, which
// scripts/page-policy.mjs, the next step, puts into the page's Content-Security-Policy. Pages Next regenerates at run
// time get the same treatment from the cache handler (lib/inline-css-cache.mjs).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineStylesheets, splitInlinedStylesheets, stylesheetReader } from '../lib/inline-css.mjs';
import { startScriptsAfterParse } from '../lib/late-scripts.mjs';

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Inlines the stylesheets of every prerendered page of the build in `distDir`. */
export function inlineBuild(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  const readStylesheet = stylesheetReader(path.join(distDir, 'static'));
  let pages = 0;
  let cssIn = 0;
  let cssOut = 0;
  for (const file of htmlFiles(appDir)) {
    const html = readFileSync(file, 'utf8');
    const result = inlineStylesheets(html, readStylesheet);
    const late = startScriptsAfterParse(result.html);
    if (result.inlined > 0 || late.moved > 0) {
      writeFileSync(file, late.html);
      pages += 1;
    }
    for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)) cssIn += readStylesheet(href).length;
    cssOut += splitInlinedStylesheets(late.html).css.length;
  }
  // Copies of pages that `next start` served before this step ran would still carry the link.
  rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });
  return { pages, share: cssIn ? cssOut / cssIn : 1 };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`${distDir}: no build to inline stylesheets into`);
  const { pages, share } = inlineBuild(distDir);
  console.log(`inline-css: the stylesheet written into ${pages} pages, each its own part (${Math.round(share * 100)} % of the whole on average)`);
}
