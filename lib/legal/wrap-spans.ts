/** A stretch of text in one style (font, colour, link); styles are compared by identity. */
export interface Span<S> {
  text: string;
  style: S;
}

type Measure<S> = (text: string, style: S) => number;

interface Word<S> {
  spans: Span<S>[];
  /** The style of the space before the word, so a link's own spaces stay inside its link. */
  spaceStyle: S;
}

function wordsOf<S>(spans: readonly Span<S>[]): Word<S>[] {
  const words: Word<S>[] = [];
  let current: Span<S>[] = [];
  let spaceBefore: S | undefined;
  let lastSpace: S | undefined;
  const finish = () => {
    if (current.length > 0) words.push({ spans: current, spaceStyle: spaceBefore ?? current[0]!.style });
    current = [];
  };
  for (const span of spans) {
    span.text.split(' ').forEach((part, index) => {
      if (index > 0) {
        finish();
        lastSpace = span.style;
      }
      if (!part) return;
      if (current.length === 0) spaceBefore = lastSpace;
      current.push({ text: part, style: span.style });
    });
  }
  finish();
  return glued(words);
}

/** Words a German line must not end with: '§ 11', 'Abs. 2', 'Nr. 9', 'z. B.', '(§ 305b BGB)'. */
const NO_BREAK_AFTER = /(?:^|[(„])(?:§+|Abs\.|Art\.|Nr\.|[a-z]\.)$/;
/** Groups of digits that belong together: '030 1234 5670'. */
const DIGITS = /^\d+$/;

const textOf = <S>(word: Word<S>) => word.spans.map((span) => span.text).join('');

/** Joins a word with the next where a line break would tear them apart, with the space between them. */
function glued<S>(words: Word<S>[]): Word<S>[] {
  const result: Word<S>[] = [];
  for (const word of words) {
    const previous = result.at(-1);
    const before = previous ? textOf(previous) : '';
    if (previous && (NO_BREAK_AFTER.test(before) || (DIGITS.test(before) && /^\d/.test(textOf(word))))) {
      previous.spans.push({ text: ' ', style: word.spaceStyle }, ...word.spans);
    } else {
      result.push(word);
    }
  }
  return result;
}

function merged<S>(spans: readonly Span<S>[]): Span<S>[] {
  const result: Span<S>[] = [];
  for (const span of spans) {
    const last = result.at(-1);
    if (last && last.style === span.style) last.text += span.text;
    else result.push({ ...span });
  }
  return result;
}

const widthOf = <S>(spans: readonly Span<S>[], measure: Measure<S>) => spans.reduce((sum, span) => sum + measure(span.text, span.style), 0);

/** Cuts a word wider than a line into pieces that fit, after a slash or hyphen where one is near the end. */
function cut<S>(spans: readonly Span<S>[], width: number, measure: Measure<S>): Span<S>[][] {
  const chars = spans.flatMap((span) => [...span.text].map((text) => ({ text, style: span.style })));
  const pieces: Span<S>[][] = [];
  let start = 0;
  while (start < chars.length) {
    let end = start + 1;
    while (end < chars.length && widthOf(chars.slice(start, end + 1), measure) <= width) end += 1;
    if (end < chars.length) {
      const soft = chars.slice(start, end).findLastIndex((char) => char.text === '/' || char.text === '-');
      if (soft > 0) end = start + soft + 1;
    }
    pieces.push(merged(chars.slice(start, end)));
    start = end;
  }
  return pieces;
}

/**
 * Breaks spans into lines no wider than `width`, at spaces only, and not inside '§ 11', 'z. B.' or a phone number.
 * pdfkit's own wrapping follows Unicode line breaking, which also breaks after any hyphen or slash ('E-' | 'Mail',
 * 'ich/' | 'wir'); that reads oddly in a German text.
 */
export function wrapSpans<S>(spans: readonly Span<S>[], width: number, measure: Measure<S>): Span<S>[][] {
  const lines: Span<S>[][] = [];
  let line: Span<S>[] = [];
  let used = 0;
  for (const word of wordsOf(spans)) {
    const wordWidth = widthOf(word.spans, measure);
    const spaced = used + measure(' ', word.spaceStyle) + wordWidth;
    if (line.length > 0 && spaced <= width) {
      line.push({ text: ' ', style: word.spaceStyle }, ...word.spans);
      used = spaced;
      continue;
    }
    if (line.length > 0) lines.push(merged(line));
    const pieces = wordWidth <= width ? [word.spans] : cut(word.spans, width, measure);
    lines.push(...pieces.slice(0, -1));
    line = [...pieces.at(-1)!];
    used = widthOf(line, measure);
  }
  if (line.length > 0) lines.push(merged(line));
  return lines;
}
