import type { Metadata } from 'next';
import { HolidayCoursePopup } from '@/components/holiday/holiday-course-popup';
import { BreadcrumbJsonLd, HolidayCourseJsonLd } from '@/components/seo/json-ld';
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
  const course = await holidayCourseOf(props);
  const path = `/ferienkurse/${course.slug}`;
  return (
    <>
      <HolidayCourseJsonLd course={course} path={path} />
      <BreadcrumbJsonLd
        items={[{ name: 'Startseite', path: '/' }, { name: 'Ferienkurse', path: '/ferienkurse' }, { name: course.title }]}
      />
      <HolidayCoursePopup course={course} intercepted={false} />
    </>
  );
}
