import { lessonCalendarSchema } from '@/content/schema';
import { publicHolidayOn, schoolHolidayOn, weekdayOf } from '@/lib/calendar/lesson-calendar';
import { formatIsoDate } from '@/lib/calendar/dates';
import type { DayOff, HolidayRun, OfferCalendar } from './records';

/**
 * The rules an edit of the offer obeys before it becomes a record (DECISIONS.md, seventh round, "Rules before
 * records"): the same the fact check and the calendar's schema apply to content/. Each refusal names the form's field
 * and the rule in German, as the team reads it.
 */

export interface RuleViolation {
  /** The form field it belongs to: 'start', 'end', 'price', 'date', 'reason', 'name' … */
  field: string;
  message: string;
}

const WEEKDAY_NAMES = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'];
const day = (iso: string) => `${WEEKDAY_NAMES[weekdayOf(iso)]}, ${formatIsoDate(iso)}`;
const isWeekend = (iso: string) => weekdayOf(iso) === 0 || weekdayOf(iso) === 6;

/**
 * A holiday-course run: ends on or after its first day, does not begin in the past (`today`, Berlin), begins and ends
 * on a weekday, lies in one period of the Berlin school holidays and begins and ends on no public holiday (the course
 * skips a public holiday inside its week).
 */
export function holidayRunViolations(run: Pick<HolidayRun, 'start' | 'end' | 'price'>, calendar: OfferCalendar, today: string): RuleViolation[] {
  const violations: RuleViolation[] = [];
  if (run.end < run.start) {
    violations.push({ field: 'end', message: `Der letzte Tag (${day(run.end)}) liegt vor dem ersten Tag (${day(run.start)}). Bitte prüf beide Daten.` });
  }
  if (run.start < today) {
    violations.push({ field: 'start', message: `Der erste Tag (${day(run.start)}) liegt in der Vergangenheit. Ein Termin beginnt frühestens heute.` });
  }
  for (const [field, iso, which] of [['start', run.start, 'erste'], ['end', run.end, 'letzte']] as const) {
    const holiday = publicHolidayOn(iso, calendar);
    if (holiday) violations.push({ field, message: `Der ${which} Tag (${day(iso)}) ist ein Feiertag (${holiday.name}). An Feiertagen findet kein Ferienkurs statt.` });
    else if (isWeekend(iso)) violations.push({ field, message: `Der ${which} Tag (${day(iso)}) ist ein Wochenende. Ein Ferienkurs läuft von Montag bis Freitag.` });
  }
  if (run.end >= run.start) {
    const period = schoolHolidayOn(run.start, calendar);
    if (!period) {
      violations.push({ field: 'start', message: `Der ${formatIsoDate(run.start)} liegt nicht in den Berliner Schulferien. Ferienkurse finden nur in den Ferien statt (Kalender unter „Kalender“).` });
    } else if (run.end > period.end) {
      violations.push({ field: 'end', message: `Der Termin reicht über das Ende der ${period.name} (${formatIsoDate(period.end)}) hinaus. Ein Termin liegt ganz in einem Ferienabschnitt.` });
    }
  }
  if (!(run.price > 0)) violations.push({ field: 'price', message: 'Bitte gib einen Preis über 0 Euro an, zum Beispiel 159.' });
  return violations;
}

/** A single day without lessons: a weekday inside the calendar, not already free, not in the past. */
export function dayOffViolations(dayOff: DayOff, calendar: OfferCalendar, today: string, ownDate?: string): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const { coverage } = calendar;
  if (dayOff.date < coverage.start || dayOff.date > coverage.end) {
    violations.push({
      field: 'date',
      message: `Der ${formatIsoDate(dayOff.date)} liegt außerhalb des Kalenders (${formatIsoDate(coverage.start)} bis ${formatIsoDate(coverage.end)}). Trag zuerst die Schulferien dieses Schuljahres ein.`,
    });
  } else if (dayOff.date < today) {
    violations.push({ field: 'date', message: `Der ${formatIsoDate(dayOff.date)} liegt in der Vergangenheit.` });
  } else if (isWeekend(dayOff.date)) {
    violations.push({ field: 'date', message: `Der ${day(dayOff.date)} ist ohnehin unterrichtsfrei (Wochenende).` });
  } else {
    const holiday = publicHolidayOn(dayOff.date, calendar);
    const period = schoolHolidayOn(dayOff.date, calendar);
    if (holiday) violations.push({ field: 'date', message: `Der ${day(dayOff.date)} ist ohnehin unterrichtsfrei (${holiday.name}).` });
    else if (period) violations.push({ field: 'date', message: `Der ${day(dayOff.date)} ist ohnehin unterrichtsfrei (${period.name}).` });
    else if (dayOff.date !== ownDate && calendar.daysOff.some((other) => other.date === dayOff.date)) {
      violations.push({ field: 'date', message: `Für den ${formatIsoDate(dayOff.date)} ist schon ein unterrichtsfreier Tag eingetragen.` });
    }
  }
  if (dayOff.reason.trim().length < 3) violations.push({ field: 'reason', message: 'Bitte nenn den Grund in ein paar Worten, zum Beispiel „Lehrkraft erkrankt“.' });
  return violations;
}

/** The German words for the schema's rules of the calendar (content/schema.ts, lessonCalendarSchema). */
function calendarRuleInGerman(message: string): RuleViolation {
  const rules: [RegExp, (match: RegExpMatchArray) => RuleViolation][] = [
    [/^start after end$/, () => ({ field: 'end', message: 'Das Ende liegt vor dem Anfang. Bitte prüf beide Daten.' })],
    [/^ends on a Friday/, () => ({ field: 'end', message: 'Endet ein Ferienabschnitt an einem Freitag, trag bitte den Samstag danach als letzten Tag ein (so steht es in der Ferienordnung).' })],
    [/^ends before a weekend/, () => ({ field: 'end', message: 'Der letzte Tag liegt vor einem Wochenende: Trag bitte den Samstag als letzten Tag ein.' })],
    [/^(.+) overlaps or precedes (.+)$/, (m) => ({ field: 'start', message: `„${m[1]}“ überschneidet sich mit „${m[2]}“ oder liegt davor. Ferienabschnitte folgen aufeinander.` })],
    [/^two periods share a name$/, () => ({ field: 'name', message: 'Diesen Namen trägt schon ein anderer Ferienabschnitt. Bitte nenn das Jahr mit, zum Beispiel „Herbstferien 2028“.' })],
    [/^(\S+) is not after (\S+)$/, (m) => ({ field: 'date', message: `Für den ${formatIsoDate(m[1] ?? '')} ist schon ein Feiertag eingetragen.` })],
    [/^the coverage starts with a school holiday period$/, () => ({ field: 'start', message: 'Der Kalender beginnt mit dem ersten Tag eines Ferienabschnitts. Bitte wähle so einen Tag.' })],
    [/^the coverage ends with a school holiday period$/, () => ({ field: 'end', message: 'Der Kalender endet mit dem letzten Tag eines Ferienabschnitts (meist der Sommerferien). Trag diese Ferien zuerst ein.' })],
    [/^coverage start after end$/, () => ({ field: 'end', message: 'Das Ende des Kalenders liegt vor seinem Anfang.' })],
    [/^no public holidays for (\d{4})$/, (m) => ({ field: 'end', message: `Für ${m[1]} sind noch keine Feiertage eingetragen. Trag zuerst die Berliner Feiertage dieses Jahres ein.` })],
  ];
  for (const [pattern, words] of rules) {
    const match = message.match(pattern);
    if (match) return words(match);
  }
  return { field: 'start', message: `Der Kalender passt so nicht zusammen (${message}).` };
}

/**
 * The calendar as it would be after an edit (a school holiday period, a public holiday or the coverage changed):
 * checked whole by the calendar's schema, so the periods stay in order, never overlap, and the coverage stays
 * covered by holidays of every year.
 */
export function calendarViolations(calendar: OfferCalendar): RuleViolation[] {
  const result = lessonCalendarSchema.safeParse({ coverage: calendar.coverage, schoolHolidays: calendar.schoolHolidays, publicHolidays: calendar.publicHolidays });
  if (result.success) return [];
  const seen = new Set<string>();
  return result.error.issues
    .map((issue) => calendarRuleInGerman(issue.message))
    .filter((violation) => !seen.has(violation.message) && seen.add(violation.message));
}
