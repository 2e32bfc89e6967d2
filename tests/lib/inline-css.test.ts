import { createHash } from 'node:crypto';
/**
 * @jest-environment node
 */
import { absoluteUrls, cspHash, inlineStylesheets, splitInlinedStylesheets } from '../../lib/build/inline-css.mjs';
import { splitForPage } from '../../lib/build/page-css.mjs';

const HREF = '/_next/static/chunks/abc123.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const page = (head: string) => `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>${head}<title>T</title></head><body><p class="a b">x</p></body></html>`;
const CSS = '@font-face{font-family:n;src:url(../media/n.woff2)format("woff2")}.a{color:red}.later{color:green}';

describe('inlineStylesheets', () => {
  const read = jest.fn(() => CSS);
  beforeEach(() => read.mockClear());

  it('writes the part of the stylesheet the page uses into the page and keeps a disabled link for React to find', () => {
    const { html, hashes, inlined } = inlineStylesheets(page(LINK), read);
    const { page: css, rest } = splitForPage(absoluteUrls(CSS, HREF), page(LINK));
    expect(css).toContain('url(/_next/static/media/n.woff2)');
    expect(rest).toBe('.later{color:green}');
    expect(read).toHaveBeenCalledWith(HREF);
    expect(inlined).toBe(1);
    expect(html).toContain(`<style data-inlined-from="${HREF}">${css}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" type="text/plain" disabled=""/>`);
    expect(html).not.toContain(LINK);
    // The rest waits, inert, at the end of <body> for the late-script loader.
    expect(html).toContain(`<template data-late-css="${HREF}"><style>${rest}</style></template></body>`);
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(hashes).toEqual([sha(css), sha(rest)]);
  });

  it('writes no template when the page uses every rule', () => {
    const { html, hashes } = inlineStylesheets(page(LINK), () => '.a{color:red}');
    expect(html).not.toContain('<template');
    expect(hashes).toEqual([cspHash('.a{color:red}')]);
  });

  it('leaves a page without a stylesheet, and one it already inlined, as it is', () => {
    const plain = page('');
    expect(inlineStylesheets(plain, read)).toEqual({ html: plain, hashes: [], inlined: 0 });
    const once = inlineStylesheets(page(LINK), read).html;
    expect(inlineStylesheets(once, read)).toEqual({ html: once, hashes: [], inlined: 0 });
  });

  it('inlines every stylesheet of a page, each with its own hash', () => {
    const other = '/_next/static/chunks/def456.css';
    const readBoth = (href: string) => (href === HREF ? '.a{color:red}' : '.b{color:green}');
    const { html, hashes } = inlineStylesheets(page(`${LINK}<link rel="stylesheet" href="${other}" data-precedence="next"/>`), readBoth);
    expect(html.match(/<style /g)).toHaveLength(2);
    expect(hashes).toEqual([cspHash('.a{color:red}'), cspHash('.b{color:green}')]);
  });

  it('leaves out the rules of elements the page does not have', () => {
    const { html } = inlineStylesheets(page(LINK), () => '.a{color:red}.other{color:blue}');
    expect(html).toContain(`<style data-inlined-from="${HREF}">.a{color:red}</style>`);
    expect(html).toContain(`<template data-late-css="${HREF}"><style>.other{color:#00f}</style></template>`);
  });

  it('refuses CSS that would end the <style> element early', () => {
    expect(() => inlineStylesheets(page(LINK), () => '.a:after{content:"</style><script>"}')).toThrow(/cannot be inlined/);
    expect(() => inlineStylesheets(page(LINK), () => '.a{color:red}.z:after{content:"</style><script>"}')).toThrow(/cannot be inlined/);
  });
});

describe('splitInlinedStylesheets', () => {
  it('separates the inlined CSS and its rest from the rest of the page, and leaves other <style> elements in the page', () => {
    const { html } = inlineStylesheets(page(LINK), () => '.a{color:red}.z{color:blue}');
    const withOther = html.replace('<title>', '<style>.own{}</style><title>');
    const { document, css, lateCss } = splitInlinedStylesheets(withOther);
    expect(css).toBe('.a{color:red}');
    expect(lateCss).toBe('.z{color:#00f}');
    expect(document).toContain(`<style data-inlined-from="${HREF}"></style>`);
    expect(document).toContain(`<template data-late-css="${HREF}"><style></style></template>`);
    expect(document).toContain('<style>.own{}</style>');
  });
});

describe('absoluteUrls', () => {
  it.each([
    ['url(../media/n.woff2)', 'url(/_next/static/media/n.woff2)'],
    ['url("../media/a b.svg")', 'url("/_next/static/media/a%20b.svg")'],
    ["url('x.png')", "url('/_next/static/chunks/x.png')"],
    ['url(/images/a.svg)', 'url(/images/a.svg)'],
    ['url(data:image/svg+xml;base64,AAA=)', 'url(data:image/svg+xml;base64,AAA=)'],
    ['url(https://cdn.example/a.png)', 'url(https://cdn.example/a.png)'],
  ])('%s → %s', (input, expected) => {
    expect(absoluteUrls(input, HREF)).toBe(expected);
  });
});

