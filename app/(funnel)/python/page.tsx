import type { Metadata } from 'next';
import { DatedOfferSwitch } from '@/components/dates/dated-offer-switch';
import { AudienceText } from '@/components/audience/audience-text';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { FunnelHero } from '@/components/funnel/funnel-hero';
import { HolidayCourseDetail } from '@/components/holiday/holiday-course-detail';
import { PastOfferNotice } from '@/components/holiday/past-offer-notice';
import { ContactSection } from '@/components/layout/contact-section';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { pythonPageContent } from '@/content/python-course';
import { datedPythonCourse } from '@/lib/offer/courses';
import { pageMetadata } from '@/lib/seo/metadata';
import { BreadcrumbJsonLd, HolidayCourseJsonLd } from '@/components/seo/json-ld';
import { submitEnquiryForm } from '@/lib/forms/enquiry-action';

// Runs end as days pass: the page and its JSON-LD are regenerated hourly, so an ended run leaves without a rebuild.
export const revalidate = 3600;

export const metadata: Metadata = pageMetadata({
  title: pythonPageContent.metaTitle,
  description: pythonPageContent.description,
  path: '/python',
  ownShareImage: true,
});

export default function PythonPage() {
  const pythonCourse = datedPythonCourse();
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: 'Startseite', path: '/' }, { name: 'Python-Grundlagen' }]} />
      <HolidayCourseJsonLd course={pythonCourse} path="/python" />
      <FunnelHero
        eyebrow={pythonPageContent.eyebrow}
        title={pythonPageContent.title}
        intro={
          <p>
            <AudienceText parent={pythonCourse.shortDescription} child={pythonCourse.shortDescriptionKind} />
          </p>
        }
      >
        <a href="#contact-form-section" className={`${buttonClasses({ size: 'lg' })} mt-6`}>
          <DatedOfferSwitch
            dates={pythonCourse.dates}
            open={pythonPageContent.requestOpen}
            past={pythonPageContent.requestPast}
          />
        </a>
      </FunnelHero>
      <Container className="pb-16">
        <section aria-labelledby="python-kurs" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <HolidayCourseDetail course={pythonCourse} headingId="python-kurs" />
        </section>
      </Container>
      <ContactSection heading={pythonPageContent.formHeading} intro={pythonPageContent.formIntro}>
        <PastOfferNotice course={pythonCourse} className="mb-6" />
        <EnquiryForm mode="python" submit={submitEnquiryForm} />
      </ContactSection>
    </>
  );
}
