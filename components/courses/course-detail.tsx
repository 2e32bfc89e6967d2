import { AudienceText } from '@/components/audience/audience-text';
import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import type { Course } from '@/content/schema';
import { courseById, courses } from '@/content/courses';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { RichParagraphs } from '@/components/ui/rich-text';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-card">
      <dt className="text-sm font-bold text-ink-soft">{label}</dt>
      <dd className="mt-1 text-lg font-extrabold">{value}</dd>
    </div>
  );
}

export function CourseDetail({ course }: { course: Course }) {
  const prerequisites = course.prerequisiteIds.map(courseById).filter((c): c is Course => Boolean(c));
  const { about, courseInfo } = course;
  return (
    <article>
      <PageHeader
        crumbs={[{ name: 'Kurse', href: '/courses' }, { name: course.title }]}
        title={course.title}
        intro={
          <p>
            <AudienceText parent={course.shortDescription} child={course.shortDescriptionKind} />
          </p>
        }
      >
        {/* Stacked and full width on phones, so the three actions share one width; side by side from sm. */}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {/* Remounted per course, so the highlight starts again 500 ms after every course change. */}
          <Link key={course.id} href="/contact" className={`${buttonClasses({ size: 'lg' })} cta-highlight`}>
            Jetzt Anfragen
          </Link>
          <Link href="/start/signup" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            Kostenlose Probestunde
          </Link>
          <Link href={`/booking?kurs=${course.id}`} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            Diesen Kurs buchen
          </Link>
        </div>
      </PageHeader>

      <Container className="grid gap-12 pb-16 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            <Fact label="Level" value={course.courseId} />
            <Fact label="Alter" value={`${about.recommendedAgeMin}–${about.recommendedAgeMax} Jahre`} />
            <Fact label="Dauer" value={`${about.durationInMonths} Monate`} />
            <Fact label="Unterricht" value={`${courseInfo.duration}, ${courseInfo.frequency}`} />
          </dl>
          <p className="mt-6 rounded-xl border-l-4 border-primary bg-primary-tint p-4">
            <span className="font-extrabold">Für wen: </span>
            {about.targetGroup}
          </p>
          {prerequisites.length > 0 && (
            <p className="mt-4 rounded-xl border-l-4 border-coral bg-coral/10 p-4">
              <span className="font-extrabold">Voraussetzung: </span>
              abgeschlossener Kurs{' '}
              {prerequisites.map((p, i) => (
                <span key={p.id}>
                  {i > 0 && ' oder '}
                  <Link href={`/courses/${p.id}`} className="font-bold text-primary underline underline-offset-2">
                    {p.title}
                  </Link>
                </span>
              ))}
              . Level 3 ist nur nach dem passenden Level-2-Kurs möglich.
            </p>
          )}
          <h2 className="mt-10 text-2xl font-extrabold">Darum geht es</h2>
          <AudienceText
            as="div"
            className="mt-4 space-y-4 text-lg leading-relaxed"
            parent={<RichParagraphs paragraphs={course.fullDescription} />}
            child={<RichParagraphs paragraphs={course.fullDescriptionKind} />}
          />
          <h2 className="mt-10 text-2xl font-extrabold">
            <AudienceText parent="Das lernt Ihr Kind" child="Das lernst du" />
          </h2>
          <ol className="mt-4 grid gap-4">
            {course.courseContents.map((topic, index) => (
              <li key={topic.title} className="rounded-card border border-line bg-white p-5 shadow-card">
                <span className="text-3xl font-extrabold text-[#7c6cf0]" aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className="mt-1 text-lg font-extrabold">{topic.title}</h3>
                <p className="mt-1 text-ink-soft">{topic.description}</p>
              </li>
            ))}
          </ol>
        </div>

        <aside aria-label="Kursdetails" className="space-y-6">
          <Img
            src={course.imgSrc}
            alt={course.imgAlt}
            width={480}
            height={320}
            className="h-auto w-full rounded-card bg-primary-tint"
          />
          <div className="rounded-card border border-line bg-white p-6 shadow-card">
            <h2 className="text-xl font-extrabold">Auf einen Blick</h2>
            <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2">
              <dt className="font-bold text-ink-soft">Dauer</dt>
              <dd>{about.durationInMonths} Monate</dd>
              <dt className="font-bold text-ink-soft">Termin</dt>
              <dd>
                {courseInfo.frequency} {courseInfo.duration}
              </dd>
              <dt className="font-bold text-ink-soft">Form</dt>
              <dd>{courseInfo.type}, in kleinen Gruppen</dd>
              <dt className="font-bold text-ink-soft">Sprache</dt>
              <dd>{courseInfo.language}</dd>
              <dt className="font-bold text-ink-soft">Abschluss</dt>
              <dd>{courseInfo.zertificate}</dd>
            </dl>
          </div>
          {course.certificate && (
            <figure className="rounded-card border border-line bg-white p-4 shadow-card">
              <Img
                src={course.certificate.imgSrc}
                alt={`Muster des Zertifikats „${course.certificate.title}“`}
                width={600}
                height={424}
                className="h-auto w-full"
              />
              <figcaption className="mt-2 text-center text-sm text-ink-soft">
                Zum Abschluss: Zertifikat „{course.certificate.title}“
              </figcaption>
            </figure>
          )}
          <nav aria-label="Weiterlesen" className="flex flex-col gap-2">
            <Link href="/courses" className="font-bold text-primary underline underline-offset-4">
              ← Alle Kurse im Überblick
            </Link>
            <Link href="/faq" className="font-bold text-primary underline underline-offset-4">
              Häufige Fragen zu Ablauf und Preisen
            </Link>
          </nav>
        </aside>
      </Container>

      <Container className="pb-16">
        <h2 className="text-2xl font-extrabold">Weitere Kurse</h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {courses
            .filter((other) => other.id !== course.id)
            .map((other) => (
              <li key={other.id}>
                <Link
                  href={`/courses/${other.id}`}
                  className="inline-flex min-h-11 items-center rounded-pill border-2 border-line px-4 font-bold hover:border-primary hover:text-primary"
                >
                  {other.title}
                </Link>
              </li>
            ))}
        </ul>
      </Container>
    </article>
  );
}
