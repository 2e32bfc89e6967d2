import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OfferHistory } from '@/components/intern/offer/offer-history';
import { OfferPageHead } from '@/components/intern/offer/offer-page-head';
import { PromotionView } from '@/components/intern/offer/promotion-view';
import { Container } from '@/components/ui/container';
import { offerCopy } from '@/content/intern-offer';
import { requireStaff } from '@/lib/auth/session';
import { historyOf, PAGE_KINDS, promotionPage } from '@/lib/offer/intern-view';
import { offerStore } from '@/lib/offer/watch';

const copy = offerCopy.promotion;

export const metadata: Metadata = { title: copy.title };

/** The promotion on /promo: edited, ended, or a new one entered. */
export default async function PromotionPage() {
  await requireStaff();
  const store = await offerStore();
  if (!store) notFound();
  const [page, history] = await Promise.all([promotionPage(store), historyOf(store, PAGE_KINDS.promotion)]);
  return (
    <Container className="py-10">
      <OfferPageHead title={copy.title} intro={copy.intro} effects={copy.effects} />
      <PromotionView current={page.current} add={page.add} />
      <OfferHistory entries={history} />
    </Container>
  );
}
