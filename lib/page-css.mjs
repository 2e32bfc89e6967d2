// The part of the site's stylesheet one page can use (issue 25). `npm run build` (lib/inline-css.mjs) writes only this
// part into each prerendered page; the whole stylesheet follows once the page has been parsed (lib/late-scripts.mjs).
//
// Why (measured in bench/results.md): the whole stylesheet is 48 KB of CSS that every page parsed, and styled its first
// screen with, before its first paint. `/` uses about 31 KB of it, /datenschutz less than half. Every rule the browser
// holds is one more to parse, to index and to test against the elements of the first screen.
//
// A rule is kept when one of its selectors can match an element of the page in a state its first paint can have: as
// served (also without JavaScript), and with the attributes the boot script sets on <html> before that paint
// (BOOT_STATES). Pseudo-classes that depend on what the visitor does (:hover, :focus, :target, :checked …) and
// pseudo-elements (::before, ::placeholder …) are taken as possible, so a rule is kept whenever its element is on
// the page; :not(), :is(), :where(), :has() and the structural ones (:last-child …) are evaluated. A selector that
// cannot be evaluated here (:host, an unknown pseudo-class) keeps its rule. At-rules stay (@font-face, @property,
// @keyframes, @layer order); @media, @supports and @layer blocks stay with the rules kept inside them, whatever their
// condition, since the page can be seen at any width. Nothing is rewritten: a kept rule is the stylesheet's own text.
//
// What needs a rule this page does not have (a state only JavaScript creates, another page after a client navigation)
// gets it from the whole stylesheet, which is there before the page can be used: the loader enables it when the
// parser is done, before Next's chunks run.
//
// Tools: htmlparser2 (the page as a DOM), css-what and css-select (selectors parsed and matched), postcss (the
// stylesheet). Beasties, the usual tool for this, drops every selector inside :where() and :is() (Tailwind v4 writes its
// space-y-*, divide-* and base rules so) and keeps no @font-face whose family it cannot read through var().
import { compile, selectOne } from 'css-select';
import { parse as parseSelector } from 'css-what';
import { parseDocument } from 'htmlparser2';
import postcss from 'postcss';

/**
 * The attributes components/consent/boot-script.tsx may set on <html> before the first paint: the consent banner, and
 * the parent or child view. Without JavaScript neither is set (the page as served).
 */
export const BOOT_STATES = [
  {},
  { 'data-consent-banner': '', 'data-audience': 'parent' },
  { 'data-audience': 'child' },
];

/** Pseudo-classes whose truth depends on the visitor or the moment, not on the page's markup. */
const DYNAMIC_PSEUDO_CLASSES = new Set([
  'active', 'any-link', 'autofill', 'checked', 'default', 'defined', 'disabled', 'enabled', 'focus', 'focus-visible',
  'focus-within', 'fullscreen', 'hover', 'in-range', 'indeterminate', 'invalid', 'link', 'modal', 'open', 'optional',
  'out-of-range', 'paused', 'placeholder-shown', 'playing', 'popover-open', 'read-only', 'read-write', 'required',
  'target', 'target-within', 'user-invalid', 'user-valid', 'valid', 'visited', '-webkit-autofill',
]);
/** Pseudo-classes that take selectors and are evaluated with them. */
const SELECTOR_PSEUDO_CLASSES = new Set(['not', 'is', 'where', 'matches', 'has']);

class CannotEvaluate extends Error {}

/**
 * One compound-and-combinator sequence (css-what's token list) without what cannot be known from the markup.
 * Inside :not() a dynamic part makes the whole :not() unknown, so it is dropped (the selector matches more).
 */
function withoutDynamicParts(tokens) {
  const out = [];
  for (const token of tokens) {
    if (token.type === 'pseudo-element') continue;
    if (token.type === 'pseudo') {
      if (DYNAMIC_PSEUDO_CLASSES.has(token.name)) continue;
      if (SELECTOR_PSEUDO_CLASSES.has(token.name) && Array.isArray(token.data)) {
        const inner = token.data.map(withoutDynamicParts);
        const changed = inner.some((sequence, i) => sequence.length !== token.data[i].length);
        if (token.name === 'not' && changed) continue;
        if (inner.some((sequence) => sequence.length === 0)) continue;
        out.push({ ...token, data: inner });
        continue;
      }
    }
    out.push(token);
  }
  // A combinator left at either end (a sequence that was only a pseudo-element, say) stands for any element there.
  if (out.length > 0 && isCombinator(out.at(-1))) out.push({ type: 'universal', namespace: null });
  if (out.length > 0 && isCombinator(out[0]) && out[0].type !== 'descendant') out.unshift({ type: 'universal', namespace: null });
  return out;
}

function isCombinator(token) {
  return ['child', 'parent', 'sibling', 'adjacent', 'descendant', 'column-combinator'].includes(token.type);
}

/** Whether `selector` can match an element of `document` (a css-select query; throws CannotEvaluate when it cannot tell). */
function canMatch(selector, document) {
  let sequences;
  try {
    sequences = parseSelector(selector).map(withoutDynamicParts);
  } catch {
    throw new CannotEvaluate(selector);
  }
  for (const sequence of sequences) {
    if (sequence.length === 0) return true;
    try {
      // Compiled from the parsed tokens: a class like text-[#7c6cf0] keeps its exact name (no round trip through text).
      if (selectOne(compile([sequence]), document)) return true;
    } catch {
      throw new CannotEvaluate(selector);
    }
  }
  return false;
}

/** The <html> element of a parsed page. */
function rootElement(document) {
  const html = document.children.find((node) => node.type === 'tag' && node.name === 'html');
  if (!html) throw new Error('page-css: the page has no <html> element');
  return html;
}

/**
 * The rules of `css` that the page `html` can use (see above), as CSS text, and how many style rules were kept and
 * left out.
 */
export function cssForPage(css, html) {
  const document = parseDocument(html);
  const root = rootElement(document);
  const served = { ...root.attribs };
  const states = BOOT_STATES.map((state) => ({ ...served, ...state }));
  // Only a selector that names one of the boot script's attributes can match differently in another state.
  const bootAttributes = [...new Set(BOOT_STATES.flatMap(Object.keys))];
  const verdicts = new Map();
  const used = (selector) => {
    if (!verdicts.has(selector)) {
      let verdict = false;
      const statesToTry = bootAttributes.some((name) => selector.includes(name)) ? states : [served];
      try {
        for (const attributes of statesToTry) {
          root.attribs = attributes;
          if (canMatch(selector, document)) {
            verdict = true;
            break;
          }
        }
      } catch (error) {
        if (!(error instanceof CannotEvaluate)) throw error;
        verdict = true;
      } finally {
        root.attribs = served;
      }
      verdicts.set(selector, verdict);
    }
    return verdicts.get(selector);
  };

  const sheet = postcss.parse(css);
  let kept = 0;
  let dropped = 0;
  sheet.walkRules((rule) => {
    // Keyframe steps (from, 50%, to) are not selectors; their @keyframes stays whole.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    if (rule.selectors.some(used)) kept += 1;
    else {
      rule.remove();
      dropped += 1;
    }
  });
  // A block left empty says nothing (an @layer statement without a block, the layer order, stays); removing one can
  // empty its parent, so until none is left.
  let emptied = true;
  while (emptied) {
    emptied = false;
    sheet.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0 && /^(media|supports|layer|container|scope)$/i.test(atRule.name)) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return { css: sheet.toString(), kept, dropped };
}
