import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OfferHistory } from '@/components/intern/offer/offer-history';
import { OfferPageHead } from '@/components/intern/offer/offer-page-head';
import { RunsView } from '@/components/intern/offer/runs-view';
import { Container } from '@/components/ui/container';
import { offerCopy } from '@/content/intern-offer';
import { requireStaff } from '@/lib/auth/session';
import { berlinIsoDate } from '@/lib/calendar/dates';
import { historyOf, PAGE_KINDS, runsPage } from '@/lib/offer/intern-view';
import { offerStore } from '@/lib/offer/watch';

const copy = offerCopy.runs;

export const metadata: Metadata = { title: copy.title };

/** The runs of the holiday courses and the Python course: dates, price and state, each saved with its version. */
export default async function HolidayRunsPage() {
  await requireStaff();
  const store = await offerStore();
  if (!store) notFound();
  const [courses, history] = await Promise.all([runsPage(store, berlinIsoDate(new Date())), historyOf(store, PAGE_KINDS.runs)]);
  return (
    <Container className="py-10">
      <OfferPageHead title={copy.title} intro={copy.intro} effects={copy.effects} />
      <RunsView courses={courses} />
      <OfferHistory entries={history} />
    </Container>
  );
}
