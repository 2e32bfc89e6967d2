import { courseById, courses } from '@/content/courses';
import { faqItems } from '@/content/faq';
import { holidayCourses } from '@/content/holiday-courses';
import { packageById } from '@/content/packages';
import { pythonCourse } from '@/content/python-course';
import { teamMembers } from '@/content/team';
import { LESSON_MINUTES } from '@/content/lessons';
import {
  breadcrumbJsonLd,
  courseJsonLd,
  courseListJsonLd,
  faqJsonLd,
  holidayCourseJsonLd,
  organizationJsonLd,
  isoMinutes,
} from '@/lib/seo/json-ld';

// Each block is checked against the fields Google documents for its rich result (Search Central structured data).
const SITE = 'https://www.codingstars.de';

describe('organizationJsonLd (Organization: name, url, logo, address, contactPoint, sameAs)', () => {
  it('describes an educational organisation in Germany', () => {
    expect(organizationJsonLd('/apple-icon')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      '@id': `${SITE}/#organization`,
      name: 'CodingStars',
      url: `${SITE}/`,
      logo: `${SITE}/apple-icon`,
      address: { '@type': 'PostalAddress', postalCode: '10999', addressLocality: 'Berlin', addressCountry: 'DE' },
      contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+49 30 1234 5670' },
      sameAs: expect.arrayContaining(['https://www.instagram.com/codingstars.de']),
      vatID: 'DE341987652',
    });
  });
});

describe('breadcrumbJsonLd (BreadcrumbList: ListItem with position, name, item)', () => {
  it('numbers the items from 1 and makes every link absolute; the current page needs no item', () => {
    expect(breadcrumbJsonLd([{ name: 'Startseite', path: '/' }, { name: 'Kurse', path: '/courses' }, { name: 'CS Python' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${SITE}/` },
        { '@type': 'ListItem', position: 2, name: 'Kurse', item: `${SITE}/courses` },
        { '@type': 'ListItem', position: 3, name: 'CS Python' },
      ],
    });
  });
});

describe('courseJsonLd (Course info: name, description, provider, offers, hasCourseInstance)', () => {
  const membership = packageById('12m')!;

  it.each(courses.map((course) => [course.title, course] as const))('%s', (_title, course) => {
    const data = courseJsonLd({ course, membership, prerequisites: [], instructors: teamMembers.slice(0, 1) });
    expect(data).toMatchObject({
      '@type': 'Course',
      url: `${SITE}/courses/${course.id}`,
      name: course.title,
      description: course.shortDescription,
      inLanguage: 'de',
      provider: { '@type': 'EducationalOrganization', name: 'CodingStars', url: `${SITE}/` },
      offers: { '@type': 'Offer', category: 'Subscription', price: 1296, priceCurrency: 'EUR' },
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Online',
        courseSchedule: { '@type': 'Schedule', duration: 'PT90M', repeatFrequency: 'Weekly', repeatCount: 39 },
        instructor: [{ '@type': 'Person', name: teamMembers[0]!.fullName }],
      },
      typicalAgeRange: `${course.about.recommendedAgeMin}-${course.about.recommendedAgeMax}`,
    });
    expect(data.syllabusSections).toHaveLength(3);
  });

  it('names the level-2 prerequisite and the certificate of a level-3 course', () => {
    const python = courseById(6)!;
    const data = courseJsonLd({ course: python, membership, prerequisites: [courseById(3)!], instructors: [] });
    expect(data.educationalLevel).toBe('Advanced');
    expect(data.coursePrerequisites).toEqual([{ '@type': 'Course', name: 'CS Spieldesign', url: `${SITE}/courses/3` }]);
    expect(data.educationalCredentialAwarded).toMatchObject({ name: python.certificate!.title, credentialCategory: 'Certificate' });
  });
});

describe('courseListJsonLd (Course list: ItemList of ListItem with position and url)', () => {
  it('points to the seven detail pages in order', () => {
    const list = courseListJsonLd(courses);
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toEqual(
      courses.map((course, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: course.title,
        url: `${SITE}/courses/${course.id}`,
      })),
    );
  });
});

describe('holidayCourseJsonLd (Course with dated CourseInstances)', () => {
  const today = new Date('2026-11-24T12:00:00Z');

  it.each([...holidayCourses, pythonCourse].map((course) => [course.title, course] as const))('%s', (_title, course) => {
    const data = holidayCourseJsonLd(course, `/ferienkurse/${course.slug}`, today);
    expect(data).toMatchObject({
      '@type': 'Course',
      name: course.title,
      description: course.shortDescription,
      provider: { name: 'CodingStars' },
      offers: { '@type': 'Offer', category: 'Paid', price: course.price, priceCurrency: 'EUR' },
    });
    // Only runs not over on the build day, the next first: the 2025 runs are left out.
    const instances = data.hasCourseInstance as { startDate: string }[];
    const upcoming = course.dates.filter((d) => d.end >= '2026-11-24').sort((a, b) => a.start.localeCompare(b.start));
    expect(instances.map((i) => i.startDate)).toEqual(upcoming.map((d) => d.start));
    expect(instances.length).toBeGreaterThan(0);
    expect(instances[0]).toMatchObject({
      '@type': 'CourseInstance',
      courseMode: 'Online',
      startDate: upcoming[0]!.start,
      endDate: upcoming[0]!.end,
      courseSchedule: {
        duration: 'PT90M',
        repeatFrequency: 'Daily',
        startTime: course.courseTime.split('–')[0],
        endTime: course.courseTime.split('–')[1],
        scheduleTimezone: 'Europe/Berlin',
      },
      instructor: { '@type': 'Person', name: course.instructor.name },
    });
  });

  it('counts the course days of each run: Monday to Thursday before Karfreitag, Tuesday to Friday after Ostermontag', () => {
    const minecraft = holidayCourses.find((c) => c.slug === 'minecraft-mods')!;
    const roblox = holidayCourses.find((c) => c.slug === 'roblox-studio')!;
    const schedule = (course: typeof minecraft) =>
      (holidayCourseJsonLd(course, '/x', today).hasCourseInstance as { courseSchedule: { repeatCount: number; byDay: string[] } }[])[0]!
        .courseSchedule;
    expect(schedule(minecraft)).toMatchObject({
      repeatCount: 4,
      byDay: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'].map((d) => `https://schema.org/${d}`),
    });
    expect(schedule(roblox)).toMatchObject({
      repeatCount: 4,
      byDay: ['Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
    });
    const python = (holidayCourseJsonLd(pythonCourse, '/python', today).hasCourseInstance as { courseSchedule: { repeatCount: number } }[])[0]!;
    expect(python.courseSchedule.repeatCount).toBe(10);
  });

  it('has no instance once every run is over', () => {
    expect(holidayCourseJsonLd(pythonCourse, '/python', new Date('2027-08-14T12:00:00Z')).hasCourseInstance).toEqual([]);
  });
});

describe('faqJsonLd (FAQPage: Question with acceptedAnswer text)', () => {
  it('carries every question, answers without link markup', () => {
    const data = faqJsonLd(faqItems);
    const questions = data.mainEntity as { name: string; acceptedAnswer: { '@type': string; text: string } }[];
    expect(questions).toHaveLength(faqItems.length);
    expect(questions[1]?.acceptedAnswer.text).toContain('über unser Kursberater-Quiz oder');
    for (const question of questions) expect(question.acceptedAnswer.text).not.toMatch(/\]\(\//);
  });
});

describe('isoMinutes (session length from LESSON_MINUTES, not parsed from copy)', () => {
  it.each([
    [LESSON_MINUTES, `PT${LESSON_MINUTES}M`],
    [45, 'PT45M'],
  ])('%s → %s', (minutes, expected) => expect(isoMinutes(minutes)).toBe(expected));

  it.each([0, -90, 1.5, Number.NaN])('refuses %s', (minutes) => expect(() => isoMinutes(minutes)).toThrow());

  it('every course block states one lesson', () => {
    const minecraft = holidayCourses[0]!;
    expect((holidayCourseJsonLd(minecraft, '/x', new Date('2026-11-24T12:00:00Z')).hasCourseInstance as { courseSchedule: { duration: string } }[])[0]?.courseSchedule.duration).toBe(`PT${LESSON_MINUTES}M`);
  });
});
