import { cancellationTypeLabels, declarationCopy as copy } from '@/content/membership';
import { berlinIsoDate, berlinParts, formatLongDate } from '@/lib/calendar/dates';
import { withdrawalPeriodEnd } from './end-date';
import type { Booking, Declaration } from './store';

/**
 * What a withdrawal or cancellation says back, read from its row: the same words on its confirmation page and in its
 * mail (§ 312k Abs. 4 and § 356a BGB: the content, the date and time of receipt, for a cancellation the end date).
 */
export interface DeclarationView {
  heading: string;
  /** 'Ihre Kündigung ist am Samstag, 28. November 2026, um 10:15:32 Uhr bei uns eingegangen.' */
  received: string;
  /** What the family declared, as label and value. */
  rows: [label: string, value: string][];
  /** What follows from it: the end date, or why it is not known yet. */
  outcome: string[];
}

/** 'Samstag, 28. November 2026, um 10:15:32 Uhr' (Berlin): the receipt to the second. */
export function receiptTime(instant: string): string {
  const date = new Date(instant);
  const p = berlinParts(date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${formatLongDate(date)}, um ${two(p.hour)}:${two(p.minute)}:${two(date.getUTCSeconds())}\u00a0Uhr`;
}

/** 'Mittwoch, 31. März 2027' from 'YYYY-MM-DD'. */
export const longDay = (date: string) => formatLongDate(new Date(`${date}T12:00:00Z`));

/** The short reference the family can quote: the first eight characters of the row's id. */
export const declarationReference = (id: string) => id.slice(0, 8).toUpperCase();

export function declarationView(declaration: Declaration, booking: Pick<Booking, 'confirmedAt'> | undefined): DeclarationView {
  const words = copy[declaration.kind];
  const rows: [string, string][] = [[copy.rows.kind, declaration.kind === 'withdrawal' ? copy.withdrawal.kind : cancellationTypeLabels[declaration.cancellationType ?? 'ordinary']]];
  if (declaration.reason) rows.push([copy.rows.reason, declaration.reason]);
  rows.push([copy.rows.name, declaration.name], [copy.rows.email, declaration.email]);
  rows.push(declaration.bookingNumber ? [copy.rows.number, declaration.bookingNumber] : [copy.rows.child, declaration.childName]);
  if (declaration.kind === 'cancellation') rows.push([copy.rows.when, declaration.requestedEnd ? copy.rows.on(longDay(declaration.requestedEnd)) : copy.rows.earliest]);
  rows.push([copy.rows.received, receiptTime(declaration.receivedAt)], [copy.rows.reference, declarationReference(declaration.id)]);
  return { heading: words.heading, received: words.received(receiptTime(declaration.receivedAt)), rows, outcome: outcomeOf(declaration, booking) };
}

function outcomeOf(declaration: Declaration, booking: Pick<Booking, 'confirmedAt'> | undefined): string[] {
  if (declaration.kind === 'withdrawal') {
    const words = copy.withdrawal.outcome;
    if (declaration.outcome === 'late' && booking?.confirmedAt) return [words.late(longDay(withdrawalPeriodEnd(berlinIsoDate(new Date(booking.confirmedAt)))))];
    return [declaration.outcome === 'late' ? words.unassigned : words[declaration.outcome]];
  }
  const words = copy.cancellation;
  if (declaration.outcome === 'unassigned') return [words.unassigned];
  if (declaration.outcome === 'already') return [words.already];
  const extraordinary = declaration.cancellationType === 'extraordinary' ? [words.extraordinary] : [];
  if (!declaration.endDate) return [words.earliestUnknown, ...extraordinary];
  const tooEarly = declaration.requestedEnd && declaration.requestedEnd < declaration.endDate && declaration.cancellationType !== 'extraordinary';
  return [tooEarly ? words.requestedTooEarly(longDay(declaration.requestedEnd!), longDay(declaration.endDate)) : words.endsOn(longDay(declaration.endDate)), ...extraordinary];
}
