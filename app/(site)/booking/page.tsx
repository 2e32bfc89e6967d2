import type { Metadata } from 'next';
import { BookingWizard } from '@/components/booking/booking-wizard';
import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { RequiresScript } from '@/components/ui/requires-script';
import { noScriptContent } from '@/content/no-script';
import { bookingIntro } from '@/content/booking-intro';
import { bookingSepaMandate } from '@/content/membership';
import { bookingCatalog } from '@/lib/booking/catalog';
import { env } from '@/lib/server/env';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Kursplatz buchen',
  description: 'Buchen Sie in fünf Schritten einen festen Platz in einem CodingStars-Kurs für Ihr Kind.',
  path: '/booking',
  noindex: true,
});

export default function BookingPage() {
  return (
    <>
      <PageHeader crumbs={[{ name: 'Buchung' }]} title={bookingIntro.title} intro={<p>{bookingIntro.intro}</p>} />
      <Container className="pb-16">
        <div className="mx-auto max-w-5xl">
          <RequiresScript notice={noScriptContent.booking} noticeClassName="rounded-card border border-line bg-white p-6 shadow-card">
            {/* Read when the page is built: the server warns at start when its variables differ (lib/outbox/service.ts). */}
            <BookingWizard catalog={bookingCatalog} setup={{ sepa: Boolean(env.sepaCreditorId), sepaMandate: bookingSepaMandate }} />
          </RequiresScript>
        </div>
      </Container>
    </>
  );
}
