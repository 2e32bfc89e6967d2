import type { Metadata } from 'next';
import { LegalDocumentView } from '@/components/legal/legal-document-view';
import { accessibilityStatement } from '@/content/accessibility';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Erklärung zur Barrierefreiheit',
  description:
    'Wie barrierefrei die CodingStars-Website ist: Stand nach WCAG 2.1 AA, wie wir prüfen, bekannte Einschränkungen, Ihr Kontakt für Hinweise und die zuständige Marktüberwachungsbehörde.',
  path: '/barrierefreiheit',
});

export default function AccessibilityPage() {
  return <LegalDocumentView document={accessibilityStatement} crumb={{ name: 'Barrierefreiheit' }} />;
}
