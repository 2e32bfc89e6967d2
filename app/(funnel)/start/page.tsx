import type { Metadata } from 'next';
import { Img } from '@/components/ui/img';
import { FunnelHero } from '@/components/funnel/funnel-hero';
import { ContactSection } from '@/components/layout/contact-section';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { startContent } from '@/content/funnel';
import { homeContent } from '@/content/home';
import { pageMetadata } from '@/lib/seo/metadata';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { CheckList } from '@/components/ui/check-list';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { submitEnquiryForm } from '@/lib/forms/enquiry-action';

export const metadata: Metadata = pageMetadata({
  title: 'Jetzt starten: Kursplatz anfragen',
  description:
    'Fragen Sie unverbindlich einen Kursplatz für Ihr Kind an: Wir beraten Sie innerhalb eines Werktags und laden zur kostenlosen Probestunde ein.',
  path: '/start',
});

export default function StartPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: 'Startseite', path: '/' }, { name: 'Jetzt starten' }]} />
      <FunnelHero
        eyebrow={startContent.eyebrow}
        title={startContent.title}
        intro={<p>{startContent.intro}</p>}
        aside={
          <Img
            src="/images/home/hero.svg"
            alt={homeContent.hero.imageAlt}
            width={560}
            height={440}
            className="mx-auto h-auto w-full max-w-md"
          />
        }
      >
        <CheckList items={homeContent.hero.bullets} className="mt-6 text-lg" />
        <a href="#contact-form-section" className={`${buttonClasses({ size: 'lg' })} mt-8`}>
          Unverbindlich anfragen
        </a>
      </FunnelHero>
      <Container className="py-14">
        <h2 className="text-center text-3xl font-extrabold">So einfach geht es</h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {startContent.steps.map((step, index) => (
            <li key={step.title} className="rounded-card border border-line bg-white p-6 shadow-card">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary text-lg font-extrabold text-white">
                {index + 1}
              </span>
              <h3 className="mt-3 text-xl font-extrabold">{step.title}</h3>
              <p className="mt-1 text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
      <ContactSection heading={startContent.formHeading} intro={startContent.formIntro}>
        <EnquiryForm mode="ContactFunnel0" submit={submitEnquiryForm} />
      </ContactSection>
    </>
  );
}
