import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CalendarView } from '@/components/intern/offer/calendar-view';
import { OfferHistory } from '@/components/intern/offer/offer-history';
import { OfferPageHead } from '@/components/intern/offer/offer-page-head';
import { Container } from '@/components/ui/container';
import { offerCopy } from '@/content/intern-offer';
import { requireStaff } from '@/lib/auth/session';
import { berlinIsoDate } from '@/lib/calendar/dates';
import { calendarPage, historyOf, PAGE_KINDS } from '@/lib/offer/intern-view';
import { offerStore } from '@/lib/offer/watch';

const copy = offerCopy.calendar;

export const metadata: Metadata = { title: copy.title };

/** The lesson calendar: how far it reaches, the school holidays, the public holidays and the days without lessons. */
export default async function CalendarPage() {
  await requireStaff();
  const store = await offerStore();
  if (!store) notFound();
  const now = new Date();
  const [page, history] = await Promise.all([calendarPage(store, now, berlinIsoDate(now)), historyOf(store, PAGE_KINDS.calendar)]);
  return (
    <Container className="py-10">
      <OfferPageHead title={copy.title} intro={copy.intro} effects={copy.effects} />
      <CalendarView page={page} />
      <OfferHistory entries={history} />
    </Container>
  );
}
