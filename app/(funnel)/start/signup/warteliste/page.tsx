import type { Metadata } from 'next';
import { TrialLinkPage } from '@/components/trial/link-page-frame';
import { WaitlistLeave } from '@/components/trial/waitlist-link';
import { waitlistLeaveCopy as copy } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/warteliste', noindex: true });

/** Behind the leave link of a waitlist mail: where the family stands; the token decides. */
export default function LeaveWaitlistPage() {
  return (
    <TrialLinkPage title={copy.metaTitle}>
      <WaitlistLeave />
    </TrialLinkPage>
  );
}
