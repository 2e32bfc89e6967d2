import { expect, test } from './fixtures';
import { ROUTES } from './routes';

test.describe('server HTML', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its content`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      // Copy uses no-break spaces between numbers and units; compare with plain spaces.
      const html = (await response.text()).replace(/\u00a0/g, ' ');
      // Booleans with messages: a failing match must not print the whole page.
      expect(html.startsWith('<!DOCTYPE html><html lang="de"'), 'German document').toBe(true);
      expect(html.includes(route.text.replace(/&/g, '&amp;')), `contains "${route.text}"`).toBe(true);
      expect(/localhost|127\.0\.0\.1/.test(html), 'no local address').toBe(false);
      expect(html.match(/<h1[\s>]/g) ?? [], 'exactly one h1').toHaveLength(1);
      // Its own title ending in the brand (the home page's is the brand with its claim), and a description.
      const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '';
      expect(title).toMatch(/ \| CodingStars$|^CodingStars – Programmieren lernen online für Kinder/);
      const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '';
      expect(description.length).toBeGreaterThan(50);
    });
  }

  test('every page title and description is unique', async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of ROUTES) {
      const html = await (await request.get(route.path)).text();
      titles.add(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '');
      descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '');
    }
    expect(titles.size).toBe(ROUTES.length);
    expect(descriptions.size).toBe(ROUTES.length);
  });

  for (const id of ['0', '8', '42', 'abc', '01', '1.0', '9'.repeat(40), 'nicht-gefunden']) {
    test(`/courses/${id.slice(0, 12)} is 'Course not found!' with 404, in the HTML itself`, async ({ request }) => {
      const response = await request.get(`/courses/${id}`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      // Rendered into the page (readable without JavaScript), not only inside the hydration data.
      expect(html).toMatch(/<h1[^>]*>Course not found!<\/h1>/);
      expect(html.startsWith('<!DOCTYPE html><html lang="de"'), 'the site’s own document').toBe(true);
      expect(html.includes('<meta name="robots" content="noindex'), 'noindex').toBe(true);
    });
  }

  for (const path of ['/gibt-es-nicht', '/ferienkurse/unbekannt', '/courses/1/extra']) {
    test(`${path} gets the German 404 page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html.includes('Diese Seite gibt es leider nicht'), 'German 404 text').toBe(true);
      expect(html.includes('<meta name="robots" content="noindex'), 'noindex').toBe(true);
    });
  }
});
