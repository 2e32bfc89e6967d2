import { LATE_SCRIPT_LOADER, LATE_STYLE, STYLE_WAIT_MS, startScriptsAfterParse } from '../../lib/late-scripts.mjs';

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

  it('leaves other scripts alone: inline ones, the noModule polyfills, JSON-LD', () => {
    const others = '<script src="/_next/static/chunks/p.js" noModule=""></script><script type="application/ld+json">{}</script>';
    const plain = page(others, '<script>boot()</script>');
    expect(startScriptsAfterParse(plain)).toEqual({ html: plain, moved: 0 });
  });

  it('changes nothing the second time', () => {
    const once = startScriptsAfterParse(page(chunk('a'), '')).html;
    expect(startScriptsAfterParse(once)).toEqual({ html: once, moved: 0 });
  });

  it('adds the loader to a page with a whole stylesheet to enable, also without chunks', () => {
    const plain = page(`<link rel="stylesheet" href="/a.css" disabled="" ${LATE_STYLE}=""/>`, '');
    const { html, moved } = startScriptsAfterParse(plain);
    expect(moved).toBe(0);
    expect(html).toContain(`<script>${LATE_SCRIPT_LOADER}</script></body>`);
    expect(startScriptsAfterParse(html).html).toBe(html);
  });

  describe('with a whole stylesheet to enable', () => {
    const chunks = () => [...document.body.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    beforeEach(() => {
      jest.useFakeTimers();
      document.head.innerHTML = `<link rel="stylesheet" href="/a.css" disabled="" ${LATE_STYLE}=""><link rel="stylesheet" href="/b.css" disabled=""><link rel="preload" as="script" href="/a.js" data-late-script="">`;
      document.body.innerHTML = '';
    });
    afterEach(() => jest.useRealTimers());

    it('enables it, and inserts the chunks once it has loaded', () => {
      new Function(LATE_SCRIPT_LOADER)();
      const stylesheet = document.querySelector('link[href="/a.css"]')!;
      expect(stylesheet.hasAttribute('disabled')).toBe(false);
      expect(document.querySelector('link[href="/b.css"]')!.hasAttribute('disabled')).toBe(true);
      expect(chunks()).toEqual([]);
      stylesheet.dispatchEvent(new Event('load'));
      expect(chunks()).toEqual(['/a.js']);
      // Once only, also when the time limit comes after.
      jest.advanceTimersByTime(STYLE_WAIT_MS);
      expect(chunks()).toEqual(['/a.js']);
    });

    it('inserts the chunks also when the stylesheet fails, or does not come in time', () => {
      new Function(LATE_SCRIPT_LOADER)();
      document.querySelector('link[href="/a.css"]')!.dispatchEvent(new Event('error'));
      expect(chunks()).toEqual(['/a.js']);

      document.body.innerHTML = '';
      document.querySelector('link[href="/a.css"]')!.setAttribute('disabled', '');
      new Function(LATE_SCRIPT_LOADER)();
      jest.advanceTimersByTime(STYLE_WAIT_MS - 1);
      expect(chunks()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(chunks()).toEqual(['/a.js']);
    });
  });

  it('has a loader that inserts the chunks in document order, at once when the parser is already done', () => {
    document.body.innerHTML = '';
    document.head.innerHTML = '<link rel="preload" as="script" href="/a.js" data-late-script=""><link rel="preload" as="script" href="/b.js" data-late-script="">';
    // jsdom has finished parsing here (readyState "complete"): the loader runs straight away.
    new Function(LATE_SCRIPT_LOADER)();
    const inserted = [...document.body.querySelectorAll('script')];
    expect(inserted.map((s) => [s.getAttribute('src'), s.async])).toEqual([
      ['/a.js', true],
      ['/b.js', true],
    ]);
  });
});
