// Builds lib/pages-review/serp-widths.json: the advance width of each character in Google's result font at the two
// sizes the search result preview measures (lib/pages-review/serp-cut.ts says which and why). Google sets results in
// Arial; Liberation Sans has Arial's metrics (every advance width the same) and is free, from Debian's fonts-liberation
// (`apt-get install -y fonts-liberation`). Run after changing the character list or the sizes:
// `node scripts/make-serp-widths.mjs`; the table is committed, so the review reads it and needs neither font nor parser.
import fs from 'node:fs';
import opentype from 'opentype.js';

const FONT = process.env.SERP_FONT ?? '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
const OUT = 'lib/pages-review/serp-widths.json';
/** Title and description, as in Yoast SEO's mobile snippet preview (serp-cut.ts). */
const SIZES = [20, 14];

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
/**
 * Latin-1 (printable ASCII and U+00A0–U+00FF: every German letter), the capital ẞ, and the punctuation German copy
 * and titles use: dashes, quotes, the ellipsis, bullets, arrows, the euro sign and the narrow spaces of "z. B.".
 */
const CHARACTERS = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...'ẞŒœŠšŸŽž',
  ...'‐‑‒–—―‘’‚‛“”„‟†‡•…‰′″‹›€™−←→↑↓',
  '\u2009',
  '\u202f',
];

if (!fs.existsSync(FONT)) {
  console.error(`${FONT} fehlt: apt-get install -y fonts-liberation (oder SERP_FONT=<Pfad zu einer TTF mit Arials Maßen>)`);
  process.exit(1);
}
const bytes = fs.readFileSync(FONT);
const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
const { unitsPerEm } = font;
const name = `${font.names.windows?.fullName?.en ?? font.names.macintosh.fullName.en}, ${font.names.macintosh.version.en}`;

// A character the font lacks (glyph 0) is left out: the browser would draw it from another font, so the fallback
// width applies to it as to any character outside the list.
const advances = Object.fromEntries(
  CHARACTERS.map((char) => [char, font.charToGlyph(char)]).filter(([, glyph]) => glyph.index !== 0).map(([char, glyph]) => [char, glyph.advanceWidth]),
);
const missing = CHARACTERS.filter((char) => !(char in advances));
// The font's own average advance (OS/2 xAvgCharWidth) for every other character: an estimate, said so in serp-cut.ts.
const fallback = font.tables.os2.xAvgCharWidth;
const px = (units, size) => (units * size) / unitsPerEm;

const table = {
  font: `${name} (${FONT.split('/').pop()}): Arial's advance widths`,
  unitsPerEm,
  note: 'Widths in CSS pixels, without kerning; characters not listed take `fallback` (the font’s average width).',
  sizes: Object.fromEntries(
    SIZES.map((size) => [
      size,
      {
        fallback: px(fallback, size),
        widths: Object.fromEntries(Object.entries(advances).map(([char, units]) => [char, px(units, size)])),
      },
    ]),
  ),
};
fs.writeFileSync(OUT, `${JSON.stringify(table, null, 1)}\n`);
console.log(`${OUT}: ${Object.keys(advances).length} Zeichen in ${SIZES.join(' und ')} px aus ${name}`);
if (missing.length > 0) console.log(`Nicht in der Schrift (nehmen die Ersatzbreite): ${missing.map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`).join(' ')}`);
