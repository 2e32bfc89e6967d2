import { holidayCourses } from '@/content/holiday-courses';
import { jobPositions } from '@/content/jobs';
import { offerCopy } from '@/content/intern-offer';
import { pythonCourse } from '@/content/python-course';
import { berlinTime, formatIsoDate, formatLongDate } from '@/lib/calendar/dates';
import { CALENDAR_MIN_MONTHS_AHEAD } from '@/lib/checks/content-check';
import { calendarMonthsAhead } from '@/lib/calendar/lesson-calendar';
import { historyEntries, priceLabel, rangeLabel, type HistoryEntry } from './history-words';
import { codecs, emptyValues, initialState, type OfferFormState } from './intern-forms';
import { RUN_COURSES, type OfferRecord, type RecordKind, type RunCourse } from './records';
import { currentCalendar, offerFrom } from './snapshot';
import type { OfferStore } from './store';

/**
 * What the pages of /intern/angebot read, as plain data for their forms: every record with its version (the form
 * carries it back), sorted and split into what is still to come and what is past, and the Verlauf in words. Read by
 * the pages after requireStaff(), straight from the database, so the team always edits the newest versions.
 */

/** One record as its form starts: the form's state, and the words of its collapsed line. */
export interface RecordForm {
  key: string;
  state: OfferFormState;
  legend: string;
  summary: string;
}

const form = <K extends RecordKind>(record: OfferRecord<K>, legend: string, summary: string): RecordForm => ({
  key: record.key,
  state: initialState(codecs[record.kind].toValues(record.data as never), record),
  legend,
  summary,
});

/** The Verlauf of some kinds, the newest first. */
export async function historyOf(store: OfferStore, kinds?: readonly RecordKind[], limit = 30): Promise<HistoryEntry[]> {
  return historyEntries(await store.history({ ...(kinds ? { kind: kinds } : {}), limit }));
}

export const PAGE_KINDS = {
  runs: ['holiday-run'],
  calendar: ['coverage', 'school-holiday', 'public-holiday', 'day-off'],
  positions: ['position'],
  promotion: ['promotion'],
} as const satisfies Record<string, readonly RecordKind[]>;

export interface CourseRuns {
  course: RunCourse;
  title: string;
  upcoming: RecordForm[];
  /** Runs that have begun or ended: shown, not edited. */
  past: { key: string; text: string }[];
  add: OfferFormState;
}

const COURSE_TITLES: Record<RunCourse, string> = {
  ...(Object.fromEntries(holidayCourses.map((course) => [course.slug, course.title])) as Record<Exclude<RunCourse, 'python'>, string>),
  python: pythonCourse.title,
};

/** Each course with its runs: those still to begin as forms, the others as lines; and an empty form to add one. */
export async function runsPage(store: OfferStore, today: string): Promise<CourseRuns[]> {
  const records = (await store.records('holiday-run')).sort((a, b) => a.data.start.localeCompare(b.data.start));
  const words = offerCopy.runs;
  return RUN_COURSES.map((course) => {
    const own = records.filter((record) => record.data.course === course);
    const line = (record: OfferRecord<'holiday-run'>) => words.summary(rangeLabel(record.data), priceLabel(record.data.price), words.states[record.data.state]);
    return {
      course,
      title: COURSE_TITLES[course],
      upcoming: own.filter((record) => record.data.start >= today).map((record) => form(record, words.legend(rangeLabel(record.data)), line(record))),
      past: own.filter((record) => record.data.start < today).map((record) => ({ key: record.key, text: line(record) })),
      add: initialState(emptyValues(codecs['holiday-run'].fields, { course, state: 'offen' })),
    };
  });
}

const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return formatLongDate(berlinTime(year, month, day, 12));
};

export interface CalendarPage {
  reach: string;
  coverage: RecordForm | undefined;
  schoolHolidays: { upcoming: RecordForm[]; past: string[]; add: OfferFormState };
  publicHolidays: { upcoming: RecordForm[]; past: string[]; add: OfferFormState };
  daysOff: { key: string; version: number; text: string }[];
  addDayOff: OfferFormState;
}

/** The calendar: how far it reaches, its periods and holidays (past ones as lines), the days without lessons. */
export async function calendarPage(store: OfferStore, now: Date, today: string): Promise<CalendarPage> {
  const [schoolHolidays, publicHolidays, coverage, daysOff] = await Promise.all([
    store.records('school-holiday'),
    store.records('public-holiday'),
    store.records('coverage'),
    store.records('day-off'),
  ]);
  const words = offerCopy.calendar;
  const calendar = offerFrom([...schoolHolidays, ...publicHolidays, ...coverage, ...daysOff], 0).calendar;
  const months = calendarMonthsAhead(now, calendar);
  const end = longDate(calendar.coverage.end);
  const periods = schoolHolidays.sort((a, b) => a.data.start.localeCompare(b.data.start));
  const holidays = publicHolidays.sort((a, b) => a.data.date.localeCompare(b.data.date));
  const sh = words.schoolHolidays;
  const ph = words.publicHolidays;
  return {
    reach: months < 0 ? words.reachOver(end) : words.reach(end, months),
    coverage: coverage[0] && form(coverage[0], words.coverage.legend, ''),
    schoolHolidays: {
      upcoming: periods.filter((r) => r.data.end >= today).map((r) => form(r, sh.legend(r.data.name), sh.summary(r.data.name, rangeLabel(r.data)))),
      past: periods.filter((r) => r.data.end < today).map((r) => sh.summary(r.data.name, rangeLabel(r.data))),
      add: initialState(emptyValues(codecs['school-holiday'].fields)),
    },
    publicHolidays: {
      upcoming: holidays.filter((r) => r.data.date >= today).map((r) => form(r, ph.legend(r.data.name), ph.summary(formatIsoDate(r.data.date), r.data.name))),
      past: holidays.filter((r) => r.data.date < today).map((r) => ph.summary(formatIsoDate(r.data.date), r.data.name)),
      add: initialState(emptyValues(codecs['public-holiday'].fields)),
    },
    daysOff: daysOff
      .sort((a, b) => a.data.date.localeCompare(b.data.date))
      .map((r) => ({ key: r.key, version: r.version, text: words.daysOff.listed(formatIsoDate(r.data.date), r.data.reason) })),
    addDayOff: initialState(emptyValues(codecs['day-off'].fields)),
  };
}

/** Every position, open or closed, the seed's order first, and an empty form for a new one. */
export async function positionsPage(store: OfferStore): Promise<{ positions: RecordForm[]; add: OfferFormState }> {
  const records = await store.records('position');
  const seed = jobPositions.map((position) => position.id);
  const rank = (key: string) => (seed.includes(key) ? seed.indexOf(key) : seed.length);
  const words = offerCopy.positions;
  return {
    positions: records
      .sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key))
      .map((record) => form(record, words.legend(record.data.positionTitle), words.summary(record.data.positionTitle, record.data.open))),
    add: initialState(emptyValues(codecs.position.fields, { open: 'on' })),
  };
}

/** The promotion as a form with its version, or an empty form when there is none. */
export async function promotionPage(store: OfferStore): Promise<{ current: RecordForm | undefined; add: OfferFormState }> {
  const record = await store.record('promotion', 'promotion');
  return {
    current: record ? form(record, offerCopy.promotion.legend, '') : undefined,
    add: initialState(emptyValues(codecs.promotion.fields, { deadlineTime: '23:59' })),
  };
}

/**
 * The notice every page of /intern shows while less than CALENDAR_MIN_MONTHS_AHEAD months of the lesson calendar lie
 * ahead (after its last day the site offers no trial date): how far it reaches, or undefined while it reaches far.
 */
export function calendarShortfall(now: Date, calendar = currentCalendar()): { end: string; months: number } | undefined {
  const months = calendarMonthsAhead(now, calendar);
  return months < CALENDAR_MIN_MONTHS_AHEAD ? { end: longDate(calendar.coverage.end), months } : undefined;
}
