import { AudienceText } from '@/components/audience/audience-text';
import { Img } from '@/components/ui/img';
import { homeContent } from '@/content/home';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { FallingIcons } from './falling-icons';

export function Hero() {
  const { hero } = homeContent;
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-gradient-to-b from-primary-tint to-white">
      <Container className="relative grid items-center gap-10 py-12 md:grid-cols-[1.1fr_1fr] md:py-20">
        <div>
          <p className="mb-3 inline-flex rounded-pill bg-white px-3 py-1 text-sm font-bold text-primary shadow-card">
            {hero.eyebrow}
          </p>
          <h1 id="hero-heading" className="text-4xl leading-tight font-extrabold text-balance sm:text-5xl">
            <AudienceText parent={hero.headline} child={hero.headlineKind} />
          </h1>
          <ul className="mt-6 space-y-3 text-lg">
            {hero.bullets.map((bullet, index) => (
              <li key={bullet} className="flex gap-3">
                <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className="mt-0.5 shrink-0 text-teal">
                  <circle cx="12" cy="12" r="11" fill="currentColor" />
                  <path d="m7 12.5 3.2 3L17 9" fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <span>
                  <AudienceText parent={bullet} child={hero.bulletsKind[index]} />
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/start/signup" size="lg">
              {hero.cta}
            </ButtonLink>
            <ButtonLink href="/courses" size="lg" variant="secondary">
              {hero.secondaryCta}
            </ButtonLink>
          </div>
        </div>
        {/* On a phone it starts at the bottom edge of the first screen (in Arial-like fallback text even a little
            above it): the text paints first, and its SVG document, one of the slowest tasks before a paint, comes
            after. Low priority also tells e2e/pages.spec.ts that it is deferred on purpose. */}
        <Img
          fetchPriority="low"
          src="/images/home/hero.svg"
          alt={hero.imageAlt}
          width={560}
          height={440}
          className="mx-auto h-auto w-full max-w-md md:max-w-none"
        />
      </Container>
      {/* After the text in the HTML, behind it by z-index: a first frame painted while the hero was still arriving put
          the still icons (reduced motion) at their percentages of a hero without its text, and moved them when it came
          (a layout shift of 0.03 to 0.06 on /). */}
      <FallingIcons />
    </section>
  );
}
