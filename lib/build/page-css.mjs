// Only the CSS a page uses (issue 63): the rules of the site's stylesheet that can match an element of the page's own
// HTML, chosen by the tags, classes and ids in that HTML. lib/build/inline-css.mjs writes this subset into the page; the whole
// stylesheet without its @font-face rules (`withoutFontFaces`, a file beside the build's own) loads after the first
// paint and before any of Next's chunks runs (lib/build/late-scripts.mjs), so what a client component adds later (an open
// dialog, a quiz state, a form error, the next page of a client navigation) is styled.
//
// Why: every page carried the whole site's Tailwind (51 KB, 9 KB gzip) before its first heading, and the browser
// parsed it and matched every rule against the page before the first paint, on the copy without scripts as well.
//
// The CSS is parsed and written by lightningcss (the parser Tailwind itself uses); a style rule is kept when any of its
// selectors may match: every class, id and element name it names occurs in the page. What the page cannot decide is
// kept: attribute selectors (<html data-consent-banner> is set by the boot script before the first paint), pseudo
// classes and their arguments (:hover, :not(), :where(), :has()), and every at-rule that is not a style rule
// (@font-face, @property, @keyframes, @layer order). A kept rule keeps its place, so the cascade is the stylesheet's.
import { transform } from 'lightningcss';
import { parse } from 'parse5';

/** The element names (lower case), classes and ids of every element in `html`, including inside <template>. */
export function pageTokens(html) {
  const tokens = { tags: new Set(), classes: new Set(), ids: new Set() };
  const visit = (node) => {
    if (node.tagName) {
      tokens.tags.add(node.tagName.toLowerCase());
      for (const { name, value } of node.attrs ?? []) {
        if (name === 'class') value.split(/\s+/).filter(Boolean).forEach((c) => tokens.classes.add(c));
        else if (name === 'id') tokens.ids.add(value);
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return tokens;
}

/** Whether a selector (lightningcss's component list) names only element names, classes and ids the page has. */
function mayMatch(selector, tokens) {
  return selector.every((part) => {
    if (part.type === 'class') return tokens.classes.has(part.name);
    if (part.type === 'id') return tokens.ids.has(part.name);
    if (part.type === 'type') return tokens.tags.has(part.name.toLowerCase());
    return true;
  });
}

/** The rules of `css` (a built, minified stylesheet) that may match an element of `html`, minified. */
export function cssForPage(css, html) {
  const tokens = pageTokens(html);
  const { code } = transform({
    filename: 'page.css',
    code: Buffer.from(css),
    minify: true,
    // Exactly as written: no lowering or prefixing for a browser list (the build already did that).
    errorRecovery: false,
    visitor: {
      Rule: {
        style(rule) {
          return rule.value.selectors.some((selector) => mayMatch(selector, tokens)) ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}

/**
 * `css` without its @font-face rules: the stylesheet that loads after the first paint. The page's own part declared
 * the fonts already; a second, identical @font-face is a second font face to Chromium, and with `font-display:
 * optional` a face that arrives later swaps in the font the first one gave up on (measured: the home page 28 px taller
 * at 390 px once it loaded), a layout shift.
 */
export function withoutFontFaces(css) {
  const { code } = transform({ filename: 'late.css', code: Buffer.from(css), minify: true, visitor: { Rule: { 'font-face': () => [] } } });
  return code.toString();
}
