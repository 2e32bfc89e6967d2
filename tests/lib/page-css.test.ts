/**
 * @jest-environment node
 */
import { cssForPage, pageTokens, withoutFontFaces } from '../../lib/build/page-css.mjs';

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
    const css = '@layer theme,base;@font-face{font-family:n;src:url(/n.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}.gone{color:red}h1{color:blue}.text-4xl{color:green}';
    expect(cssForPage(css, html)).toBe('@layer theme,base;@font-face{font-family:n;src:url(/n.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{transform:rotate(1turn)}}h1{color:#00f}.text-4xl{color:green}');
  });
});

describe('withoutFontFaces', () => {
  it('keeps everything but the @font-face rules (the page declared the font already)', () => {
    expect(withoutFontFaces('@font-face{font-family:n;src:url(/n.woff2)}.a{color:red}@font-face{font-family:m;src:local(Arial)}')).toBe('.a{color:red}');
  });
});
