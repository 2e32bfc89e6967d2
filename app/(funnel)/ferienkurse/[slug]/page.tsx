import type { Metadata } from 'next';
import { HolidayCoursePopup } from '@/components/holiday/holiday-course-popup';
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

/** A loaded (shared) course link: the course's popup, open in the server HTML over the list of the layout. */
export default async function HolidayCoursePage(props: HolidayCourseRouteProps) {
  return <HolidayCoursePopup course={await holidayCourseOf(props)} intercepted={false} />;
}
