import type { Metadata } from 'next';
import { TrialLinkPage } from '@/components/trial/link-page-frame';
import { TrialCancel } from '@/components/trial/trial-cancel';
import { trialCancelCopy as copy } from '@/content/trial-cancel';
import { pageMetadata } from '@/lib/seo/metadata';
import { cancelView } from '@/lib/trial/link-actions';
import { runLinkStep, tokenOf } from '@/lib/trial/link-page';
import { cancelFromLink } from '@/lib/trial/link-page-actions';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/absagen', noindex: true });

/** Behind the cancel link of a trial mail: the seat and its button, rendered from the link. Each look counts against the sender's limit. */
export default async function CancelTrialPage({ searchParams }: PageProps<'/start/signup/absagen'>) {
  const token = await tokenOf(searchParams);
  const initial = await runLinkStep('cancel', token, (deps) => cancelView(deps, token), { state: 'invalid' });
  return (
    <TrialLinkPage title={copy.metaTitle}>
      <TrialCancel initial={initial} act={cancelFromLink} />
    </TrialLinkPage>
  );
}
