import type { ReactNode } from 'react';
import { FunnelHero } from '@/components/funnel/funnel-hero';
import { trialLinksCopy as shared } from '@/content/trial-links';

/** The frame of every page behind a link in a parent's mail: the page's title, then what the link stands for. */
export function TrialLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FunnelHero eyebrow={shared.eyebrow} title={title}>
      <div className="mt-6">{children}</div>
    </FunnelHero>
  );
}
