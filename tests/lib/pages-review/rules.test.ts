import { faqItems } from '@/content/faq';
import { courses } from '@/content/courses';
import { pythonCourse } from '@/content/python-course';
import { missingFields, topItems, typesOf } from '@/lib/pages-review/json-ld-rules';
import { isAllowed, readRobotsTxt } from '@/lib/pages-review/robots-txt';
import { breadcrumbJsonLd, courseListJsonLd, faqJsonLd, holidayCourseJsonLd, organizationJsonLd } from '@/lib/seo/json-ld';

const fields = (data: unknown) => missingFields(data).map((missing) => `${missing.type}: ${missing.field}`);

describe('missingFields (the properties Google requires)', () => {
  it.each([
    ['a breadcrumb trail whose middle item has no URL', { '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Start', item: 'https://x/' }, { position: 2, name: 'Kurse' }, { position: 3, name: 'Python' }] }, ['BreadcrumbList: itemListElement[1].item']],
    ['a breadcrumb trail without items', { '@type': 'BreadcrumbList' }, ['BreadcrumbList: itemListElement']],
    ['an FAQ whose answer has no text', { '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Wie?', acceptedAnswer: { '@type': 'Answer' } }] }, ['FAQPage: mainEntity.acceptedAnswer.text']],
    ['a course without provider, offer or instance', { '@type': 'Course', name: 'Kurs', description: 'Text' }, ['Course: provider', 'Course: offers', 'Course: hasCourseInstance']],
    [
      'a course whose second instance has neither schedule nor workload',
      { '@type': 'Course', name: 'K', description: 'D', provider: { name: 'P' }, offers: { category: 'Paid' }, hasCourseInstance: [{ courseMode: 'Online', courseWorkload: 'PT2H' }, { courseMode: 'Online' }] },
      ['Course: hasCourseInstance[1].courseSchedule'],
    ],
    ['a course list item without its page', { '@type': 'ItemList', itemListElement: [{ '@type': 'ListItem', position: 1 }] }, ['ItemList: itemListElement.url']],
    ['an event without date and place', { '@type': 'Event', name: 'Tag der offenen Tür' }, ['Event: startDate', 'Event: location']],
    ['a product with an offer but no price', { '@type': 'Product', name: 'Paket', offers: { '@type': 'Offer' } }, ['Product: offers.price']],
    ['items in an @graph, types as URLs', { '@graph': [{ '@type': 'https://schema.org/Event', name: 'E', startDate: '2027-01-01', location: 'Online' }] }, []],
    ['an organisation (Google requires none of its properties)', { '@type': 'EducationalOrganization' }, []],
    ['a type Google has no rich result for', { '@type': 'Thing' }, []],
  ])('%s', (_, data, expected) => {
    expect(fields(data)).toEqual(expected);
  });

  it('finds nothing missing in the blocks the site emits', () => {
    const blocks = [
      organizationJsonLd('/apple-icon'),
      breadcrumbJsonLd([{ name: 'Startseite', path: '/' }, { name: 'Kurse', path: '/courses' }, { name: 'CS Python' }]),
      courseListJsonLd(courses),
      faqJsonLd(faqItems),
      holidayCourseJsonLd(pythonCourse, '/python', new Date('2027-01-10T12:00:00Z')),
    ];
    for (const block of blocks) expect(fields(block)).toEqual([]);
  });

  it('reads the types of top-level items in lists and graphs', () => {
    expect(topItems([{ '@type': 'A' }, { '@graph': [{ '@type': ['B', 'schema:C'] }] }]).flatMap(typesOf)).toEqual(['A', 'B', 'C']);
  });
});

describe('robots.txt', () => {
  const robots = readRobotsTxt(
    ['User-agent: Googlebot', 'Disallow: /', '', 'User-agent: *', 'User-agent: Bingbot', 'Allow: /intern/hilfe', 'Disallow: /intern', 'Disallow: /*.pdf$', '', 'Sitemap: https://www.codingstars.de/sitemap.xml'].join('\n'),
  );

  it('reads the rules for every crawler and the sitemaps', () => {
    expect(robots).toEqual({ allow: ['/intern/hilfe'], disallow: ['/intern', '/*.pdf$'], sitemaps: ['https://www.codingstars.de/sitemap.xml'] });
  });

  it.each([
    ['/', true],
    ['/intern', false],
    ['/intern/seiten', false],
    ['/intern/hilfe/start', true],
    ['/flyer.pdf', false],
    ['/flyer.pdf?x=1', true],
  ])('%s allowed: %p', (path, allowed) => {
    expect(isAllowed(robots, path)).toBe(allowed);
  });
});
