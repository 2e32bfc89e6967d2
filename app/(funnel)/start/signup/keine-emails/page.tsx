import type { Metadata } from 'next';
import { TrialLinkPage } from '@/components/trial/link-page-frame';
import { TrialStop } from '@/components/trial/trial-stop';
import { trialStopCopy as copy } from '@/content/trial-links';
import { pageMetadata } from '@/lib/seo/metadata';
import { stopView } from '@/lib/trial/link-actions';
import { runLinkStep, tokenOf } from '@/lib/trial/link-page';
import { stopFromLink } from '@/lib/trial/link-page-actions';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/keine-emails', noindex: true });

/** Behind the stop link of the mails after a trial lesson: the trial and its button, rendered from the link. Each look counts against the sender's limit. */
export default async function StopTrialMailPage({ searchParams }: PageProps<'/start/signup/keine-emails'>) {
  const token = await tokenOf(searchParams);
  const initial = await runLinkStep('stop', token, (deps) => stopView(deps, token), { state: 'invalid' });
  return (
    <TrialLinkPage title={copy.metaTitle}>
      <TrialStop initial={initial} act={stopFromLink} />
    </TrialLinkPage>
  );
}
