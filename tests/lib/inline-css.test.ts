import { createHash } from 'node:crypto';
import { absoluteUrls, cspHash, inlineStylesheets, splitInlinedStylesheets, withStyleHashes } from '../../lib/inline-css.mjs';

const HREF = '/_next/static/chunks/abc123.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const page = (head: string) => `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>${head}<title>T</title></head><body><p>x</p></body></html>`;
const CSS = '@font-face{font-family:n;src:url(../media/n.woff2)format("woff2")}.a{color:red}';

describe('inlineStylesheets', () => {
  const read = jest.fn(() => CSS);
  beforeEach(() => read.mockClear());

  it('writes the stylesheet into the page and keeps a disabled link for React to find', () => {
    const { html, hashes, inlined } = inlineStylesheets(page(LINK), read);
    const css = absoluteUrls(CSS, HREF);
    expect(read).toHaveBeenCalledWith(HREF);
    expect(inlined).toBe(1);
    expect(html).toContain(`<style data-inlined-from="${HREF}">${css}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" type="text/plain" disabled=""/>`);
    expect(html).not.toContain(LINK);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
  });

  it('leaves a page without a stylesheet, and one it already inlined, as it is', () => {
    const plain = page('');
    expect(inlineStylesheets(plain, read)).toEqual({ html: plain, hashes: [], inlined: 0 });
    const once = inlineStylesheets(page(LINK), read).html;
    expect(inlineStylesheets(once, read)).toEqual({ html: once, hashes: [], inlined: 0 });
  });

  it('inlines every stylesheet of a page, each with its own hash', () => {
    const other = '/_next/static/chunks/def456.css';
    const readBoth = (href: string) => (href === HREF ? '.a{color:red}' : '.b{color:blue}');
    const { html, hashes } = inlineStylesheets(page(`${LINK}<link rel="stylesheet" href="${other}" data-precedence="next"/>`), readBoth);
    expect(html.match(/<style /g)).toHaveLength(2);
    expect(hashes).toEqual([cspHash('.a{color:red}'), cspHash('.b{color:blue}')]);
  });

  it('refuses CSS that would end the <style> element early', () => {
    expect(() => inlineStylesheets(page(LINK), () => '.a::after{content:"</style><script>"}')).toThrow(/cannot be inlined/);
  });
});

describe('splitInlinedStylesheets', () => {
  it('separates the inlined CSS from the rest of the page, and leaves other <style> elements in the page', () => {
    const { html } = inlineStylesheets(page(LINK), () => '.a{color:red}');
    const withOther = html.replace('<title>', '<style>.own{}</style><title>');
    const { document, css } = splitInlinedStylesheets(withOther);
    expect(css).toBe('.a{color:red}');
    expect(document).toContain(`<style data-inlined-from="${HREF}"></style>`);
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

describe('withStyleHashes', () => {
  const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:";

  it('adds the hashes to style-src and keeps every other directive', () => {
    expect(withStyleHashes(policy, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'sha256-A' 'sha256-B'; style-src-attr 'unsafe-inline'; img-src 'self' data:",
    );
  });

  it('adds each hash once, and to style-src-elem where the policy has one', () => {
    expect(withStyleHashes(withStyleHashes(policy, ["'sha256-A'"]), ["'sha256-A'"])).toContain("style-src 'self' 'sha256-A';");
    expect(withStyleHashes("style-src 'self'; style-src-elem 'self'", ["'sha256-A'"])).toBe("style-src 'self'; style-src-elem 'self' 'sha256-A'");
  });

  it('leaves a style-src that allows inline styles alone (a hash beside it would switch that off)', () => {
    const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    expect(withStyleHashes(svgPolicy, ["'sha256-A'"])).toBe(svgPolicy);
  });

  it('fails loudly when there is no style-src to extend', () => {
    expect(() => withStyleHashes("default-src 'self'", ["'sha256-A'"])).toThrow(/no style-src/);
    expect(withStyleHashes("default-src 'self'", [])).toBe("default-src 'self'");
  });
});
