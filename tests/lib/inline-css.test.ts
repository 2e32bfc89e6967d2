import { createHash } from 'node:crypto';
import { absoluteUrls, cspHash, inlineStylesheets, splitInlinedStylesheets } from '../../lib/inline-css.mjs';

const HREF = '/_next/static/chunks/abc123.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const page = (head: string) => `<!DOCTYPE html><html lang="de"><head><meta charSet="utf-8"/>${head}<title>T</title></head><body><p>x</p></body></html>`;
const CSS = '@font-face{font-family:n;src:url(../media/n.woff2)format("woff2")}p{color:red}';

describe('inlineStylesheets', () => {
  const read = jest.fn(() => CSS);
  beforeEach(() => read.mockClear());

  it('writes the stylesheet into the page and keeps a disabled link for React to find and the loader to enable', () => {
    const { html, hashes, inlined } = inlineStylesheets(page(LINK), read);
    const css = absoluteUrls(CSS, HREF);
    expect(read).toHaveBeenCalledWith(HREF);
    expect(inlined).toBe(1);
    expect(html).toContain(`<style data-inlined-from="${HREF}">${css}</style><link rel="stylesheet" href="${HREF}" data-precedence="next" disabled="" data-late-style=""/><link rel="preload" as="style" fetchPriority="low" href="${HREF}"/>`);
    expect(html).not.toContain(LINK);
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update(css).digest('base64')}'`]);
  });

  it('writes only the rules the page can use (lib/page-css.mjs)', () => {
    const { html } = inlineStylesheets(page(LINK), () => 'p{color:red}.unused{color:blue}');
    expect(splitInlinedStylesheets(html).css).toBe('p{color:red}');
  });

  it('leaves a page without a stylesheet, and one it already inlined, as it is', () => {
    const plain = page('');
    expect(inlineStylesheets(plain, read)).toEqual({ html: plain, hashes: [], inlined: 0 });
    const once = inlineStylesheets(page(LINK), read).html;
    expect(inlineStylesheets(once, read)).toEqual({ html: once, hashes: [], inlined: 0 });
  });

  it('inlines every stylesheet of a page, each with its own hash', () => {
    const other = '/_next/static/chunks/def456.css';
    const readBoth = (href: string) => (href === HREF ? 'p{color:red}' : 'body{color:blue}');
    const { html, hashes } = inlineStylesheets(page(`${LINK}<link rel="stylesheet" href="${other}" data-precedence="next"/>`), readBoth);
    expect(html.match(/<style /g)).toHaveLength(2);
    expect(hashes).toEqual([cspHash('p{color:red}'), cspHash('body{color:blue}')]);
  });

  it('never writes CSS that would end the <style> element early', () => {
    const { html } = inlineStylesheets(page(LINK), () => 'p::after{content:"</style><script>"}');
    expect(splitInlinedStylesheets(html).css).not.toMatch(/<\/style/i);
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});

describe('splitInlinedStylesheets', () => {
  it('separates the inlined CSS from the rest of the page, and leaves other <style> elements in the page', () => {
    const { html } = inlineStylesheets(page(LINK), () => 'p{color:red}');
    const withOther = html.replace('<title>', '<style>.own{}</style><title>');
    const { document, css } = splitInlinedStylesheets(withOther);
    expect(css).toBe('p{color:red}');
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
