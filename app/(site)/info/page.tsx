import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { TeamGrid } from '@/components/team/team-grid';
import { Container } from '@/components/ui/container';
import { aboutContent } from '@/content/about';
import { pageMetadata } from '@/lib/seo/metadata';
import { CheckList } from '@/components/ui/check-list';

export const metadata: Metadata = pageMetadata({
  title: 'Über uns',
  description:
    'Wer hinter CodingStars steht: drei Lehrkräfte, die Kindern seit Jahren das Programmieren beibringen, kleine Gruppen und ein sicherer Online-Unterricht.',
  path: '/info',
});

export default function InfoPage() {
  return (
    <>
      <PageHeader crumbs={[{ name: 'Über uns' }]} title={aboutContent.title} intro={<p>{aboutContent.intro}</p>} />
      <Container className="pb-8">
        <div className="grid gap-6 md:grid-cols-3">
          {aboutContent.values.map((value) => (
            <section key={value.title} aria-labelledby={`wert-${value.id}`} className="rounded-card bg-primary-tint p-6">
              <h2 id={`wert-${value.id}`} className="text-xl font-extrabold">
                {value.title}
              </h2>
              <p className="mt-2 text-ink-soft">{value.text}</p>
            </section>
          ))}
        </div>
      </Container>
      <Container className="py-12">
        <h2 className="mb-8 text-3xl font-extrabold">Unser Team</h2>
        <TeamGrid />
      </Container>
      <Container className="pb-16">
        <section aria-labelledby="datenschutz-info" className="rounded-card border-2 border-teal/40 bg-white p-6 sm:p-8">
          <h2 id="datenschutz-info" className="text-2xl font-extrabold">
            {aboutContent.privacy.title}
          </h2>
          <CheckList items={aboutContent.privacy.points} className="mt-4" />
          <p className="mt-4">
            Mehr dazu in unserer{' '}
            <Link href="/datenschutz" className="font-bold text-primary underline">
              Datenschutzerklärung
            </Link>{' '}
            und in den{' '}
            <Link href="/faq" className="font-bold text-primary underline">
              häufigen Fragen
            </Link>
            .
          </p>
        </section>
      </Container>
    </>
  );
}
