import serpWidths from '@/lib/pages-review/serp-widths.json';
import { cutToLines, serpDescription, serpTitle, SERP_ELLIPSIS, textWidth, wrapWords } from '@/lib/pages-review/serp-cut';

/*
 * The expected values are worked out by hand from serp-widths.json (Arial's advance widths in units of 1/2048 em):
 * W 1933, i 455, r 682, K 1366, u 1139, s 1024, e 1139, space 569, full stop 569. At 20 px a unit is 20/2048 px, at
 * 14 px 14/2048 px.
 */
const px = (units: number, size: number) => (units * size) / 2048;
const KURSE = 1366 + 1139 + 682 + 1024 + 1139; // 5350 units
const SPACE = 569;
const ELLIPSIS = 4 * 569; // " ..."
const repeat = (word: string, times: number) => Array.from({ length: times }, () => word).join(' ');
const BOUND = repeat('Kurse', 3).replaceAll(' ', '\u00a0');

describe('the width table', () => {
  it('holds Arial’s widths at the two sizes the preview measures, and a fallback for the rest', () => {
    expect(Object.keys(serpWidths.sizes).sort()).toEqual(['14', '20']);
    expect(serpWidths.sizes['20'].widths.W).toBe(px(1933, 20));
    expect(serpWidths.sizes['14'].widths['ä']).toBe(serpWidths.sizes['14'].widths.a);
    expect(serpWidths.sizes['20'].fallback).toBeGreaterThan(0);
  });
});

describe('textWidth', () => {
  it.each([
    ['Wir', 20, px(1933 + 455 + 682, 20)],
    ['Kurse', 20, px(KURSE, 20)],
    ['Kurse', 14, px(KURSE, 14)],
    [' ...', 14, px(ELLIPSIS, 14)],
    // Decomposed umlaut (a + combining diaeresis) measures as the composed "ä".
    ['a\u0308', 20, serpWidths.sizes['20'].widths['ä']],
    // A character outside the table (here a CJK ideograph) counts as the font's average width.
    ['字', 20, serpWidths.sizes['20'].fallback],
  ])('%p at %i px is %f px', (text, size, expected) => {
    expect(textWidth(text, size)).toBeCloseTo(expected, 9);
  });

  it('matches a published measurement: a pixel-width checker’s 462 px for this title in 18 px Arial', () => {
    // github.com/AnthonySigogne/seo-pixel-width (README and config/pixel_config_chrome55_desktop.txt: Arial, 18 px,
    // whole pixels per character); widths scale with the size, so 18 px is nine tenths of 20 px.
    const width = (textWidth('Title Tag Pixel Width Checker - SEO Tool by Paul Shapiro', 20) * 18) / 20;
    expect(Math.abs(width - 462)).toBeLessThan(1.5);
  });
});

describe('wrapWords', () => {
  it('puts as many words on a 368 px line as fit: six "Kurse" at 20 px, nine at 14 px', () => {
    // 20 px: 6 × 52.25 + 5 × 5.56 = 341.3 px fits, 7 words need 399.1 px. 14 px: 9 words 360.3 px, 10 words 400.7 px.
    expect(6 * px(KURSE, 20) + 5 * px(SPACE, 20)).toBeLessThanOrEqual(368);
    expect(7 * px(KURSE, 20) + 6 * px(SPACE, 20)).toBeGreaterThan(368);
    expect(wrapWords(repeat('Kurse', 7).split(' '), 20).map((line) => line.split(' ').length)).toEqual([6, 1]);
    expect(wrapWords(repeat('Kurse', 19).split(' '), 14).map((line) => line.split(' ').length)).toEqual([9, 9, 1]);
  });
});

describe('the cut of a mobile result', () => {
  it.each([
    // [what, text, size, lines, expected as shown]
    ['twelve words fill two title lines exactly, nothing is cut', repeat('Kurse', 12), 20, 2, repeat('Kurse', 12)],
    // 13 words need three lines; 12 words and " ..." fit: line 2 is 5 × 52.25 + 52.25 + 22.23 + 5 × 5.56 = 363.5 px.
    ['the thirteenth word goes, the ellipsis takes its place', repeat('Kurse', 13), 20, 2, `${repeat('Kurse', 12)}${SERP_ELLIPSIS}`],
    // 28 words need four lines at 14 px. With 27 the third line would be 9 × 36.57 + 15.56 + 8 × 3.89 = 375.8 px, too
    // wide for the ellipsis, so a second word goes: 26 words, the third line 335.4 px.
    ['the ellipsis itself can cost a further word', repeat('Kurse', 28), 14, 3, `${repeat('Kurse', 26)}${SERP_ELLIPSIS}`],
    ['white space collapses as in HTML', '  Kurse\n\tKurse  ', 20, 2, 'Kurse Kurse'],
    // Twelve words fit two lines, but three bound by no-break spaces (167.9 px) no longer fit after the first four
    // (225.6 px) and open line 2, which then holds three more; the last two need a third line.
    ['a no-break space keeps its words together', `${repeat('Kurse', 4)} ${BOUND} ${repeat('Kurse', 5)}`, 20, 2, `${repeat('Kurse', 4)} ${BOUND} ${repeat('Kurse', 3)}${SERP_ELLIPSIS}`],
  ])('%s', (_, text, size, lines, shown) => {
    const result = cutToLines(text, size, lines);
    expect(result.text).toBe(shown);
    expect(result.cut).toBe(shown.endsWith(SERP_ELLIPSIS));
    expect(result.lines.length).toBeLessThanOrEqual(lines);
  });

  it('titles take two lines at 20 px, descriptions three at 14 px', () => {
    expect(serpTitle(repeat('Kurse', 12)).cut).toBe(false);
    expect(serpTitle(repeat('Kurse', 13)).cut).toBe(true);
    expect(serpDescription(repeat('Kurse', 27)).cut).toBe(false);
    expect(serpDescription(repeat('Kurse', 28)).text).toBe(`${repeat('Kurse', 26)}${SERP_ELLIPSIS}`);
  });

  it('keeps the width of the whole text, cut or not', () => {
    expect(serpTitle(repeat('Kurse', 13)).width).toBeCloseTo(13 * px(KURSE, 20) + 12 * px(SPACE, 20), 9);
    expect(serpTitle('').text).toBe('');
    expect(serpTitle('').cut).toBe(false);
  });
});
