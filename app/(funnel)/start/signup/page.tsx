import type { Metadata } from 'next';
import { Img } from '@/components/ui/img';
import { NextTrialDate } from '@/components/dates/next-trial-date';
import { TrialCalendarLink } from '@/components/dates/trial-calendar-link';
import { FunnelHero } from '@/components/funnel/funnel-hero';
import { ContactSection } from '@/components/layout/contact-section';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { signupContent } from '@/content/funnel';
import { trialBullets } from '@/content/trial';
import { pageMetadata } from '@/lib/seo/metadata';
import { trialDatesAhead } from '@/lib/trial/dates';
import { offeredTrialDates } from '@/lib/trial/offer';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { CheckList } from '@/components/ui/check-list';
import { TrialSignupForm } from '@/components/forms/trial-signup-form';
import { submitEnquiryForm } from '@/lib/forms/enquiry-action';

export const metadata: Metadata = pageMetadata({
  title: signupContent.metaTitle,
  description: signupContent.description,
  path: '/start/signup',
});

// The four dates in the form's HTML follow the clock (a lesson that has ended gives way to the next): the page is made
// again at most an hour after it was made, and the server still refuses a date that is over.
export const revalidate = 3600;

export default function SignupPage() {
  const now = new Date();
  const trialDates = trialDatesAhead(now);
  return (
    <>
      <BreadcrumbJsonLd
        items={[{ name: 'Startseite', path: '/' }, { name: 'Jetzt starten', path: '/start' }, { name: 'Probestunde' }]}
      />
      <FunnelHero
        eyebrow={signupContent.eyebrow}
        title={signupContent.title}
        intro={<p>{signupContent.intro}</p>}
        aside={
          <Img src="/images/home/trial.svg" alt="" width={320} height={240} className="mx-auto h-auto w-full max-w-xs" />
        }
      >
        <CheckList items={trialBullets} className="mt-6 text-lg font-bold" />
        <p className="mt-6 rounded-card border-2 border-primary bg-white p-4 text-lg">
          <span className="block text-sm font-extrabold tracking-wide text-primary uppercase">{signupContent.nextDateLabel}</span>
          <span className="font-extrabold">
            <NextTrialDate dates={trialDates} fallback={signupContent.nextDateFallback} reserveRoom />
          </span>
          <span className="mt-1 block text-base text-ink-soft">{signupContent.nextDateNote}</span>
          <TrialCalendarLink dates={trialDates} className="mt-2 block text-base font-bold text-primary underline underline-offset-4">
            In den Kalender eintragen (.ics)
          </TrialCalendarLink>
        </p>
        <a href="#contact-form-section" className={`${buttonClasses({ size: 'lg' })} mt-6`}>
          Jetzt anmelden
        </a>
      </FunnelHero>
      <Container className="py-12">
        <h2 className="text-2xl font-extrabold">{signupContent.whatYouNeed.heading}</h2>
        <ul className="mt-4 grid gap-3 md:grid-cols-3">
          {signupContent.whatYouNeed.items.map((item) => (
            <li key={item} className="rounded-card bg-primary-tint p-4">
              {item}
            </li>
          ))}
        </ul>
      </Container>
      <ContactSection heading={signupContent.formHeading} intro={signupContent.formIntro}>
        <TrialSignupForm submitLabel="Zur Probestunde anmelden" trialDates={trialDates} offered={offeredTrialDates(now)} submit={submitEnquiryForm} />
      </ContactSection>
    </>
  );
}
