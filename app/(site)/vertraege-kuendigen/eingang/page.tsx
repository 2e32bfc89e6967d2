import type { Metadata } from 'next';
import { DeclarationReceipt } from '@/components/membership/declaration-receipt';
import { declarationPageCopy } from '@/content/membership';
import { receiptPage } from '@/lib/membership/receipt-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { tokenOf } from '@/lib/trial/link-page';

export const metadata: Metadata = pageMetadata({
  title: declarationPageCopy.receiptTitle.cancellation,
  description: declarationPageCopy.cancellation.description,
  path: '/vertraege-kuendigen/eingang',
  noindex: true,
});

/** The confirmation behind the link with the declaration's token: rendered per request from its row, never cached. */
export default async function CancellationReceiptPage({ searchParams }: PageProps<'/vertraege-kuendigen/eingang'>) {
  return <DeclarationReceipt kind="cancellation" page={await receiptPage('cancellation', await tokenOf(searchParams))} />;
}
