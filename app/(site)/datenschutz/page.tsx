import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { privacyPolicyFor } from '@/content/legal/datenschutz';
import { env } from '@/lib/server/env';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Datenschutzerklärung',
  description:
    'Wie CodingStars mit den Daten von Eltern und Kindern umgeht: Anfragen und Buchungen, Versand der Formulare, Speicher im Browser, Einwilligung und Analyse.',
  path: '/datenschutz',
});

export default function PrivacyPage() {
  // Prerendered: the path and retention the build saw (env.atBuild); the server warns at start when its own differ.
  return <LegalDocumentView document={privacyPolicyFor(env.atBuild)} crumb={{ name: 'Datenschutz' }} />;
}
