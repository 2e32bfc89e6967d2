/**
 * Room lib/legal: legal texts outside the page: the AGB and forms as mail text and as PDF (server only).
 * Used by the membership and billing mails.
 */

import type { LegalDocument, LegalForm } from '@/content/schema';
import { legalDocumentLabels as labels } from '@/content/legal/labels';
import { formatIsoDate } from '@/lib/calendar/dates';
import { escapeHtml } from '@/lib/trial/mail-layout';
import { inlineRuns, inlineText } from './inline';

/** Where a form's field is written on in a plain-text mail. */
const WRITING_LINE = '_'.repeat(40);

const underlined = (text: string, char: string) => `${text}\n${char.repeat(text.length)}`;

function formText(form: LegalForm, siteUrl: string): string[] {
  return [
    form.title.toUpperCase(),
    inlineText(form.instruction, siteUrl),
    inlineText(form.addressee, siteUrl),
    ...form.fields.map((field) => `${field}\n\n${WRITING_LINE}`),
    ...(form.footnote ? [form.footnote] : []),
  ];
}

/**
 * The whole document as plain text for a mail body: the title and section headings underlined, sub-headings in
 * capitals, list items after a dash, links as 'text (absolute URL)'. No hard line breaks: mail programs wrap.
 */
export function legalDocumentText(doc: LegalDocument, siteUrl: string): string {
  const blocks = [
    underlined(doc.title, '='),
    `${labels.updated}: ${formatIsoDate(doc.updated)}`,
    ...doc.intro.map((paragraph) => inlineText(paragraph, siteUrl)),
    ...doc.sections.flatMap((section) => [
      underlined(section.heading, '-'),
      ...section.paragraphs.map((paragraph) =>
        typeof paragraph === 'string' ? inlineText(paragraph, siteUrl) : paragraph.subheading.toUpperCase(),
      ),
      ...(section.list ? [section.list.map((item) => `– ${inlineText(item, siteUrl)}`).join('\n')] : []),
      ...(section.form ? formText(section.form, siteUrl) : []),
    ]),
  ];
  return `${blocks.join('\n\n')}\n`;
}

const LINK = 'color:#4f3fd6';

function richHtml(text: string, siteUrl: string): string {
  return inlineRuns(text, siteUrl)
    .map((run) => ('url' in run ? `<a href="${escapeHtml(run.url)}" style="${LINK}">${escapeHtml(run.text)}</a>` : escapeHtml(run.text)))
    .join('');
}

const p = (html: string, style = 'margin:0 0 10px') => `<p style="${style}">${html}</p>`;

function formHtml(form: LegalForm, siteUrl: string): string[] {
  return [
    `<div style="margin:20px 0;padding:16px;border:1px solid #d1d5db;border-radius:8px">`,
    `<h4 style="font-size:15px;margin:0 0 8px">${escapeHtml(form.title)}</h4>`,
    p(richHtml(form.instruction, siteUrl)),
    p(richHtml(form.addressee, siteUrl)),
    '<ul style="list-style:none;margin:0;padding:0">',
    ...form.fields.map(
      (field) => `<li style="margin:0 0 14px">${escapeHtml(field)}<div style="height:28px;border-bottom:1px solid #6b7280"></div></li>`,
    ),
    '</ul>',
    ...(form.footnote ? [p(escapeHtml(form.footnote), 'margin:0;font-size:13px')] : []),
    '</div>',
  ];
}

/**
 * The same document as an HTML fragment for a mail's HTML part, inline-styled (mail programs drop style sheets): the
 * title an h2 beside the mail's own headings, sections h3, sub-headings h4; every value escaped, links absolute.
 */
export function legalDocumentHtml(doc: LegalDocument, siteUrl: string): string {
  return [
    '<div style="font-family:Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#1f2937">',
    `<h2 style="font-size:20px;margin:24px 0 4px">${escapeHtml(doc.title)}</h2>`,
    p(`${escapeHtml(labels.updated)}: ${formatIsoDate(doc.updated)}`, 'margin:0 0 12px;color:#4b5563'),
    ...doc.intro.map((paragraph) => p(richHtml(paragraph, siteUrl))),
    ...doc.sections.flatMap((section) => [
      `<h3 style="font-size:16px;margin:20px 0 6px">${escapeHtml(section.heading)}</h3>`,
      ...section.paragraphs.map((paragraph) =>
        typeof paragraph === 'string'
          ? p(richHtml(paragraph, siteUrl))
          : `<h4 style="font-size:15px;margin:14px 0 6px">${escapeHtml(paragraph.subheading)}</h4>`,
      ),
      ...(section.list
        ? [`<ul style="margin:0 0 10px;padding-left:20px">${section.list.map((item) => `<li>${richHtml(item, siteUrl)}</li>`).join('')}</ul>`]
        : []),
      ...(section.form ? formHtml(section.form, siteUrl) : []),
    ]),
    '</div>',
  ].join('\n');
}
