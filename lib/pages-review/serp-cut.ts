import serpWidths from './serp-widths.json';

/*
 * Where Google's mobile results cut a title and a description, by pixel width of the result font.
 *
 * Google publishes no limit ("there is no fixed length", Danny Sullivan for Google Search, May 2018), so the rule is
 * the one of the preview most sites check against, Yoast SEO's mobile snippet preview (github.com/Yoast/wordpress-seo,
 * packages/search-metadata-previews/src/snippet-preview/SnippetPreview.js):
 * - the result is a card of at most 400 px with 16 px padding on each side, so a line holds 368 px of text;
 * - the title is Arial 20 px on a 26 px line, shown on at most two lines (max-height 52 px); when it needs more,
 *   Yoast drops the last word until the rest with " ..." fits (fitTitle, dropLastWord, getTitle);
 * - the description is Arial 14 px on a 20 px line; Yoast cuts it at 156 characters at a space, with " ..."
 *   (lodash truncate, DESCRIPTION_LIMIT). By width that is three of the 368 px lines: the site's descriptions average
 *   6.3 px a character at 14 px, so 156 characters are about 980 px, which wraps to three lines. We cut at three
 *   lines, by width, rather than by characters. Screaming Frog's and Portent's desktop limits (920–990 px at 14 px)
 *   land in the same place.
 * So both are cut where their wrapped lines run out, at a word, with Yoast's " ..." (space and three full stops;
 * Google's own results show the same three dots). Widths come from serp-widths.json: Arial's advance widths (from
 * Liberation Sans, which has the same metrics), without kerning; a character outside the table counts as the font's
 * average width. Lines break at spaces only, as Yoast's word dropping does.
 */

/** The text box of a mobile result: 400 px card less 2 × 16 px padding. */
export const SERP_LINE_WIDTH = 368;
export const SERP_TITLE = { fontSize: 20, lines: 2 } as const;
export const SERP_DESCRIPTION = { fontSize: 14, lines: 3 } as const;
/** What Yoast's preview (and Google's results) put after a cut text. */
export const SERP_ELLIPSIS = ' ...';

type FontSize = keyof typeof serpWidths.sizes;

export interface SerpText {
  /** The text as the result shows it: whole, or cut with the ellipsis. */
  text: string;
  /** The same, line by line as it wraps in the result. */
  lines: string[];
  cut: boolean;
  /** Width of the whole text on one line, in CSS pixels at the result's size. */
  width: number;
}

function table(fontSize: number) {
  const key = String(fontSize) as FontSize;
  const sizes: Record<string, { fallback: number; widths: Record<string, number> } | undefined> = serpWidths.sizes;
  const found = sizes[key];
  if (!found) throw new Error(`No widths for ${fontSize} px in serp-widths.json (node scripts/make-serp-widths.mjs)`);
  return found;
}

/** Width of `text` in CSS pixels, set in Arial at `fontSize` (20 or 14), on one line. */
export function textWidth(text: string, fontSize: number): number {
  const { widths, fallback } = table(fontSize);
  let width = 0;
  for (const char of text.normalize('NFC')) width += widths[char] ?? fallback;
  return width;
}

/**
 * Collapses white space as HTML shows it (ASCII white space only: a no-break space stays and keeps its words on one
 * line) and composes umlauts (the table holds "ä", not "a" and a mark).
 */
export function normalizeText(text: string): string {
  return text.normalize('NFC').replace(/[ \t\n\f\r]+/g, ' ').replace(/^ | $/g, '');
}

/**
 * Wraps `words` into lines of at most `lineWidth` as a browser does with white-space: normal: each line takes as many
 * words as fit; a word wider than a line stands on a line of its own (it overflows).
 */
export function wrapWords(words: string[], fontSize: number, lineWidth = SERP_LINE_WIDTH): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, fontSize) <= lineWidth) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The text as a mobile result shows it in `maxLines` lines at `fontSize`: whole when it fits, otherwise the longest
 * run of whole words that fits together with the ellipsis.
 */
export function cutToLines(raw: string, fontSize: number, maxLines: number, lineWidth = SERP_LINE_WIDTH): SerpText {
  const text = normalizeText(raw);
  const width = textWidth(text, fontSize);
  const words = text ? text.split(' ') : [];
  const whole = wrapWords(words, fontSize, lineWidth);
  if (whole.length <= maxLines) return { text, lines: whole, cut: false, width };

  // As Yoast's preview does: drop the last word until the rest and the ellipsis fit.
  const kept = words.slice(0, -1);
  while (kept.length > 0 && wrapWords(withEllipsis(kept), fontSize, lineWidth).length > maxLines) kept.pop();
  const shown = withEllipsis(kept);
  return { text: shown.join(' '), lines: wrapWords(shown, fontSize, lineWidth), cut: true, width };
}

/** The words with the ellipsis joined to the last one, so it never wraps onto a line of its own. */
function withEllipsis(words: string[]): string[] {
  return words.map((word, index) => (index === words.length - 1 ? `${word}${SERP_ELLIPSIS}` : word));
}

/** A page title as Google's mobile results show it: Arial 20 px, at most two lines. */
export function serpTitle(title: string): SerpText {
  return cutToLines(title, SERP_TITLE.fontSize, SERP_TITLE.lines);
}

/** A meta description as Google's mobile results show it: Arial 14 px, at most three lines. */
export function serpDescription(description: string): SerpText {
  return cutToLines(description, SERP_DESCRIPTION.fontSize, SERP_DESCRIPTION.lines);
}
