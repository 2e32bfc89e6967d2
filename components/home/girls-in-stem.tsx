import { AudienceText } from '@/components/audience/audience-text';
import { Img } from '@/components/ui/img';
import { homeContent } from '@/content/home';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

export function GirlsInStem({ id }: { id: string }) {
  const { girlsInStem } = homeContent;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="render-when-near bg-primary-tint py-16">
      <Container className="grid items-center gap-10 md:grid-cols-2">
        <Img
          src="/images/home/girls-in-stem.svg"
          alt={girlsInStem.imageAlt}
          width={480}
          height={360}
          className="order-last mx-auto h-auto w-full max-w-md md:order-first"
        />
        <div>
          <h2 id={`${id}-heading`} className="text-3xl font-extrabold text-balance sm:text-4xl">
            {girlsInStem.heading}
          </h2>
          <AudienceText
            as="div"
            parent={girlsInStem.text.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-ink-soft">
                {paragraph}
              </p>
            ))}
            child={girlsInStem.textKind.map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg text-ink-soft">
                {paragraph}
              </p>
            ))}
          />
          <ButtonLink href="/contact" className="mt-6">
            {girlsInStem.cta}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
