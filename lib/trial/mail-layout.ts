/**
 * The plain shape every mail about a trial seat shares: paragraphs, headings, a list, a link as a button. One list of
 * blocks gives the text part and the HTML part, so both always say the same; every value is escaped in the HTML.
 */
export type MailBlock =
  | { kind: 'p'; text: string; strong?: boolean }
  | { kind: 'h'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'small'; text: string };

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const BUTTON = 'display:inline-block;padding:10px 18px;border-radius:8px;background:#4f3fd6;color:#ffffff;font-weight:bold;text-decoration:none';

export function renderMail(blocks: readonly MailBlock[]): { text: string; html: string } {
  const text = blocks
    .map((block) => {
      switch (block.kind) {
        case 'p':
        case 'small':
          return block.text;
        case 'h':
          return `${block.text}:`;
        case 'list':
          return block.items.map((item) => `- ${item}`).join('\n');
        case 'link':
          return `${block.label}: ${block.url}`;
      }
    })
    .join('\n\n');
  const html = [
    '<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">',
    ...blocks.map((block) => {
      switch (block.kind) {
        case 'p':
          return block.strong
            ? `<p style="font-size:18px"><strong>${escapeHtml(block.text).replace(/\n/g, '<br>')}</strong></p>`
            : `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`;
        case 'small':
          return `<p style="color:#6b7280;font-size:13px">${escapeHtml(block.text)}</p>`;
        case 'h':
          return `<h2 style="font-size:16px;margin-bottom:4px">${escapeHtml(block.text)}</h2>`;
        case 'list':
          return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
        case 'link':
          return `<p><a href="${escapeHtml(block.url)}" style="${BUTTON}">${escapeHtml(block.label)}</a></p>`;
      }
    }),
    '</body></html>',
  ].join('\n');
  return { text, html };
}
