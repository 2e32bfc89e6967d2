import type { Metadata } from 'next';
import { DeclarationPage } from '@/components/membership/declaration-page';
import { declarationPageCopy } from '@/content/membership';
import { declareCancellation } from '@/lib/membership/declaration-action';
import { pageMetadata } from '@/lib/seo/metadata';

const copy = declarationPageCopy.cancellation;

export const metadata: Metadata = pageMetadata({ title: copy.title, description: copy.description, path: '/vertraege-kuendigen' });

export default function CancellationPage() {
  return <DeclarationPage kind="cancellation" declare={declareCancellation} />;
}
