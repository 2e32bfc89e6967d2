import type { Metadata } from 'next';
import { faqItems, faqPageDescription } from '@/content/faq';
import { PageHeader } from '@/components/layout/page-header';
import { Accordion } from '@/components/ui/accordion';
import { Container } from '@/components/ui/container';
import { RichParagraphs } from '@/components/ui/rich-text';
import { pageMetadata } from '@/lib/seo/metadata';
import { FaqJsonLd } from '@/components/seo/json-ld';
import { EmailLink, PhoneLink } from '@/components/ui/contact-links';

export const metadata: Metadata = pageMetadata({
  title: 'Häufige Fragen zu Kursen, Preisen und Probestunde',
  description: faqPageDescription,
  path: '/faq',
});

export default function FaqPage() {
  return (
    <>
      <FaqJsonLd items={faqItems} />
      <PageHeader
        crumbs={[{ name: 'FAQ' }]}
        title="Häufige Fragen"
        intro={<p>Alles Wichtige zu Kursen, Zeiten, Preisen und zur kostenlosen Probestunde.</p>}
      />
      <Container className="pb-16">
        <div className="max-w-3xl">
          <Accordion
            items={faqItems.map((item) => ({
              id: item.id,
              title: item.question,
              content: (
                <div className="space-y-3">
                  <RichParagraphs paragraphs={item.answer} />
                </div>
              ),
            }))}
          />
          <p className="mt-10 text-center text-ink-soft">
            Ihre Frage ist nicht dabei? Rufen Sie uns an unter{' '}
            <PhoneLink />{' '}
            oder schreiben Sie an{' '}
            <EmailLink />
            .
          </p>
        </div>
      </Container>
    </>
  );
}
