import type { Metadata } from 'next';
import { TrialLinkPage } from '@/components/trial/link-page-frame';
import { WaitlistClaim } from '@/components/trial/waitlist-link';
import { waitlistClaimCopy as copy } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo/metadata';
import { claimView } from '@/lib/trial/link-actions';
import { runLinkStep, tokenOf } from '@/lib/trial/link-page';
import { claimFromLink } from '@/lib/trial/link-page-actions';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/nachruecken', noindex: true });

/** Behind the offer link of a waitlist mail: the seat held for the family, rendered from the link. Each look counts against the sender's limit. */
export default async function ClaimTrialSeatPage({ searchParams }: PageProps<'/start/signup/nachruecken'>) {
  const token = await tokenOf(searchParams);
  const initial = await runLinkStep('waitlist', token, (deps) => claimView(deps, token), { state: 'invalid' });
  return (
    <TrialLinkPage title={copy.metaTitle}>
      <WaitlistClaim initial={initial} act={claimFromLink} />
    </TrialLinkPage>
  );
}
