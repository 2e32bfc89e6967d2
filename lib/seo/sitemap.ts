import type { MetadataRoute } from 'next';
import { aboutUpdatedAt } from '@/content/about';
import { courses, coursesUpdatedAt } from '@/content/courses';
import { faqUpdatedAt } from '@/content/faq';
import { funnelUpdatedAt } from '@/content/funnel';
import { holidayCoursesUpdatedAt } from '@/content/holiday-courses';
import { homeUpdatedAt } from '@/content/home';
import { jobsUpdatedAt } from '@/content/jobs';
import { terms } from '@/content/legal/agb';
import { privacyPolicyUpdated } from '@/content/legal/datenschutz';
import { packagesUpdatedAt } from '@/content/packages';
import { promoUpdatedAt } from '@/content/promo';
import { pythonCourseUpdatedAt } from '@/content/python-course';
import { quizUpdatedAt } from '@/content/quiz';
import { siteConfigUpdatedAt } from '@/content/site';
import { teamUpdatedAt } from '@/content/team';
import { absoluteUrl } from '@/lib/server/env';
import { berlinIsoDate, type DateRange } from '@/lib/calendar/dates';
import { accessibilityStatement } from '@/content/accessibility';
import { membershipUpdatedAt } from '@/content/membership';
import { datedHolidayCourses, datedPythonCourse } from '@/lib/offer/courses';
import type { Offer, RecordKind } from '@/lib/offer/records';
import { currentOffer } from '@/lib/offer/snapshot';

/** An indexable page and the dates of the content it shows. /booking is left out: it is noindex. */
interface IndexablePage {
  path: string;
  contentDates: string[];
}

/**
 * The day a dated page last changed by itself: the day after the latest run that has ended by `now`, when the
 * hourly regeneration drops that run from the list and the JSON-LD. Empty while no run has ended.
 */
export function lastRunEndedChange(dates: readonly DateRange[], now: Date): string[] {
  const today = berlinIsoDate(now);
  const lastEnd = dates.map((date) => date.end).filter((end) => end < today).sort().at(-1);
  if (!lastEnd) return [];
  const dayAfter = new Date(`${lastEnd}T00:00:00Z`);
  dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
  return [dayAfter.toISOString().slice(0, 10)];
}

/** The days the team last changed records of these kinds (lib/offer/), Berlin dates; none for the seed. */
function recordsChanged(offer: Offer, kinds: RecordKind[]): string[] {
  return kinds.flatMap((kind) => {
    const at = offer.changedAt[kind];
    return at ? [berlinIsoDate(new Date(at))] : [];
  });
}

export function indexablePages(now = new Date(), offer: Offer = currentOffer()): IndexablePage[] {
  const holidayCourses = datedHolidayCourses(offer, now);
  const pythonCourse = datedPythonCourse(offer, now);
  // The runs and the calendar (a run's holidays, its course days) are the team's records.
  const runsChanged = recordsChanged(offer, ['holiday-run', 'school-holiday', 'public-holiday']);
  // Every holiday-course page shows the whole list (the popup opens over it), so each changes when any run ends.
  const holidayList = [funnelUpdatedAt, holidayCoursesUpdatedAt, ...runsChanged, ...lastRunEndedChange(holidayCourses.flatMap((c) => c.dates), now)];
  return [
    { path: '/', contentDates: [homeUpdatedAt, teamUpdatedAt] },
    { path: '/courses', contentDates: [coursesUpdatedAt] },
    ...courses.map((course) => ({ path: `/courses/${course.id}`, contentDates: [coursesUpdatedAt] })),
    // The FAQ states prices, the Python course and the holiday-course price from their own files.
    { path: '/faq', contentDates: [faqUpdatedAt, packagesUpdatedAt, pythonCourseUpdatedAt, holidayCoursesUpdatedAt] },
    { path: '/preise', contentDates: [packagesUpdatedAt] },
    { path: '/info', contentDates: [aboutUpdatedAt, teamUpdatedAt] },
    { path: '/team', contentDates: [teamUpdatedAt] },
    { path: '/contact', contentDates: [siteConfigUpdatedAt] },
    { path: '/quiz', contentDates: [quizUpdatedAt] },
    { path: '/quizcarousel', contentDates: [quizUpdatedAt] },
    { path: '/jobs', contentDates: [jobsUpdatedAt, ...recordsChanged(offer, ['position'])] },
    { path: '/promo', contentDates: [promoUpdatedAt, ...recordsChanged(offer, ['promotion'])] },
    { path: '/agb', contentDates: [terms.updated] },
    { path: '/datenschutz', contentDates: [privacyPolicyUpdated] },
    { path: '/impressum', contentDates: [siteConfigUpdatedAt] },
    { path: '/barrierefreiheit', contentDates: [accessibilityStatement.updated] },
    // Service pages the law asks for (§§ 312k, 356a BGB): found by search too, "Vertrag kündigen CodingStars".
    { path: '/vertrag-widerrufen', contentDates: [membershipUpdatedAt] },
    { path: '/vertraege-kuendigen', contentDates: [membershipUpdatedAt] },
    { path: '/start', contentDates: [funnelUpdatedAt] },
    // The trial dates follow the calendar: its holidays and days without lessons.
    { path: '/start/signup', contentDates: [funnelUpdatedAt, ...recordsChanged(offer, ['school-holiday', 'public-holiday', 'day-off', 'coverage'])] },
    { path: '/ferienkurse', contentDates: holidayList },
    ...holidayCourses.map((course) => ({ path: `/ferienkurse/${course.slug}`, contentDates: holidayList })),
    { path: '/python', contentDates: [pythonCourseUpdatedAt, ...runsChanged, ...lastRunEndedChange(pythonCourse.dates, now)] },
  ];
}

/**
 * Sitemap entries: absolute URLs, each dated by the newest content it shows (never the build or request time); for
 * the dated pages that includes the day their last ended run dropped out.
 */
export function sitemapEntries(pages = indexablePages()): MetadataRoute.Sitemap {
  return pages.map((page) => ({
    url: absoluteUrl(page.path),
    lastModified: [...page.contentDates].sort().at(-1),
  }));
}
