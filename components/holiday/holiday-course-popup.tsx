import { holidayCourseCopy } from '@/content/holiday-courses';
import { formatEuro } from '@/content/format';
import type { HolidayCourse } from '@/content/schema';
import { HolidayCourseDetail } from './holiday-course-detail';
import { HolidayCourseDialog } from './holiday-course-dialog';
import { PastOfferNotice } from './past-offer-notice';


interface HolidayCoursePopupProps {
  course: HolidayCourse;
  /** True in the intercepted route (opened from the list), false when the link was loaded directly. */
  intercepted: boolean;
}

/** The detail popup of /ferienkurse/{slug}: everything of spec §3 about the course, server-rendered, and 'Jetzt anfragen'. */
export function HolidayCoursePopup({ course, intercepted }: HolidayCoursePopupProps) {
  const headingId = `ferienkurs-${course.slug}-titel`;
  const weeks = course.courseInfo.durationInWeeks;
  return (
    <HolidayCourseDialog
      course={{ id: course.id, slug: course.slug, title: course.title, price: course.price }}
      headingId={headingId}
      intercepted={intercepted}
      requestLabel={holidayCourseCopy.request}
      summary={
        <>
          <span className="block text-lg font-extrabold text-ink">{formatEuro(course.price)}</span>
          <span className="hidden sm:inline">
            {weeks} {weeks === 1 ? 'Woche' : 'Wochen'}, {course.courseInfo.frequency}, {course.courseTime} Uhr
          </span>
        </>
      }
    >
      <HolidayCourseDetail course={course} headingId={headingId} />
      <PastOfferNotice course={course} className="mt-8" />
    </HolidayCourseDialog>
  );
}
