import type { Metadata } from 'next';
import { HolidayCoursePopup } from '@/components/holiday/holiday-course-popup';
import { HolidayCoursesOverview } from '@/components/holiday/holiday-courses-overview';
import {
  holidayCourseMetadata,
  holidayCourseOf,
  holidayCourseParams,
  type HolidayCourseRouteProps,
} from '../holiday-course-route';

export const dynamicParams = false;

export function generateStaticParams() {
  return holidayCourseParams();
}

export function generateMetadata(props: HolidayCourseRouteProps): Promise<Metadata> {
  return holidayCourseMetadata(props);
}

/** A loaded (shared) course link: the list with the course's popup already open in the server HTML. */
export default async function HolidayCoursePage(props: HolidayCourseRouteProps) {
  const course = await holidayCourseOf(props);
  return (
    <>
      <HolidayCoursesOverview />
      <HolidayCoursePopup course={course} intercepted={false} />
    </>
  );
}
