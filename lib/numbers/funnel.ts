// The steps from a search result to a booked course for a period (issue 49, point 2), as pure queries over the
// database the site already has: the counted page views (lib/numbers/counter.ts) and the site's own rows (trial
// signups, waitlist, enquiries, the queue's staff mails). Nothing here writes, and nothing returned names a person.
//
// Whether a child came to its trial lesson is the team's mark (lib/trial/marks.ts): a count where the team has marked,
// null where nobody is marked yet. Whether the family booked a course through the trial's recommendation link: the
// booking names its trial seat (enquiries.trial_signup_id), see `bookingsAfterTrial`.
import { EMBEDDED } from '@/lib/email/config';
import { TRIAL_TEMPLATES } from '@/lib/trial/rows';
import type { Db } from '../db/connect.ts';
import { monthCountsOf, type MonthCounts } from '../membership/month-counts.ts';
import { INTERNAL } from './classify.ts';
import { berlinDayOf, monthsOf, periodInstants, weekOf, weeksOf, type Period } from './period.ts';

/** One row of the page-view table, as the CSV has it. */
export interface PageViewRow {
  day: string;
  route: string;
  source: string;
  device: string;
  views: number;
}

/** The forms whose sends are enquiries, by what they ask for. */
export type EnquiryForm = 'start' | 'trial' | 'contact' | 'holiday' | 'python' | 'booking' | 'other';
export const ENQUIRY_FORMS: readonly EnquiryForm[] = ['start', 'trial', 'python', 'holiday', 'contact', 'booking', 'other'];

export interface FunnelStep {
  step: 'arrivals' | 'trialSignups' | 'came' | 'bookedAfterTrial';
  /** null: the site has no data for this step yet. */
  count: number | null;
  /** This step's count over the step before, or null when either is missing or the one before is 0. */
  rate: number | null;
}

export interface TrialDateRow {
  /** The trial lesson's Berlin date. */
  date: string;
  /** Seats taken for this date, cancelled ones included (a moved seat counts for the date it has now). */
  signedUp: number;
  cancelled: number;
  /** Families who joined this date's waitlist. */
  waitlist: number;
  /** Children the team marked as come; null while nobody of this date is marked (a lesson to come, or not marked yet). */
  came: number | null;
  /** Children the team marked as not come; null like `came`. */
  missed: number | null;
  /** Families who booked a course through this trial's recommendation link: null until bookings name their trial. */
  booked: number | null;
}

export interface FunnelReport {
  period: Period;
  /** Documents and client-side navigations. */
  views: number;
  /** Documents whose source is not the site itself: a visitor arriving from a search, a link, a campaign or directly. */
  arrivals: number;
  arrivalsBySource: { source: string; views: number }[];
  arrivalsByLanding: { route: string; views: number }[];
  /** Per week (its Monday) of the period: arrivals and trial signups, for the weekly chart. */
  weeks: { week: string; arrivals: number; trialSignups: number }[];
  steps: FunnelStep[];
  trials: {
    signups: number;
    /** Of those, seats taken from the waitlist (an offered seat claimed). */
    fromWaitlist: number;
    waitlistEntries: number;
    cancellations: number;
    moves: number;
  };
  enquiries: { form: EnquiryForm; count: number }[];
  bookingRequests: {
    count: number;
    /** Booking requests that came through a trial's recommendation link: null until that link exists. */
    afterTrial: number | null;
  };
  quiz: { route: string; views: number; finished: number; rate: number | null }[];
  trialsPerDate: TrialDateRow[];
  /** Every month of the period, oldest first: bookings, withdrawals and cancellations received (lib/membership/). */
  memberships: MonthCounts[];
}

const n = (value: unknown) => Number(value ?? 0);
export const rate = (count: number | null, base: number | null) => (count === null || base === null || base === 0 ? null : count / base);

/** Every page-view row of the period, ordered by day, page, source and device: the CSV. */
export async function pageViewRows(db: Db, { from, to }: Period): Promise<PageViewRow[]> {
  const rows = await db.kysely
    .selectFrom('page_views')
    .selectAll()
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .orderBy('route')
    .orderBy('source')
    .orderBy('device')
    .execute();
  return rows.map((row) => ({ ...row, views: n(row.views) }));
}

/** The form an enquiry row came from, by its template and request type (lib/email/request-type.ts). */
export function enquiryFormOf(templateId: string, params: Record<string, string | undefined>): EnquiryForm {
  if (templateId === EMBEDDED.templates.booking) return 'booking';
  if (templateId === EMBEDDED.templates.trial) return 'trial';
  switch (params.request_type) {
    case '/signup schnupper-funnel':
      return 'trial';
    case '/contact':
      return 'contact';
    case 'Ferienkurs':
      return 'holiday';
    case '/start funnel':
      return params.selected_course === 'python_basic' ? 'python' : 'start';
    default:
      return 'other';
  }
}

const FORM_TEMPLATES = [EMBEDDED.templates.default, EMBEDDED.templates.trial, EMBEDDED.templates.booking];

/** Sends of each form in the period (each accepted enquiry, trial signup, waitlist entry and booking request). */
export async function enquiriesPerForm(db: Db, period: Period): Promise<{ form: EnquiryForm; count: number }[]> {
  const { start, end } = periodInstants(period);
  const rows = await db.kysely
    .selectFrom('enquiries')
    .select(['template_id', 'params'])
    .where('template_id', 'in', FORM_TEMPLATES)
    .where('received_at', '>=', start)
    .where('received_at', '<', end)
    .execute();
  const counts = new Map<EnquiryForm, number>();
  for (const row of rows) {
    let params: Record<string, string | undefined> = {};
    try {
      params = JSON.parse(row.params) as Record<string, string | undefined>;
    } catch {
      // A row that is no JSON still counts, as a form we cannot tell.
    }
    const form = enquiryFormOf(row.template_id, params);
    counts.set(form, (counts.get(form) ?? 0) + 1);
  }
  return ENQUIRY_FORMS.filter((form) => counts.has(form)).map((form) => ({ form, count: counts.get(form)! }));
}

/** Trial signups, waitlist entries, cancellations and moves that happened in the period, and the signups per week. */
export async function trialSteps(db: Db, period: Period) {
  const { start, end } = periodInstants(period);
  const signups = await db.kysely
    .selectFrom('trial_signups')
    .leftJoin('trial_waitlist', 'trial_waitlist.signup_id', 'trial_signups.id')
    .select(['trial_signups.created_at as created_at', 'trial_signups.attendance as attendance', 'trial_waitlist.id as waitlist_id'])
    .where('trial_signups.created_at', '>=', start)
    .where('trial_signups.created_at', '<', end)
    .execute();
  const count = async (query: Promise<{ n: unknown } | undefined>) => n((await query)?.n);
  const waitlistEntries = await count(
    db.kysely.selectFrom('trial_waitlist').select((eb) => eb.fn.countAll().as('n')).where('created_at', '>=', start).where('created_at', '<', end).executeTakeFirst(),
  );
  const cancellations = await count(
    db.kysely.selectFrom('trial_signups').select((eb) => eb.fn.countAll().as('n')).where('cancelled_at', '>=', start).where('cancelled_at', '<', end).executeTakeFirst(),
  );
  // Each move leaves its staff mail in the queue (lib/trial/seats.ts, move), stored with or without the relay.
  const moves = await count(
    db.kysely
      .selectFrom('enquiries')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('template_id', '=', TRIAL_TEMPLATES.moved)
      .where('received_at', '>=', start)
      .where('received_at', '<', end)
      .executeTakeFirst(),
  );
  const perWeek = new Map<string, number>();
  for (const row of signups) {
    const week = weekOf(berlinDayOf(row.created_at));
    perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  return {
    signups: signups.length,
    fromWaitlist: signups.filter((row) => row.waitlist_id !== null).length,
    came: signups.filter((row) => row.attendance === 'came').length,
    marked: signups.filter((row) => row.attendance !== null).length,
    waitlistEntries,
    cancellations,
    moves,
    perWeek,
  };
}

/**
 * Bookings through a trial's recommendation link, per trial date of the period: a booking opened from that link names
 * its trial seat (enquiries.trial_signup_id, set when the server verified the link's token: lib/booking/trial-origin.ts).
 */
export async function bookingsAfterTrial(db: Db, { from, to }: Period): Promise<Map<string, number>> {
  const rows = await db.kysely
    .selectFrom('enquiries')
    .innerJoin('trial_signups', 'trial_signups.id', 'enquiries.trial_signup_id')
    .select(['trial_signups.date as date', (eb) => eb.fn.countAll().as('n')])
    .where('enquiries.template_id', '=', EMBEDDED.templates.booking)
    .where('trial_signups.date', '>=', from)
    .where('trial_signups.date', '<=', to)
    .groupBy('trial_signups.date')
    .execute();
  return new Map(rows.map((row) => [row.date, n(row.n)]));
}

/** Each trial date of the period with its seats taken, cancellations, waitlist and (later) attendance and bookings. */
export async function trialsPerDate(db: Db, { from, to }: Period): Promise<TrialDateRow[]> {
  const seats = await db.kysely
    .selectFrom('trial_signups')
    .select([
      'date',
      (eb) => eb.fn.countAll().as('n'),
      (eb) => eb.fn.sum(eb.case().when('status', '=', 'cancelled').then(1).else(0).end()).as('cancelled'),
      (eb) => eb.fn.sum(eb.case().when('attendance', '=', 'came').then(1).else(0).end()).as('came'),
      (eb) => eb.fn.sum(eb.case().when('attendance', '=', 'missed').then(1).else(0).end()).as('missed'),
    ])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('date')
    .execute();
  const waiting = await db.kysely
    .selectFrom('trial_waitlist')
    .select(['date', (eb) => eb.fn.countAll().as('n')])
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('date')
    .execute();
  const bookings = await bookingsAfterTrial(db, { from, to });
  const dates = [...new Set([...seats.map((row) => row.date), ...waiting.map((row) => row.date)])].sort();
  return dates.map((date) => {
    const seat = seats.find((row) => row.date === date);
    const marked = n(seat?.came) + n(seat?.missed) > 0;
    return {
      date,
      signedUp: n(seat?.n),
      cancelled: n(seat?.cancelled),
      waitlist: n(waiting.find((row) => row.date === date)?.n),
      came: marked ? n(seat?.came) : null,
      missed: marked ? n(seat?.missed) : null,
      booked: bookings ? (bookings.get(date) ?? 0) : null,
    };
  });
}

/** Bookings, withdrawals and cancellations per month of the period; a month without any says 0 (the tables are always there). */
export async function membershipsPerMonth(db: Db, period: Period): Promise<MonthCounts[]> {
  const counted = await monthCountsOf(db, period.from, period.to);
  return monthsOf(period).map((month) => counted.find((row) => row.month === month) ?? { month, bookings: 0, withdrawals: 0, cancellations: 0 });
}

/** The whole funnel of a period: page views by source and landing page, the site's own steps, and their rates. */
export async function funnelReport(db: Db, period: Period): Promise<FunnelReport> {
  const views = await pageViewRows(db, period);
  const arriving = views.filter((row) => row.source !== INTERNAL);
  const sum = (rows: PageViewRow[]) => rows.reduce((total, row) => total + row.views, 0);
  const grouped = <K extends 'source' | 'route'>(rows: PageViewRow[], key: K) => {
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(row[key], (totals.get(row[key]) ?? 0) + row.views);
    return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const arrivals = sum(arriving);
  const trials = await trialSteps(db, period);
  const arrivalsPerWeek = new Map<string, number>();
  for (const row of arriving) arrivalsPerWeek.set(weekOf(row.day), (arrivalsPerWeek.get(weekOf(row.day)) ?? 0) + row.views);

  const enquiries = await enquiriesPerForm(db, period);
  const perDate = await trialsPerDate(db, period);
  // Of the children signed up in the period, those the team marked as come: null while none of them is marked.
  const came = trials.marked > 0 ? trials.came : null;
  const bookings = await bookingsAfterTrial(db, period);
  const bookedAfterTrial = bookings ? [...bookings.values()].reduce((total, count) => total + count, 0) : null;

  const events = await db.kysely
    .selectFrom('page_events')
    .select(['route', (eb) => eb.fn.sum('count').as('n')])
    .where('event', '=', 'quiz-finished')
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .groupBy('route')
    .execute();
  const quiz = ['/quizcarousel', '/quiz'].map((route) => {
    const shown = sum(views.filter((row) => row.route === route));
    const finished = n(events.find((row) => row.route === route)?.n);
    return { route, views: shown, finished, rate: rate(finished, shown) };
  });

  const steps: FunnelStep[] = [];
  for (const [step, count] of [
    ['arrivals', arrivals],
    ['trialSignups', trials.signups],
    ['came', came],
    ['bookedAfterTrial', bookedAfterTrial],
  ] as const) {
    steps.push({ step, count, rate: steps.length === 0 ? null : rate(count, steps.at(-1)!.count) });
  }

  return {
    period,
    views: sum(views),
    arrivals,
    arrivalsBySource: grouped(arriving, 'source').map(([source, total]) => ({ source, views: total })),
    arrivalsByLanding: grouped(arriving, 'route').map(([route, total]) => ({ route, views: total })),
    weeks: weeksOf(period).map((week) => ({ week, arrivals: arrivalsPerWeek.get(week) ?? 0, trialSignups: trials.perWeek.get(week) ?? 0 })),
    steps,
    trials: { signups: trials.signups, fromWaitlist: trials.fromWaitlist, waitlistEntries: trials.waitlistEntries, cancellations: trials.cancellations, moves: trials.moves },
    enquiries,
    bookingRequests: { count: enquiries.find((row) => row.form === 'booking')?.count ?? 0, afterTrial: bookedAfterTrial },
    quiz,
    trialsPerDate: perDate,
    memberships: await membershipsPerMonth(db, period),
  };
}
