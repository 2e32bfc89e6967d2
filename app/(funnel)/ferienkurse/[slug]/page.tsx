import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HolidayCourseDetail } from '@/components/holiday/holiday-course-detail';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { ContactSection } from '@/components/layout/contact-section';
import { Container } from '@/components/ui/container';
import { holidayPageContent } from '@/content/funnel';
import { holidayCourseBySlug, holidayCourses } from '@/content/holiday-courses';
import { pageMetadata } from '@/lib/seo';
import { HolidayCourseJsonLd } from '@/components/seo/json-ld';
import { EnquiryForm } from '@/components/forms/enquiry-form';

interface HolidayCoursePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return holidayCourses.map((course) => ({ slug: course.slug }));
}

export async function generateMetadata({ params }: HolidayCoursePageProps): Promise<Metadata> {
  const course = holidayCourseBySlug((await params).slug);
  if (!course) return {};
  return pageMetadata({
    title: `Ferienkurs ${course.title}`,
    description: course.shortDescription,
    path: `/ferienkurse/${course.slug}`,
    ownShareImage: true,
  });
}

export default async function HolidayCoursePage({ params }: HolidayCoursePageProps) {
  const course = holidayCourseBySlug((await params).slug);
  if (!course) notFound();
  return (
    <>
      <HolidayCourseJsonLd course={course} path={`/ferienkurse/${course.slug}`} />
      <Container className="py-8">
        <Breadcrumbs
          items={[{ name: 'Startseite', href: '/' }, { name: 'Ferienkurse', href: '/ferienkurse' }, { name: course.title }]}
        />
        <div className="mt-6">
          <HolidayCourseDetail course={course} headingId="ferienkurs-titel" headingLevel="h1" />
        </div>
      </Container>
      <ContactSection heading={holidayPageContent.formHeading} intro={holidayPageContent.formIntro}>
        <EnquiryForm mode="ferienkurse" chosenCourse={course.dropdownLabel} />
      </ContactSection>
    </>
  );
}
