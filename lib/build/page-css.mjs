// Only the CSS a page uses (issue 63): the site's stylesheet in two parts for each page. The page's part
// (lib/build/inline-css.mjs writes it into <head>) has the rules that can match an element of the page's own HTML,
// chosen by the tags, classes and ids in that HTML. The rest (written at the end of <body>, inert) is added by the
// late-script loader after the first paint and before any of Next's chunks runs (lib/build/late-scripts.mjs), so what a
// client component adds later (an open dialog, a quiz state, a form error, the next page of a client navigation) is
// styled.
//
// Why: every page carried the whole site's Tailwind (51 KB, 9 KB gzip) before its first heading, and the browser
// parsed it and matched every rule against the page before the first paint, on the copy without scripts as well. And
// why a rest, not the whole stylesheet, after the paint: a stylesheet added to a page makes the browser compute again
// the style of every element that one of its rules may match. The whole stylesheet (loaded as `*.late.css` until the
// fifth step of issue 63) matched every element of the page a second time: one task of 60 to 100 ms on `/` in an
// unthrottled trace, 250 to 360 ms in Lighthouse's simulation at 4x, the largest part of `/`'s TBT. The rest matches
// no element of the page: 4 to 12 ms, over 11 and 26 elements.
//
// The CSS is parsed and written by lightningcss (the parser Tailwind itself uses); a style rule may match when every
// class, id and element name it names occurs in the page. What the page cannot decide counts as a match: attribute
// selectors (<html data-consent-banner> is set by the boot script before the first paint), pseudo classes and their
// arguments (:hover, :not(), :where(), :has()). Every at-rule that is not a style rule (@font-face, @property,
// @keyframes, the layers) is in the page's part. A rule keeps its place in its part, and the parts keep the cascade of
// the stylesheet (`splitForPage` says how).
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

/** Container at-rules whose style rules the page's part and the rest share out; every other at-rule stays with the page. */
const CONTAINERS = new Set(['layer-block', 'media', 'supports', 'starting-style', 'container']);
const withStyle = (rules) => rules.some((rule) => rule.type === 'style' || (CONTAINERS.has(rule.type) && withStyle(rule.value.rules)));
/** Visitors that take out every container at-rule without a style rule inside. */
const DROP_EMPTY_CONTAINERS = Object.fromEntries([...CONTAINERS].map((type) => [type, (rule) => (withStyle(rule.value.rules) ? undefined : [])]));

const SIDES = { top: ['top'], right: ['right'], bottom: ['bottom'], left: ['left'], inline: ['left', 'right'], 'inline-start': ['left'], 'inline-end': ['right'], block: ['top', 'bottom'], 'block-start': ['top'], 'block-end': ['bottom'] };
const ALL_SIDES = ['top', 'right', 'bottom', 'left'];
/** Shorthands and the longhands they set, for those the stylesheet uses beyond the box sides. */
const SHORTHANDS = {
  font: ['font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch', 'line-height'],
  gap: ['row-gap', 'column-gap'],
  flex: ['flex-grow', 'flex-shrink', 'flex-basis'],
  'flex-flow': ['flex-direction', 'flex-wrap'],
  'place-items': ['align-items', 'justify-items'],
  'place-content': ['align-content', 'justify-content'],
  'place-self': ['align-self', 'justify-self'],
  overflow: ['overflow-x', 'overflow-y'],
  'text-decoration': ['text-decoration-line', 'text-decoration-color', 'text-decoration-style', 'text-decoration-thickness'],
  outline: ['outline-color', 'outline-style', 'outline-width'],
  'list-style': ['list-style-type', 'list-style-position', 'list-style-image'],
};
/** Families whose members are taken as one (few rules, many shorthands): animation-*, transition-*, background-*, grid-*. */
const FAMILIES = /^(animation|transition|background|grid|mask|columns?)(-|$)/;

/**
 * The longhand properties a declaration sets (sides taken left to right, top to bottom, as the site writes German):
 * two rules that set one of the same longhands may decide the same value, so their order counts. Some families count
 * as one longhand (FAMILIES, the corners of border-radius): wider than CSS on purpose, so that a rule stays in the
 * page's part when in doubt, never the other way round.
 */
function longhands(declaration) {
  const name = declaration.property === 'custom' ? declaration.value.name : declaration.property === 'unparsed' ? declaration.value.propertyId.property : declaration.property;
  if (name.startsWith('--')) return [name];
  const plain = name.replace(/^-(webkit|moz|ms|o)-/, '');
  if (SHORTHANDS[plain]) return SHORTHANDS[plain];
  const family = FAMILIES.exec(plain);
  if (family) return [family[1]];
  if (/^border(-.+)?-radius$/.test(plain)) return ['border-radius'];
  const box = /^(margin|padding|scroll-margin|scroll-padding|inset)(?:-(.+))?$/.exec(plain);
  if (box) {
    const sides = box[2] ? SIDES[box[2]] : ALL_SIDES;
    if (sides) return sides.map((side) => (box[1] === 'inset' ? side : `${box[1]}-${side}`));
  }
  if (ALL_SIDES.includes(plain)) return [plain];
  const border = /^border(?:-(top|right|bottom|left|inline|inline-start|inline-end|block|block-start|block-end))?(?:-(width|style|color))?$/.exec(plain);
  if (border) {
    const sides = border[1] ? SIDES[border[1]] : ALL_SIDES;
    const parts = border[2] ? [border[2]] : ['width', 'style', 'color'];
    return sides.flatMap((side) => parts.map((part) => `border-${side}-${part}`));
  }
  return [plain];
}

/**
 * A selector's specificity as one number (ids × 10⁴ + classes, attributes and pseudo-classes × 10² + element names and
 * pseudo-elements), or null for a part it does not know. Two rules' order decides between them only where their
 * specificities are equal.
 */
function specificity(selector) {
  let total = 0;
  for (const part of selector) {
    if (part.type === 'id') total += 10000;
    else if (part.type === 'class' || part.type === 'attribute') total += 100;
    else if (part.type === 'type' || part.type === 'pseudo-element') total += 1;
    else if (part.type === 'pseudo-class') {
      if (part.kind === 'where') continue;
      const inner = ['is', 'not', 'has', 'any'].includes(part.kind) ? part.selectors : null;
      if (inner) {
        const each = inner.map(specificity);
        if (each.includes(null)) return null;
        total += Math.max(0, ...each);
      } else if (part.selectors || part.of || part.selector) return null;
      else total += 100;
    } else if (part.type !== 'universal' && part.type !== 'combinator') return null;
  }
  return total;
}

/** The specificities of a rule's selectors ('any' when one of them is not known). */
function specificities(rule) {
  const each = rule.value.selectors.map(specificity);
  return each.includes(null) ? 'any' : new Set(each);
}

/** The longhands a style rule sets. */
function propertiesSet(rule) {
  const { declarations = [], importantDeclarations = [] } = rule.value.declarations ?? {};
  return new Set([...declarations, ...importantDeclarations].flatMap(longhands));
}

/** Every style rule of a parsed stylesheet in document order, with the cascade layer it is in ('' when in none). */
function styleRules(rules, layer = '', out = []) {
  for (const rule of rules) {
    if (rule.type === 'style') {
      if (rule.value.rules?.length) throw new Error('nested style rules: page-css splits only flat stylesheets (as Tailwind builds them)');
      out.push({ rule, layer });
    } else if (CONTAINERS.has(rule.type)) {
      if (rule.type === 'layer-block' && !rule.value.name) throw new Error('an anonymous @layer: page-css cannot give its rules to two parts');
      const name = rule.type === 'layer-block' ? `${layer}/${rule.value.name.join('.')}` : layer;
      styleRules(rule.value.rules, name, out);
    }
  }
  return out;
}

/**
 * `css` (a built, minified stylesheet) in two parts for the page `html`: `page`, written into the page, and `rest`,
 * which the page adds after its first paint.
 *
 * `page` has every at-rule that is not a style rule, every layer (so the rest declares none anew and their order
 * stays), and every style rule that may match an element of the page (`mayMatch`). `rest` has only style rules, and
 * none of them can match an element the page has.
 *
 * The cascade is the stylesheet's. `rest` comes after `page`, so a rule of the rest would now overtake a later rule of
 * the page's part in the same layer that sets one of its properties with the same specificity (`block` over
 * `md:hidden`, whose media query adds none). Such a rule stays in the page's part, and so, in turn, does any earlier
 * rule it would then overtake: one pass from the end, carrying per layer what the page's part sets after the rule at
 * hand (`propertiesSet`, `specificities`). On `/` that keeps about 200 of the 270 rules the page does not use in its
 * part (most are overtaken by a responsive variant the page uses), 1.3 KB brotli more in <head>.
 */
export function splitForPage(css, html) {
  const tokens = pageTokens(html);
  const rules = analysed(css);
  const key = `${[...tokens.tags].sort()}|${[...tokens.classes].sort()}|${[...tokens.ids].sort()}`;
  const done = splits.get(css);
  if (done?.has(key)) return done.get(key);
  /** The places (in document order) of the style rules that go into the page's part. */
  const pagePlaces = new Set();
  /** Per layer, for each longhand the page's part sets after the rule at hand, the specificities it sets it with. */
  const later = new Map();
  for (let place = rules.length - 1; place >= 0; place -= 1) {
    const { selectors, layer, properties, mine } = rules[place];
    if (!later.has(layer)) later.set(layer, new Map());
    const seen = later.get(layer);
    const overtakes = [...properties].some((property) => {
      const theirs = seen.get(property);
      return theirs && (theirs === 'any' || mine === 'any' || [...mine].some((value) => theirs.has(value)));
    });
    if (!overtakes && !selectors.some((selector) => mayMatch(selector, tokens))) continue;
    pagePlaces.add(place);
    for (const property of properties) {
      const theirs = seen.get(property);
      if (theirs === 'any') continue;
      seen.set(property, mine === 'any' ? 'any' : new Set([...(theirs ?? []), ...mine]));
    }
  }
  const part = (forPage) => {
    let place = 0;
    const otherAtRule = () => (forPage ? undefined : []);
    return transform({
      filename: 'page.css',
      code: Buffer.from(css),
      minify: true,
      // Exactly as written: no lowering or prefixing for a browser list (the build already did that).
      errorRecovery: false,
      visitor: {
        Rule: {
          style(rule) {
            // The visitor meets the style rules in the order `analysed` listed them; the check makes sure.
            const at = place++;
            if (rules[at]?.first !== firstSelector(rule)) throw new Error('page-css: the style rules came in another order');
            return pagePlaces.has(at) === forPage ? undefined : [];
          },
          'font-face': otherAtRule,
          'font-palette-values': otherAtRule,
          'font-feature-values': otherAtRule,
          property: otherAtRule,
          keyframes: otherAtRule,
          import: otherAtRule,
          namespace: otherAtRule,
          'counter-style': otherAtRule,
          'view-transition': otherAtRule,
          page: otherAtRule,
          'layer-statement': otherAtRule,
          unknown: otherAtRule,
          custom: otherAtRule,
        },
      },
    }).code.toString();
  };
  // The page's part keeps every layer, emptied or not: the first sheet to name a layer sets its place. The rest,
  // parsed once more, loses the at-rules its split left without a style rule.
  const rest = transform({
    filename: 'rest.css',
    code: Buffer.from(part(false)),
    minify: true,
    errorRecovery: false,
    visitor: { Rule: DROP_EMPTY_CONTAINERS },
  }).code.toString();
  const result = { page: part(true), rest };
  if (!splits.has(css)) splits.set(css, new Map());
  const kept = splits.get(css);
  // A few dozen pages share a stylesheet; the oldest split goes should a process ever see many more.
  if (kept.size >= 256) kept.delete(kept.keys().next().value);
  kept.set(key, result);
  return result;
}

/** A short text that tells a style rule from its neighbours: its first selector. */
function firstSelector(rule) {
  return JSON.stringify(rule.value.selectors[0]);
}

/**
 * Per stylesheet, read once: every style rule in document order with its selectors, layer, longhands and
 * specificities. The cache handler splits a page again whenever Next regenerates it, against the same stylesheet.
 */
const analyses = new Map();
/** Per stylesheet, the parts already made, by the page's tags, classes and ids: a page made again is split once. */
const splits = new Map();

function analysed(css) {
  if (!analyses.has(css)) {
    let rules = null;
    // Parsed as the parts are (minify: true), so the visitors meet the same rules.
    transform({
      filename: 'page.css',
      code: Buffer.from(css),
      minify: true,
      errorRecovery: false,
      visitor: {
        StyleSheet(sheet) {
          rules = styleRules(sheet.rules).map(({ rule, layer }) => ({
            selectors: rule.value.selectors,
            layer,
            properties: propertiesSet(rule),
            mine: specificities(rule),
            first: firstSelector(rule),
          }));
        },
      },
    });
    analyses.set(css, rules);
  }
  return analyses.get(css);
}
