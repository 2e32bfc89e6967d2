import { expect, test } from '@playwright/test';
import { ROUTES } from './routes';

test.describe('server HTML', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its content`, async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="de"');
      expect(html).toContain(route.text.replace(/&/g, '&amp;'));
      expect(html).not.toContain('localhost');
      expect(html).not.toContain('127.0.0.1');
      // Exactly one h1 per page.
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      // Its own title with the common suffix, and a description.
      expect(html).toMatch(/<title>[^<]+CodingStars – Programmieren lernen online für Kinder[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
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

  for (const id of ['0', '8', '42', 'abc', '01', '1.0', '9'.repeat(40)]) {
    test(`/courses/${id.slice(0, 12)} is 'Course not found!' with 404`, async ({ request }) => {
      const response = await request.get(`/courses/${id}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Course not found!');
    });
  }

  for (const path of ['/gibt-es-nicht', '/ferienkurse/unbekannt', '/courses/1/extra']) {
    test(`${path} gets the German 404 page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('Diese Seite gibt es leider nicht');
      expect(html).toContain('noindex');
    });
  }
});
