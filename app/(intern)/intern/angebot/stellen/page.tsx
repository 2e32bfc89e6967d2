import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OfferHistory } from '@/components/intern/offer/offer-history';
import { OfferPageHead } from '@/components/intern/offer/offer-page-head';
import { PositionsView } from '@/components/intern/offer/positions-view';
import { Container } from '@/components/ui/container';
import { offerCopy } from '@/content/intern-offer';
import { requireStaff } from '@/lib/auth/session';
import { historyOf, PAGE_KINDS, positionsPage } from '@/lib/offer/intern-view';
import { offerStore } from '@/lib/offer/watch';

const copy = offerCopy.positions;

export const metadata: Metadata = { title: copy.title };

/** The positions of /jobs, open or closed, and a new one. */
export default async function PositionsPage() {
  await requireStaff();
  const store = await offerStore();
  if (!store) notFound();
  const [page, history] = await Promise.all([positionsPage(store), historyOf(store, PAGE_KINDS.positions)]);
  return (
    <Container className="py-10">
      <OfferPageHead title={copy.title} intro={copy.intro} effects={copy.effects} />
      <PositionsView positions={page.positions} add={page.add} />
      <OfferHistory entries={history} />
    </Container>
  );
}
