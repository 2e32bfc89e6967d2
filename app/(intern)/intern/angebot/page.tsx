import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OfferOverview } from '@/components/intern/offer/offer-overview';
import { Container } from '@/components/ui/container';
import { offerCopy } from '@/content/intern-offer';
import { requireStaff } from '@/lib/auth/session';
import { historyOf } from '@/lib/offer/intern-view';
import { offerStore } from '@/lib/offer/watch';

export const metadata: Metadata = { title: offerCopy.overview.title };

/** The season's offer in the team's hands: its four parts, what each changes on the website, the latest changes. */
export default async function OfferPage() {
  await requireStaff();
  const store = await offerStore();
  if (!store) notFound();
  const latest = await historyOf(store, undefined, 10);
  return (
    <Container className="py-10">
      <OfferOverview latest={latest} />
    </Container>
  );
}
