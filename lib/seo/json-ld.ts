import { LESSON_MINUTES } from '@/content/lessons';
import type { Course, FaqItem, HolidayCourse, MembershipPackage, TeamMember } from '@/content/schema';
import { siteConfig } from '@/content/site';
import { absoluteUrl } from '@/lib/server/env';
import { courseDays } from '@/lib/calendar/course-dates';
import { upcomingRanges } from '@/lib/calendar/dates';
import { packagePayment } from '@/content/package-terms';
import { plainText } from '@/lib/ui/rich-text';

/**
 * Structured data (schema.org JSON-LD) as plain objects, one builder per type, with the fields Google documents:
 * Organization, BreadcrumbList, Course info (Course + CourseInstance), Course list (ItemList) and FAQPage.
 * components/seo renders them through next-seo's JsonLdScript, which escapes them for a script element.
 */

const CONTEXT = 'https://schema.org';

export type JsonLd = { '@context': typeof CONTEXT; '@type': string } & Record<string, unknown>;

interface Thing {
  '@type': string;
  [key: string]: unknown;
}

export const ORGANIZATION_ID = absoluteUrl('/#organization');

/** The academy as the course provider: a reference Google can join with the full organisation block. */
export function providerJsonLd(): Thing {
  return { '@type': 'EducationalOrganization', '@id': ORGANIZATION_ID, name: siteConfig.name, url: absoluteUrl('/') };
}

/** EducationalOrganization for the root layout: name, url, logo, address in Germany, contact point, social profiles. */
export function organizationJsonLd(logoPath: string): JsonLd {
  const { company } = siteConfig;
  return {
    '@context': CONTEXT,
    ...providerJsonLd(),
    legalName: company.legalName,
    description: siteConfig.description,
    logo: absoluteUrl(logoPath),
    email: siteConfig.email,
    telephone: siteConfig.phone,
    vatID: company.vatId.replace(/\s/g, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.postalCode,
      addressLocality: company.city,
      addressRegion: company.region,
      addressCountry: company.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: siteConfig.phone,
      email: siteConfig.email,
      areaServed: company.countryCode,
      availableLanguage: ['de'],
    },
    sameAs: siteConfig.social.map((profile) => profile.href),
  };
}

export interface BreadcrumbInput {
  name: string;
  /** Site path; omitted for the current page, which Google allows for the last item. */
  path?: string;
}

export function breadcrumbJsonLd(items: BreadcrumbInput[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      ...(item.path ? { item: absoluteUrl(item.path) } : {}),
    })),
  };
}

/** 90 → 'PT90M': the ISO 8601 duration of a session of that many minutes. */
export function isoMinutes(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`Not a length in minutes: ${minutes}`);
  return `PT${minutes}M`;
}

const EDUCATIONAL_LEVEL = { 1: 'Beginner', 2: 'Intermediate', 3: 'Advanced' } as const;

interface CourseJsonLdInput {
  course: Course;
  /** Membership package whose term matches the course length; its sessions and price describe the offer. */
  membership: MembershipPackage;
  prerequisites: Course[];
  instructors: TeamMember[];
}

/** What every Course block says about itself: identity, provider, language and picture. */
function courseIdentity(course: { title: string; shortDescription: string; courseId: string; imgSrc: string }, url: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    '@id': url,
    url,
    name: course.title,
    description: course.shortDescription,
    courseCode: course.courseId,
    provider: providerJsonLd(),
    inLanguage: 'de',
    image: absoluteUrl(course.imgSrc),
  };
}

/** One of the seven weekly courses: Course with a subscription offer and its weekly online instance. */
export function courseJsonLd({ course, membership, prerequisites, instructors }: CourseJsonLdInput): JsonLd {
  const url = absoluteUrl(`/courses/${course.id}`);
  return {
    ...courseIdentity(course, url),
    educationalLevel: EDUCATIONAL_LEVEL[course.level],
    typicalAgeRange: `${course.about.recommendedAgeMin}-${course.about.recommendedAgeMax}`,
    audience: { '@type': 'EducationalAudience', audienceType: course.about.targetGroup },
    coursePrerequisites:
      prerequisites.length > 0
        ? prerequisites.map((p) => ({
            '@type': 'Course',
            name: p.title,
            url: absoluteUrl(`/courses/${p.id}`),
          }))
        : 'Keine Vorkenntnisse nötig',
    ...(course.certificate
      ? {
          educationalCredentialAwarded: {
            '@type': 'EducationalOccupationalCredential',
            name: course.certificate.title,
            credentialCategory: 'Certificate',
          },
        }
      : {}),
    syllabusSections: course.courseContents.map((topic) => ({
      '@type': 'Syllabus',
      name: topic.title,
      description: topic.description,
    })),
    offers: {
      '@type': 'Offer',
      category: 'Subscription',
      price: membership.pricePerTerm,
      priceCurrency: 'EUR',
      description: `${membership.title}: ${packagePayment(membership)}`,
      url: absoluteUrl('/preise'),
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      inLanguage: 'de',
      courseSchedule: {
        '@type': 'Schedule',
        duration: isoMinutes(LESSON_MINUTES),
        repeatFrequency: 'Weekly',
        repeatCount: membership.sessions,
      },
      instructor: instructors.map((member) => ({ '@type': 'Person', name: member.fullName })),
    },
  };
}

/** Course list on /courses: a summary list pointing to the detail pages, which carry the full Course blocks. */
export function courseListJsonLd(courses: Course[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: course.title,
      url: absoluteUrl(`/courses/${course.id}`),
    })),
  };
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * A holiday or preparation course: a paid Course with one instance per run that has not ended by `now` (when the
 * page is rendered: at the build, then hourly, as its route revalidates), the next first. Each instance meets on
 * its own course days (Monday to Friday, not on public holidays).
 */
export function holidayCourseJsonLd(course: HolidayCourse, path: string, now = new Date()): JsonLd {
  const url = absoluteUrl(path);
  const [startTime, endTime] = course.courseTime.split('–');
  const runs = upcomingRanges(course.dates, now);
  return {
    ...courseIdentity(course, url),
    educationalLevel: 'Beginner',
    typicalAgeRange: `${course.about.recommendedAgeMin}-${course.about.recommendedAgeMax}`,
    audience: { '@type': 'EducationalAudience', audienceType: course.about.targetGroup },
    coursePrerequisites: 'Keine Vorkenntnisse nötig',
    educationalCredentialAwarded: {
      '@type': 'EducationalOccupationalCredential',
      name: course.courseInfo.zertificate,
      credentialCategory: 'Certificate',
    },
    syllabusSections: course.courseContents.map((topic) => ({ '@type': 'Syllabus', name: topic })),
    offers: { '@type': 'Offer', category: 'Paid', price: course.price, priceCurrency: 'EUR', url },
    hasCourseInstance: runs.map((date) => {
      const days = courseDays(date);
      const weekdays = [...new Set(days.map((day) => new Date(`${day}T00:00:00Z`).getUTCDay()))].sort();
      return {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        inLanguage: 'de',
        startDate: date.start,
        endDate: date.end,
        courseSchedule: {
          '@type': 'Schedule',
          duration: isoMinutes(LESSON_MINUTES),
          repeatFrequency: 'Daily',
          repeatCount: days.length,
          byDay: weekdays.map((weekday) => `${CONTEXT}/${WEEKDAY_NAMES[weekday]}`),
          startDate: date.start,
          endDate: date.end,
          startTime,
          endTime,
          scheduleTimezone: 'Europe/Berlin',
        },
        instructor: { '@type': 'Person', name: course.instructor.name },
        // A run's own price and whether seats are left (lib/offer/: the team's records).
        ...('price' in date && typeof date.price === 'number'
          ? {
              offers: {
                '@type': 'Offer',
                category: 'Paid',
                price: date.price,
                priceCurrency: 'EUR',
                availability: `${CONTEXT}/${'state' in date && date.state === 'ausgebucht' ? 'SoldOut' : 'InStock'}`,
                url,
              },
            }
          : {}),
      };
    }),
  };
}

/** FAQPage: every question with its answer as plain text (link markup reduced to its words). */
export function faqJsonLd(items: FaqItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.map(plainText).join('\n\n') },
    })),
  };
}
