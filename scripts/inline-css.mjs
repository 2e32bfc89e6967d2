// Build step after `next build` (npm run build): writes each prerendered page's stylesheet into the page itself
// (lib/inline-css.mjs says why and how) and adds the stylesheets' hashes to the Content-Security-Policy in
// routes-manifest.json, where `next start` reads its headers from; and starts Next's chunks only after the parser is
// done (lib/late-scripts.mjs says why). Pages Next regenerates at run time get the same treatment from the cache
// handler (lib/inline-css-cache.mjs).
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineStylesheets, stylesheetReader, withStyleHashes } from '../lib/inline-css.mjs';
import { startScriptsAfterParse } from '../lib/late-scripts.mjs';

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

  const manifestFile = path.join(distDir, 'routes-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  let policies = 0;
  for (const rule of manifest.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() === 'content-security-policy') {
        const value = withStyleHashes(header.value, [...hashes]);
        if (value !== header.value) policies += 1;
        header.value = value;
      }
    }
  }
  if (hashes.size > 0 && policies === 0) throw new Error('routes-manifest.json has no page Content-Security-Policy to allow the inlined styles in');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return { pages, hashes: hashes.size, policies };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`${distDir}: no build to inline stylesheets into`);
  const { pages, hashes, policies } = inlineBuild(distDir);
  console.log(`inline-css: ${hashes} stylesheet(s) written into ${pages} pages, their hashes in ${policies} Content-Security-Policy header(s)`);
}
