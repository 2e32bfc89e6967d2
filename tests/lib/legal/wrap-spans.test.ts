import { wrapSpans, type Span } from '@/lib/legal/wrap-spans';

/** Every character one unit wide, so a width is a number of characters. */
const measure = (text: string) => text.length;
const plain = { name: 'plain' };
const link = { name: 'link' };
const lineTexts = (lines: Span<object>[][]) => lines.map((line) => line.map((span) => span.text).join(''));

describe('wrapSpans', () => {
  it.each([
    ['breaks at spaces, filling each line', 'aa bb cc dd', 5, ['aa bb', 'cc dd']],
    ['never after a hyphen inside a word', 'per E-Mail senden', 8, ['per', 'E-Mail', 'senden']],
    ['never after a slash inside a word', 'ich/wir (*) den', 8, ['ich/wir', '(*) den']],
    ['collapses runs of spaces', 'aa   bb', 10, ['aa bb']],
    ['keeps a paragraph sign with its number', 'zur Haftung (§ 11) gilt', 14, ['zur Haftung', '(§ 11) gilt']],
    ['keeps an abbreviation of two parts together', 'sehr (z. B. ein Brief)', 8, ['sehr', '(z. B.', 'ein', 'Brief)']],
    ['keeps groups of digits together', 'Telefon 030 1234 5670.', 14, ['Telefon', '030 1234 5670.']],
    ['cuts a word wider than the line after its last slash that fits', 'siehe https://ab.de/cdef/gh', 12, ['siehe', 'https://', 'ab.de/cdef/', 'gh']],
    ['cuts a word without slash or hyphen where the line ends', 'abcdefghij', 4, ['abcd', 'efgh', 'ij']],
  ])('%s', (_case, text, width, expected) => {
    expect(lineTexts(wrapSpans([{ text, style: plain }], width, measure))).toEqual(expected);
  });

  it('keeps the styles of the spans, merges neighbours of one style and puts a space in the style it stood in', () => {
    const spans = [
      { text: 'im ', style: plain },
      { text: 'Impressum Seite', style: link },
      { text: '. Mehr', style: plain },
    ];
    const lines = wrapSpans(spans, 20, measure);
    expect(lines).toEqual([
      [
        { text: 'im ', style: plain },
        { text: 'Impressum Seite', style: link },
        { text: '.', style: plain },
      ],
      [{ text: 'Mehr', style: plain }],
    ]);
  });

  it('gives no line wider than the width, and loses no character but the spaces it breaks at (words no wider than a line)', () => {
    const text = 'Diese Allgemeinen Geschäftsbedingungen regeln, was für Mitgliedschaften und die kostenlose Probestunde gilt.';
    for (const width of [20, 27, 40, 80]) {
      const lines = lineTexts(wrapSpans([{ text, style: plain }], width, measure));
      expect(lines.every((line) => line.length <= width)).toBe(true);
      expect(lines.join(' ')).toBe(text);
    }
  });
});
