import { BOOT_STATES, cssForPage } from '../../lib/page-css.mjs';
import { AUDIENCE_ATTRIBUTE, AUDIENCES } from '@/lib/audience';
import { CONSENT_BANNER_ATTRIBUTE } from '@/lib/consent';
import { BOOT_SCRIPT } from '@/components/consent/boot-script';

const page = (body: string, htmlAttributes = ' lang="de"') => `<!DOCTYPE html><html${htmlAttributes}><head><title>T</title></head><body>${body}</body></html>`;
const keep = (css: string, body: string) => cssForPage(css, page(body)).css;

describe('cssForPage', () => {
  it('keeps the rules of elements on the page and leaves out the others, counting both', () => {
    const result = cssForPage('p{color:red}.card{padding:1rem}#menu{display:none}h2{margin:0}', page('<p class="card">x</p>'));
    expect(result).toEqual({ css: 'p{color:red}.card{padding:1rem}', kept: 2, dropped: 2 });
  });

  it('keeps a rule when one selector of its list matches, as the stylesheet wrote it', () => {
    expect(keep('h1, h2, h3{margin:0}', '<h2>x</h2>')).toBe('h1, h2, h3{margin:0}');
  });

  it('evaluates :where(), :is() and :not() (Tailwind v4 writes space-y-* so)', () => {
    const css = ':where(.space-y-3>:not(:last-child)){margin-block-end:.75rem}';
    expect(keep(css, '<ul class="space-y-3"><li>a</li><li>b</li></ul>')).toBe(css);
    expect(keep(css, '<ul class="space-y-3"><li>a</li></ul>')).toBe('');
    expect(keep(css, '<ul><li>a</li><li>b</li></ul>')).toBe('');
    expect(keep(':is(h1,h2) a{color:red}', '<h2><a href="/">x</a></h2>')).toBe(':is(h1,h2) a{color:red}');
  });

  it('takes states the visitor brings about as possible: hover, focus, target, pseudo-elements', () => {
    const css = '.btn:hover{color:red}.btn:focus-visible{outline:2px solid}#hauptmenue:target{display:block}.btn::before{content:""}input::placeholder{color:gray}';
    expect(keep(css, '<a class="btn" href="#">x</a><div id="hauptmenue"></div><input>')).toBe(css);
    expect(keep(css, '<p>nichts</p>')).toBe('');
    // Inside :not() such a state makes the whole :not() unknown: the rule stays when its element is there.
    expect(keep('.btn:not(:hover){opacity:.8}', '<a class="btn">x</a>')).toBe('.btn:not(:hover){opacity:.8}');
  });

  it('matches class names with escaped characters exactly (Tailwind arbitrary values)', () => {
    const css = '.text-\\[\\#7c6cf0\\]{color:#7c6cf0}.shadow-\\[0_-4px_32px_rgb\\(30_27_75\\/0\\.22\\)\\]{--tw-shadow:0 -4px 32px #1e1b4b38}';
    expect(keep(css, '<span class="text-[#7c6cf0]">1</span><div class="shadow-[0_-4px_32px_rgb(30_27_75/0.22)]"></div>')).toBe(css);
    expect(keep(css, '<span class="text-[#7c6cf1]">1</span>')).toBe('');
  });

  it('keeps the rules for the attributes the boot script sets on <html> before the first paint', () => {
    const css = [
      "html:not([data-consent-banner]) #consent-banner{display:none}",
      'html[data-consent-banner] body{padding-bottom:24rem}',
      "html:not([data-audience='child']) [data-view='child']{display:none}",
      "html[data-audience='child'] [data-view='parent']{display:none}",
      'html[data-audience] [data-without-js]{display:none}',
      "html[data-audience='teacher'] p{color:red}",
    ].join('');
    const body = '<section id="consent-banner"></section><span data-view="parent">Sie</span><span data-view="child">du</span><a data-without-js="">Menü</a><p>x</p>';
    expect(keep(css, body)).toBe(css.slice(0, css.indexOf("html[data-audience='teacher']")));
  });

  it('names exactly the attributes and values the boot script sets', () => {
    const names = new Set(BOOT_STATES.flatMap((state) => Object.keys(state)));
    expect(names).toEqual(new Set([CONSENT_BANNER_ATTRIBUTE, AUDIENCE_ATTRIBUTE]));
    for (const name of names) expect(BOOT_SCRIPT).toContain(JSON.stringify(name));
    expect(new Set(BOOT_STATES.map((state) => state[AUDIENCE_ATTRIBUTE]).filter(Boolean))).toEqual(new Set(AUDIENCES));
    expect(BOOT_STATES).toContainEqual({});
  });

  it('keeps a rule whose selector it cannot evaluate', () => {
    expect(keep(':host{color:red}.x:unknown-state{color:blue}', '<p class="x">x</p>')).toBe(':host{color:red}.x:unknown-state{color:blue}');
  });

  it('keeps the at-rules, and blocks only with the rules kept inside them', () => {
    const css = [
      '@layer theme, base, components, utilities;',
      '@font-face{font-family:n;src:url(/n.woff2)}',
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
      '@keyframes fall{from{top:0}to{top:100%}}',
      '@layer utilities{.p-4{padding:1rem}.hidden{display:none}}',
      '@media (min-width:48rem){.md\\:flex{display:flex}}',
      '@supports (display:grid){@media (min-width:64rem){.lg\\:grid{display:grid}}}',
    ].join('');
    expect(keep(css, '<div class="p-4"></div>')).toBe(
      '@layer theme, base, components, utilities;@font-face{font-family:n;src:url(/n.woff2)}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@keyframes fall{from{top:0}to{top:100%}}@layer utilities{.p-4{padding:1rem}}',
    );
    expect(keep(css, '<div class="lg:grid md:flex"></div>')).toContain('@media (min-width:48rem){.md\\:flex{display:flex}}@supports (display:grid){@media (min-width:64rem){.lg\\:grid{display:grid}}}');
  });

  it('leaves the page itself alone', () => {
    const html = page('<p class="x">x</p>', ' lang="de" class="font"');
    cssForPage('.x{color:red}', html);
    expect(html).toContain('<html lang="de" class="font">');
  });
});
