import type { Metadata } from 'next';
import { DeclarationPage } from '@/components/membership/declaration-page';
import { declarationPageCopy } from '@/content/membership';
import { declareWithdrawal } from '@/lib/membership/declaration-action';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = declarationPageCopy.withdrawal;

export const metadata: Metadata = pageMetadata({ title: copy.title, description: copy.description, path: '/vertrag-widerrufen' });

export default function WithdrawalPage() {
  return <DeclarationPage kind="withdrawal" declare={declareWithdrawal} />;
}
