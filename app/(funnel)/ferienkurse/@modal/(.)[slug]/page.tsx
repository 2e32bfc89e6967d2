import type { Metadata } from 'next';
import { HolidayCoursePopup } from '@/components/holiday/holiday-course-popup';
import {
  holidayCourseMetadata,
  holidayCourseOf,
  holidayCourseParams,
  type HolidayCourseRouteProps,
} from '../../holiday-course-route';

export const dynamicParams = false;

export function generateStaticParams() {
  return holidayCourseParams();
}

export function generateMetadata(props: HolidayCourseRouteProps): Promise<Metadata> {
  return holidayCourseMetadata(props);
}

/** A card was clicked on /ferienkurse: the popup opens over the list that stays as it is. */
export default async function InterceptedHolidayCoursePage(props: HolidayCourseRouteProps) {
  return <HolidayCoursePopup course={await holidayCourseOf(props)} intercepted />;
}
