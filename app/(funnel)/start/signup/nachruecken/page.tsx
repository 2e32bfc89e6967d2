import type { Metadata } from 'next';
import { TrialLinkPage } from '@/components/trial/link-page-frame';
import { WaitlistClaim } from '@/components/trial/waitlist-link';
import { waitlistClaimCopy as copy } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/nachruecken', noindex: true });

/** Behind the offer link of a waitlist mail: the seat held for the family; the token decides. */
export default function ClaimTrialSeatPage() {
  return (
    <TrialLinkPage title={copy.metaTitle}>
      <WaitlistClaim />
    </TrialLinkPage>
  );
}
