import type { Metadata } from 'next';
import { TrialLinkPage } from '@/components/trial/link-page-frame';
import { WaitlistLeave } from '@/components/trial/waitlist-link';
import { waitlistLeaveCopy as copy } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo/metadata';
import { leaveView } from '@/lib/trial/link-actions';
import { runLinkStep, tokenOf } from '@/lib/trial/link-page';
import { leaveFromLink } from '@/lib/trial/link-page-actions';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/warteliste', noindex: true });

/** Behind the leave link of a waitlist mail: where the family stands, rendered from the link. Each look counts against the sender's limit. */
export default async function LeaveWaitlistPage({ searchParams }: PageProps<'/start/signup/warteliste'>) {
  const token = await tokenOf(searchParams);
  const initial = await runLinkStep('waitlist', token, (deps) => leaveView(deps, token), { state: 'invalid' });
  return (
    <TrialLinkPage title={copy.metaTitle}>
      <WaitlistLeave initial={initial} act={leaveFromLink} />
    </TrialLinkPage>
  );
}
