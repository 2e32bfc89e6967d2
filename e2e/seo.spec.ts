import { expect, test } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { ROUTES } from './routes';

// Head, structured data, sitemap, robots, share images and manifest of the production build.
const SITE = (process.env.NEXT_PUBLIC_SITE_URL || 'https://www.codingstars.de').replace(/\/+$/, '');
const NOINDEX = new Set(['/booking']);
const COURSE_PAGES = [...ROUTES.map((r) => r.path).filter((p) => /^\/courses\/\d$|^\/ferienkurse\/.+|^\/python$/.test(p))];

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1] ?? '') : undefined;
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

type JsonLd = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of a page by its script id; fails on a repeated id. */
function jsonLdBlocks(html: string): Map<string, JsonLd> {
  const blocks = new Map<string, JsonLd>();
  for (const match of html.matchAll(/<script type="application\/ld\+json" id="([^"]+)"[^>]*>([\s\S]*?)<\/script>/g)) {
    const id = match[1] ?? '';
    expect(blocks.has(id), `script id ${id} once`).toBe(false);
    blocks.set(id, JSON.parse(match[2] ?? '') as JsonLd);
  }
  return blocks;
}

async function page(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('head of every page', () => {
  for (const route of ROUTES) {
    test(`${route.path}: title, description, canonical, Open Graph and Twitter card`, async ({ request }) => {
      const html = head(await page(request, route.path));
      // Next writes the home page's canonical without the trailing slash; both name the same URL.
      const url = route.path === '/' ? SITE : `${SITE}${route.path}`;
      const description = meta(html, 'name', 'description') ?? '';
      expect(html).toMatch(/<title>[^<]+ \| CodingStars<\/title>|<title>CodingStars – /);
      expect(description.length).toBeGreaterThan(50);
      expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
      expect(meta(html, 'property', 'og:url')).toBe(url);
      expect(meta(html, 'property', 'og:title')).toMatch(/CodingStars/);
      expect(meta(html, 'property', 'og:description')).toBe(description);
      expect(meta(html, 'property', 'og:locale')).toBe('de_DE');
      expect(meta(html, 'property', 'og:site_name')).toBe('CodingStars');
      expect(meta(html, 'property', 'og:type')).toBe('website');
      expect(meta(html, 'property', 'og:image')).toMatch(new RegExp(`^${SITE}/.*opengraph-image`));
      expect(meta(html, 'property', 'og:image:width')).toBe('1200');
      expect(meta(html, 'property', 'og:image:height')).toBe('630');
      expect(meta(html, 'property', 'og:image:alt')?.length).toBeGreaterThan(20);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'name', 'twitter:title')).toBe(meta(html, 'property', 'og:title'));
      expect(meta(html, 'name', 'twitter:description')).toBe(description);
      expect(meta(html, 'name', 'twitter:image')).toBe(meta(html, 'property', 'og:image'));
      const robots = meta(html, 'name', 'robots');
      if (NOINDEX.has(route.path)) expect(robots).toMatch(/noindex/);
      else expect(robots ?? '').not.toMatch(/noindex/);
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
      expect(html).toMatch(/<link rel="icon" href="\/icon\.svg/);
      expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon/);
    });
  }

  test('the 404 page is noindex and has its own title', async ({ request }) => {
    const response = await request.get('/gibt-es-nicht');
    expect(response.status()).toBe(404);
    const html = head(await response.text());
    expect(html).toContain('<title>Seite nicht gefunden | CodingStars');
    expect(meta(html, 'name', 'robots')).toMatch(/noindex/);
  });
});

test.describe('structured data', () => {
  for (const route of ROUTES) {
    test(`${route.path}: organisation and breadcrumbs`, async ({ request }) => {
      const blocks = jsonLdBlocks(await page(request, route.path));
      const organization = blocks.get('jsonld-organization');
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        name: 'CodingStars',
        url: `${SITE}/`,
        logo: expect.stringMatching(new RegExp(`^${SITE}/`)),
        address: { '@type': 'PostalAddress', addressCountry: 'DE' },
        contactPoint: { '@type': 'ContactPoint', telephone: expect.any(String) },
        sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
      });
      const breadcrumb = blocks.get('jsonld-breadcrumb');
      if (route.path === '/') {
        expect(breadcrumb).toBeUndefined();
        return;
      }
      expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
      const items = breadcrumb?.itemListElement as { position: number; name: string; item?: string }[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items[0]).toEqual({ '@type': 'ListItem', position: 1, name: 'Startseite', item: `${SITE}/` });
      items.forEach((item, index) => {
        expect(item.position).toBe(index + 1);
        expect(item.name.length).toBeGreaterThan(1);
        if (index < items.length - 1) expect(item.item).toMatch(new RegExp(`^${SITE}/`));
      });
    });
  }

  for (const path of COURSE_PAGES) {
    test(`${path}: Course with offer and online instance`, async ({ request }) => {
      const course = jsonLdBlocks(await page(request, path)).get('jsonld-course');
      expect(course).toMatchObject({
        '@type': 'Course',
        url: `${SITE}${path}`,
        name: expect.any(String),
        description: expect.any(String),
        inLanguage: 'de',
        provider: { '@type': 'EducationalOrganization', name: 'CodingStars' },
        offers: { '@type': 'Offer', category: expect.stringMatching(/^(Paid|Subscription)$/), priceCurrency: 'EUR' },
      });
      const instances = [course?.hasCourseInstance].flat() as Record<string, unknown>[];
      expect(instances.length).toBeGreaterThan(0);
      for (const instance of instances) {
        expect(instance).toMatchObject({
          '@type': 'CourseInstance',
          courseMode: 'Online',
          courseSchedule: {
            '@type': 'Schedule',
            duration: 'PT90M',
            repeatFrequency: expect.stringMatching(/^(Daily|Weekly)$/),
            repeatCount: expect.any(Number),
          },
        });
      }
    });
  }

  test('/courses lists the seven course pages', async ({ request }) => {
    const list = jsonLdBlocks(await page(request, '/courses')).get('jsonld-course-list');
    expect(list?.['@type']).toBe('ItemList');
    const urls = (list?.itemListElement as { position: number; url: string }[]).map((item) => item.url);
    expect(urls).toEqual([1, 2, 3, 4, 5, 6, 7].map((id) => `${SITE}/courses/${id}`));
  });

  test('/faq carries every question as FAQPage', async ({ request }) => {
    const html = await page(request, '/faq');
    const faq = jsonLdBlocks(html).get('jsonld-faq');
    expect(faq?.['@type']).toBe('FAQPage');
    const questions = faq?.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    expect(questions.length).toBeGreaterThanOrEqual(8);
    for (const question of questions) {
      expect(question['@type']).toBe('Question');
      expect(html).toContain(question.name.replace(/&/g, '&amp;'));
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text).not.toMatch(/\]\(/);
    }
  });
});

test.describe('sitemap, robots and manifest', () => {
  test('the sitemap lists every indexable page with an absolute URL and a content date', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)];
    const expected = ROUTES.filter((r) => !NOINDEX.has(r.path)).map((r) => (r.path === '/' ? `${SITE}/` : `${SITE}${r.path}`));
    expect(entries.map((e) => e[1]).sort()).toEqual(expected.sort());
    for (const entry of entries) expect(entry[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*\nAllow: \//);
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  test('the manifest has a German name and the brand colour', async ({ request }) => {
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ lang: 'de', short_name: 'CodingStars', theme_color: '#4f3fd6', start_url: '/' });
    expect(String(manifest.name)).toContain('Programmieren lernen');
  });

  test('the apple-touch icon is a 180 px PNG', async ({ request }) => {
    const response = await request.get('/apple-icon');
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body())).toEqual({ width: 180, height: 180 });
  });
});

test('every share image is a 1200×630 PNG', async ({ request }) => {
  const images = new Set<string>();
  for (const route of ROUTES) {
    const image = meta(head(await page(request, route.path)), 'property', 'og:image') ?? '';
    images.add(image.replace(SITE, ''));
  }
  // The site's image, seven courses, three holiday courses and the Python course.
  expect(images.size).toBe(12);
  for (const path of images) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(pngSize(await response.body()), path).toEqual({ width: 1200, height: 630 });
  }
});
