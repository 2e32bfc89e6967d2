// The room of the build's rewrites of Next's output: the page's own stylesheet (this file, page-css.mjs), late chunks
// (late-scripts.mjs), V8 compile hints (compile-hints.mjs), and the cache handler that does the same for pages made at
// run time (inline-css-cache.mjs). Used by the build steps in scripts/ (npm run build) and by next.config.mjs.
//
// The stylesheet of a prerendered page, written into the page (issue 17). Used by `npm run build`
// (scripts/inline-css.mjs, every page of the build) and by the cache handler (lib/build/inline-css-cache.mjs, pages that
// Next regenerates at run time: /ferienkurse and /python revalidate hourly).
//
// Why (measured in bench/results.md): on a slow link the stylesheet is the one request that holds back the first paint.
// It cannot start before the HTML has arrived and been parsed, costs a full round trip, and then shares the bandwidth
// with about ten script requests. Inline, it arrives with the HTML. Next's own `experimental.inlineCss` writes the CSS
// three times into every page (once as <style>, twice in the RSC data); this writes it once and leaves the RSC data
// alone.
//
// Each `<link rel="stylesheet" href="/_next/static/…css" data-precedence="…">` becomes a `<style>` with the part of that
// file's CSS the page uses (lib/build/page-css.mjs, issue 63; relative url()s made absolute), followed by the same link,
// `disabled` and with a type that is not CSS. The rest of the file goes into a `<template data-late-css="…">` at the
// end of <body>: inert until the late-script loader (lib/build/late-scripts.mjs) moves its `<style>` right after the
// link, once the first paint is presented and before any chunk runs, for whatever a client component adds. React
// looks the stylesheet up by `link[rel="stylesheet"][href]` when it hydrates and on client navigations: it finds the
// link, counts it as loaded, and neither inserts nor waits for it. The browser fetches nothing for it: Chromium 150
// fetches a merely disabled stylesheet (49 KB on every first visit, measured), but no stylesheet of a type it cannot
// apply (HTML, "fetching and processing a resource from a link element"). The sha256 of both `<style>` elements goes
// into the page's own Content-Security-Policy (lib/security/page-policy.mjs finds them, in the template as well), so
// no other inline style runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cspHash } from '../security/page-policy.mjs';
import { splitForPage } from './page-css.mjs';

export { cspHash };

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)" data-precedence="([^"]+)"\/>/g;
/** Set on the <style> elements this step writes, so running it twice changes nothing. */
const MARK = 'data-inlined-from';
/** On the <template> at the end of <body> with the rest of a stylesheet, which the late-script loader adds. */
export const LATE_CSS_MARK = 'data-late-css';

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
  let late = '';
  const out = html.replace(STYLESHEET_LINK, (link, href, precedence) => {
    const { page, rest } = splitForPage(absoluteUrls(readStylesheet(href), href), html);
    if (/<\/style/i.test(page + rest)) throw new Error(`${href}: the CSS contains "</style" and cannot be inlined`);
    hashes.push(cspHash(page));
    if (rest) {
      hashes.push(cspHash(rest));
      late += `<template ${LATE_CSS_MARK}="${href}"><style>${rest}</style></template>`;
    }
    inlined += 1;
    return `<style ${MARK}="${href}">${page}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" type="text/plain" disabled=""/>`;
  });
  if (!late) return { html: out, hashes, inlined };
  const end = out.lastIndexOf('</body>');
  if (end === -1) throw new Error('no </body> to put the rest of the stylesheet before');
  return { html: `${out.slice(0, end)}${late}${out.slice(end)}`, hashes, inlined };
}

const PAGE_PART = new RegExp(`(<style ${MARK}="[^"]+">)([\\s\\S]*?)(</style>)`, 'g');
const LATE_PART = new RegExp(`(<template ${LATE_CSS_MARK}="[^"]+"><style>)([\\s\\S]*?)(</style></template>)`, 'g');

/**
 * A page's HTML without the text of the stylesheets this step wrote into it, and that text (for byte budgets): `css`
 * the page's part in <head>, `lateCss` the rest it adds after the first paint.
 */
export function splitInlinedStylesheets(html) {
  const parts = { css: '', lateCss: '' };
  const take = (key) => (_, open, text, close) => {
    parts[key] += text;
    return `${open}${close}`;
  };
  const document = html.replace(PAGE_PART, take('css')).replace(LATE_PART, take('lateCss'));
  return { document, ...parts };
}

/** Reads the build's stylesheets (static files in `staticDir`) by URL path, each file once. */
export function stylesheetReader(staticDir) {
  const texts = new Map();
  return (href) => {
    if (!texts.has(href)) texts.set(href, readFileSync(path.join(staticDir, href.slice('/_next/static/'.length)), 'utf8'));
    return texts.get(href);
  };
}
