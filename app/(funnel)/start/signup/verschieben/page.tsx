import type { Metadata } from 'next';
import { TrialLinkPage } from '@/components/trial/link-page-frame';
import { TrialMove } from '@/components/trial/trial-move';
import { trialMoveCopy as copy } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/verschieben', noindex: true });

/** Behind the move link of a trial mail: the next four dates with free seats; the token decides. */
export default function MoveTrialPage() {
  return (
    <TrialLinkPage title={copy.metaTitle}>
      <TrialMove />
    </TrialLinkPage>
  );
}
