import { internCopy } from '@/content/intern';
import { bookingStateLabels } from '@/content/membership';
import { berlinIsoDate, berlinParts, formatIsoDate } from '@/lib/calendar/dates';
import { savedAtLabel } from '@/lib/trial/intern-view';
import { mailKindOf } from '@/lib/outbox/mail-kinds';
import { longDay } from './declaration-view';
import { contractMinimumTermEnd, minimumTermEnd, withdrawalPeriodEnd } from './end-date';
import { MEMBERSHIP_TEMPLATES, shownState, type Booking, type ConfirmResult, type Declaration, type ShownBookingState } from './store';

/**
 * How the team's room shows bookings (/intern/buchungen): the list's rows, the state's words, the contract's dates and
 * what each press of "Vertrag bestätigen" answers. Pure, so every word is tested without a database or Next.
 */

const listCopy = internCopy.bookings;
const pageCopy = internCopy.booking;

const two = (n: number) => String(n).padStart(2, '0');

/** '04.01.2027, 09:30 Uhr' (Berlin): a stored instant, short enough for a table cell. */
export function shortDateTime(instant: string): string {
  const p = berlinParts(new Date(instant));
  return listCopy.receivedAt(`${two(p.day)}.${two(p.month)}.${p.year}`, `${two(p.hour)}:${two(p.minute)}`);
}

/** The state as the team reads it today: 'gekündigt bis 31.03.2027', or while the end is open 'zum frühestmöglichen Zeitpunkt'. */
export function stateLabel(booking: Pick<Booking, 'state' | 'endDate'>, today: string): { state: ShownBookingState; label: string } {
  const state = shownState(booking, today);
  if (state !== 'cancelled') return { state, label: bookingStateLabels[state] };
  return { state, label: booking.endDate ? listCopy.states.cancelledUntil(formatIsoDate(booking.endDate)) : listCopy.states.cancelledEarliest };
}

/** One row of the list: the family's words as they entered them (the parent, the child, the package, the course). */
export interface BookingListRow {
  number: string;
  received: string;
  family: string;
  child: string;
  package: string;
  course: string;
  state: ShownBookingState;
  stateLabel: string;
}

export function bookingListRow(booking: Booking, today: string): BookingListRow {
  const p = booking.params;
  const { state, label } = stateLabel(booking, today);
  return {
    number: booking.number,
    received: shortDateTime(booking.receivedAt),
    family: `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim(),
    child: (p.child_name ?? '').trim(),
    package: p.package ?? '',
    course: p.selected_course ?? '',
    state,
    stateLabel: label,
  };
}

/** The contract as far as it is known: first lesson, who confirmed, the mandate, the terms and the end. */
export function contractRows(booking: Booking): [label: string, value: string][] {
  const words = pageCopy.contract;
  const rows: [string, string][] = [];
  if (booking.firstLesson) rows.push([words.firstLesson, longDay(booking.firstLesson)]);
  if (booking.lessonTime) rows.push([words.lessonTime, `${booking.lessonTime}\u00a0Uhr`]);
  if (booking.confirmedAt && booking.confirmedBy) rows.push([words.confirmed, words.confirmedBy(booking.confirmedBy, savedAtLabel(booking.confirmedAt))]);
  if (booking.mandateReference) rows.push([words.mandateReference, booking.mandateReference]);
  if (booking.firstLesson) {
    const termEnd = contractMinimumTermEnd(booking.firstLesson, booking.packageId);
    const cancellable = minimumTermEnd(booking.firstLesson, booking.packageId);
    if (termEnd) rows.push([words.minimumTermEnd, longDay(termEnd)]);
    // CodingStars+ runs 36 months but may be cancelled from the 24th on (AGB § 7): both days matter then.
    if (cancellable && cancellable !== termEnd) rows.push([words.firstCancellable, longDay(cancellable)]);
  }
  if (booking.confirmedAt) rows.push([words.withdrawalUntil, longDay(withdrawalPeriodEnd(berlinIsoDate(new Date(booking.confirmedAt))))]);
  if (booking.state === 'cancelled') rows.push([words.endDate, booking.endDate ? longDay(booking.endDate) : words.endOpen]);
  return rows;
}

/** Whether "Vertrag bestätigen" is offered: not yet confirmed, and not taken back before that. */
export const confirmable = (booking: Pick<Booking, 'confirmedAt' | 'state'>) => !booking.confirmedAt && booking.state !== 'withdrawn';

/** What a press of "Vertrag bestätigen" can come to: the store's answer, or a check before it. */
export type ConfirmOutcome = ConfirmResult | { status: 'no-date' } | { status: 'unavailable' };

export interface ConfirmMessage {
  /** 'done': the contract is confirmed (now or before); 'problem': nothing happened, the date is kept to correct. */
  tone: 'done' | 'problem';
  text: string;
}

/** The answer to "Vertrag bestätigen", in words, for every outcome. */
export function confirmMessage(outcome: ConfirmOutcome, { relaying, firstLesson }: { relaying: boolean; firstLesson: string }): ConfirmMessage {
  const words = pageCopy.confirm.messages;
  const problem = (text: string): ConfirmMessage => ({ tone: 'problem', text });
  switch (outcome.status) {
    case 'confirmed':
      return { tone: 'done', text: relaying ? words.sent(outcome.booking.email) : words.stored(outcome.booking.email) };
    case 'already': {
      const { confirmedBy, confirmedAt } = outcome.booking;
      return { tone: 'done', text: words.already(confirmedBy ?? '–', confirmedAt ? savedAtLabel(confirmedAt) : '–') };
    }
    case 'withdrawn':
      return problem(words.withdrawn);
    case 'no-date':
      return problem(words.noDate);
    case 'no-lesson-day': {
      const reasons: Record<string, string> = words.reasons;
      return problem(words.noLessonDay(longDay(firstLesson), reasons[outcome.reason] ?? words.reasons.unknown));
    }
    case 'no-lesson-time':
      return problem(words.noLessonTime);
    case 'before-booking':
      return problem(words.beforeBooking);
    case 'no-creditor-id':
      return problem(words.noCreditorId);
    case 'unknown':
      return problem(words.unknown);
    case 'unavailable':
      return problem(words.unavailable);
  }
}

/** Which mail a queue row is, in words: 'Vertragsbestätigung', as the outbox and `npm run outbox` name it too. */
export const mailLabel = (templateId: string): string => mailKindOf(templateId, {}).label;

/** Mails to the team rather than to a family (their parameters carry the family's address, which is not the recipient). */
export const isStaffMail = (templateId: string) => templateId === MEMBERSHIP_TEMPLATES.staff || templateId === MEMBERSHIP_TEMPLATES.declarationStaff;

/** Where a mail stands, in words: 'zugestellt'; a state the room does not know, as it is. */
export function mailStateLabel(state: string): string {
  const states: Record<string, string> = pageCopy.mails.states;
  return states[state] ?? state;
}

const fold = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The heading of an unassigned declaration: 'Kündigung von Anna Schmidt'. */
export const declarationItem = (declaration: Pick<Declaration, 'kind' | 'name'>) => listCopy.unassigned.item(listCopy.unassigned.kinds[declaration.kind], declaration.name);

/**
 * What the list says after "Zuordnen": which booking the declaration now belongs to, and who hears of it (the booking's
 * own address only when the declaration came from another one, as lib/membership/store.ts queues it).
 */
export function assignedNotice(declaration: Declaration, booking: Pick<Booking, 'number' | 'email'>): string[] {
  const words = listCopy.unassigned.done;
  const otherAddress = fold(declaration.email) !== fold(booking.email);
  return [words.assigned(declarationItem(declaration), booking.number), otherAddress ? words.notice(booking.email) : words.familyNothing];
}
