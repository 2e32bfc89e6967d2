import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { privacyPolicy } from '@/content/legal/datenschutz';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Datenschutzerklärung',
  description:
    'Wie CodingStars mit den Daten von Eltern und Kindern umgeht: Anfragen und Buchungen, E-Mail-Versand über EmailJS, Speicher im Browser, Einwilligung und Analyse.',
  path: '/datenschutz',
});

export default function PrivacyPage() {
  return <LegalDocumentView document={privacyPolicy} crumb={{ name: 'Datenschutz' }} />;
}
