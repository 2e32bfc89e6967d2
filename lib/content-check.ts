import { holidayCourses } from '@/content/holiday-courses';
import { promo } from '@/content/promo';
import { pythonCourse } from '@/content/python-course';
import { describeRun } from '@/lib/course-dates';
import { berlinIsoDate, formatLongDate, isPast, isRequestable, type DateRange } from '@/lib/dates';

/**
 * `npm run content-check`: every dated offer with "kommend", "läuft", "vorbei" or "beendet" as of a day, so staff
 * see in time when an offer has no date left to sell (DECISIONS.md, "Staff learn when dates run out"). It informs
 * and never fails.
 */

/**
 * 'läuft': the run has begun, so it is no longer on offer, but it has not ended. 'beendet': the date of a one-off
 * offer (the promo draw) is over for good; nobody adds a new one.
 */
export type DateState = 'kommend' | 'läuft' | 'vorbei' | 'beendet';

export interface DatedOffer {
  name: string;
  path: string;
  /** Where staff add new dates. */
  source: string;
  /** A one-off offer (the promo draw of February 2025, DECISIONS.md): once over it stays over and needs no new date. */
  oneOff?: true;
  dates: { label: string; state: DateState }[];
}

/** A run is "kommend" only while a parent can still ask for it, i.e. before its first day (Berlin). */
function runState(range: DateRange, today: string): DateState {
  if (isRequestable(range, today)) return 'kommend';
  return range.end >= today ? 'läuft' : 'vorbei';
}

export function datedOffers(now: Date): DatedOffer[] {
  const today = berlinIsoDate(now);
  const courses = [
    ...holidayCourses.map((course) => ({ course, path: `/ferienkurse/${course.slug}`, source: 'content/holiday-courses.ts' })),
    { course: pythonCourse, path: '/python', source: 'content/python-course.ts' },
  ];
  return [
    ...courses.map(({ course, path, source }) => ({
      name: course.title,
      path,
      source,
      dates: [...course.dates]
        .sort((a, b) => a.start.localeCompare(b.start))
        .map((range) => {
          const run = describeRun(range);
          return {
            label: `${run.text}${run.schoolHolidays ? ` (${run.schoolHolidays})` : ''}`,
            state: runState(range, today),
          };
        }),
    })),
    {
      name: `Gewinnspiel ${promo.enrolmentYear}`,
      path: '/promo',
      source: 'content/promo.ts',
      oneOff: true,
      dates: [
        {
          label: `Anmeldeschluss ${promo.deadlineLabel}`,
          state: isPast(new Date(promo.deadline), now) ? 'beendet' : 'kommend',
        },
      ],
    },
  ];
}

const hasNoDateToCome = (offer: DatedOffer) => offer.dates.every((date) => date.state !== 'kommend');

/** Offers without a date still to come: nothing left to sell until new dates are added to content/. */
export function offersWithoutUpcomingDate(offers: DatedOffer[]): DatedOffer[] {
  return offers.filter((offer) => !offer.oneOff && hasNoDateToCome(offer));
}

/** One-off offers that are over: listed as "beendet", never as a call to add dates. */
export function endedOneOffOffers(offers: DatedOffer[]): DatedOffer[] {
  return offers.filter((offer) => offer.oneOff && hasNoDateToCome(offer));
}

/** The report as staff read it in the terminal. */
export function contentReport(now: Date): string {
  const offers = datedOffers(now);
  const lines = [`Angebote mit Termin, Stand ${formatLongDate(now)} (Europe/Berlin)`, ''];
  for (const offer of offers) {
    lines.push(`${offer.name} (${offer.path})`);
    for (const date of offer.dates) lines.push(`  ${date.state.padEnd(8)} ${date.label}`);
    lines.push('');
  }
  const exhausted = offersWithoutUpcomingDate(offers);
  if (exhausted.length === 0) {
    lines.push('Jedes Angebot hat noch mindestens einen kommenden Termin.');
  } else {
    lines.push('Kein kommender Termin mehr bei:');
    for (const offer of exhausted) lines.push(`  - ${offer.name} (${offer.path}): neue Termine in ${offer.source}`);
  }
  const ended = endedOneOffOffers(offers);
  if (ended.length > 0) lines.push(`Beendet, ohne neue Termine: ${ended.map((offer) => offer.name).join(', ')}.`);
  return lines.join('\n');
}
