import type { Metadata } from 'next';
import { FunnelHero } from '@/components/funnel/funnel-hero';
import { TrialCancel } from '@/components/trial/trial-cancel';
import { trialCancelCopy as copy } from '@/content/trial-cancel';
import { trialLinksCopy as shared } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/absagen', noindex: true });

/** Behind the cancel link of a trial mail; the token in the address decides, in the browser and on the server. */
export default function CancelTrialPage() {
  return (
    <FunnelHero eyebrow={shared.eyebrow} title={copy.metaTitle} intro={<noscript>{shared.noScript}</noscript>}>
      <div className="mt-6">
        <TrialCancel />
      </div>
    </FunnelHero>
  );
}
