import type { Metadata } from 'next';
import { homeContent } from '@/content/home';
import { testimonials } from '@/content/testimonials';
import { GirlsInStem } from '@/components/home/girls-in-stem';
import { Hero } from '@/components/home/hero';
import { Reasons } from '@/components/home/reasons';
import { ScrollDown } from '@/components/home/scroll-down';
import { TeamSection } from '@/components/home/team-section';
import { TestimonialCarousel } from '@/components/home/testimonial-carousel';
import { TrialBanner } from '@/components/home/trial-banner';
import { TrustLabels } from '@/components/home/trust-labels';
import { ContactSection } from '@/components/layout/contact-section';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { pageMetadata } from '@/lib/seo/metadata';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { submitEnquiryForm } from '@/lib/forms/enquiry-action';

export const metadata: Metadata = {
  ...pageMetadata({ title: homeContent.meta.title, description: homeContent.meta.description, path: '/' }),
  title: { absolute: homeContent.meta.absoluteTitle },
};

export default function HomePage() {
  const { start } = homeContent;
  return (
    <>
      <Hero />
      <TrustLabels />
      <ScrollDown to="gruende" label={homeContent.reasons.heading} />
      <Reasons id="gruende" />
      <ScrollDown to="maedchen" label={homeContent.girlsInStem.heading} />
      <GirlsInStem id="maedchen" />
      <section aria-labelledby="stimmen-heading" id="stimmen" className="render-when-near py-16">
        <Container>
          <SectionHeading id="stimmen-heading" title={homeContent.testimonials.heading} />
          <TestimonialCarousel items={testimonials} label={homeContent.testimonials.heading} />
        </Container>
      </section>
      <TrialBanner />
      <ScrollDown to="team" label={homeContent.team.heading} />
      <TeamSection id="team" />
      <div className="flex flex-col items-center gap-3 pb-16 text-center">
        <p className="text-2xl font-extrabold">{start.heading}</p>
        <ButtonLink href="#contact-form-section" size="lg">
          {start.cta}
        </ButtonLink>
      </div>
      <ContactSection heading={start.contactHeading} intro={start.text} className="render-when-near">
        <EnquiryForm mode="default" submit={submitEnquiryForm} />
      </ContactSection>
    </>
  );
}
