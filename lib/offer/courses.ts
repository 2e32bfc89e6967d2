import { holidayCourses } from '@/content/holiday-courses';
import { pythonCourse } from '@/content/python-course';
import type { HolidayCourse, JobPosition } from '@/content/schema';
import { berlinIsoDate } from '@/lib/calendar/dates';
import type { Offer, Promotion, Run, RunCourse } from './records';
import { currentOffer } from './snapshot';

/**
 * The courses of content/ (texts, pictures, ages) with the runs, states and prices of the records: what every public
 * page, the JSON-LD, the request form and the share images show.
 */

/** A date of a course as the pages show it: a run that is not called off, with its price and state. */
export type CourseDate = Pick<Run, 'start' | 'end' | 'price' | 'state'>;

export type DatedCourse = Omit<HolidayCourse, 'dates'> & { dates: CourseDate[] };

function runsOf(course: RunCourse, offer: Offer): CourseDate[] {
  return offer.runs
    .filter((run) => run.course === course && run.state !== 'abgesagt')
    .map(({ start, end, price, state }) => ({ start, end, price, state }));
}

/** The price a card states: the next run's that has not begun, else the last run's, else content/'s. */
function priceOf(dates: readonly CourseDate[], fallback: number, now: Date): number {
  const today = berlinIsoDate(now);
  return (dates.find((date) => date.start > today) ?? dates.at(-1))?.price ?? fallback;
}

function withRuns(course: HolidayCourse, slug: RunCourse, offer: Offer, now: Date): DatedCourse {
  const dates = runsOf(slug, offer);
  return { ...course, dates, price: priceOf(dates, course.price, now) };
}

export function datedHolidayCourses(offer: Offer = currentOffer(), now = new Date()): DatedCourse[] {
  return holidayCourses.map((course) => withRuns(course, course.slug as RunCourse, offer, now));
}

export function datedHolidayCourse(slug: string, offer: Offer = currentOffer(), now = new Date()): DatedCourse | undefined {
  return datedHolidayCourses(offer, now).find((course) => course.slug === slug);
}

export function datedPythonCourse(offer: Offer = currentOffer(), now = new Date()): DatedCourse {
  return withRuns(pythonCourse, 'python', offer, now);
}

/** The slugs of the course pages: those of content/, whatever their runs. */
export const holidayCourseSlugs = () => holidayCourses.map((course) => course.slug);

/** The positions of /jobs that are open, in the order of their records. */
export function openPositions(offer: Offer = currentOffer()): JobPosition[] {
  return offer.positions.filter((position) => position.open);
}

/** The promotion on /promo, or null when there is none. */
export function currentPromotion(offer: Offer = currentOffer()): Promotion | null {
  return offer.promotion;
}

const DEADLINE_DAY = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });
const DEADLINE_TIME = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '28.02.2025, 23:59 Uhr': the promotion's deadline in Berlin time. */
export function promotionDeadlineLabel({ deadline }: Pick<Promotion, 'deadline'>): string {
  const instant = new Date(deadline);
  return `${DEADLINE_DAY.format(instant)}, ${DEADLINE_TIME.format(instant)}\u00a0Uhr`;
}
