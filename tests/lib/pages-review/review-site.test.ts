/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';
import { formatReport } from '@/lib/pages-review/format-text';
import { reviewSite, type PagesReport } from '@/lib/pages-review/review';

/*
 * A tiny site made wrong on purpose, served by node:http: the review must find each fault on the page that has it,
 * and nothing on the page that is right. Its sitemap and head name the public address; the crawl reads the local
 * server and reports paths.
 */

const SITE = 'https://fixture.codingstars.test';

/** A PNG's signature and IHDR chunk: all image-size (and a messenger) needs to know its size. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const type = Buffer.from('IHDR');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, ihdr])));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), length, type, ihdr, crc]);
}

interface PageSpec {
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  image?: string | null;
  jsonLd?: string[];
  links?: string[];
}

function html(path: string, spec: PageSpec): string {
  const { title = `Seite ${path}`, description = `Beschreibung der Seite ${path}, kurz und eigen.`, image = '/share.png' } = spec;
  const canonical = spec.canonical ?? `${SITE}${path}`;
  return [
    '<!doctype html><html lang="de"><head><meta charset="utf-8">',
    title ? `<title>${title}</title>` : '',
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${canonical}">`,
    spec.robots ? `<meta name="robots" content="${spec.robots}">` : '',
    `<meta property="og:title" content="${title}"><meta property="og:site_name" content="Fixture">`,
    image ? `<meta property="og:image" content="${SITE}${image}">` : '',
    ...(spec.jsonLd ?? []).map((json) => `<script type="application/ld+json">${json}</script>`),
    '</head><body><h1>Überschrift</h1><h2>Abschnitt</h2>',
    ...(spec.links ?? []).map((href) => `<a href="${href}">Link</a>`),
    '</body></html>',
  ].join('');
}

const PAGES: Record<string, PageSpec> = {
  '/long-title': {
    title: 'Ein sehr langer Titel, der in Googles Ergebnissen auf dem Handy mehr als zwei Zeilen braucht und deshalb gekürzt wird',
  },
  '/dup-a': { description: 'Dieselbe Beschreibung auf zwei Seiten.' },
  '/dup-b': { description: 'Dieselbe Beschreibung auf zwei Seiten.' },
  '/no-image': { image: null },
  '/wrong-image': { image: '/small.png' },
  '/broken-json': { jsonLd: ['{"@context": "https://schema.org", "@type": "Course",'] },
  '/course': {
    jsonLd: [JSON.stringify({ '@context': 'https://schema.org', '@type': 'Course', name: 'Kurs', description: 'Ein Kurs', offers: { '@type': 'Offer' } })],
  },
  '/noindex': { robots: 'noindex, follow' },
  '/orphan': {},
  '/no-title': { title: '' },
  '/elsewhere': { canonical: `${SITE}/dup-a` },
  '/broken-link': { links: ['/missing'] },
  '/variant': {},
};
const SITEMAP = ['/', '/long-title', '/dup-a', '/dup-b', '/no-image', '/wrong-image', '/broken-json', '/course', '/noindex', '/gone', '/no-title', '/elsewhere', '/broken-link', '/variant'];
const HOME_LINKS = [...SITEMAP.filter((path) => path !== '/' && path !== '/gone'), '/orphan', '/variant?kurs=2', '/private/secret', 'https://example.org/', 'mailto:hallo@example.org', '#top', '/dup-a#faq'];

let server: Server;
let baseUrl: string;
const requested: string[] = [];
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    requested.push(req.url ?? '');
    res.on('close', () => {
      inFlight -= 1;
    });
    // Every answer waits a little, so two requests sent together would overlap here.
    setTimeout(() => {
      const url = new URL(req.url ?? '/', 'http://fixture');
      const path = url.pathname;
      if (path === '/robots.txt') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nDisallow: /private/\n\nSitemap: ${SITE}/sitemap.xml\n`);
      } else if (path === '/sitemap.xml') {
        const urls = SITEMAP.map((page) => `<url><loc>${SITE}${page}</loc><lastmod>2026-11-20</lastmod></url>`).join('');
        res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
      } else if (path === '/share.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(png(1200, 630));
      } else if (path === '/small.png') {
        res.writeHead(200, { 'content-type': 'image/png' }).end(png(600, 315));
      } else if (path === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html('/', { links: HOME_LINKS }));
      } else if (path === '/variant' && url.search) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html('/variant?kurs=2', { canonical: `${SITE}/variant`, robots: 'noindex' }));
      } else if (PAGES[path]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html(path, PAGES[path]));
      } else {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<title>Nicht gefunden</title>');
      }
    }, 3);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let report: PagesReport;
beforeAll(async () => {
  report = await reviewSite({ baseUrl, siteUrl: SITE });
});

const page = (path: string) => {
  const found = report.pages.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`${path} is not in the report`);
  return found;
};
const codes = (path: string) => page(path).warnings.map((warning) => `${warning.severity}:${warning.code}`);

describe('reviewSite against a site made wrong on purpose', () => {
  it('sends one request at a time, each address once, and none that robots.txt disallows', () => {
    expect(mostInFlight).toBe(1);
    expect(report.requests).toBe(requested.length);
    expect(new Set(requested).size).toBe(requested.length);
    expect(requested.slice(0, 2)).toEqual(['/robots.txt', '/sitemap.xml']);
    expect(requested).not.toContain('/private/secret');
    expect(page('/').links.find((link) => link.path === '/private/secret')).toMatchObject({ disallowed: true, ok: true });
  });

  it('reports paths, with the sitemap’s order first and its last-modified dates', () => {
    expect(report.pages.map((p) => p.path).slice(0, SITEMAP.length)).toEqual(SITEMAP);
    expect(page('/dup-a')).toMatchObject({ url: `${SITE}/dup-a`, canonicalPath: '/dup-a', sitemap: { listed: true, lastModified: '2026-11-20' } });
    expect(page('/orphan')).toMatchObject({ foundOn: '/', sitemap: { listed: false } });
  });

  it('finds nothing wrong with the page that is right', () => {
    expect(page('/').warnings).toEqual([]);
    expect(page('/').share.image).toMatchObject({ path: '/share.png', status: 200, contentType: 'image/png', width: 1200, height: 630 });
    expect(page('/').headings).toEqual([
      { level: 1, text: 'Überschrift' },
      { level: 2, text: 'Abschnitt' },
    ]);
    expect(page('/').externalLinks).toEqual(['https://example.org/']);
  });

  it.each([
    ['/long-title', 'warning:title-cut'],
    ['/dup-a', 'warning:description-duplicate'],
    ['/dup-b', 'warning:description-duplicate'],
    ['/no-image', 'warning:share-image-missing'],
    ['/wrong-image', 'warning:share-image-size'],
    ['/broken-json', 'error:json-ld-invalid'],
    ['/course', 'warning:json-ld-field-missing'],
    ['/noindex', 'warning:noindex-in-sitemap'],
    ['/orphan', 'warning:missing-from-sitemap'],
    ['/gone', 'error:broken-link'],
    ['/no-title', 'error:title-missing'],
    ['/elsewhere', 'warning:canonical-elsewhere'],
    ['/broken-link', 'error:broken-link'],
  ])('%s: %s, and nothing else', (path, code) => {
    expect(codes(path)).toEqual([code]);
  });

  it('says in German what is wrong, naming the pages and fields concerned', () => {
    const message = (path: string) => page(path).warnings[0]?.message;
    expect(message('/dup-a')).toBe('Dieselbe Beschreibung steht auch auf /dup-b. Jede Seite sollte sagen, was nur sie bietet.');
    expect(message('/wrong-image')).toMatch(/600 × 315 Pixel groß statt 1200 × 630/);
    expect(message('/course')).toBe('In den strukturierten Daten „Course“ fehlt, was Google verlangt: provider, hasCourseInstance, offers.category.');
    expect(message('/broken-link')).toBe('Der Link auf /missing führt ins Leere (404).');
    expect(message('/gone')).toBe('Die Sitemap nennt /gone, die Adresse antwortet aber mit 404.');
    expect(page('/long-title').serp.title.text).toMatch(/ \.\.\.$/);
  });

  it('takes a preselection URL that names its page as canonical as a page of its own, not meant for the index', () => {
    expect(page('/variant?kurs=2')).toMatchObject({ indexable: false, canonicalPath: '/variant', warnings: [] });
  });

  it('counts errors and warnings; an error is what fails npm run pages', () => {
    expect(report.summary).toEqual({
      pages: SITEMAP.length + 2,
      indexable: report.pages.filter((p) => p.indexable).length,
      errors: 4,
      warnings: 9,
    });
    expect(report.sitemap).toEqual({ path: '/sitemap.xml', status: 200, entries: SITEMAP.length });
    expect(report.robots).toMatchObject({ status: 200, disallow: ['/private/'] });
  });

  it('prints one block per page for npm run pages, errors marked, and a summary that says it fails', () => {
    const text = formatReport(report);
    expect(text).toContain('/broken-link  ·  200  ·  Sitemap, geändert am 20.11.2026\n');
    expect(text).toContain('  ✘ FEHLER: Der Link auf /missing führt ins Leere (404).\n');
    expect(text).toContain('  ! Hinweis: Die Seite steht in der Sitemap, sagt aber „noindex“');
    expect(text).toContain('  Google:  Fixture · https://fixture.codingstars.test › long-title\n           Ein sehr langer Titel,');
    expect(text.split('\n').at(-1)).toBe('4 Fehler: der Befehl endet mit Code 1.');
  });
});
