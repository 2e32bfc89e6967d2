import type { Metadata } from 'next';
import { TrialLinkPage } from '@/components/trial/link-page-frame';
import { TrialMove } from '@/components/trial/trial-move';
import { trialMoveCopy as copy } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo/metadata';
import { moveView } from '@/lib/trial/link-actions';
import { runLinkStep, tokenOf } from '@/lib/trial/link-page';
import { moveFromLink } from '@/lib/trial/link-page-actions';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/verschieben', noindex: true });

/** Behind the move link of a trial mail: the next four dates with free seats, rendered from the link. Each look counts against the sender's limit. */
export default async function MoveTrialPage({ searchParams }: PageProps<'/start/signup/verschieben'>) {
  const token = await tokenOf(searchParams);
  const initial = await runLinkStep('move', token, (deps) => moveView(deps, token), { state: 'invalid' });
  return (
    <TrialLinkPage title={copy.metaTitle}>
      <TrialMove initial={initial} act={moveFromLink} />
    </TrialLinkPage>
  );
}
