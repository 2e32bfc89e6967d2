import { LATE_SCRIPT_LOADER, lateScriptSources, startScriptsAfterParse } from '../../lib/build/late-scripts.mjs';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = (head: string, body: string) => `<!DOCTYPE html><html lang="de"><head>${head}</head><body><p>x</p>${body}</body></html>`;

const list = (...sources: string[]) => `<script type="application/json" data-late-scripts="">${JSON.stringify(sources)}</script>`;

describe('startScriptsAfterParse', () => {
  it('lists the async chunks in a data block, with nothing the preload scanner fetches, for one loader at the end of <body>', () => {
    const { html, moved } = startScriptsAfterParse(page(chunk('a') + chunk('b'), `<script>self.__next_f.push([1,"x"])</script>${chunk('c')}`));
    expect(moved).toBe(3);
    expect(html).not.toMatch(/<script src=/);
    expect(html).not.toMatch(/<link[^>]*rel="preload"/);
    expect(html).toContain(`<script type="application/json" data-late-scripts="">${JSON.stringify(['a', 'b', 'c'].map((n) => `/_next/static/chunks/${n}.js`))}</script>`);
    expect(lateScriptSources(html)).toEqual(['a', 'b', 'c'].map((n) => `/_next/static/chunks/${n}.js`));
    // The RSC data stays where it was; the loader comes after everything the parser reads.
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(html.endsWith(`<script>${LATE_SCRIPT_LOADER}</script></body></html>`)).toBe(true);
  });

  it("takes Next's own preloads of the chunks out of <head> into the list, each chunk once", () => {
    const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`;
    const { html, moved } = startScriptsAfterParse(page(preload('a') + chunk('a') + chunk('b'), `<p>Inhalt</p>${preload('c')}`));
    expect(moved).toBe(3);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="preload"');
    expect(html).not.toMatch(/<link[^>]*rel="preload"/);
    expect(lateScriptSources(html)).toEqual(['a', 'b', 'c'].map((n) => `/_next/static/chunks/${n}.js`));
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

  // jsdom has no PerformanceObserver and no MessageChannel: the loader goes on at once, as a browser does whose first
  // paint is over, and inserts the chunks in one go.
  it('has a loader that inserts the chunks in document order, at once when the parser is done and the page painted', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = list('/a.js', '/b.js');
    new Function(LATE_SCRIPT_LOADER)();
    // Async scripts, which Chromium fetches at low priority: the first screen's pictures keep their share.
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    const inserted = [...document.body.querySelectorAll<HTMLScriptElement>('script[src]')];
    expect(inserted.map((s) => [s.getAttribute('src'), s.async])).toEqual([
      ['/a.js', true],
      ['/b.js', true],
    ]);
  });

  it('inserts one chunk per task where the browser has MessageChannel: no task requests them all', () => {
    // Each message is a task of its own in a browser; here they run one at a time, when the test says so.
    const tasks: (() => void)[] = [];
    const close = jest.fn();
    (globalThis as { MessageChannel?: unknown }).MessageChannel = function (this: { port1: unknown; port2: unknown }) {
      const port1 = { onmessage: null as null | (() => void), close };
      this.port1 = port1;
      this.port2 = { postMessage: () => tasks.push(() => port1.onmessage!()) };
    };
    try {
      document.head.innerHTML = '';
      document.body.innerHTML = list('/a.js', '/b.js', '/c.js');
      new Function(LATE_SCRIPT_LOADER)();
      const inserted = () => [...document.body.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
      expect(inserted()).toEqual([]);
      const seen: (string | null)[][] = [];
      while (tasks.length > 0) {
        tasks.shift()!();
        seen.push(inserted());
      }
      expect(seen).toEqual([['/a.js'], ['/a.js', '/b.js'], ['/a.js', '/b.js', '/c.js']]);
      expect(close).toHaveBeenCalledTimes(1);
    } finally {
      delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
    }
  });

  it('waits for the first paint where the browser reports it', () => {
    let report: (() => void) | undefined;
    const observe = jest.fn();
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = function (callback: () => void) {
      report = callback;
      return { observe };
    };
    try {
      document.head.innerHTML = '';
      document.body.innerHTML = list('/a.js');
      new Function(LATE_SCRIPT_LOADER)();
      expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
      expect(document.querySelectorAll('script[src], link')).toHaveLength(0);
      report!();
      expect(document.body.querySelectorAll('script[src]')).toHaveLength(1);
      // Once only, when a second paint entry or the safety timeout comes later.
      report!();
      expect(document.body.querySelectorAll('script[src]')).toHaveLength(1);
    } finally {
      delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    }
  });

  it('adds the rest of the stylesheet right after its disabled link before it starts the chunks', () => {
    document.head.innerHTML = '<style>.a{}</style><link rel="stylesheet" href="/s.css" type="text/plain" disabled=""><meta name="x">';
    document.body.innerHTML = `<template data-late-css="/s.css"><style>.b{color:red}</style></template>${list('/a.js')}`;
    const observer = jest.fn();
    new MutationObserver((records) => observer(records.flatMap((r) => [...r.addedNodes].map((n) => n.nodeName)))).observe(document, { childList: true, subtree: true });
    new Function(LATE_SCRIPT_LOADER)();
    const added = document.head.querySelector('link[href="/s.css"] + style');
    expect(added?.textContent).toBe('.b{color:red}');
    expect(document.head.lastElementChild?.tagName).toBe('META');
    expect(document.querySelector('template')!.content.childNodes).toHaveLength(0);
    expect([...document.body.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual(['/a.js']);
    // The rest came before the first chunk.
    return Promise.resolve().then(() => expect(observer.mock.calls.flat(2)).toEqual(['STYLE', 'SCRIPT']));
  });

  it('adds the rest to <head> when its link is gone', () => {
    document.head.innerHTML = '<style>.a{}</style>';
    document.body.innerHTML = `<template data-late-css="/s.css"><style>.b{}</style></template>${list()}`;
    new Function(LATE_SCRIPT_LOADER)();
    expect(document.head.lastElementChild?.textContent).toBe('.b{}');
  });
});
