import { parseRichText } from '@/lib/ui/rich-text';

/** A piece of a paragraph: text, or a link whose target is absolute (a mail leaves the site). */
export type InlineRun = { text: string } | { text: string; url: string; showUrl: boolean };

/**
 * Splits content copy into runs with absolute link targets. A page or web link keeps its address visible beside its
 * text (a printed page or a mail program without links still tells where to look); mailto and tel show their text only.
 */
export function inlineRuns(text: string, siteUrl: string): InlineRun[] {
  return parseRichText(text).map((segment) => {
    if (segment.type === 'text') return { text: segment.text };
    const web = segment.href.startsWith('/') || segment.href.startsWith('https://');
    const url = segment.href.startsWith('/') ? new URL(segment.href, `${siteUrl}/`).toString() : segment.href;
    return { text: segment.text, url, showUrl: web && segment.text !== url };
  });
}

/** 'Impressum (https://www.codingstars.de/impressum)': copy as plain text with its links' addresses. */
export function inlineText(text: string, siteUrl: string): string {
  return inlineRuns(text, siteUrl)
    .map((run) => ('url' in run && run.showUrl ? `${run.text} (${run.url})` : run.text))
    .join('');
}
