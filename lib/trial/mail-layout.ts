/**
 * The plain shape every mail about a trial seat shares: paragraphs, headings, a list, a link as a button. One list of
 * blocks gives the text part and the HTML part, so both always say the same; every value is escaped in the HTML.
 */
export type MailBlock =
  | { kind: 'p'; text: string; strong?: boolean }
  | { kind: 'h'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'link'; label: string; url: string }
  /** A plain link in the running text (a page to read), where a button would say "do this now". */
  | { kind: 'textLink'; label: string; url: string }
  | { kind: 'small'; text: string; link?: { label: string; url: string } }
  /** A document after the mail itself (the AGB with the withdrawal notice): its text and its escaped HTML, made elsewhere. */
  | { kind: 'appendix'; heading: string; text: string; html: string };

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const BUTTON = 'display:inline-block;padding:10px 18px;border-radius:8px;background:#4f3fd6;color:#ffffff;font-weight:bold;text-decoration:none';

export function renderMail(blocks: readonly MailBlock[]): { text: string; html: string } {
  const text = blocks
    .map((block) => {
      switch (block.kind) {
        case 'p':
          return block.text;
        case 'small':
          return block.link ? `${block.text} ${block.link.label}: ${block.link.url}` : block.text;
        case 'h':
          return `${block.text}:`;
        case 'list':
          return block.items.map((item) => `- ${item}`).join('\n');
        case 'link':
        case 'textLink':
          return `${block.label}: ${block.url}`;
        case 'appendix':
          return `${'='.repeat(60)}\n${block.heading}\n${'='.repeat(60)}\n\n${block.text}`;
      }
    })
    .join('\n\n');
  const html = [
    // A column a line can be read in on a wide screen too, as mail programs show newsletters.
    '<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937"><div style="max-width:600px">',
    ...blocks.map((block) => {
      switch (block.kind) {
        case 'p':
          return block.strong
            ? `<p style="font-size:18px"><strong>${escapeHtml(block.text).replace(/\n/g, '<br>')}</strong></p>`
            : `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
        case 'small':
          return `<p style="color:#6b7280;font-size:13px">${escapeHtml(block.text)}${block.link ? ` <a href="${escapeHtml(block.link.url)}" style="color:#4b5563">${escapeHtml(block.link.label)}</a>` : ''}</p>`;
        case 'h':
          return `<h2 style="font-size:16px;margin-bottom:4px">${escapeHtml(block.text)}</h2>`;
        case 'list':
          return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
        case 'link':
          return `<p><a href="${escapeHtml(block.url)}" style="${BUTTON}">${escapeHtml(block.label)}</a></p>`;
        case 'textLink':
          return `<p><a href="${escapeHtml(block.url)}" style="color:#4f3fd6;font-weight:bold">${escapeHtml(block.label)}</a></p>`;
        case 'appendix':
          return `<hr style="margin:32px 0;border:0;border-top:1px solid #d1d5db"><h2 style="font-size:18px">${escapeHtml(block.heading)}</h2>\n${block.html}`;
      }
    }),
    '</div></body></html>',
  ].join('\n');
  return { text, html };
}
