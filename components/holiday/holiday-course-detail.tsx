import { Img } from '@/components/ui/img';
import { formatEuro } from '@/content/format';
import type { HolidayCourse } from '@/content/schema';
import { AudienceText } from '@/components/audience/audience-text';
import { RichParagraphs } from '@/components/ui/rich-text';
import { OfferDatesList } from './offer-dates';


interface HolidayCourseDetailProps {
  course: HolidayCourse;
  /** Id of the heading, for the dialog or section that labels itself with it. */
  headingId: string;
  headingLevel?: 'h1' | 'h2';
}

/** Everything about one holiday (or Python) course: description, contents, facts, dates and instructor. */
export function HolidayCourseDetail({ course, headingId, headingLevel: Heading = 'h2' }: HolidayCourseDetailProps) {
  const { about, courseInfo } = course;
  const SubHeading = Heading === 'h1' ? 'h2' : 'h3';
  return (
    <div className="grid gap-8 md:grid-cols-[1.3fr_1fr]">
      <div>
        <p className="text-sm font-extrabold text-primary">
          {about.recommendedAgeMin}–{about.recommendedAgeMax} Jahre · {formatEuro(course.price)}
        </p>
        <Heading id={headingId} className="mt-1 text-3xl font-extrabold text-balance">
          {course.title}
        </Heading>
        <AudienceText
          as="div"
          className="mt-4 space-y-3 leading-relaxed"
          parent={<RichParagraphs paragraphs={course.longDescription} />}
          child={course.longDescriptionKind && <RichParagraphs paragraphs={course.longDescriptionKind} />}
        />
        <SubHeading className="mt-6 text-xl font-extrabold">Das steht auf dem Plan</SubHeading>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {course.courseContents.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className="space-y-5">
        <Img src={course.imgSrc} alt={course.imgAlt} width={480} height={320} className="h-auto w-full rounded-card bg-primary-tint" />
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 rounded-card border border-line p-5">
          <dt className="font-bold text-ink-soft">Für</dt>
          <dd>{about.targetGroup}</dd>
          <dt className="font-bold text-ink-soft">Alter</dt>
          <dd>
            {about.recommendedAgeMin} bis {about.recommendedAgeMax} Jahre
          </dd>
          <dt className="font-bold text-ink-soft">Dauer</dt>
          <dd>
            {courseInfo.durationInWeeks} {courseInfo.durationInWeeks === 1 ? 'Woche' : 'Wochen'}, {courseInfo.frequency}
          </dd>
          <dt className="font-bold text-ink-soft">Täglich</dt>
          <dd>
            {course.courseTime} Uhr ({courseInfo.duration})
          </dd>
          <dt className="font-bold text-ink-soft">Form</dt>
          <dd>
            {courseInfo.type}, auf {courseInfo.language}
          </dd>
          <dt className="font-bold text-ink-soft">Abschluss</dt>
          <dd>{courseInfo.zertificate}</dd>
          <dt className="font-bold text-ink-soft">Preis</dt>
          <dd className="font-extrabold">{formatEuro(course.price)}</dd>
          <dt className="font-bold text-ink-soft">Termine</dt>
          <dd>
            <OfferDatesList dates={course.dates} time={course.courseTime} />
          </dd>
        </dl>
        <div className="flex items-center gap-3">
          <Img src={course.instructor.image} alt="" width={56} height={56} className="size-14 rounded-full bg-primary-tint" />
          <p>
            <span className="block text-sm text-ink-soft">Kursleitung</span>
            <span className="font-extrabold">{course.instructor.name}</span>
          </p>
        </div>
      </div>
    </div>
  );
}
