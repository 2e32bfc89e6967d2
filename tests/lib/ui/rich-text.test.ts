import { parseRichText, plainText, type RichTextSegment } from '@/lib/ui/rich-text';

const text = (t: string): RichTextSegment => ({ type: 'text', text: t });
const link = (t: string, href: string): RichTextSegment => ({ type: 'link', text: t, href });

describe('parseRichText', () => {
  it.each<[string, string, RichTextSegment[]]>([
    ['plain text', 'Jeden Mittwoch um 17:00 Uhr.', [text('Jeden Mittwoch um 17:00 Uhr.')]],
    ['empty string', '', []],
    [
      'a link in the middle',
      'Alle Pakete auf der Seite [Preise](/preise) im Überblick.',
      [text('Alle Pakete auf der Seite '), link('Preise', '/preise'), text(' im Überblick.')],
    ],
    [
      'several links',
      'Weiter mit [CS Webdesign](/courses/2) oder [CS Spieldesign](/courses/3).',
      [
        text('Weiter mit '),
        link('CS Webdesign', '/courses/2'),
        text(' oder '),
        link('CS Spieldesign', '/courses/3'),
        text('.'),
      ],
    ],
    ['a link at the start', '[AGB](/agb) lesen', [link('AGB', '/agb'), text(' lesen')]],
    ['a link at the end', 'Siehe [Impressum](/impressum)', [text('Siehe '), link('Impressum', '/impressum')]],
    ['only a link', '[Kontakt](/contact)', [link('Kontakt', '/contact')]],
    ['adjacent links', '[A](/a)[B](/b)', [link('A', '/a'), link('B', '/b')]],
    ['a link with a hash', '[FAQ](/faq#kosten)', [link('FAQ', '/faq#kosten')]],
    ['an https link', '[EmailJS](https://www.emailjs.com/)', [link('EmailJS', 'https://www.emailjs.com/')]],
    ['a mailto link', '[Schreiben](mailto:hallo@codingstars.de)', [link('Schreiben', 'mailto:hallo@codingstars.de')]],
    ['a tel link', '[Anrufen](tel:+493012345670)', [link('Anrufen', 'tel:+493012345670')]],
  ])('%s', (_case, input, expected) => {
    expect(parseRichText(input)).toEqual(expected);
  });

  it.each([
    ['javascript:', '[Klick](javascript:alert(1))'],
    ['http://', '[Alt](http://example.com)'],
    ['data:', '[Bild](data:text/html,hi)'],
    ['a relative path', '[Preise](preise)'],
    ['an empty target', '[Leer]()'],
    ['a target with a space', '[Preise](/preise mit leerzeichen)'],
  ])('leaves a link to %s as text', (_case, input) => {
    expect(parseRichText(input)).toEqual([text(input)]);
  });

  it.each([
    ['brackets without a target', 'Wähle [eine Antwort] aus.'],
    ['an empty label', 'Siehe [](/preise).'],
    ['a space between label and target', 'Siehe [Preise] (/preise).'],
  ])('leaves %s as text', (_case, input) => {
    expect(parseRichText(input)).toEqual([text(input)]);
  });

  it('keeps the text around a disallowed link and still parses an allowed one', () => {
    expect(parseRichText('[Böse](javascript:void) und [Gut](/gut)')).toEqual([
      text('[Böse](javascript:void) und '),
      link('Gut', '/gut'),
    ]);
  });

  it('leaves a protocol-relative target like [x](//example.com) as text', () => {
    expect(parseRichText('[x](//example.com/pfad)')).toEqual([text('[x](//example.com/pfad)')]);
  });
});

describe('plainText', () => {
  it.each([
    ['Ohne Links.', 'Ohne Links.'],
    ['Siehe [Preise](/preise) und [AGB](/agb).', 'Siehe Preise und AGB.'],
    ['[Kontakt](/contact)', 'Kontakt'],
    ['[Klick](javascript:alert(1))', '[Klick](javascript:alert(1))'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});
