import { NextTrialDate } from '@/components/dates/next-trial-date';
import { Img } from '@/components/ui/img';
import { homeContent } from '@/content/home';
import { TRIAL_DAY_AND_TIME } from '@/content/trial';
import { trialDatesAhead } from '@/lib/trial/dates';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export function TrialBanner() {
  const { trialBanner } = homeContent;
  return (
    <section aria-labelledby="trial-banner-heading" className="render-when-near py-12">
      <Container>
        <div className="on-dark grid items-center gap-6 rounded-card bg-ink p-8 text-white sm:grid-cols-[auto_1fr] md:p-10">
          <Img src="/images/home/trial.svg" alt="" width={160} height={120} className="mx-auto" />
          <div>
            <h2 id="trial-banner-heading" className="text-2xl font-extrabold sm:text-3xl">
              {trialBanner.heading}
            </h2>
            <p className="mt-3 max-w-prose text-white/90">{trialBanner.text}</p>
            <p className="mt-3 font-bold">
              {trialBanner.nextDateLabel} <NextTrialDate dates={trialDatesAhead(new Date())} fallback={TRIAL_DAY_AND_TIME} />
            </p>
            <ButtonLink href="/start/signup" variant="star" className="mt-5">
              {trialBanner.cta}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
