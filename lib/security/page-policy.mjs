// The Content-Security-Policy of one page: the site's policy (lib/security/headers.mjs) plus the sha256 of every inline
// script of that page's final HTML (issue 24) and of its inline stylesheet (issue 63: each page its own part).
//
// Why per page and by hash: the pages are prerendered, so nonces are out (a nonce needs a render per request), and
// 'unsafe-inline' would let any injected inline script run. Every inline script of a prerendered page is known once
// its HTML is final: the boot script, Next's RSC payload pushes (self.__next_f.push), Turbopack's chunk list.
// The hashes are computed from the HTML itself, never from a list of known scripts, so the policy follows whatever
// scripts a page carries after someone changes them.
//
// Where it is applied: `npm run build` writes each prerendered page's policy into the page's `.meta` headers
// (scripts/page-policy.mjs, the last build step), the cache handler (lib/build/inline-css-cache.mjs) does the same for pages
// Next regenerates at run time, and Next sends a cached page's `.meta` headers with it. Everything else (API, a page
// Next renders afresh) keeps the site policy from next.config.mjs, which allows no inline script at all.
import { createHash } from 'node:crypto';

export const CSP_HEADER = 'content-security-policy';

/** `sha256-…` as CSP wants it for an inline element's exact text (UTF-8, no decoding: a script's text is raw). */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// An HTML script element ends at the first `</script` (case-insensitive), whatever its content looks like.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script/gi;
/** Script types a browser treats as data and never runs; CSP does not apply to them. */
const DATA_TYPES = new Set(['application/ld+json', 'application/json']);

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/?$)`, 'i').exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of every inline script of `html` that a browser would run: no `src`, not JSON-LD or another data type. */
export function inlineScripts(html) {
  const texts = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (DATA_TYPES.has(type)) continue;
    texts.push(text);
  }
  return texts;
}

/** The distinct hashes of the inline scripts of `html`, in page order. */
export function scriptHashes(html) {
  return [...new Set(inlineScripts(html).map(cspHash))];
}

/**
 * `policy` with `sources` added to the directive `name` (or `elemName`, where the policy has it, since that one then
 * decides for elements). Throws when neither is there: the sources would silently fall back to default-src.
 */
export function withSources(policy, name, sources, elemName = `${name}-elem`) {
  if (sources.length === 0) return policy;
  const directives = policy.split(';').map((part) => part.trim()).filter(Boolean);
  const target = directives.some((d) => d.startsWith(`${elemName} `)) ? elemName : name;
  const index = directives.findIndex((d) => d === target || d.startsWith(`${target} `));
  if (index === -1) throw new Error(`The Content-Security-Policy has no ${target}: ${policy}`);
  const values = new Set(directives[index].split(/\s+/).slice(1));
  for (const source of sources) values.add(source);
  directives[index] = [target, ...values].join(' ');
  return directives.join('; ');
}

// A <style> element ends at the first `</style` as well.
const STYLE = /<style\b(?:[^>"']|"[^"]*"|'[^']*')*>([\s\S]*?)<\/style/gi;

/** The distinct hashes of the inline <style> elements of `html` (the part of the stylesheet the page uses, issue 63). */
export function styleHashes(html) {
  return [...new Set([...html.matchAll(STYLE)].map(([, text]) => cspHash(text)))];
}

/**
 * The policy for the page `html`: `sitePolicy` with the page's inline-script hashes in script-src and the hashes of
 * its inline stylesheets in style-src. Each page carries its own part of the stylesheet, so each has its own hash.
 */
export function pagePolicy(sitePolicy, html) {
  return withSources(withSources(sitePolicy, 'script-src', scriptHashes(html)), 'style-src', styleHashes(html));
}

/**
 * The site's document policy as the build's routes-manifest.json holds it (with the stylesheet hashes): the
 * Content-Security-Policy of the header rule that applies to `/`.
 */
export function sitePolicyFromManifest(routesManifest) {
  for (const rule of routesManifest.headers ?? []) {
    if (!new RegExp(rule.regex).test('/')) continue;
    const header = rule.headers.find(({ key }) => key.toLowerCase() === CSP_HEADER);
    if (header) return header.value;
  }
  throw new Error('routes-manifest.json has no Content-Security-Policy for pages');
}

/** A cache entry's headers with the page policy for its HTML (replacing any the entry had). */
export function withPagePolicy(headers, sitePolicy, html) {
  const kept = Object.fromEntries(Object.entries(headers ?? {}).filter(([key]) => key.toLowerCase() !== CSP_HEADER));
  return { ...kept, [CSP_HEADER]: pagePolicy(sitePolicy, html) };
}
