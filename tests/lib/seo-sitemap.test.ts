import { courses } from '@/content/courses';
import { holidayCourses } from '@/content/holiday-courses';
import { indexablePages, sitemapEntries } from '@/lib/seo/sitemap';

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
});
