import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { Accordion } from '@/components/ui/accordion';
import { Container } from '@/components/ui/container';
import { siteConfig } from '@/content/site';
import { openPositions } from '@/lib/offer/courses';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Karriere: offene Stellen',
  description:
    'Programmieren unterrichten und Kinder begeistern: Hier finden Sie die offenen Stellen bei CodingStars und wie Sie sich initiativ bewerben.',
  path: '/jobs',
});

function JobList({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h3 className="mt-4 font-extrabold text-ink">{title}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

export default function JobsPage() {
  const positions = openPositions();
  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Karriere' }]}
        title="Karriere bei CodingStars"
        intro={<p>Wir freuen uns über Menschen, die Kindern mit Geduld und Begeisterung das Programmieren beibringen.</p>}
      />
      <Container className="pb-16">
        <div className="max-w-3xl">
          {positions.length === 0 ? (
            <p className="rounded-card border border-line bg-primary-tint p-6 text-lg font-bold">
              Momentan stehen leider keine offenen Stellen zur Verfügung.
            </p>
          ) : (
            <Accordion
              items={positions.map((position) => ({
                id: position.id,
                title: position.positionTitle,
                content: (
                  <>
                    <p className="font-bold text-ink">{position.type}</p>
                    <JobList title="Deine Aufgaben" items={position.tasks} />
                    <JobList title="Dein Profil" items={position.profile} />
                    <JobList title="Wir bieten" items={position.offer} />
                  </>
                ),
              }))}
            />
          )}
          <p className="mt-8 text-ink-soft">
            Initiativbewerbungen sind jederzeit willkommen: Schreiben Sie uns an{' '}
            <a href={`mailto:${siteConfig.email}`} className="font-bold text-primary underline">
              {siteConfig.email}
            </a>
            .
          </p>
        </div>
      </Container>
    </>
  );
}
