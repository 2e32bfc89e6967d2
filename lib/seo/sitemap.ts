import type { MetadataRoute } from 'next';
import { aboutUpdatedAt } from '@/content/about';
import { courses, coursesUpdatedAt } from '@/content/courses';
import { faqUpdatedAt } from '@/content/faq';
import { funnelUpdatedAt } from '@/content/funnel';
import { holidayCourses, holidayCoursesUpdatedAt } from '@/content/holiday-courses';
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
import { absoluteUrl } from '@/lib/env';
import { accessibilityStatement } from '@/content/accessibility';

/** An indexable page and the dates of the content it shows. /booking is left out: it is noindex. */
interface IndexablePage {
  path: string;
  contentDates: string[];
}

export function indexablePages(): IndexablePage[] {
  return [
    { path: '/', contentDates: [homeUpdatedAt, teamUpdatedAt] },
    { path: '/courses', contentDates: [coursesUpdatedAt] },
    ...courses.map((course) => ({ path: `/courses/${course.id}`, contentDates: [coursesUpdatedAt] })),
    { path: '/faq', contentDates: [faqUpdatedAt] },
    { path: '/preise', contentDates: [packagesUpdatedAt] },
    { path: '/info', contentDates: [aboutUpdatedAt, teamUpdatedAt] },
    { path: '/team', contentDates: [teamUpdatedAt] },
    { path: '/contact', contentDates: [siteConfigUpdatedAt] },
    { path: '/quiz', contentDates: [quizUpdatedAt] },
    { path: '/quizcarousel', contentDates: [quizUpdatedAt] },
    { path: '/jobs', contentDates: [jobsUpdatedAt] },
    { path: '/promo', contentDates: [promoUpdatedAt] },
    { path: '/agb', contentDates: [terms.updated] },
    { path: '/datenschutz', contentDates: [privacyPolicyUpdated] },
    { path: '/impressum', contentDates: [siteConfigUpdatedAt] },
    { path: '/barrierefreiheit', contentDates: [accessibilityStatement.updated] },
    { path: '/start', contentDates: [funnelUpdatedAt] },
    { path: '/start/signup', contentDates: [funnelUpdatedAt] },
    { path: '/ferienkurse', contentDates: [funnelUpdatedAt, holidayCoursesUpdatedAt] },
    ...holidayCourses.map((course) => ({
      path: `/ferienkurse/${course.slug}`,
      contentDates: [holidayCoursesUpdatedAt],
    })),
    { path: '/python', contentDates: [pythonCourseUpdatedAt] },
  ];
}

/** Sitemap entries: absolute URLs, each dated by the newest content it shows (never the build time). */
export function sitemapEntries(pages = indexablePages()): MetadataRoute.Sitemap {
  return pages.map((page) => ({
    url: absoluteUrl(page.path),
    lastModified: [...page.contentDates].sort().at(-1),
  }));
}
