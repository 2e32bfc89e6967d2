import { AudienceText } from '@/components/audience/audience-text';
import { Img } from '@/components/ui/img';
import { benefits } from '@/content/benefits';
import { homeContent } from '@/content/home';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';

/** Five reasons to learn programming, in the parent or child wording of the audience view. */
export function Reasons({ id }: { id: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="render-when-near py-16">
      <Container>
        <SectionHeading
          id={`${id}-heading`}
          title={<AudienceText parent={homeContent.reasons.heading} child={homeContent.reasons.headingKind} />}
          intro={<AudienceText parent={homeContent.reasons.intro} child={homeContent.reasons.introKind} />}
        />
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map((benefit) => (
            <li key={benefit.nmbr} className="rounded-card border border-line bg-white p-6 shadow-card">
              <div className="flex items-center gap-4">
                <Img src={benefit.iconUrl} alt="" width={56} height={56} />
                <span className="text-4xl font-extrabold text-[#7c6cf0]" aria-hidden="true">
                  {benefit.nmbr}
                </span>
              </div>
              <h3 className="mt-4 text-xl font-extrabold">
                <AudienceText parent={benefit.title} child={benefit.titleKind} />
              </h3>
              <p className="mt-2 text-ink-soft">
                <AudienceText parent={benefit.description} child={benefit.descriptionKind} />
              </p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
