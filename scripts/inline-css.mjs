// Build step after `next build` (npm run build): writes into each prerendered page the part of the stylesheet it uses
// (lib/build/inline-css.mjs and lib/build/page-css.mjs say why and how; its hash goes into the page's own policy in
// scripts/page-policy.mjs), and starts Next's chunks only after the parser is done and the first screen is painted
// (lib/build/late-scripts.mjs says why). Pages Next regenerates at run time get the same treatment from the cache
// handler (lib/build/inline-css-cache.mjs).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineStylesheets, stylesheetReader } from '../lib/build/inline-css.mjs';
import { startScriptsAfterParse } from '../lib/build/late-scripts.mjs';

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Inlines the stylesheets of every prerendered page of the build in `distDir` and updates its CSP. */
export function inlineBuild(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  const readStylesheet = stylesheetReader(path.join(distDir, 'static'));
  const hashes = new Set();
  let pages = 0;
  for (const file of htmlFiles(appDir)) {
    const result = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet);
    result.hashes.forEach((hash) => hashes.add(hash));
    const late = startScriptsAfterParse(result.html);
    if (result.inlined > 0 || late.moved > 0) {
      writeFileSync(file, late.html);
      pages += 1;
    }
  }
  // Copies of pages that `next start` served before this step ran would still carry the link.
  rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });

  return { pages, hashes: hashes.size };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`${distDir}: no build to inline stylesheets into`);
  const { pages, hashes } = inlineBuild(distDir);
  console.log(`inline-css: ${hashes} page stylesheet(s) written into ${pages} pages (their hashes go into each page's policy: scripts/page-policy.mjs)`);
}
