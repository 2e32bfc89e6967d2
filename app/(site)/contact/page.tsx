import type { Metadata } from 'next';
import { ContactSection } from '@/components/layout/contact-section';
import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { siteConfig } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { submitEnquiryForm } from '@/lib/forms/enquiry-action';

export const metadata: Metadata = pageMetadata({
  title: 'Kontakt',
  description:
    'Fragen zu Kursen, Preisen oder zur Probestunde? Schreiben Sie uns oder rufen Sie an: Wir antworten innerhalb eines Werktags und beraten Sie persönlich.',
  path: '/contact',
});

export default function ContactPage() {
  const { company } = siteConfig;
  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Kontakt' }]}
        title="Kontakt"
        intro={<p>Sie haben eine Frage oder möchten Ihr Kind anmelden? Wir melden uns innerhalb eines Werktags.</p>}
      />
      <ContactSection
        heading="So erreichen Sie uns"
        intro="Schreiben Sie uns über das Formular, per E-Mail oder rufen Sie an. Wir beraten Sie gern, welcher Kurs zu Ihrem Kind passt."
      >
        <EnquiryForm mode="contact" submit={submitEnquiryForm} />
      </ContactSection>
      <Container className="py-12">
        <h2 className="text-2xl font-extrabold">Anschrift</h2>
        <address className="mt-3 not-italic text-ink-soft">
          {company.legalName}
          <br />
          {company.street}
          <br />
          {company.postalCode} {company.city}
        </address>
        <p className="mt-3 text-ink-soft">Unterricht findet ausschließlich online statt; vor Ort gibt es keine Kurse.</p>
      </Container>
    </>
  );
}
