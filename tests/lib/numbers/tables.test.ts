/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { NextRequest } from 'next/server';
import { randomBytes } from 'node:crypto';
import { openMigrated, type Db } from '@/lib/db';
import { createMemberships } from '@/lib/membership/store';
import { displayCell } from '@/lib/numbers/format';
import type { FunnelReport } from '@/lib/numbers/funnel';
import { numbersTable, numbersTables, tableCsv, tableIdOfFile, type NumbersTable } from '@/lib/numbers/tables';
import { funnelText, tableText } from '@/lib/numbers/report';
import { addCounts } from '@/lib/numbers/store';
import { freshDatabaseConfig } from '@/tests/db';

// The CSV route checks the session first; here it is always a member of the team (the e2e spec checks without one).
jest.mock('@/lib/auth/session', () => ({ requireStaff: jest.fn(async () => ({ id: 'u1', email: 'team@codingstars.de', expiresAt: new Date() })) }));
let routeDb: Db | undefined;
jest.mock('@/lib/outbox/service', () => ({ deliveryService: async () => ({ db: routeDb }) }));
// After the mocks: the route imports them.
import { GET } from '@/app/(intern)/intern/zahlen/[datei]/route';
import { requireStaff } from '@/lib/auth/session';

jest.setTimeout(60_000);

const REPORT: FunnelReport = {
  period: { from: '2027-01-04', to: '2027-01-24' },
  views: 1289,
  arrivals: 1280,
  arrivalsBySource: [
    { source: 'google', views: 1000 },
    { source: 'utm:eltern-newsletter', views: 200 },
    { source: 'direkt', views: 80 },
  ],
  arrivalsByLanding: [{ route: '/', views: 1280 }],
  weeks: [
    { week: '2027-01-04', arrivals: 1000, trialSignups: 9 },
    { week: '2027-01-11', arrivals: 280, trialSignups: 5 },
  ],
  steps: [
    { step: 'arrivals', count: 1280, rate: null },
    { step: 'trialSignups', count: 14, rate: 14 / 1280 },
    { step: 'came', count: null, rate: null },
    { step: 'bookedAfterTrial', count: null, rate: null },
  ],
  trials: { signups: 14, fromWaitlist: 1, waitlistEntries: 2, cancellations: 1, moves: 0 },
  enquiries: [{ form: 'contact', count: 3 }],
  bookingRequests: { count: 0, afterTrial: null },
  quiz: [{ route: '/quiz', views: 0, finished: 0, rate: null }],
  trialsPerDate: [{ date: '2027-01-13', signedUp: 12, cancelled: 1, waitlist: 2, came: null, missed: null, booked: null }],
  memberships: [
    { month: '2027-01', bookings: 3, withdrawals: 1, cancellations: 0 },
    { month: '2027-02', bookings: 0, withdrawals: 0, cancellations: 2 },
  ],
};

/** A CSV as rows of fields (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  return rows;
}

describe('the tables of a report', () => {
  it('are the page’s, in its order, each with its CSV file', () => {
    expect(numbersTables(REPORT).map((table) => table.file)).toEqual(['trichter', 'wochen', 'herkunft', 'einstiegsseiten', 'termine', 'zeitraum', 'vertraege', 'anfragen', 'quiz']);
    expect(tableIdOfFile('trichter')).toBe('funnel');
    expect(tableIdOfFile('seitenaufrufe')).toBeUndefined();
    expect(tableIdOfFile('../trichter')).toBeUndefined();
  });

  it('show no data as "–" with a note, never as 0, and the first step without a rate', () => {
    const funnel = numbersTable('funnel', REPORT);
    expect(funnel.rows.map((row) => row.map((cell, i) => displayCell(funnel.columns[i]!.kind, cell)))).toEqual([
      ['Ankünfte auf der Website', '1.280', ''],
      ['Probestunde angemeldet', '14', '1,1\u00a0%'],
      ['Zur Probestunde gekommen', '–', '–'],
      ['Kurs gebucht nach der Probestunde', '–', '–'],
    ]);
    expect(funnel.notes).toEqual([
      '„–“ heißt: noch keine Daten, nicht 0.',
      '„gekommen“ zählt, sobald ihr nach der Stunde markiert, wer da war.',
      '„gebucht“ zählt die Website erst, wenn Buchungen über den Empfehlungslink ihre Probestunde nennen.',
    ]);
    expect(numbersTable('sources', REPORT).notes).toEqual([]);
    expect(numbersTable('sources', REPORT).rows.map((row) => row[0])).toEqual(['google', 'Kampagne: eltern-newsletter', 'direkt (ohne Verweis)']);
  });

  it('print as the script prints them: title, aligned columns, notes', () => {
    const text = tableText(numbersTable('weeks', REPORT));
    expect(text.split('\n')).toEqual([
      'Je Woche',
      '  Woche ab    Ankünfte  Probestunden angemeldet',
      '  ----------  --------  -----------------------',
      '  04.01.2027     1.000                        9',
      '  11.01.2027       280                        5',
    ]);
    expect(tableText({ ...numbersTable('landing', REPORT), rows: [] })).toBe('Ankünfte nach Einstiegsseite\n  Keine Einträge im Zeitraum.');
  });

  it('count bookings, withdrawals and cancellations per month, each month by its German name', () => {
    const table = numbersTable('memberships', REPORT);
    expect(table.notes).toEqual([]);
    expect(tableText(table).split('\n')).toEqual([
      'Buchungen, Widerrufe und Kündigungen je Monat',
      '  Monat         Buchungen  Widerrufe  Kündigungen',
      '  ------------  ---------  ---------  -----------',
      '  Januar 2027           3          1            0',
      '  Februar 2027          0          0            2',
    ]);
  });

  it('are all of what `npm run numbers` prints, in the page’s order, after the period and its totals', () => {
    expect(funnelText(REPORT)).toBe(
      [
        'Zahlen vom 04.01.2027 bis 24.01.2027 (Berliner Zeit)\nSeitenaufrufe: 1.289, davon Ankünfte von außerhalb der Website: 1.280',
        ...numbersTables(REPORT).map(tableText),
      ].join('\n\n') + '\n',
    );
    expect(tableText(numbersTable('trials', REPORT))).toContain('\n    davon von der Warteliste nachgerückt');
  });
});

describe('a table as CSV', () => {
  it('has the table’s columns as header (a rate’s in %) and its rows, plain: ISO dates, digits, empty for no data', () => {
    expect(tableCsv(numbersTable('funnel', REPORT))).toBe(
      'Schritt,Anzahl,Anteil am Schritt davor (%)\nAnkünfte auf der Website,1280,\nProbestunde angemeldet,14,1.1\nZur Probestunde gekommen,,\nKurs gebucht nach der Probestunde,,\n',
    );
    expect(tableCsv(numbersTable('trialDates', REPORT))).toBe('Termin,angemeldet,abgesagt,Warteliste,gekommen,nicht gekommen,gebucht\n2027-01-13,12,1,2,,,\n');
    expect(tableCsv(numbersTable('memberships', REPORT))).toBe('Monat,Buchungen,Widerrufe,Kündigungen\n2027-01,3,1,0\n2027-02,0,0,2\n');
  });

  it.each(numbersTables(REPORT).map((table) => [table.file, table] as const))('%s is equal to the table', (_file, table) => {
    const [header, ...rows] = parseCsv(tableCsv(table));
    expect(header).toEqual(table.columns.map((column) => (column.kind === 'rate' ? `${column.label} (%)` : column.label)));
    expect(rows).toHaveLength(table.rows.length);
    rows.forEach((row, r) =>
      row.forEach((field, i) => {
        const cell = table.rows[r]![i]!;
        const kind = table.columns[i]!.kind;
        if (cell === null) expect(field).toBe('');
        else if (kind === 'rate' && typeof cell === 'number') expect(Number(field)).toBeCloseTo(cell * 100, 1);
        else if (kind === 'count') expect(Number(field)).toBe(cell);
        else expect(field).toBe(String(cell));
        // The page shows the same value: German digits and date, or "–".
        if (kind === 'count' && cell !== null) expect(displayCell(kind, cell).replace(/\./g, '')).toBe(field);
      }),
    );
  });

  it('quotes fields with commas, quotes and line breaks', () => {
    const table: NumbersTable = {
      id: 'enquiries',
      title: 't',
      file: 'anfragen',
      intro: '',
      columns: [
        { label: 'Formular, „neu“', kind: 'text' },
        { label: 'Anzahl', kind: 'count' },
      ],
      rows: [
        ['Kontakt, schnell', 1],
        ['Das "Quiz"', 2],
        ['zwei\nZeilen', 3],
        ['schlicht', 4],
      ],
      parts: [],
      notes: [],
    };
    const csv = tableCsv(table);
    expect(csv).toBe('"Formular, „neu“",Anzahl\n"Kontakt, schnell",1\n"Das ""Quiz""",2\n"zwei\nZeilen",3\nschlicht,4\n');
    expect(parseCsv(csv)).toEqual([['Formular, „neu“', 'Anzahl'], ['Kontakt, schnell', '1'], ['Das "Quiz"', '2'], ['zwei\nZeilen', '3'], ['schlicht', '4']]);
  });
});

describe('the CSV files of /intern/zahlen', () => {
  let cleanup: () => Promise<void>;
  let variables: Record<string, string>;

  beforeAll(async () => {
    let config;
    ({ config, cleanup } = await freshDatabaseConfig('sqlite', { migrated: true }));
    jest.spyOn(console, 'log').mockImplementation(() => {});
    routeDb = await openMigrated(config);
    variables = { DATABASE_PATH: config.path };
    await addCounts(routeDb, {
      views: [
        { day: '2027-01-05', route: '/', source: 'google', device: 'phone', views: 40 },
        { day: '2027-01-05', route: '/faq', source: 'intern', device: 'desktop', views: 5 },
        { day: '2027-01-06', route: '/courses/3', source: 'utm:newsletter', device: 'desktop', views: 2 },
        { day: '2027-01-12', route: '/start/signup', source: 'beispiel-blog.de', device: 'phone', views: 7 },
        { day: '2027-02-12', route: '/', source: 'google', device: 'phone', views: 1000 },
      ],
      events: [],
    });
  });

  afterAll(async () => {
    await routeDb?.close();
    await cleanup?.();
    jest.restoreAllMocks();
  });

  const get = (file: string, query = '?von=2027-01-04&bis=2027-01-31') =>
    GET(new NextRequest(`http://localhost/intern/zahlen/${file}${query}`), { params: Promise.resolve({ datei: file }) });

  it('give the page views exactly as `npm run numbers -- --csv` prints them', async () => {
    const response = await get('seitenaufrufe.csv');
    expect(response.status).toBe(200);
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: undefined, ...variables };
    delete env.DATABASE_URL;
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(process.cwd(), 'scripts', 'numbers.mjs'), '--from=2027-01-04', '--to=2027-01-31', '--csv'], { env });
    const body = await response.text();
    expect(body).toBe(stdout);
    expect(body.split('\n')[0]).toBe('day,route,source,device,views');
    expect(body.trimEnd().split('\n')).toHaveLength(5);
  });

  it('are private downloads named after the table and the period, checked for a session first', async () => {
    const response = await get('herkunft.csv');
    expect(requireStaff).toHaveBeenCalled();
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="codingstars-herkunft-2027-01-04-bis-2027-01-31.csv"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe('Herkunft,Ankünfte,Anteil (%)\ngoogle,40,81.6\nbeispiel-blog.de,7,14.3\nKampagne: newsletter,2,4.1\n');
  });

  it('have the memberships per month as the page shows them', async () => {
    const store = createMemberships(routeDb!, { relay: false, ibanKey: randomBytes(32) });
    await store.declare({ kind: 'withdrawal', name: 'Anna Schmidt', email: 'anna@beispiel.de', bookingNumber: '', childName: 'Ben Schmidt' }, new Date('2027-01-10T10:00:00+01:00'));
    const response = await get('vertraege.csv', '?von=2027-01-04&bis=2027-02-03');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="codingstars-vertraege-2027-01-04-bis-2027-02-03.csv"');
    expect(await response.text()).toBe('Monat,Buchungen,Widerrufe,Kündigungen\n2027-01,0,1,0\n2027-02,0,0,0\n');
  });

  it('refuse an unknown table and a period they cannot show, in words', async () => {
    expect((await get('passwoerter.csv')).status).toBe(404);
    expect((await get('trichter')).status).toBe(404);
    const tooLong = await get('trichter.csv', '?von=2026-01-01&bis=2027-01-31');
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toBe('Der Zeitraum ist länger als 12 Monate. Mit diesem Beginn geht er höchstens bis 31.12.2026.\n');
  });
});
