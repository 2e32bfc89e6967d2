import { JsonLdScript } from 'next-seo';
import { courseById } from '@/content/courses';
import { packages } from '@/content/packages';
import type { Course, FaqItem, HolidayCourse } from '@/content/schema';
import { teamMembers } from '@/content/team';
import {
  breadcrumbJsonLd,
  courseJsonLd,
  courseListJsonLd,
  faqJsonLd,
  holidayCourseJsonLd,
  organizationJsonLd,
  type BreadcrumbInput,
} from '@/lib/seo/json-ld';

/*
 * Server components that emit one JSON-LD script each; one script id per type, so a page never carries two
 * blocks of the same kind. next-seo's JsonLdScript escapes '</script', '<!--' and '-->' inside the JSON.
 */

/** Logo for structured data: the generated 180 px PNG (app/apple-icon.tsx), a format every consumer reads. */
const LOGO_PATH = '/apple-icon';

export function OrganizationJsonLd() {
  return <JsonLdScript data={organizationJsonLd(LOGO_PATH)} id="jsonld-organization" scriptKey="organization" />;
}

export function BreadcrumbJsonLd({ items }: { items: BreadcrumbInput[] }) {
  return <JsonLdScript data={breadcrumbJsonLd(items)} id="jsonld-breadcrumb" scriptKey="breadcrumb" />;
}

export function CourseJsonLd({ course }: { course: Course }) {
  const membership = packages.find((p) => p.minimumDurationMonths === course.about.durationInMonths);
  if (!membership) throw new Error(`No membership package of ${course.about.durationInMonths} months`);
  const data = courseJsonLd({
    course,
    membership,
    prerequisites: course.prerequisiteIds.map(courseById).filter((c): c is Course => Boolean(c)),
    instructors: teamMembers.filter((member) => member.teaches.includes(course.title)),
  });
  return <JsonLdScript data={data} id="jsonld-course" scriptKey="course" />;
}

export function CourseListJsonLd({ courses }: { courses: Course[] }) {
  return <JsonLdScript data={courseListJsonLd(courses)} id="jsonld-course-list" scriptKey="course-list" />;
}

/** A holiday course or the Python course on the page at `path`. */
export function HolidayCourseJsonLd({ course, path }: { course: HolidayCourse; path: string }) {
  return <JsonLdScript data={holidayCourseJsonLd(course, path)} id="jsonld-course" scriptKey="course" />;
}

export function FaqJsonLd({ items }: { items: FaqItem[] }) {
  return <JsonLdScript data={faqJsonLd(items)} id="jsonld-faq" scriptKey="faq" />;
}
