import type { Metadata } from 'next';
import { HolidayCourseCard } from '@/components/holiday/holiday-course-card';
import { ContactSection } from '@/components/layout/contact-section';
import { Container } from '@/components/ui/container';
import { holidayPageContent } from '@/content/funnel';
import { holidayCourses } from '@/content/holiday-courses';
import { pageMetadata } from '@/lib/seo';
import { BreadcrumbJsonLd } from '@/components/seo/json-ld';
import { EnquiryForm } from '@/components/forms/enquiry-form';

export const metadata: Metadata = pageMetadata({
  title: 'Ferienkurse: Minecraft Mods, Roblox Studio, Internet-Führerschein',
  description:
    'Programmieren in den Ferien: eine Woche, täglich 90 Minuten live online, für 159 €. Minecraft Mods und Roblox Studio ab 10 Jahren, Internet-Führerschein ab 6.',
  path: '/ferienkurse',
});

export default function HolidayCoursesPage() {
  return (
    <>
      <BreadcrumbJsonLd items={[{ name: 'Startseite', path: '/' }, { name: 'Ferienkurse' }]} />
      <div className="bg-gradient-to-b from-primary-tint to-white">
        <Container className="py-12 md:py-16">
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold text-balance sm:text-5xl">{holidayPageContent.title}</h1>
          <p className="mt-4 max-w-prose text-lg text-ink-soft">{holidayPageContent.intro}</p>
        </Container>
      </div>
      <Container className="pb-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {holidayCourses.map((course) => (
            <li key={course.slug} className="flex">
              <HolidayCourseCard course={course} />
            </li>
          ))}
        </ul>
      </Container>
      <ContactSection heading={holidayPageContent.formHeading} intro={holidayPageContent.formIntro}>
        <EnquiryForm
          mode="ferienkurse"
          courseOptions={holidayCourses.map((c) => ({ id: c.id, title: c.title, label: c.dropdownLabel, price: c.price }))}
        />
      </ContactSection>
    </>
  );
}
