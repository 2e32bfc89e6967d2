import { Img } from '@/components/ui/img';
import { formatEuro } from '@/content/format';
import { Link } from '@/components/ui/link';
import type { HolidayCourse } from '@/content/schema';
import { OfferDatesList } from './offer-dates';

/** `firstScreen`: the card is in a phone's first screen, so its picture loads at once instead of lazily. */
export function HolidayCourseCard({ course, firstScreen = false }: { course: HolidayCourse; firstScreen?: boolean }) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card focus-within:ring-3 focus-within:ring-primary">
      <Img
        src={course.imgSrc}
        alt=""
        width={480}
        height={320}
        loading={firstScreen ? 'eager' : 'lazy'}
        className="aspect-[3/2] h-auto w-full bg-primary-tint" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-extrabold text-primary">
          {course.about.recommendedAgeMin}–{course.about.recommendedAgeMax} Jahre · {formatEuro(course.price)}
        </p>
        <h2 className="mt-1 text-xl font-extrabold">
          {/* Opens the popup over the list; moving between holiday-course pages keeps the scroll position (spec §2). */}
          <Link href={`/ferienkurse/${course.slug}`} scroll={false} className="after:absolute after:inset-0 focus:outline-none">
            {course.title}
          </Link>
        </h2>
        <p className="mt-2 text-ink-soft">{course.shortDescription}</p>
        {/* Dates and action sit at the bottom, so their dividers line up across a row whatever the text above. */}
        <div className="mt-auto pt-4">
          <div className="border-t border-line pt-4 text-sm">
            <OfferDatesList dates={course.dates} time={course.courseTime} />
          </div>
          <p aria-hidden="true" className="pt-4 font-bold text-primary">
            Details ansehen →
          </p>
        </div>
      </div>
    </article>
  );
}
