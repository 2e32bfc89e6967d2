import type { Metadata } from 'next';
import { TrialLinkPage } from '@/components/trial/link-page-frame';
import { TrialCancel } from '@/components/trial/trial-cancel';
import { trialCancelCopy as copy } from '@/content/trial-cancel';
import { pageMetadata } from '@/lib/seo';

export const metadata: Metadata = pageMetadata({ title: copy.metaTitle, description: copy.description, path: '/start/signup/absagen', noindex: true });

/** Behind the cancel link of a trial mail; the token in the address decides, in the browser and on the server. */
export default function CancelTrialPage() {
  return (
    <TrialLinkPage title={copy.metaTitle}>
      <TrialCancel />
    </TrialLinkPage>
  );
}
