import { type LessonCalendar } from '@/content/lesson-calendar';
import { currentCalendar } from '@/lib/offer/snapshot';
import { describeRun } from '@/lib/calendar/course-dates';
import { berlinIsoDate, berlinTime, formatLongDate, isPast, isRequestable, type DateRange } from '@/lib/calendar/dates';
import { calendarMonthsAhead } from '@/lib/calendar/lesson-calendar';
import { currentPromotion, datedHolidayCourses, datedPythonCourse, promotionDeadlineLabel } from '@/lib/offer/courses';

/**
 * `npm run content-check`: every dated offer with "kommend", "läuft", "vorbei" or "beendet" as of a day, so staff
 * see in time when an offer has no date left to sell (DECISIONS.md, "Staff learn when dates run out"), and how far
 * the lessons calendar reaches, with a warning below nine months. It informs and never fails.
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
    ...datedHolidayCourses(undefined, now).map((course) => ({ course, path: `/ferienkurse/${course.slug}`, source: '/intern/angebot/ferienkurse' })),
    { course: datedPythonCourse(undefined, now), path: '/python', source: '/intern/angebot/ferienkurse' },
  ];
  const promo = currentPromotion();
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
    ...(promo
      ? [
          {
            name: `Gewinnspiel ${promo.enrolmentYear}`,
            path: '/promo',
            source: '/intern/angebot/aktion',
            oneOff: true as const,
            dates: [
              {
                label: `Anmeldeschluss ${promotionDeadlineLabel(promo)}`,
                state: (isPast(new Date(promo.deadline), now) ? 'beendet' : 'kommend') as DateState,
              },
            ],
          },
        ]
      : []),
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

/** Below this many whole months of lessons calendar ahead, content-check warns (DECISIONS.md, third round). */
export const CALENDAR_MIN_MONTHS_AHEAD = 9;

/**
 * What the report says about the lessons calendar: how far it reaches and, with less than nine months left, a
 * warning, because after its last day the site offers no trial date and cannot tell lesson days from holidays.
 */
export function calendarNotice(now: Date, calendar: LessonCalendar = currentCalendar()): { warning: boolean; text: string } {
  const [year, month, day] = calendar.coverage.end.split('-').map(Number) as [number, number, number];
  const end = formatLongDate(berlinTime(year, month, day, 12));
  const months = calendarMonthsAhead(now, calendar);
  const source = '/intern/angebot/kalender';
  if (months >= CALENDAR_MIN_MONTHS_AHEAD) {
    return { warning: false, text: `Schulferien und Feiertage (${source}) stehen bis ${end} fest, noch ${months} Monate.` };
  }
  const left = months < 0 ? 'ist abgelaufen' : `reicht nur noch ${months === 1 ? 'einen Monat' : `${months} Monate`}`;
  return {
    warning: true,
    text: [
      `WARNUNG: Der Unterrichtskalender ${left}, bis ${end} (weniger als ${CALENDAR_MIN_MONTHS_AHEAD} Monate).`,
      `  Bitte die Berliner Schulferien und Feiertage des nächsten Schuljahres unter ${source} eintragen`,
      '  (Quelle: Ferienordnung der Senatsverwaltung für Bildung auf berlin.de). Nach diesem Tag bietet die Seite',
      '  keine Probestunde mehr an, weil sie Unterrichtstage nicht mehr von Ferien unterscheiden kann.',
    ].join('\n'),
  };
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
    for (const offer of exhausted) lines.push(`  - ${offer.name} (${offer.path}): neue Termine unter ${offer.source}`);
  }
  const ended = endedOneOffOffers(offers);
  if (ended.length > 0) lines.push(`Beendet, ohne neue Termine: ${ended.map((offer) => offer.name).join(', ')}.`);
  lines.push('', calendarNotice(now).text);
  return lines.join('\n');
}
