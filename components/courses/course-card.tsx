import { AudienceText } from '@/components/audience/audience-text';
import { Img } from '@/components/ui/img';
import { Link } from '@/components/ui/link';
import type { Course } from '@/content/schema';
import { courseById } from '@/content/courses';
import { inlinePicture } from '@/lib/ui/inline-picture';

/**
 * A course in the curriculum diagram; longer text from the wide layout (1198 px) on, a teaser below.
 * `firstScreen`: the card is in a phone's first screen, so its picture comes with the page (lib/ui/inline-picture.ts)
 * instead of loading lazily.
 */
export function CourseCard({ course, firstScreen = false }: { course: Course; firstScreen?: boolean }) {
  const prerequisites = course.prerequisiteIds.map((id) => courseById(id)?.title).filter(Boolean);
  return (
    <article className="relative flex h-full w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow focus-within:ring-3 focus-within:ring-primary hover:shadow-lg">
      <Img
        src={firstScreen ? inlinePicture(course.imgSrc) : course.imgSrc}
        alt=""
        width={480}
        height={320}
        loading={firstScreen ? 'eager' : 'lazy'}
        className="aspect-[3/2] h-auto w-full bg-primary-tint object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-extrabold text-primary">
          Level {course.courseId} · {course.about.recommendedAgeMin}–{course.about.recommendedAgeMax} Jahre
        </p>
        <h3 className="mt-1 text-xl font-extrabold">
          <Link href={`/courses/${course.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {course.title}
          </Link>
        </h3>
        <p className="mt-2 text-ink-soft wide:hidden">
          <AudienceText parent={course.teaser} child={course.teaserKind} />
        </p>
        <p className="mt-2 hidden text-ink-soft wide:block">
          <AudienceText parent={course.shortDescription} child={course.shortDescriptionKind} />
        </p>
        {prerequisites.length > 0 && (
          <p className="mt-3 text-sm font-bold text-coral-dark">Voraussetzung: {prerequisites.join(' oder ')}</p>
        )}
        <p className="mt-auto pt-4 font-bold text-primary" aria-hidden="true">
          Zum Kurs →
        </p>
      </div>
    </article>
  );
}
