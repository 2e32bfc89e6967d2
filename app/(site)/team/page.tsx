import type { Metadata } from 'next';
import { PageHeader } from '@/components/layout/page-header';
import { TeamGrid } from '@/components/team/team-grid';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata: Metadata = pageMetadata({
  title: 'Unser Team: die Lehrkräfte',
  description:
    'Lena, Jonas und Mira unterrichten bei CodingStars: Informatikerinnen und Informatiker mit pädagogischer Qualifikation, die Kinder fürs Programmieren begeistern.',
  path: '/team',
});

export default function TeamPage() {
  return (
    <>
      <PageHeader
        crumbs={[{ name: 'Über uns', href: '/info' }, { name: 'Team' }]}
        title="Unser Team"
        intro={<p>Drei Lehrkräfte, sieben Kurse: Diese Menschen begleiten Ihr Kind jede Woche live im Unterricht.</p>}
      />
      <Container className="pb-16">
        <TeamGrid headingLevel="h2" variant="detailed" firstScreen />
      </Container>
    </>
  );
}
