import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { discounts, packages, pricesFootnote, pricesPageContent } from '@/content/packages';
import { PackageCard } from '@/components/courses/package-card';
import { PriceBanner } from '@/components/courses/price-banner';
import { PageHeader } from '@/components/layout/page-header';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Preise und Pakete',
  description: pricesPageContent.description,
  path: '/preise',
});

export default function PricesPage() {
  const [trial, ...paid] = packages;
  const firstRow = [trial, ...paid.slice(0, 2)].filter((p) => p !== undefined);
  const secondRow = paid.slice(2);
  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Preise' }]}
        title="Preise und Pakete"
        intro={<p>{pricesPageContent.intro}</p>}
      />
      <Container className="pb-12">
        <div className="grid gap-6 md:grid-cols-3">
          {firstRow.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </div>
        <div className="mx-auto mt-6 grid gap-6 md:grid-cols-2 lg:max-w-[calc(66.666%+0.75rem)]">
          {secondRow.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </div>
      </Container>
      <PriceBanner />
      <Container className="py-12">
        <h2 className="text-2xl font-extrabold">Rabatte</h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {discounts.map((discount) => (
            <li key={discount.id} className="rounded-card border border-line bg-primary-tint p-5">
              {discount.text}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-ink-soft">{pricesPageContent.unitNote}</p>
        <p className="mt-2 text-ink-soft">{pricesFootnote}</p>
        <p className="mt-4">
          <Link href="/courses" className="font-bold text-primary underline underline-offset-4">
            Welcher Kurs passt? Zur Kursübersicht
          </Link>
        </p>
      </Container>
    </>
  );
}
