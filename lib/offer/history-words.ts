import { holidayCourses } from '@/content/holiday-courses';
import { offerCopy } from '@/content/intern-offer';
import { pythonCourse } from '@/content/python-course';
import { berlinParts, formatIsoDate } from '@/lib/calendar/dates';
import { formatEuro, formatEuroCents } from '@/content/format';
import { promotionDeadlineLabel } from './courses';
import type { RecordData, RecordKind, RunCourse } from './records';
import type { OfferChange } from './store';

/**
 * The offer's "Verlauf" in words: each change as the office reads it, before → after ("Minecraft Mods:
 * 12.07.–16.07.2027 → 19.07.–23.07.2027, Preis 159 € → 169 €"), with who and when in Berlin time.
 */

const words = offerCopy.history;
const pad = (n: number) => String(n).padStart(2, '0');

/** '29.11.2026' and '14:05': an instant's Berlin date and time. */
export function berlinDateTimeParts(iso: string): { date: string; time: string } {
  const p = berlinParts(new Date(iso));
  return { date: `${pad(p.day)}.${pad(p.month)}.${p.year}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** '29.11.2026, 14:05 Uhr' */
export function changedAtLabel(iso: string): string {
  const { date, time } = berlinDateTimeParts(iso);
  return `${date}, ${time}\u00a0Uhr`;
}

/** Who saved: the member's address, or the seed from content/. */
export const authorLabel = (by: string) => (by === 'content/' ? offerCopy.form.seedAuthor : by);

/** The short name of a run's course: 'Minecraft Mods', 'Python-Grundlagen'. */
export function courseName(course: RunCourse | string): string {
  if (course === 'python') return pythonCourse.shortTitle;
  return holidayCourses.find((candidate) => candidate.slug === course)?.shortTitle ?? course;
}

/** '12.07.–16.07.2027' in one year, '28.12.2026–02.01.2027' across two, '12.07.2027' for one day. */
export function rangeLabel({ start, end }: { start: string; end: string }): string {
  if (start === end) return formatIsoDate(start);
  if (start.slice(0, 4) === end.slice(0, 4)) return `${formatIsoDate(start).slice(0, 6)}–${formatIsoDate(end)}`;
  return `${formatIsoDate(start)}–${formatIsoDate(end)}`;
}

/** A price as the team typed it: '159 €', '159,50 €'. */
export const priceLabel = (price: number) => (Number.isInteger(price) ? formatEuro(price) : formatEuroCents(price));

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

type Data<K extends RecordKind> = RecordData<K>;

function runWords(before: Data<'holiday-run'> | null, after: Data<'holiday-run'> | null): string {
  const w = words.run;
  if (!before && after) return w.created(courseName(after.course), rangeLabel(after), priceLabel(after.price), after.state);
  if (before && !after) return w.removed(courseName(before.course), rangeLabel(before));
  const a = after as Data<'holiday-run'>;
  const b = before as Data<'holiday-run'>;
  const parts: string[] = [];
  if (rangeLabel(a) !== rangeLabel(b)) parts.push(`${rangeLabel(b)} → ${rangeLabel(a)}`);
  if (a.price !== b.price) parts.push(w.price(priceLabel(b.price), priceLabel(a.price)));
  if (a.state !== b.state) parts.push(w.state(b.state, a.state));
  return `${courseName(a.course)}${parts.length > 0 ? `: ${parts.join(', ')}` : ` ${rangeLabel(a)}: ${words.unchanged}`}`;
}

function schoolHolidayWords(before: Data<'school-holiday'> | null, after: Data<'school-holiday'> | null): string {
  const w = words.schoolHoliday;
  if (!before && after) return w.created(after.name, rangeLabel(after), after.source);
  if (before && !after) return `${w.label(before.name)} ${rangeLabel(before)} ${words.removed}`;
  const a = after as Data<'school-holiday'>;
  const b = before as Data<'school-holiday'>;
  const parts: string[] = [];
  if (a.name !== b.name) parts.push(words.name(b.name, a.name));
  if (rangeLabel(a) !== rangeLabel(b)) parts.push(`${rangeLabel(b)} → ${rangeLabel(a)}`);
  if (a.source !== b.source) parts.push(words.source);
  return `${w.label(a.name)}: ${parts.length > 0 ? parts.join(', ') : words.unchanged}`;
}

function publicHolidayWords(before: Data<'public-holiday'> | null, after: Data<'public-holiday'> | null): string {
  const w = words.publicHoliday;
  if (!before && after) return w.created(after.name, formatIsoDate(after.date));
  if (before && !after) return `${w.label(before.name)} ${formatIsoDate(before.date)} ${words.removed}`;
  const a = after as Data<'public-holiday'>;
  const b = before as Data<'public-holiday'>;
  const parts: string[] = [];
  if (a.name !== b.name) parts.push(words.name(b.name, a.name));
  if (a.date !== b.date) parts.push(`${formatIsoDate(b.date)} → ${formatIsoDate(a.date)}`);
  if (a.source !== b.source) parts.push(words.source);
  return `${w.label(a.name)}: ${parts.length > 0 ? parts.join(', ') : words.unchanged}`;
}

/** The note a day off is saved with when its trial is called off: 'call-off:<seats>:<waiting>'. */
export const callOffNote = (seats: number, waiting: number) => `call-off:${seats}:${waiting}`;

function dayOffWords(before: Data<'day-off'> | null, after: Data<'day-off'> | null, note: string | null): string {
  const w = words.dayOff;
  if (!after) return before ? w.removed(formatIsoDate(before.date), before.reason) : '';
  const text = w.created(formatIsoDate(after.date), after.reason);
  const calledOff = note?.match(/^call-off:(\d+):(\d+)$/);
  return calledOff ? `${text}; ${w.calledOff(Number(calledOff[1]), Number(calledOff[2]))}` : text;
}

function coverageWords(before: Data<'coverage'> | null, after: Data<'coverage'> | null): string {
  const w = words.coverage;
  if (!before || !after) return `${w.label}: ${rangeLabel((after ?? before) as Data<'coverage'>)}`;
  const parts: string[] = [];
  if (after.start !== before.start) parts.push(w.start(formatIsoDate(before.start), formatIsoDate(after.start)));
  if (after.end !== before.end) parts.push(w.end(formatIsoDate(before.end), formatIsoDate(after.end)));
  return `${w.label} ${parts.length > 0 ? parts.join(', ') : words.unchanged}`;
}

function positionWords(before: Data<'position'> | null, after: Data<'position'> | null): string {
  const w = words.position;
  if (!before && after) return w.created(after.positionTitle, after.open);
  if (before && !after) return `${w.label(before.positionTitle)} ${words.removed}`;
  const a = after as Data<'position'>;
  const b = before as Data<'position'>;
  const labels = offerCopy.positions;
  const parts: string[] = [];
  if (a.open !== b.open) parts.push(a.open ? w.opened : w.closed);
  if (a.positionTitle !== b.positionTitle) parts.push(`${labels.positionTitle} „${b.positionTitle}“ → „${a.positionTitle}“`);
  if (a.type !== b.type) parts.push(w.changed(labels.type));
  if (!sameList(a.tasks, b.tasks)) parts.push(w.changed(labels.tasks));
  if (!sameList(a.profile, b.profile)) parts.push(w.changed(labels.profile));
  if (!sameList(a.offer, b.offer)) parts.push(w.changed(labels.offer));
  return `${w.label(b.positionTitle)}: ${parts.length > 0 ? parts.join(', ') : words.unchanged}`;
}

function promotionWords(before: Data<'promotion'> | null, after: Data<'promotion'> | null): string {
  const w = words.promotion;
  if (!before && after) return w.created(after.prize, promotionDeadlineLabel(after));
  if (before && !after) return w.removed(before.prize);
  const a = after as Data<'promotion'>;
  const b = before as Data<'promotion'>;
  const labels = offerCopy.promotion;
  const parts: string[] = [];
  const value = (label: string, x: string | number, y: string | number) => {
    if (x !== y) parts.push(words.value(label, String(x), String(y)));
  };
  value(labels.prize, b.prize, a.prize);
  if (a.prizeValueEuro !== b.prizeValueEuro) parts.push(words.value(labels.prizeValueEuro, priceLabel(b.prizeValueEuro), priceLabel(a.prizeValueEuro)));
  value(labels.winners, b.winners, a.winners);
  value(labels.eligibleChildren, b.eligibleChildren, a.eligibleChildren);
  value(labels.enrolmentYear, b.enrolmentYear, a.enrolmentYear);
  if (a.minAge !== b.minAge || a.maxAge !== b.maxAge) parts.push(`Alter ${b.minAge}–${b.maxAge} → ${a.minAge}–${a.maxAge}`);
  if (new Date(a.deadline).getTime() !== new Date(b.deadline).getTime()) parts.push(words.value('Einsendeschluss', promotionDeadlineLabel(b), promotionDeadlineLabel(a)));
  if (!sameList(a.conditions, b.conditions)) parts.push(w.changed(labels.conditions));
  if (!sameList(a.legal, b.legal)) parts.push(w.changed(labels.legal));
  return `${w.label}: ${parts.length > 0 ? parts.join(', ') : words.unchanged}`;
}

/** One change in words, before → after. */
export function changeWords(change: Pick<OfferChange, 'kind' | 'before' | 'after' | 'note'>): string {
  const { before, after } = change;
  switch (change.kind) {
    case 'holiday-run':
      return runWords(before as Data<'holiday-run'> | null, after as Data<'holiday-run'> | null);
    case 'school-holiday':
      return schoolHolidayWords(before as Data<'school-holiday'> | null, after as Data<'school-holiday'> | null);
    case 'public-holiday':
      return publicHolidayWords(before as Data<'public-holiday'> | null, after as Data<'public-holiday'> | null);
    case 'day-off':
      return dayOffWords(before as Data<'day-off'> | null, after as Data<'day-off'> | null, change.note);
    case 'coverage':
      return coverageWords(before as Data<'coverage'> | null, after as Data<'coverage'> | null);
    case 'position':
      return positionWords(before as Data<'position'> | null, after as Data<'position'> | null);
    case 'promotion':
      return promotionWords(before as Data<'promotion'> | null, after as Data<'promotion'> | null);
  }
}

/** A line of the Verlauf as a page shows it. */
export interface HistoryEntry {
  id: string;
  when: string;
  who: string;
  what: string;
}

export function historyEntries(changes: readonly OfferChange[]): HistoryEntry[] {
  return changes.map((change) => ({ id: change.id, when: changedAtLabel(change.at), who: authorLabel(change.by), what: changeWords(change) }));
}
