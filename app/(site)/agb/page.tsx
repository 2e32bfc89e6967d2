import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { terms } from '@/content/legal/agb';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Allgemeine Geschäftsbedingungen (AGB)',
  description:
    'Die AGB von CodingStars: Vertragsschluss, Leistungen, Preise, Mindestlaufzeiten, Kündigung, Widerrufsrecht und unterrichtsfreie Zeiten in den Schulferien.',
  path: '/agb',
});

export default function TermsPage() {
  return <LegalDocumentView document={terms} crumb={{ name: 'AGB' }} />;
}
