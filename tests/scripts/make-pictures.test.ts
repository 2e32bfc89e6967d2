/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { loadFonts, outlineLettering, outputs, render, sheet, svgFiles } from '@/scripts/make-pictures.mjs';

const fonts = loadFonts();
const outlined = (svg: string) => outlineLettering(svg, fonts, 'test.svg');
/** The picture as an XML document: a file that is not well-formed would show as a broken image. */
const parsed = (svg: string) => new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;

describe('the lettered pictures (scripts/make-pictures.mjs)', () => {
  it('are current: each picture in public/images is its source with the lettering outlined, each sheet its folder', () => {
    const list = outputs();
    expect(list.map(({ target }) => target)).toEqual(
      expect.arrayContaining(['public/images/trust.svg', 'public/images/benefits.svg', 'public/images/certificates/junior-coder.svg']),
    );
    for (const output of list) {
      expect({ target: output.target, svg: readFileSync(output.target, 'utf8') }).toEqual({ target: output.target, svg: render(output, fonts) });
    }
  });

  it('put the pictures of a sheet side by side, each under a view named after its file', () => {
    const trust = outputs().find(({ target }) => target === 'public/images/trust.svg');
    const doc = parsed(render(trust!, fonts));
    expect(doc.querySelector('parsererror')).toBeNull();
    const views = [...doc.querySelectorAll('view')];
    expect(views.map((view) => view.id)).toEqual(['kindersicher', 'partner-bildung', 'partner-mint', 'zertifizierte-lehrkraefte']);
    // Each view frames its own picture (a nested <svg> at the same place and size) and no part of the next one.
    views.forEach((view, i) => {
      const [x = NaN, , width = NaN] = (view.getAttribute('viewBox') ?? '').split(' ').map(Number);
      const picture = view.nextElementSibling!;
      expect(picture.tagName).toBe('svg');
      expect([Number(picture.getAttribute('x')), Number(picture.getAttribute('width'))]).toEqual([x, width]);
      const next = views[i + 1];
      if (next) expect(Number(next.getAttribute('viewBox')?.split(' ')[0])).toBeGreaterThan(x + width);
    });
    // The lettering is outlined in the sheet too.
    expect(doc.querySelectorAll('text')).toHaveLength(0);
  });

  it('refuse a sheet whose pictures could clash or have no frame', () => {
    const picture = (inner: string, viewBox = '0 0 10 10') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${inner}</svg>`;
    expect(sheet([{ id: 'a', svg: picture('<rect width="10" height="10"/>') }, { id: 'b', svg: picture('<path d="M0 0h5v5z"/>') }])).toContain(
      '<view id="b" viewBox="26 0 10 10"/>',
    );
    expect(() => sheet([{ id: 'a', svg: picture('<path id="p" d="M0 0h5"/>') }], 'x')).toThrow('x, a: ids inside a picture');
    expect(() => sheet([{ id: 'a', svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>' }], 'x')).toThrow('x, a: without a viewBox');
    expect(() => sheet([{ id: 'a', svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" fill="red"><rect/></svg>' }], 'x')).toThrow(
      'x, a: <svg fill> would be lost in a sheet',
    );
    expect(() => sheet([], 'x')).toThrow('x: a sheet without pictures');
  });

  it('leave no picture of the site with text for the browser to set', () => {
    const lettered = svgFiles('public/images').filter((file) => /<text\b/.test(readFileSync(file, 'utf8')));
    // The wordmark is not shown on any page (its text stays text for whoever uses it next).
    expect(lettered).toEqual(['public/images/logo-wordmark.svg']);
  });

  it('keep the picture whole: well-formed, the same elements and title, the arcs that only the lettering followed gone', () => {
    const source = readFileSync('content/pictures/trust/partner-mint.svg', 'utf8');
    const before = parsed(source);
    const after = parsed(outlined(source));
    expect(after.querySelector('parsererror')).toBeNull();
    expect(after.querySelector('title')?.textContent).toBe(before.querySelector('title')?.textContent);
    expect(after.documentElement.getAttribute('role')).toBe('img');
    expect(after.querySelectorAll('text')).toHaveLength(0);
    expect(after.querySelectorAll('circle, ellipse')).toHaveLength(before.querySelectorAll('circle, ellipse').length);
    // One <path> per <text>: the source has two lines of lettering and the arc the first one follows.
    expect(after.querySelectorAll('path')).toHaveLength(before.querySelectorAll('path').length - 1 + 2);
    expect(after.querySelector('#pm-arc')).toBeNull();
  });

  it('set a line where text-anchor puts it, in the size and weight asked for', () => {
    const line = (attrs: string) => outlined(`<svg xmlns="http://www.w3.org/2000/svg"><text ${attrs}>Partner</text></svg>`);
    // Where the outline starts: the first point of the first letter.
    const startOf = (svg: string) => Number(/d="M(-?[\d.]+)/.exec(svg)?.[1]);
    const start = startOf(line('x="80" y="112" font-size="19" font-weight="800"'));
    const middle = startOf(line('x="80" y="112" font-size="19" font-weight="800" text-anchor="middle"'));
    const end = startOf(line('x="80" y="112" font-size="19" font-weight="800" text-anchor="end"'));
    // "Partner" in Nunito ExtraBold at 19 units is about 70 units long: half of it before the middle, all before the end.
    expect(start - middle).toBeGreaterThan(30);
    expect(start - middle).toBeLessThan(40);
    expect(start - end).toBeCloseTo(2 * (start - middle), 0);
    expect(line('x="80" y="112" font-size="19" font-weight="700"')).not.toEqual(line('x="80" y="112" font-size="19" font-weight="800"'));
    expect(line('x="0" y="20" font-size="19" font-weight="800" fill="#1e1b4b"')).toMatch(/<path d="M[^"]+" fill="#1e1b4b"\/>/);
  });

  it('takes the lettering attributes from the enclosing group and leaves them out of the output', () => {
    const svg = outlined('<svg xmlns="http://www.w3.org/2000/svg"><g font-family="system-ui" font-size="21" font-weight="800" fill="#fff" text-anchor="middle"><text x="80" y="88">Kinder-</text></g></svg>');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><g fill="#fff"><path d="M[^"]+"\/><\/g><\/svg>$/);
  });

  it('refuses what it does not read, naming the file and the text', () => {
    expect(() => outlined('<svg><text x="0" y="10" font-size="10" font-weight="400">Hallo</text></svg>')).toThrow('test.svg, <text>Hallo</text>: font-weight 400');
    expect(() => outlined('<svg><text font-weight="800">Hallo</text></svg>')).toThrow('without font-size');
    expect(() => outlined('<svg><text font-size="10" font-weight="800">Hallo <tspan>Welt</tspan></text></svg>')).toThrow('may hold words or one <textPath>');
    expect(() =>
      outlined('<svg><defs><path id="w" d="M0 0L10 10"/></defs><text font-size="10" font-weight="800"><textPath href="#w">Hallo</textPath></text></svg>'),
    ).toThrow('only a circular arc');
  });

  it('sets words on an arc with their middle at the start offset, turned to the arc', () => {
    const svg = outlined(
      '<svg xmlns="http://www.w3.org/2000/svg"><defs><path id="a" d="M18 80a62 62 0 0 1 124 0"/></defs><text font-size="14" font-weight="800" text-anchor="middle"><textPath href="#a" startOffset="50%">I</textPath></text></svg>',
    );
    // One upright letter at the top of the arc: its outline lies around x = 80, on the baseline y = 18.
    const [x = NaN, y = NaN] = (/d="M(-?[\d.]+) ?(-?[\d.]+)/.exec(svg) ?? []).slice(1).map(Number);
    expect(Math.abs(x - 80)).toBeLessThan(4);
    expect(Math.abs(y - 18)).toBeLessThan(12);
    expect(svg).not.toContain('<defs>');
  });
});
