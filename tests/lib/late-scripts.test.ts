import { LATE_SCRIPT_LOADER, startScriptsAfterParse } from '../../lib/build/late-scripts.mjs';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = (head: string, body: string) => `<!DOCTYPE html><html lang="de"><head>${head}</head><body><p>x</p>${body}</body></html>`;

describe('startScriptsAfterParse', () => {
  it('turns each async chunk into a preload and starts them from one loader at the end of <body>', () => {
    const { html, moved } = startScriptsAfterParse(page(chunk('a') + chunk('b'), `<script>self.__next_f.push([1,"x"])</script>${chunk('c')}`));
    expect(moved).toBe(3);
    expect(html).not.toMatch(/<script src=/);
    for (const name of ['a', 'b', 'c']) {
      expect(html).toContain(`<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js" data-late-script=""/>`);
    }
    // The RSC data stays where it was; the loader comes after everything the parser reads.
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(html.endsWith(`<script>${LATE_SCRIPT_LOADER}</script></body></html>`)).toBe(true);
  });

  it("moves Next's own preloads of the chunks from <head> to the end of <body>, each chunk once", () => {
    const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`;
    const { html, moved } = startScriptsAfterParse(page(preload('a') + chunk('a') + chunk('b'), `<p>Inhalt</p>${preload('c')}`));
    expect(moved).toBe(3);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="preload"');
    const tail = html.slice(html.indexOf('<p>Inhalt</p>'));
    expect([...tail.matchAll(/href="([^"]+)" data-late-script/g)].map((m) => m[1])).toEqual(['a', 'b', 'c'].map((n) => `/_next/static/chunks/${n}.js`));
  });

  it('leaves other scripts alone: inline ones, the noModule polyfills, JSON-LD', () => {
    const others = '<script src="/_next/static/chunks/p.js" noModule=""></script><script type="application/ld+json">{}</script>';
    const plain = page(others, '<script>boot()</script>');
    expect(startScriptsAfterParse(plain)).toEqual({ html: plain, moved: 0 });
  });

  it('changes nothing the second time', () => {
    const once = startScriptsAfterParse(page(chunk('a'), '')).html;
    expect(startScriptsAfterParse(once)).toEqual({ html: once, moved: 0 });
  });

  // jsdom has no PerformanceObserver: the loader goes on at once, as a browser does whose first paint is over.
  it('has a loader that inserts the chunks in document order, at once when the parser is done and the page painted', () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="/a.js" data-late-script=""><link rel="preload" as="script" href="/b.js" data-late-script="">';
    document.body.innerHTML = '';
    new Function(LATE_SCRIPT_LOADER)();
    const inserted = [...document.body.querySelectorAll('script')];
    expect(inserted.map((s) => [s.getAttribute('src'), s.async])).toEqual([
      ['/a.js', true],
      ['/b.js', true],
    ]);
  });

  it('waits for the first paint where the browser reports it', () => {
    let report: (() => void) | undefined;
    const observe = jest.fn();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = function (callback: () => void) {
      report = callback;
      return { observe };
    };
    try {
      document.head.innerHTML = '<link rel="preload" as="script" href="/a.js" data-late-script="">';
      document.body.innerHTML = '';
      new Function(LATE_SCRIPT_LOADER)();
      expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
      expect(document.body.querySelectorAll('script')).toHaveLength(0);
      report!();
      expect(document.body.querySelectorAll('script')).toHaveLength(1);
    } finally {
      delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('adds the whole stylesheet right after the disabled link, and starts the chunks when it has loaded', () => {
    document.head.innerHTML =
      '<style>.a{}</style><link rel="stylesheet" href="/s.css" type="text/plain" disabled="" data-full-css="/s.late.css"><link rel="preload" as="script" href="/a.js" data-late-script="">';
    document.body.innerHTML = '';
    new Function(LATE_SCRIPT_LOADER)();
    const added = document.head.querySelector('link[data-full-css] + link') as HTMLLinkElement;
    expect([added.rel, added.getAttribute('href')]).toEqual(['stylesheet', '/s.late.css']);
    expect(document.body.querySelectorAll('script')).toHaveLength(0);
    added.dispatchEvent(new Event('load'));
    expect([...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/a.js']);
    // Once only, even when the safety timeout comes later.
    added.dispatchEvent(new Event('load'));
    expect(document.body.querySelectorAll('script')).toHaveLength(1);
  });
});
