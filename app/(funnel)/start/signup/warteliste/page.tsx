import type { Metadata } from 'next';
import { FunnelHero } from '@/components/funnel/funnel-hero';
import { WaitlistLeave } from '@/components/trial/waitlist-link';
import { trialLinksCopy as shared, waitlistLeaveCopy as copy } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/warteliste', noindex: true });

/** Behind the leave link of a waitlist mail: where the family stands; the token decides. */
export default function LeaveWaitlistPage() {
  return (
    <FunnelHero eyebrow={shared.eyebrow} title={copy.metaTitle} intro={<noscript>{shared.noScript}</noscript>}>
      <div className="mt-6">
        <WaitlistLeave />
      </div>
    </FunnelHero>
  );
}
