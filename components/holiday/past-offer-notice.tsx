import { DatedOfferSwitch } from '@/components/dates/dated-offer-switch';
import { holidayCourseCopy } from '@/content/holiday-courses';
import type { HolidayCourse } from '@/content/schema';

/** The notice itself: the offer's dates are over, a request now asks to be told of the next ones. */
export function NewDatesNotice({ courseTitle }: { courseTitle: string }) {
  return (
    <div className="rounded-xl border-2 border-coral/40 bg-coral/10 p-4">
      <p className="font-extrabold text-coral-dark">{holidayCourseCopy.newDatesHeading}</p>
      <p className="mt-1">{holidayCourseCopy.newDatesText(courseTitle)}</p>
    </div>
  );
}

/** Shows NewDatesNotice once every date of the course is past, decided in the visitor's browser. */
export function PastOfferNotice({ course, className }: { course: Pick<HolidayCourse, 'title' | 'dates'>; className?: string }) {
  return (
    <DatedOfferSwitch
      dates={course.dates}
      past={
        <div className={className}>
          <NewDatesNotice courseTitle={course.title} />
        </div>
      }
    />
  );
}
