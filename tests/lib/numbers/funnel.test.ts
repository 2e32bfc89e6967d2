/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { bookingCatalog } from '@/lib/booking/catalog';
import { bookingTemplateParams } from '@/lib/booking/params';
import { openMigrated, type DatabaseKind, type Db } from '@/lib/db';
import { createMemberships } from '@/lib/membership/store';
import { enquiryFormOf, funnelReport, membershipsPerMonth, pageViewRows } from '@/lib/numbers/funnel';
import { addDays, monthsOf, periodFrom, periodInstants, weekOf, weeksOf } from '@/lib/numbers/period';
import { CSV_HEADER, funnelText, pageViewsCsv } from '@/lib/numbers/report';
import { addCounts } from '@/lib/numbers/store';
import { createTrialSeats } from '@/lib/trial/seats';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';
import { validBooking } from '@/tests/lib/booking/fixtures';

jest.setTimeout(60_000);

describe('periods', () => {
  it('are the last four weeks up to today in Berlin by default', () => {
    // 23:30 UTC on 31 Jan is 1 Feb in Berlin.
    expect(periodFrom({}, new Date('2027-01-31T23:30:00Z'))).toEqual({ from: '2027-01-05', to: '2027-02-01' });
    expect(periodFrom({ to: '2027-03-01' }, new Date())).toEqual({ from: '2027-02-02', to: '2027-03-01' });
    expect(periodFrom({ from: '2027-01-01', to: '2027-01-01' }, new Date())).toEqual({ from: '2027-01-01', to: '2027-01-01' });
  });

  it.each([
    [{ from: '2027-02-30' }, /--from=2027-02-30/],
    [{ to: '1.1.2027' }, /--to=1.1.2027/],
    [{ from: '2027-02-02', to: '2027-02-01' }, /beginnt \(2027-02-02\) nach seinem Ende/],
    [{ from: '2027-01-01', to: '2028-01-01' }, /länger als 12 Monate; er darf höchstens bis 2027-12-31 gehen/],
  ])('refuses %j', (options, message) => {
    expect(() => periodFrom(options, new Date())).toThrow(message);
  });

  it('span Berlin days, also across the change to summer time', () => {
    expect(periodInstants({ from: '2027-03-28', to: '2027-03-28' })).toEqual({ start: '2027-03-27T23:00:00.000Z', end: '2027-03-28T22:00:00.000Z' });
    expect(weekOf('2027-01-10')).toBe('2027-01-04');
    expect(weekOf('2027-01-11')).toBe('2027-01-11');
    expect(weeksOf({ from: '2027-01-06', to: '2027-01-18' })).toEqual(['2027-01-04', '2027-01-11', '2027-01-18']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('name every month they touch, across the turn of the year', () => {
    expect(monthsOf({ from: '2027-01-31', to: '2027-01-31' })).toEqual(['2027-01']);
    expect(monthsOf({ from: '2026-11-30', to: '2027-02-01' })).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOf({ from: '2027-01-01', to: '2027-12-31' })).toHaveLength(12);
  });
});

describe('which form an enquiry came from', () => {
  it.each([
    ['booking', {}, 'booking'],
    ['enquiry_trial', { request_type: '/signup schnupper-funnel' }, 'trial'],
    ['enquiry_default', { request_type: '/signup schnupper-funnel' }, 'trial'],
    ['enquiry_default', { request_type: '/start funnel', selected_course: 'scratch_1' }, 'start'],
    ['enquiry_default', { request_type: '/start funnel', selected_course: 'python_basic' }, 'python'],
    ['enquiry_default', { request_type: '/contact' }, 'contact'],
    ['enquiry_default', { request_type: 'Ferienkurs' }, 'holiday'],
    ['enquiry_default', {}, 'other'],
  ] as const)('%s %j → %s', (templateId, params, form) => {
    expect(enquiryFormOf(templateId, params)).toBe(form);
  });
});

const at = (iso: string) => new Date(iso);
const BROWSER_PERIOD = { from: '2027-01-04', to: '2027-01-24' };

describe.each(DATABASE_KINDS)('the funnel of a scripted fortnight on %s', (kind: DatabaseKind) => {
  let db: Db;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    let config;
    ({ config, cleanup } = await freshDatabaseConfig(kind, { migrated: true }));
    jest.spyOn(console, 'log').mockImplementation(() => {});
    db = await openMigrated(config);

    await addCounts(db, {
      views: [
        { day: '2027-01-05', route: '/', source: 'google', device: 'phone', views: 40 },
        { day: '2027-01-05', route: '/start/signup', source: 'google', device: 'desktop', views: 10 },
        { day: '2027-01-05', route: '/faq', source: 'intern', device: 'desktop', views: 5 },
        { day: '2027-01-12', route: '/', source: 'direkt', device: 'desktop', views: 20 },
        { day: '2027-01-12', route: '/quiz', source: 'utm:newsletter', device: 'phone', views: 6 },
        { day: '2027-01-12', route: '/quizcarousel', source: 'intern', device: 'phone', views: 4 },
        { day: '2027-01-19', route: '/start/signup', source: 'instagram', device: 'phone', views: 4 },
        // Outside the period.
        { day: '2027-01-03', route: '/', source: 'google', device: 'phone', views: 1000 },
        { day: '2027-01-25', route: '/', source: 'google', device: 'phone', views: 1000 },
      ],
      events: [
        { day: '2027-01-12', route: '/quiz', event: 'quiz-finished', count: 3 },
        { day: '2027-01-12', route: '/quizcarousel', event: 'quiz-finished', count: 2 },
        { day: '2027-01-25', route: '/quiz', event: 'quiz-finished', count: 50 },
      ],
    });

    // Trial seats as the site takes them, without the relay: 12 for Wed 13 Jan (full) and 2 for Wed 20 Jan, a family on
    // the waitlist of the 13th, one cancellation, one seat moved from the 20th to the 27th; one signup after the period.
    const seats = createTrialSeats(db);
    const family = (i: number) => ({
      email: `eltern${i}@beispiel.de`,
      client: `198.51.100.${i}`,
      enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ email: `eltern${i}@beispiel.de`, request_type: '/signup schnupper-funnel' }) },
    });
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const result = await seats.reserve({ date: '2027-01-13', ...family(i) }, at(`2027-01-05T${String(8 + i).padStart(2, '0')}:00:00Z`));
      if (result.status === 'booked') ids.push(result.signupId);
    }
    expect((await seats.joinWaitlist({ date: '2027-01-13', ...family(20) }, at('2027-01-06T09:00:00Z'))).status).toBe('waiting');
    expect(await seats.cancel(ids[0]!, at('2027-01-07T09:00:00Z'))).toBe(true);
    const later: string[] = [];
    for (const i of [30, 31]) {
      const result = await seats.reserve({ date: '2027-01-20', ...family(i) }, at('2027-01-12T10:00:00Z'));
      if (result.status === 'booked') later.push(result.signupId);
    }
    expect((await seats.move(later[0]!, '2027-01-27', at('2027-01-12T12:00:00Z'))).status).toBe('moved');
    await seats.reserve({ date: '2027-01-27', ...family(40) }, at('2027-01-25T10:00:00Z'));
    // After the lesson of the 13th the team marks 8 children as come and 2 as not (one seat stays unmarked).
    await db.kysely.updateTable('trial_signups').set({ attendance: 'came' }).where('id', 'in', ids.slice(1, 9)).execute();
    await db.kysely.updateTable('trial_signups').set({ attendance: 'missed' }).where('id', 'in', ids.slice(9, 11)).execute();

    // Enquiries of the other forms, at their times.
    const enquiry = (id: string, templateId: string, params: Record<string, string>, receivedAt: string) =>
      db.kysely
        .insertInto('enquiries')
        .values({ id, received_at: receivedAt, template_id: templateId, params: JSON.stringify(params), state: 'stored', attempts: 0, updated_at: null, last_error: null, due_at: null, lease_owner: null, lease_until: null })
        .execute();
    await enquiry('c1', 'enquiry_default', enquiryParams(), '2027-01-05T12:00:00Z');
    await enquiry('c2', 'enquiry_default', enquiryParams(), '2027-01-18T12:00:00Z');
    await enquiry('s1', 'enquiry_default', enquiryParams({ request_type: '/start funnel', selected_course: 'scratch_1' }), '2027-01-06T12:00:00Z');
    await enquiry('p1', 'enquiry_default', enquiryParams({ request_type: '/start funnel', selected_course: 'python_basic' }), '2027-01-06T13:00:00Z');
    await enquiry('h1', 'enquiry_default', enquiryParams({ request_type: 'Ferienkurs', selected_course: 'Minecraft' }), '2027-01-07T12:00:00Z');
    await enquiry('b1', 'booking', { email: 'eltern1@beispiel.de' }, '2027-01-19T12:00:00Z');
    // That booking came through the recommendation link after the lesson of the 13th (its seat, verified by the server).
    await db.kysely.updateTable('enquiries').set({ trial_signup_id: ids[1]! }).where('id', '=', 'b1').execute();
    // Berlin's 4 Jan began at 23:00 UTC on the 3rd: this one is in; the one at 23:00 UTC on the 24th (25th in Berlin) is not.
    await enquiry('b2', 'booking', { email: 'eltern2@beispiel.de' }, '2027-01-03T23:00:00Z');
    await enquiry('b3', 'booking', { email: 'eltern3@beispiel.de' }, '2027-01-24T23:00:00Z');
  });

  afterAll(async () => {
    await db?.close();
    await cleanup?.();
    jest.restoreAllMocks();
  });

  it('has each step, its rate, the arrivals by source and landing page, the weeks and the trials per date', async () => {
    const report = await funnelReport(db, BROWSER_PERIOD);
    expect(report.views).toBe(89);
    expect(report.arrivals).toBe(80);
    expect(report.steps).toEqual([
      { step: 'arrivals', count: 80, rate: null },
      { step: 'trialSignups', count: 14, rate: 14 / 80 },
      { step: 'came', count: 8, rate: 8 / 14 },
      { step: 'bookedAfterTrial', count: 1, rate: 1 / 8 },
    ]);
    expect(report.arrivalsBySource).toEqual([
      { source: 'google', views: 50 },
      { source: 'direkt', views: 20 },
      { source: 'utm:newsletter', views: 6 },
      { source: 'instagram', views: 4 },
    ]);
    expect(report.arrivalsByLanding).toEqual([
      { route: '/', views: 60 },
      { route: '/start/signup', views: 14 },
      { route: '/quiz', views: 6 },
    ]);
    expect(report.weeks).toEqual([
      { week: '2027-01-04', arrivals: 50, trialSignups: 12 },
      { week: '2027-01-11', arrivals: 26, trialSignups: 2 },
      { week: '2027-01-18', arrivals: 4, trialSignups: 0 },
    ]);
    expect(report.trials).toEqual({ signups: 14, fromWaitlist: 0, waitlistEntries: 1, cancellations: 1, moves: 1 });
    expect(report.enquiries).toEqual([
      { form: 'start', count: 1 },
      { form: 'trial', count: 15 },
      { form: 'python', count: 1 },
      { form: 'holiday', count: 1 },
      { form: 'contact', count: 2 },
      { form: 'booking', count: 2 },
    ]);
    expect(report.bookingRequests).toEqual({ count: 2, afterTrial: 1 });
    expect(report.quiz).toEqual([
      { route: '/quizcarousel', views: 4, finished: 2, rate: 0.5 },
      { route: '/quiz', views: 6, finished: 3, rate: 0.5 },
    ]);
    expect(report.trialsPerDate).toEqual([
      { date: '2027-01-13', signedUp: 12, cancelled: 1, waitlist: 1, came: 8, missed: 2, booked: 1 },
      { date: '2027-01-20', signedUp: 1, cancelled: 0, waitlist: 0, came: null, missed: null, booked: 0 },
    ]);
  });

  it('prints it in German, and the page views as CSV equal to the table', async () => {
    const text = funnelText(await funnelReport(db, BROWSER_PERIOD));
    expect(text).toContain('Zahlen vom 04.01.2027 bis 24.01.2027 (Berliner Zeit)');
    expect(text).toMatch(/Probestunde angemeldet\s+14\s+17,5\s%/);
    expect(text).toMatch(/Zur Probestunde gekommen\s+8\s+57,1\s%/);
    expect(text).toMatch(/Kurs gebucht nach der Probestunde\s+1\s+12,5\s%/);
    expect(text).toMatch(/direkt \(ohne Verweis\)\s+20\s+25,0\s%/);
    expect(text).toMatch(/13\.01\.2027\s+12\s+1\s+1\s+8\s+2\s+1/);
    expect(text).toMatch(/20\.01\.2027\s+1\s+0\s+0\s+–\s+–\s+0/);
    for (const secret of ['eltern', 'beispiel.de', '198.51.100']) expect(text).not.toContain(secret);

    const rows = await pageViewRows(db, BROWSER_PERIOD);
    const csv = pageViewsCsv(rows);
    const [header, ...lines] = csv.trimEnd().split('\n');
    expect(header).toBe(CSV_HEADER);
    expect(header).toBe('day,route,source,device,views');
    expect(lines.map((line) => line.split(','))).toEqual(rows.map((row) => [row.day, row.route, row.source, row.device, String(row.views)]));
    expect(lines[0]).toBe('2027-01-05,/,google,phone,40');
    expect(lines).toHaveLength(7);
  });
});

describe.each(DATABASE_KINDS)('memberships per month on %s', (kind: DatabaseKind) => {
  it('counts by the Berlin day of receipt, every month of the period, 0 where nothing came', async () => {
    const { config, cleanup } = await freshDatabaseConfig(kind, { migrated: true });
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const db = await openMigrated(config);
    try {
      const store = createMemberships(db, { relay: false, ibanKey: randomBytes(32) });
      const book = (email: string, at: string) =>
        store.book({ params: bookingTemplateParams({ ...validBooking, parentEmail: email }, { packageId: '3m', courseId: 2, slots: ['mo-1515'], month: '2027-02' }, bookingCatalog) }, new Date(at));
      // 00:30 on 4 January in Berlin is 3 January in UTC: inside the period; 23:30 on the 3rd in Berlin is not.
      const first = await book('a@beispiel.de', '2027-01-04T00:30:00+01:00');
      await book('b@beispiel.de', '2027-01-03T23:30:00+01:00');
      await book('c@beispiel.de', '2027-01-20T10:00:00+01:00');
      await store.declare({ kind: 'cancellation', name: 'Anna Schmidt', email: 'a@beispiel.de', bookingNumber: first.number, childName: '', cancellationType: 'ordinary' }, new Date('2027-01-21T10:00:00+01:00'));
      await store.declare({ kind: 'withdrawal', name: 'Niemand', email: 'x@beispiel.de', bookingNumber: '', childName: 'Unbekannt' }, new Date('2027-03-02T23:30:00+01:00'));
      await store.declare({ kind: 'withdrawal', name: 'Später', email: 'y@beispiel.de', bookingNumber: '', childName: 'Unbekannt' }, new Date('2027-03-03T00:30:00+01:00'));
      const period = { from: '2027-01-04', to: '2027-03-02' };
      const expected = [
        { month: '2027-01', bookings: 2, withdrawals: 0, cancellations: 1 },
        { month: '2027-02', bookings: 0, withdrawals: 0, cancellations: 0 },
        { month: '2027-03', bookings: 0, withdrawals: 1, cancellations: 0 },
      ];
      expect(await membershipsPerMonth(db, period)).toEqual(expected);
      expect((await funnelReport(db, period)).memberships).toEqual(expected);
      expect(await store.monthCounts(period.from, period.to)).toEqual(expected.filter((row) => row.month !== '2027-02'));
    } finally {
      await db.close();
      await cleanup();
      jest.restoreAllMocks();
    }
  });
});
