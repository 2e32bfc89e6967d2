export type RichTextSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

const LINK = /\[([^\]]+)\]\(((?:\/(?!\/)|https:\/\/|mailto:|tel:)[^)\s]*)\)/g;

/** Splits copy into text and links; only site paths, https, mailto and tel targets become links. */
export function parseRichText(text: string): RichTextSegment[] {
  const segments: RichTextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ type: 'text', text: text.slice(last, index) });
    segments.push({ type: 'link', text: match[1] ?? '', href: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ type: 'text', text: text.slice(last) });
  return segments;
}

/** Copy without link markup, for meta descriptions and structured data. */
export function plainText(text: string): string {
  return parseRichText(text)
    .map((s) => s.text)
    .join('');
}
