import { terms } from '@/content/legal/agb';
import { siteConfig } from '@/content/site';
import { legalDocumentPdf } from '@/lib/legal/document-pdf';
import { legalDocumentHtml, legalDocumentText } from '@/lib/legal/document-text';
import type { LegalAppendix } from './mails';

/**
 * The AGB with the Widerrufsbelehrung and the Muster-Widerrufsformular for the mails of a membership: text, HTML and the
 * PDF attachment, all from content/legal/agb.ts, the source of /agb too (§ 312f Abs. 2 BGB: on a durable medium).
 */
export function legalAppendix(siteUrl: string): LegalAppendix {
  return {
    text: legalDocumentText(terms, siteUrl),
    html: legalDocumentHtml(terms, siteUrl),
    pdf: () => legalDocumentPdf(terms, { siteUrl, company: siteConfig.company }),
  };
}
