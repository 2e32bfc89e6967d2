import type { Metadata } from 'next';
import { FunnelHero } from '@/components/funnel/funnel-hero';
import { WaitlistClaim } from '@/components/trial/waitlist-link';
import { trialLinksCopy as shared, waitlistClaimCopy as copy } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/nachruecken', noindex: true });

/** Behind the offer link of a waitlist mail: the seat held for the family; the token decides. */
export default function ClaimTrialSeatPage() {
  return (
    <FunnelHero eyebrow={shared.eyebrow} title={copy.metaTitle} intro={<noscript>{shared.noScript}</noscript>}>
      <div className="mt-6">
        <WaitlistClaim />
      </div>
    </FunnelHero>
  );
}
