// Build step after `next build` (npm run build): writes each prerendered page's stylesheet into the page itself.
//
// Why (issue 17, measured in bench/results.md): on a slow link the stylesheet is the one request that holds back the
// first paint. It cannot start before the HTML has arrived and been parsed, costs a full round trip, and then shares
// the bandwidth with about ten script requests. Inline, it arrives with the HTML; new visitors saw LCP 200 to 300 ms
// earlier. Next's own `experimental.inlineCss` writes the CSS three times into every page (once as <style>, twice in
// the RSC data); this writes it once and leaves the RSC data alone.
//
// What it does to each `<distDir>/server/app/**/*.html`:
// - every `<link rel="stylesheet" href="/_next/static/…css" data-precedence="…">` becomes `<style>` with that file's
//   CSS (relative url()s made absolute), followed by the same link with `disabled`. React looks the stylesheet up by
//   `link[rel="stylesheet"][href]` when it hydrates and on client navigations: it finds the link, counts it as
//   loaded, and neither inserts nor waits for it. Browsers do not fetch a disabled stylesheet.
// - the hash of each inlined stylesheet goes into `style-src` of the Content-Security-Policy in routes-manifest.json
//   (`next start` reads the headers from there), so inline styles stay blocked unless they are exactly these.
// Pages rendered later at run time (none today: every page is prerendered, none revalidates) would keep the link.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)" data-precedence="([^"]+)"\/>/g;
/** Set on the <style> elements this step writes, so running it twice changes nothing. */
const MARK = 'data-inlined-from';

/** `sha256-…` as CSP wants it for an inline element's exact text. */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** CSS with every relative url() resolved against the stylesheet's own URL path ('../media/x' → '/_next/static/media/x'). */
export function absoluteUrls(css, stylesheetPath) {
  return css.replace(/url\((['"]?)(?!data:|https?:|\/|#)([^'")]+)\1\)/g, (_, quote, ref) => {
    const resolved = new URL(ref, `http://x${stylesheetPath}`).pathname;
    return `url(${quote}${resolved}${quote})`;
  });
}

/**
 * The page with its stylesheet links inlined, and the CSP hashes of the <style> elements written.
 * `readStylesheet('/_next/static/chunks/a.css')` returns that file's text.
 */
export function inlineStylesheets(html, readStylesheet) {
  const hashes = [];
  if (html.includes(MARK)) return { html, hashes, inlined: 0 };
  let inlined = 0;
  const out = html.replace(STYLESHEET_LINK, (link, href, precedence) => {
    const css = absoluteUrls(readStylesheet(href), href);
    if (/<\/style/i.test(css)) throw new Error(`${href}: the CSS contains "</style" and cannot be inlined`);
    hashes.push(cspHash(css));
    inlined += 1;
    return `<style ${MARK}="${href}">${css}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
  });
  return { html: out, hashes, inlined };
}

/** A page's HTML without the text of the stylesheets this step wrote into it, and that text (for byte budgets). */
export function splitInlinedStylesheets(html) {
  let css = '';
  const document = html.replace(new RegExp(`(<style ${MARK}="[^"]+">)([\\s\\S]*?)(</style>)`, 'g'), (_, open, text, close) => {
    css += text;
    return `${open}${close}`;
  });
  return { document, css };
}

/**
 * The policy with `hashes` added to style-src (or style-src-elem, where the policy has one). A directive that allows
 * 'unsafe-inline' stays as it is: next to a hash, browsers ignore 'unsafe-inline' (the SVG policy of /images needs it).
 */
export function withStyleHashes(policy, hashes) {
  if (hashes.length === 0) return policy;
  const directives = policy.split(';').map((part) => part.trim()).filter(Boolean);
  const name = directives.some((d) => d.startsWith('style-src-elem ')) ? 'style-src-elem' : 'style-src';
  const index = directives.findIndex((d) => d === name || d.startsWith(`${name} `));
  if (index === -1) throw new Error(`The Content-Security-Policy has no ${name}: ${policy}`);
  const sources = new Set(directives[index].split(/\s+/).slice(1));
  if (sources.has("'unsafe-inline'")) return policy;
  for (const hash of hashes) sources.add(hash);
  directives[index] = [name, ...sources].join(' ');
  return directives.join('; ');
}

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
  const cache = new Map();
  const readStylesheet = (href) => {
    if (!cache.has(href)) cache.set(href, readFileSync(path.join(distDir, 'static', href.slice('/_next/static/'.length)), 'utf8'));
    return cache.get(href);
  };
  const hashes = new Set();
  let pages = 0;
  for (const file of htmlFiles(appDir)) {
    const result = inlineStylesheets(readFileSync(file, 'utf8'), readStylesheet);
    result.hashes.forEach((hash) => hashes.add(hash));
    if (result.inlined > 0) {
      writeFileSync(file, result.html);
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
  return { pages, stylesheets: cache.size, hashes: hashes.size, policies };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(path.join(distDir, 'BUILD_ID'))) throw new Error(`${distDir}: no build to inline stylesheets into`);
  const { pages, stylesheets, hashes, policies } = inlineBuild(distDir);
  console.log(`inline-css: ${stylesheets} stylesheet(s) written into ${pages} pages; ${hashes} hash(es) in ${policies} Content-Security-Policy header(s)`);
}
