import type { Metadata } from 'next';
import { FunnelHero } from '@/components/funnel/funnel-hero';
import { TrialMove } from '@/components/trial/trial-move';
import { trialLinksCopy as shared, trialMoveCopy as copy } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/verschieben', noindex: true });

/** Behind the move link of a trial mail: the next four dates with free seats; the token decides. */
export default function MoveTrialPage() {
  return (
    <FunnelHero eyebrow={shared.eyebrow} title={copy.metaTitle} intro={<noscript>{shared.noScript}</noscript>}>
      <div className="mt-6">
        <TrialMove />
      </div>
    </FunnelHero>
  );
}
