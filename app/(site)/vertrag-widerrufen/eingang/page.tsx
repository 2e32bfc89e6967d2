import type { Metadata } from 'next';
import { DeclarationReceipt } from '@/components/membership/declaration-receipt';
import { declarationPageCopy } from '@/content/membership';
import { receiptPage } from '@/lib/membership/receipt-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { tokenOf } from '@/lib/trial/link-page';

export const metadata: Metadata = pageMetadata({
  title: declarationPageCopy.receiptTitle.withdrawal,
  description: declarationPageCopy.withdrawal.description,
  path: '/vertrag-widerrufen/eingang',
  noindex: true,
});

/** The confirmation behind the link with the declaration's token: rendered per request from its row, never cached. */
export default async function WithdrawalReceiptPage({ searchParams }: PageProps<'/vertrag-widerrufen/eingang'>) {
  return <DeclarationReceipt kind="withdrawal" page={await receiptPage('withdrawal', await tokenOf(searchParams))} />;
}
