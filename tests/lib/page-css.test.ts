/**
 * @jest-environment node
 */
import { pageTokens, splitForPage } from '../../lib/build/page-css.mjs';

/** The page's part: the rules that may match an element of the page, and those the rest would overtake. */
const cssForPage = (css: string, page: string) => splitForPage(css, page).page;

const html = '<!DOCTYPE html><html lang="de"><body><main id="main"><h1 class="text-4xl wide:stars">T</h1><svg><foreignObject></foreignObject></svg><template><p class="later">x</p></template></main></body></html>';

describe('pageTokens', () => {
  it('collects element names, classes and ids, inside <template> too', () => {
    const { tags, classes, ids } = pageTokens(html);
    expect([...classes].sort()).toEqual(['later', 'text-4xl', 'wide:stars']);
    expect(ids.has('main')).toBe(true);
    for (const tag of ['html', 'body', 'main', 'h1', 'p', 'foreignobject']) expect(tags.has(tag)).toBe(true);
  });
});

describe('cssForPage', () => {
  it.each([
    ['a class of the page', '.text-4xl{font-size:2.25rem}', true],
    ['an escaped variant class of the page', '@media (min-width:48rem){.wide\\:stars{font-size:3rem}}', true],
    ['a class no element has', '.text-7xl{font-size:4.5rem}', false],
    ['an element the page has', 'h1{margin:0}', true],
    ['an element it does not have', 'table{border-collapse:collapse}', false],
    ['an id of the page', '#main{display:block}', true],
    ['another id', '#other{display:block}', false],
    ['a selector list with one alternative that matches', 'h2,.text-4xl{margin:0}', true],
    ['attributes the boot script sets before the paint', 'html[data-consent-banner] body{overflow:hidden}', true],
    ['a state the page may take (:hover, :not(), :where())', '.text-4xl:hover:not(:where(.x)){color:red}', true],
    ['a descendant of an element it does not have', 'nav .text-4xl{color:red}', false],
    ['camel-case SVG elements', 'foreignObject{display:block}', true],
  ])('%s: %s kept = %s', (_, css, kept) => {
    expect(cssForPage(css, html) !== '').toBe(kept);
  });

  it('keeps every at-rule that is not a style rule, and the order of what it keeps', () => {
    const css = '@layer theme,base;@font-face{font-family:n;src:url(/n.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}.gone{margin:0}h1{color:blue}.text-4xl{color:green}';
    expect(cssForPage(css, html)).toBe('@layer theme,base;@font-face{font-family:n;src:url(/n.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}h1{color:#00f}.text-4xl{color:green}');
  });
});

describe('splitForPage', () => {
  const on = (classes: string) => `<!DOCTYPE html><html lang="de"><body><main id="main"><p class="${classes}">T</p></main></body></html>`;

  it('gives the rest only the style rules no element of the page can match, and the page every other at-rule and layer', () => {
    const css = '@font-face{font-family:n;src:url(/n.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}@layer base,utilities;@layer base{table{border-collapse:collapse}p{margin:0}}@layer utilities{.a{color:red}.z{color:#00f}@media (width>=48rem){.md\\:z{color:green}}}';
    const { page, rest } = splitForPage(css, on('a'));
    expect(page).toBe('@font-face{font-family:n;src:url(/n.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}@layer base{p{margin:0}}@layer utilities{.a{color:red}@media (width>=48rem){}}');
    // Nothing left empty, no layer named before the page's part has named it.
    expect(rest).toBe('@layer base{table{border-collapse:collapse}}@layer utilities{.z{color:#00f}@media (width>=48rem){.md\\:z{color:green}}}');
  });

  it('keeps a rule in the page when the rest would put it after a later rule of the page that sets the same property (block, md:hidden)', () => {
    const css = '.block{display:block}.flex{display:flex}@media (width>=48rem){.md\\:hidden{display:none}}';
    const { page, rest } = splitForPage(css, on('md:hidden'));
    expect(page).toBe(css);
    expect(rest).toBe('');
    // Without md:hidden on the page both wait.
    expect(splitForPage(css, on('other'))).toEqual({ page: '@media (width>=48rem){}', rest: css });
  });

  it('follows shorthands and sides: a rule that a kept rule would overtake stays too', () => {
    const css = '.p-4{padding:1rem}.px-2{padding-inline:.5rem}.mt-1{margin-top:.25rem}@media (width>=48rem){.md\\:pl-8{padding-left:2rem}}';
    const { page, rest } = splitForPage(css, on('md:pl-8'));
    // px-2 sets padding-left, which md:pl-8 sets after it; p-4 sets padding-inline's sides, which px-2 sets after it.
    expect(page).toBe('.p-4{padding:1rem}.px-2{padding-inline:.5rem}@media (width>=48rem){.md\\:pl-8{padding-left:2rem}}');
    expect(rest).toBe('.mt-1{margin-top:.25rem}');
  });

  it('lets a rule wait when the later rule wins by its specificity anyway (hover:), or lies in another layer', () => {
    const css = '@layer base{a{color:#000}}@layer utilities{.text-a{color:red}@media (hover:hover){.hover\\:text-b:hover{color:#00f}}}';
    const { rest } = splitForPage(css, '<!DOCTYPE html><html><body><p class="hover:text-b">x</p></body></html>');
    expect(rest).toBe('@layer base{a{color:#000}}@layer utilities{.text-a{color:red}}');
    // The same specificity keeps it: :where() adds none.
    const same = '.text-a{color:red}:where(.x) .text-b{color:#00f}';
    expect(splitForPage(same, on('x text-b')).rest).toBe('');
  });

  it('gives a page made again with the same elements the same parts, and a page with others its own', () => {
    const css = '.a{color:red}.b{margin:0}';
    const first = splitForPage(css, on('a'));
    expect(splitForPage(css, `${on('a')}<!-- neu -->`)).toBe(first);
    expect(splitForPage(css, on('b'))).toEqual({ page: '.b{margin:0}', rest: '.a{color:red}' });
  });

  it('refuses what it cannot split in two: nested rules and anonymous layers', () => {
    expect(() => splitForPage('.a{color:red;&:hover{color:#00f}}', on('a'))).toThrow(/nested/);
    expect(() => splitForPage('@layer{.a{color:red}}', on('a'))).toThrow(/anonymous/);
  });
});
