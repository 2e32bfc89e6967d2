import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { bookingIntro } from '@/content/booking-intro';
import { siteConfig } from '@/content/site';
import { pageMetadata } from '@/lib/seo';

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
        <ol className="grid gap-4 md:grid-cols-5">
          {bookingIntro.steps.map((step, index) => (
            <li key={step.title} className="rounded-card border border-line bg-white p-5 shadow-card">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary font-extrabold text-white">
                {index + 1}
              </span>
              <h2 className="mt-3 text-lg font-extrabold">{step.title}</h2>
              <p className="mt-1 text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-8 text-ink-soft">
          Lieber persönlich? Rufen Sie uns an unter{' '}
          <a href={siteConfig.phoneHref} className="whitespace-nowrap font-bold text-primary underline">
            {siteConfig.phoneDisplay}
          </a>{' '}
          oder vergleichen Sie zuerst die{' '}
          <Link href="/preise" className="font-bold text-primary underline">
            Preise und Pakete
          </Link>
          .
        </p>
      </Container>
    </>
  );
}
