import { courses } from '@/content/courses';
import { holidayCourses } from '@/content/holiday-courses';
import { pythonCourseUpdatedAt } from '@/content/python-course';
import { indexablePages, lastRunEndedChange, sitemapEntries } from '@/lib/seo/sitemap';

describe('sitemapEntries', () => {
  const entries = sitemapEntries();

  it('lists every course and holiday course page with an absolute URL, and not the noindex booking page', () => {
    const urls = entries.map((entry) => entry.url);
    for (const course of courses) expect(urls).toContain(`https://www.codingstars.de/courses/${course.id}`);
    for (const course of holidayCourses) expect(urls).toContain(`https://www.codingstars.de/ferienkurse/${course.slug}`);
    expect(urls).not.toContain('https://www.codingstars.de/booking');
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url).toMatch(/^https:\/\/www\.codingstars\.de\//);
  });

  it('dates each page by the newest content it shows, never by the build time', () => {
    expect(sitemapEntries([{ path: '/faq', contentDates: ['2026-01-05', '2026-03-01', '2025-12-24'] }])).toEqual([
      { url: 'https://www.codingstars.de/faq', lastModified: '2026-03-01' },
    ]);
    for (const page of indexablePages()) {
      expect(page.contentDates.length).toBeGreaterThan(0);
      for (const date of page.contentDates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  const at = (iso: string) => new Date(iso);
  const lastmod = (path: string, now: string) =>
    sitemapEntries(indexablePages(at(now))).find((entry) => entry.url === `https://www.codingstars.de${path}`)?.lastModified;

  it.each([
    ['before the 2027 run', '2027-08-01T12:00:00Z', pythonCourseUpdatedAt],
    ['during it', '2027-08-10T12:00:00Z', pythonCourseUpdatedAt],
    ['the day after it, when the page drops it', '2027-08-14T12:00:00Z', '2027-08-14'],
    ['a year later', '2028-08-01T12:00:00Z', '2027-08-14'],
  ])('/python: lastmod %s', (_when, now, expected) => {
    expect(lastmod('/python', now)).toBe(expected);
  });

  it('dates every holiday-course page by the last run of any course that ended, since each shows the whole list', () => {
    // Internet-Führerschein's summer week ends on 09.07.2027; Minecraft's runs until 16.07.
    for (const path of ['/ferienkurse', ...holidayCourses.map((course) => `/ferienkurse/${course.slug}`)]) {
      expect(lastmod(path, '2027-07-12T12:00:00Z')).toBe('2027-07-10');
    }
  });

  it('finds the day after the latest ended run, in Berlin', () => {
    const runs = [
      { start: '2027-03-30', end: '2027-04-02' },
      { start: '2027-07-19', end: '2027-07-23' },
    ];
    expect(lastRunEndedChange(runs, at('2027-03-01T12:00:00Z'))).toEqual([]);
    expect(lastRunEndedChange(runs, at('2027-04-02T21:59:59Z'))).toEqual([]);
    expect(lastRunEndedChange(runs, at('2027-04-02T22:00:00Z'))).toEqual(['2027-04-03']);
    expect(lastRunEndedChange(runs, at('2027-12-31T12:00:00Z'))).toEqual(['2027-07-24']);
  });
});
