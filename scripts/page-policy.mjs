// Last build step (npm run build, after scripts/inline-css.mjs): writes each prerendered page's own
// Content-Security-Policy, with the sha256 of every inline script of its final HTML, into the page's `.meta` headers,
// which `next start` sends with the cached page (lib/security/page-policy.mjs says why). It must run after every step
// that changes a page's HTML, or the hashes would describe HTML nobody receives.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sitePolicyFromManifest, withPagePolicy } from '../lib/security/page-policy.mjs';

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** Writes the page policy of every prerendered page of the build in `distDir`; returns how many pages got one. */
export function writePagePolicies(distDir) {
  const sitePolicy = sitePolicyFromManifest(JSON.parse(readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')));
  let pages = 0;
  let hashes = 0;
  for (const file of htmlFiles(path.join(distDir, 'server', 'app'))) {
    const metaFile = file.replace(/\.html$/, '.meta');
    // A page without its .meta is not one Next serves from the build (none today); it keeps the site policy.
    if (!existsSync(metaFile)) continue;
    const html = readFileSync(file, 'utf8');
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    meta.headers = withPagePolicy(meta.headers, sitePolicy, html);
    hashes += (meta.headers['content-security-policy'].match(/'sha256-/g) ?? []).length;
    writeFileSync(metaFile, JSON.stringify(meta, null, 2));
    pages += 1;
  }
  if (pages === 0) throw new Error(`${distDir}: no prerendered page to write a Content-Security-Policy for`);
  return { pages, hashes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`${distDir}: no build to write page policies into`);
  const { pages, hashes } = writePagePolicies(distDir);
  console.log(`page-policy: ${pages} pages carry their own Content-Security-Policy (${hashes} script and style hashes in all)`);
}
