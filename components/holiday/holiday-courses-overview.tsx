import { HolidayEnquiryForm } from '@/components/forms/holiday-enquiry-form';
import { ContactSection } from '@/components/layout/contact-section';
import { Container } from '@/components/ui/container';
import { holidayPageContent } from '@/content/funnel';
import { describeRun, runLabel } from '@/lib/calendar/course-dates';
import { berlinIsoDate, offerStatus, plainRanges } from '@/lib/calendar/dates';
import { datedHolidayCourses } from '@/lib/offer/courses';
import { HolidayCourseCard } from './holiday-course-card';
import { HolidayRequestNotice } from './holiday-request-notice';
import { NewDatesNotice } from './past-offer-notice';
import { submitEnquiryForm } from '@/lib/forms/enquiry-action';

/** The /ferienkurse list: cards, then the request form with its course dropdown; the page behind every course popup. */
export function HolidayCoursesOverview() {
  const now = new Date();
  const holidayCourses = datedHolidayCourses(undefined, now);
  const today = berlinIsoDate(now);
  const openPrices = holidayCourses.flatMap((course) => course.dates.filter((date) => date.start > today).map((date) => date.price));
  return (
    <>
      <div className="bg-gradient-to-b from-primary-tint to-white">
        <Container className="py-12 md:py-16">
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold text-balance sm:text-5xl">{holidayPageContent.title}</h1>
          <p className="mt-4 max-w-prose text-lg text-ink-soft">{holidayPageContent.intro(openPrices)}</p>
        </Container>
      </div>
      <Container className="pb-16">
        <ul className="grid gap-6 md:grid-cols-3">
          {holidayCourses.map((course, index) => (
            <li key={course.slug} className="flex">
              <HolidayCourseCard course={course} firstScreen={index === 0} />
            </li>
          ))}
        </ul>
      </Container>
      <ContactSection heading={holidayPageContent.formHeading} intro={holidayPageContent.formIntro}>
        <HolidayRequestNotice
          courses={holidayCourses.map((c) => ({
            id: c.id,
            dates: plainRanges(c.dates),
            buildStatus: offerStatus(c.dates, now),
            past: (
              <div className="mb-6">
                <NewDatesNotice courseTitle={c.title} />
              </div>
            ),
          }))}
        />
        <HolidayEnquiryForm
          submit={submitEnquiryForm}
          builtOn={berlinIsoDate(now)}
          courseOptions={holidayCourses.map((c) => ({
            id: c.id,
            title: c.title,
            label: c.dropdownLabel,
            price: c.price,
            runs: [...c.dates]
              .sort((a, b) => a.start.localeCompare(b.start))
              .map((date) => ({
                start: date.start,
                end: date.end,
                label: `${runLabel(describeRun(date))}${date.state === 'ausgebucht' ? `, ${holidayPageContent.fullRun}` : ''}`,
                ...(date.state === 'ausgebucht' ? { full: true } : {}),
              })),
          }))}
        />
      </ContactSection>
    </>
  );
}
