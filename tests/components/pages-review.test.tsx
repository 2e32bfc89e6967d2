import { render, screen, within } from '@testing-library/react';
import { PagesReviewDetail } from '@/components/pages-review/pages-review-detail';
import { PagesReviewList } from '@/components/pages-review/pages-review-list';
import { pagesReport } from '../fixtures/pages-report';

const detailHref = (path: string) => `/intern/seiten/details?pfad=${encodeURIComponent(path)}`;
const byPath = (path: string) => pagesReport.pages.find((page) => page.path === path)!;

describe('the fixture report', () => {
  it('counts what its pages carry', () => {
    const warnings = pagesReport.pages.flatMap((page) => page.warnings);
    expect(pagesReport.summary.errors).toBe(warnings.filter((w) => w.severity === 'error').length);
    expect(pagesReport.summary.warnings).toBe(warnings.filter((w) => w.severity === 'warning').length);
  });
});

describe('PagesReviewList', () => {
  beforeEach(() => render(<PagesReviewList report={pagesReport} detailHref={detailHref} />));

  it('lists the pages meant for the index, then the others, each under its own heading with a link to its details', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'Seiten für die Suche (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Weitere Seiten (nicht für die Suche) (1)' })).toBeInTheDocument();
    const rows = screen.getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual(['/courses/3', '/ferienkurse', '/booking']);
    expect(screen.getByRole('link', { name: '/booking' })).toHaveAttribute('href', '/intern/seiten/details?pfad=%2Fbooking');
  });

  it('shows the search result as Google cuts it, line by line, and links the title to the page', () => {
    const row = screen.getByRole('article', { name: /\/ferienkurse/ });
    const result = within(row).getByRole('figure', { name: 'So erscheint die Seite bei Google (Handy)' });
    const title = within(result).getByRole('link');
    expect(title).toHaveAttribute('href', '/ferienkurse');
    expect(title.textContent).toBe(byPath('/ferienkurse').serp.title.lines.join(''));
    expect(title.textContent).toMatch(/ \.\.\.$/);
    expect(within(result).getByText('https://www.codingstars.de › ferienkurse')).toBeInTheDocument();
  });

  it('shows the share card with the picture from the site itself, or says there is none', () => {
    const good = within(screen.getByRole('article', { name: /\/courses\/3/ })).getByRole('figure', { name: 'So erscheint ein geteilter Link' });
    expect(within(good).getByRole('img', { name: 'CodingStars: Online-Programmierschule' })).toHaveAttribute('src', '/opengraph-image');
    expect(within(good).getByText('www.codingstars.de')).toBeInTheDocument();
    const missing = within(screen.getByRole('article', { name: /\/ferienkurse/ })).getByRole('figure', { name: 'So erscheint ein geteilter Link' });
    expect(within(missing).queryByRole('img')).toBeNull();
    expect(within(missing).getByText('kein Vorschaubild')).toBeInTheDocument();
  });

  it('names structured data, the sitemap date and the warnings, an error in words first', () => {
    const row = screen.getByRole('article', { name: /\/ferienkurse/ });
    expect(within(row).getByText('nicht lesbar')).toBeInTheDocument();
    expect(within(row).getByText('24.11.2026')).toBeInTheDocument();
    expect(within(row).getByText('✘ 2 Fehler')).toBeInTheDocument();
    const items = within(row).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^✘Fehler: /);
    expect(items.at(-1)).toHaveTextContent(/^!Hinweis: Dieselbe Beschreibung steht auch auf \/python/);
    const fine = screen.getByRole('article', { name: /\/courses\/3/ });
    expect(within(fine).getByText('Course, BreadcrumbList')).toBeInTheDocument();
    expect(within(fine).getByText('Keine Hinweise.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: /\/booking/ })).getByText('nicht in der Sitemap')).toBeInTheDocument();
  });

  it('sums the review up', () => {
    expect(screen.getByText('3 Seiten, davon 2 für die Suche gedacht: 2 Fehler, 4 Hinweise.')).toBeInTheDocument();
    expect(screen.getByText('http://127.0.0.1:3000 (56 Anfragen nacheinander, 4,2 s)')).toBeInTheDocument();
  });
});

describe('PagesReviewDetail', () => {
  beforeEach(() => render(<PagesReviewDetail page={byPath('/ferienkurse')} listHref="/intern/seiten" />));

  it('shows every field of the head in a captioned table', () => {
    const table = screen.getByRole('table', { name: 'Angaben im Kopf der Seite' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Öffentliche Adresse')).toHaveTextContent('https://www.codingstars.de/ferienkurse');
    expect(row('Canonical')).toHaveTextContent('https://www.codingstars.de/ferienkurse');
    expect(row('Breite des Titels')).toHaveTextContent(/^Breite des Titels\d+ px$/);
    expect(row('Für die Suche gedacht')).toHaveTextContent('ja');
    expect(screen.getByRole('table', { name: 'Open Graph (Facebook, WhatsApp, LinkedIn, Messenger)' })).toBeInTheDocument();
  });

  it('lists the headings and prints each JSON-LD block, saying which does not parse', () => {
    expect(screen.getByRole('heading', { level: 2, name: 'Überschriften (h1 bis h3)' })).toBeInTheDocument();
    expect(screen.getByText('Überschrift der Seite')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Block 1: nicht lesbar' })).toBeInTheDocument();
    expect(screen.getByText('Unexpected end of JSON input')).toBeInTheDocument();
    expect(screen.getByText('{"@type": "Course",')).toBeInTheDocument();
  });

  it('gives every link its answer: in order, redirected, or leading nowhere', () => {
    const table = screen.getByRole('table', { name: '3 Adressen auf der Website, jede einmal geprüft' });
    const answer = (path: string) => within(table).getByRole('cell', { name: path }).closest('tr')!;
    expect(answer('/')).toHaveTextContent('200, in Ordnung');
    expect(answer('/alt-adresse')).toHaveTextContent('308, leitet weiter auf /ferienkurse');
    expect(answer('/ferienkurse/alt')).toHaveTextContent('✘ 404, führt ins Leere');
    expect(screen.getByText('https://www.instagram.com/codingstars.de')).toBeInTheDocument();
  });

  it('leads back to the list', () => {
    expect(screen.getByRole('link', { name: '← Zurück zur Liste' })).toHaveAttribute('href', '/intern/seiten');
  });
});
