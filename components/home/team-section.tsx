import { Link } from '@/components/ui/link';
import { homeContent } from '@/content/home';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { TeamGrid } from '@/components/team/team-grid';

export function TeamSection({ id }: { id: string }) {
  const { team } = homeContent;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="render-when-near py-16">
      <Container>
        <SectionHeading id={`${id}-heading`} title={team.heading} intro={team.intro} />
        <TeamGrid variant="compact" />
        <p className="mt-8 text-center">
          <Link href="/info" className="font-bold text-primary underline underline-offset-4 hover:text-primary-dark">
            {team.link}
          </Link>
        </p>
      </Container>
    </section>
  );
}
