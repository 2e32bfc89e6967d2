// Builds the lettered pictures in public/images from their sources in content/pictures: every <text> becomes the
// outline of its words in Nunito, the site's own font, so the badges and certificates look the same on every phone
// (the sources ask for system-ui, which is a different font on each system) and the browser has no text to lay out
// when it draws them. Chromium draws each <img src="….svg"> as a document of its own on the page's main thread; the
// four badges' lettering cost `/` 18 to 30 ms of it unthrottled in SVG text layout alone (issue 63,
// bench/issue63.md). Run after changing a source: `npm run pictures`; the output is committed, and a unit test fails
// when it is not current (tests/scripts/make-pictures.test.ts).
//
// The sources are the site's own hand-made SVGs, and this reads only what they use: <text> with x, y, font-size,
// font-weight (700 or 800), letter-spacing and text-anchor, set on the element or on an enclosing <g>, and <textPath>
// along a circular arc (a path `M x y a r r 0 large sweep dx dy`) with startOffset. Anything else stops the script
// with the file and what it does not read. Nunito (SIL Open Font License 1.1) comes from @fontsource/nunito.
//
// A folder in SHEETS is written as one file instead, `public/images/<folder>.svg`, each of its pictures shown through a
// <view> named after its source file (`trust.svg#kindersicher`): the views of one file share one document. Measured
// unthrottled (issue 63): five pictures as files 26.8 ms of SVG document work on the main thread, as views of one file
// 5.1 ms; a picture of 451 bytes costs 6 ms alone, nearly all of it the document around it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import opentype from 'opentype.js';

export const SOURCE_DIR = 'content/pictures';
export const OUT_DIR = 'public/images';
const FONT_FILES = { 700: 'node_modules/@fontsource/nunito/files/nunito-latin-700-normal.woff', 800: 'node_modules/@fontsource/nunito/files/nunito-latin-800-normal.woff' };
/** Attributes about the lettering: they are read here and left out of the output, where no text is left to set. */
const TEXT_ATTRIBUTES = ['font-family', 'font-weight', 'font-size', 'letter-spacing', 'text-anchor'];

/** Nunito in the weights the sources use, parsed once. */
export function loadFonts() {
  return Object.fromEntries(
    Object.entries(FONT_FILES).map(([weight, file]) => {
      const bytes = fs.readFileSync(file);
      return [weight, opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))];
    }),
  );
}

const attributesOf = (source) => Object.fromEntries([...source.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
const decode = (text) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const number = (value) => String(Math.round(value * 10) / 10).replace(/^(-?)0\./, '$1.');
/** A further number or pair after another: a leading minus sign is its own separator. */
const join = (text) => (text.startsWith('-') ? text : ` ${text}`);
/** Coordinates in tenths as path data ("12.5-3 .4"). */
const numbers = (tenths) => tenths.map((value) => number(value / 10)).reduce((a, b) => a + join(b));

/**
 * A path's commands, each point mapped by `map`, as compact path data: points rounded to a tenth of a unit first,
 * then written relative to the one before (so rounding never adds up), a line to where the pen already is left out.
 */
function pathData(commands, map) {
  const round = (value) => Math.round(value * 10);
  let pen = [0, 0];
  let start = [0, 0];
  let out = '';
  let last = '';
  // A command letter once for a run of the same command: the numbers that follow repeat it.
  const command = (letter, numbers) => {
    out += letter === last ? join(numbers) : `${letter}${numbers}`;
    last = letter;
  };
  const pair = ([x, y]) => numbers([x - pen[0], y - pen[1]]);
  const at = (x, y) => map(x, y).map(round);
  for (const c of commands) {
    if (c.type === 'Z') {
      out += 'z';
      last = 'z';
      pen = start;
      continue;
    }
    const end = at(c.x, c.y);
    if (c.type === 'M') {
      out += `M${numbers(end)}`;
      last = 'M';
      start = end;
    } else if (c.type === 'L') {
      if (end[0] === pen[0] && end[1] === pen[1]) continue;
      command('l', pair(end));
    } else if (c.type === 'Q') {
      const control = at(c.x1, c.y1);
      command('q', `${pair(control)}${join(pair(end))}`);
    } else {
      const [first, second] = [at(c.x1, c.y1), at(c.x2, c.y2)];
      command('c', `${pair(first)}${join(pair(second))}${join(pair(end))}`);
    }
    pen = end;
  }
  return out;
}

/** The glyphs of a line of text and where each starts on the line (kerning and letter spacing included), and its length. */
function layoutLine(font, text, size, spacing) {
  const glyphs = [...text].map((char) => font.charToGlyph(char));
  const scale = size / font.unitsPerEm;
  const placed = [];
  let at = 0;
  glyphs.forEach((glyph, i) => {
    if (i > 0) at += font.getKerningValue(glyphs[i - 1], glyph) * scale + spacing;
    placed.push({ glyph, at, advance: glyph.advanceWidth * scale });
    at += glyph.advanceWidth * scale;
  });
  return { placed, length: at };
}

/** Where text-anchor puts the start of a line of `length` whose anchor point is at 0. */
const anchorShift = (anchor, length) => ({ start: 0, middle: -length / 2, end: -length })[anchor ?? 'start'];

/** A circular arc `M x y a r r 0 large sweep dx dy` as its centre, radius, start angle, signed sweep and length. */
function circularArc(d, where) {
  const n = '(-?[\\d.]+)';
  const match = new RegExp(`^M\\s*${n}[\\s,]*${n}\\s*a\\s*${n}[\\s,]+${n}[\\s,]+0[\\s,]+([01])[\\s,]*([01])[\\s,]*${n}[\\s,]*${n}\\s*$`).exec(d.trim());
  if (!match || match[3] !== match[4]) throw new Error(`${where}: textPath on "${d}" – only a circular arc (M x y a r r 0 large sweep dx dy) is read`);
  const [x1, y1, r, , large, sweep, dx, dy] = match.slice(1).map(Number);
  const [x2, y2] = [x1 + dx, y1 + dy];
  // SVG 1.1, appendix F.6.5 (endpoint to centre parameterisation), for a circle without rotation.
  const [hx, hy] = [(x1 - x2) / 2, (y1 - y2) / 2];
  const root = Math.sqrt(Math.max(0, (r * r - hx * hx - hy * hy) / (hx * hx + hy * hy))) * (large === sweep ? -1 : 1);
  const [cx, cy] = [root * hy + (x1 + x2) / 2, -root * hx + (y1 + y2) / 2];
  const start = Math.atan2(y1 - cy, x1 - cx);
  let turn = Math.atan2(y2 - cy, x2 - cx) - start;
  if (sweep === 1 && turn < 0) turn += 2 * Math.PI;
  if (sweep === 0 && turn > 0) turn -= 2 * Math.PI;
  return { cx, cy, r, start, turn, length: Math.abs(turn) * r };
}

/** The outline of one <text> element as path data. */
function outline({ attrs, content, defs, fonts, where }) {
  const weight = attrs['font-weight'] ?? '400';
  const font = fonts[weight];
  if (!font) throw new Error(`${where}: font-weight ${weight} – only ${Object.keys(fonts).join(' and ')} are read`);
  const size = Number(attrs['font-size']);
  if (!size) throw new Error(`${where}: <text> without font-size`);
  const spacing = Number(attrs['letter-spacing'] ?? 0);
  const onPath = /^\s*<textPath\b([^>]*)>([^<]*)<\/textPath>\s*$/.exec(content);
  if (!onPath && /</.test(content)) throw new Error(`${where}: <text> may hold words or one <textPath>, not "${content.trim()}"`);
  const text = decode(onPath ? onPath[2] : content).trim();
  const { placed, length } = layoutLine(font, text, size, spacing);
  if (!onPath) {
    const x = Number(attrs.x ?? 0) + anchorShift(attrs['text-anchor'], length);
    const y = Number(attrs.y ?? 0);
    return placed.map(({ glyph, at }) => pathData(glyph.getPath(x + at, y, size).commands, (px, py) => [px, py])).join('');
  }
  const pathAttrs = attributesOf(onPath[1]);
  const id = (pathAttrs.href ?? pathAttrs['xlink:href'] ?? '').replace(/^#/, '');
  if (!defs.has(id)) throw new Error(`${where}: textPath href "#${id}" names no path of the file`);
  const arc = circularArc(defs.get(id), where);
  const offset = pathAttrs.startOffset ?? '0';
  const from = (offset.endsWith('%') ? (Number(offset.slice(0, -1)) / 100) * arc.length : Number(offset)) + anchorShift(attrs['text-anchor'], length);
  const direction = Math.sign(arc.turn);
  // As SVG lays out text on a path: each glyph's middle sits on the arc, the glyph turned to the arc's tangent there.
  return placed
    .map(({ glyph, at, advance }) => {
      const angle = arc.start + (direction * (from + at + advance / 2)) / arc.r;
      const [ox, oy] = [arc.cx + arc.r * Math.cos(angle), arc.cy + arc.r * Math.sin(angle)];
      const tangent = angle + (direction * Math.PI) / 2;
      const [cos, sin] = [Math.cos(tangent), Math.sin(tangent)];
      return pathData(glyph.getPath(-advance / 2, 0, size).commands, (px, py) => [ox + px * cos - py * sin, oy + px * sin + py * cos]);
    })
    .join('');
}

/**
 * The picture `svg` with each <text> replaced by a <path> of its outline (keeping the text's other attributes, such as
 * fill), the lettering attributes removed, and the arcs only the lettering followed left out. `file` names the source
 * in errors.
 */
export function outlineLettering(svg, fonts, file = 'picture') {
  const defs = new Map([...svg.matchAll(/<path\b([^>]*?)\/?>/g)].map(([, attrs]) => attributesOf(attrs)).filter((a) => a.id && a.d).map((a) => [a.id, a.d]));
  const followed = new Set();
  // The open elements, for the lettering attributes a <text> takes from its <g>.
  const open = [];
  let out = '';
  let at = 0;
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>/g;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    const [whole, closing, name, attrSource = '', selfClosing] = match;
    out += svg.slice(at, match.index);
    at = tag.lastIndex;
    if (!name) {
      out += whole;
      continue;
    }
    if (closing) {
      open.pop();
      out += whole;
      continue;
    }
    const own = attributesOf(attrSource);
    if (name === 'text') {
      const end = svg.indexOf('</text>', at);
      if (end < 0) throw new Error(`${file}: <text> without </text>`);
      const content = svg.slice(at, end);
      const inherited = Object.assign({}, ...open.map((element) => element.attrs), own);
      const where = `${file}, <text>${content.replace(/<[^>]*>/g, '').trim()}</text>`;
      for (const [, href] of content.matchAll(/href="#([^"]+)"/g)) followed.add(href);
      const kept = Object.entries(own).filter(([attr]) => !TEXT_ATTRIBUTES.includes(attr) && attr !== 'x' && attr !== 'y');
      out += `<path d="${outline({ attrs: inherited, content, defs, fonts, where })}"${kept.map(([attr, value]) => ` ${attr}="${value}"`).join('')}/>`;
      at = end + '</text>'.length;
      tag.lastIndex = at;
      continue;
    }
    if (!selfClosing) open.push({ attrs: Object.fromEntries(Object.entries(own).filter(([attr]) => TEXT_ATTRIBUTES.includes(attr))) });
    const kept = attrSource.replace(/\s+([\w:-]+)="[^"]*"/g, (attr, attrName) => (TEXT_ATTRIBUTES.includes(attrName) ? '' : attr));
    out += `<${name}${kept}${selfClosing ? '/' : ''}>`;
  }
  out += svg.slice(at);
  // Arcs that only the lettering followed are no longer drawn or referenced; a <defs> left empty goes too.
  for (const id of followed) {
    if (!new RegExp(`#${id}"`).test(out)) out = out.replace(new RegExp(`<path\\b[^>]*\\bid="${id}"[^>]*/>`), '');
  }
  return out.replace(/\s*<defs>\s*<\/defs>/g, '');
}

/** Every SVG file under `dir`, in its subfolders too. */
export function svgFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return svgFiles(full);
    return entry.name.endsWith('.svg') ? [full] : [];
  });
}

/** Folders of content/pictures whose pictures a page shows side by side: each is written as one file. */
export const SHEETS = ['benefits', 'trust'];
/** Space between the pictures of a sheet, in their units: an <img> box a little off its view's shape shows no neighbour. */
const SHEET_GAP = 16;
/** What a picture of a sheet may say on its <svg>. */
const SHEET_ROOT_ATTRIBUTES = ['xmlns', 'viewBox', 'width', 'height', 'role'];

/**
 * One file of pictures `[{ id, svg }]`, side by side: each in a nested <svg> of its own size and viewBox (which clips
 * it), with a <view id> over it. A picture with ids of its own, without a viewBox or with other attributes on its
 * <svg> than those in SHEET_ROOT_ATTRIBUTES stops it.
 */
export function sheet(parts, file = 'sheet') {
  if (!parts.length) throw new Error(`${file}: a sheet without pictures`);
  let x = 0;
  let height = 0;
  const body = parts.map(({ id, svg }) => {
    const root = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/.exec(svg);
    if (!root) throw new Error(`${file}, ${id}: not one <svg>`);
    const attrs = attributesOf(root[1]);
    // The nested <svg> takes the viewBox; size and role belong to the file; anything else would be lost.
    const dropped = Object.keys(attrs).filter((name) => !SHEET_ROOT_ATTRIBUTES.includes(name));
    if (dropped.length) throw new Error(`${file}, ${id}: <svg ${dropped.join(', ')}> would be lost in a sheet`);
    const viewBox = attrs.viewBox?.split(/[\s,]+/).map(Number);
    if (viewBox?.length !== 4 || viewBox.some(Number.isNaN)) throw new Error(`${file}, ${id}: without a viewBox`);
    if (/\bid="/.test(root[2])) throw new Error(`${file}, ${id}: ids inside a picture could clash with another's`);
    const [, , width, pictureHeight] = viewBox;
    const placed = `<view id="${id}" viewBox="${x} 0 ${width} ${pictureHeight}"/>\n<svg x="${x}" width="${width}" height="${pictureHeight}" viewBox="${viewBox.join(' ')}">${root[2]}</svg>`;
    x += width + SHEET_GAP;
    height = Math.max(height, pictureHeight);
    return placed;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x - SHEET_GAP} ${height}">\n${body.join('\n')}\n</svg>\n`;
}

/**
 * Every file this writes, as `{ target, sources }`: a picture for each source outside SHEETS, one sheet for each
 * folder in SHEETS (`sheet`: that folder).
 */
export function outputs(sourceDir = SOURCE_DIR, outDir = OUT_DIR) {
  const sources = svgFiles(sourceDir).sort();
  const sheetOf = (source) => SHEETS.find((name) => path.relative(sourceDir, source).startsWith(`${name}${path.sep}`));
  return [
    ...sources.filter((source) => !sheetOf(source)).map((source) => ({ target: path.join(outDir, path.relative(sourceDir, source)), sources: [source] })),
    ...SHEETS.map((name) => ({ target: path.join(outDir, `${name}.svg`), sources: sources.filter((source) => sheetOf(source) === name), sheet: path.join(sourceDir, name) })),
  ];
}

/** The text of one output: its source with the lettering outlined, or its sources as one sheet. */
export function render({ sources, sheet: folder }, fonts) {
  const outlined = (source) => outlineLettering(fs.readFileSync(source, 'utf8'), fonts, source);
  if (!folder) return outlined(sources[0]);
  return sheet(sources.map((source) => ({ id: path.basename(source, '.svg'), svg: outlined(source) })), folder);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fonts = loadFonts();
  for (const output of outputs()) {
    const svg = render(output, fonts);
    fs.mkdirSync(path.dirname(output.target), { recursive: true });
    fs.writeFileSync(output.target, svg);
    console.log(`${output.target}: ${svg.length} bytes`);
  }
}
