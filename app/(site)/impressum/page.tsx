import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { siteConfig } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { EmailLink, PhoneLink } from '@/components/ui/contact-links';

export const metadata: Metadata = pageMetadata({
  title: 'Impressum',
  description: 'Anbieterkennzeichnung der CodingStars GmbH nach § 5 DDG: Anschrift, Vertretung, Kontakt und Registerangaben.',
  path: '/impressum',
});

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-extrabold">{title}</h2>
      <div className="mt-2 leading-relaxed">{children}</div>
    </section>
  );
}

/** Provider identification (§ 5 DDG) built from the site config, so an operator changes one file. */
export default function ImprintPage() {
  const { company } = siteConfig;
  return (
    <>
      <PageHeader crumbs={[{ name: 'Impressum' }]} title="Impressum" intro={<p>Angaben gemäß § 5 Digitale-Dienste-Gesetz (DDG)</p>} />
      <Container className="pb-16">
        <div className="max-w-prose">
          <Block title="Anbieter">
            <address className="not-italic">
              {company.legalName}
              <br />
              {company.street}
              <br />
              {company.postalCode} {company.city}
              <br />
              {company.country}
            </address>
          </Block>
          <Block title="Vertreten durch">
            <p>{company.managingDirector} (Geschäftsführer)</p>
          </Block>
          <Block title="Kontakt">
            <p>
              Telefon:{' '}
              <PhoneLink className="text-primary underline" />
              <br />
              E-Mail:{' '}
              <EmailLink className="text-primary underline" />
            </p>
          </Block>
          <Block title="Registereintrag">
            <p>
              Registergericht: {company.registerCourt}
              <br />
              Registernummer: {company.registerNumber}
            </p>
          </Block>
          <Block title="Umsatzsteuer-Identifikationsnummer">
            <p>gemäß § 27a Umsatzsteuergesetz: {company.vatId}</p>
          </Block>
          <Block title="Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV">
            <p>{company.contentResponsible}</p>
          </Block>
          <Block title="Verbraucherstreitbeilegung">
            <p>
              Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer
              Verbraucherschlichtungsstelle teilzunehmen.
            </p>
          </Block>
          <Block title="Haftung für Links">
            <p>
              Unsere Website enthält Links zu Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese
              Inhalte ist der jeweilige Anbieter verantwortlich. Werden uns Rechtsverletzungen bekannt, entfernen wir
              solche Links umgehend.
            </p>
          </Block>
        </div>
      </Container>
    </>
  );
}
