import { internCopy } from '@/content/intern';
import { summarySections, type SummarySection } from '@/lib/booking/summary';
import { formatIban } from '@/lib/validation/iban';
import type { Db } from '../db/connect.ts';
import { receiptTime } from './declaration-view.ts';
import { assignedNotice, bookingListRow, confirmable, contractRows, isStaffMail, stateLabel, type BookingListRow } from './intern-view.ts';
import type { Booking, Declaration, Memberships, ShownBookingState } from './store.ts';

/**
 * What the team's room reads about memberships (/intern/buchungen): the list with the declarations that matched no
 * booking, and a booking's page with everything the family entered, the full IBAN, its declarations and its mails.
 * Called by the pages after requireStaff(), never before.
 */

/** One queue row about a booking, as the team's page shows it. */
export interface BookingMail {
  id: string;
  templateId: string;
  /** The family's address the mail goes to; undefined for a mail to the team. */
  to?: string;
  /** The queue's state ('stored', 'pending', 'delivered', 'failed', 'expired', …). */
  state: string;
  /** When it was queued. */
  createdAt: string;
  updatedAt?: string;
  attempts: number;
  /** The mail server's answer to the last failed attempt. */
  lastError?: string;
  /** Recipients the receiving side refused for good (SMTP 5xx), with its words. */
  refused: { address: string; reply: string }[];
}

function refusedOf(value: string | null): BookingMail['refused'] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) => {
      const { address, reply } = (entry ?? {}) as { address?: unknown; reply?: unknown };
      return typeof address === 'string' ? [{ address, reply: typeof reply === 'string' ? reply : '' }] : [];
    });
  } catch {
    // A column the relay did not write as JSON says nothing the page could show.
    return [];
  }
}

function recipientOf(templateId: string, params: string): string | undefined {
  if (isStaffMail(templateId)) return undefined;
  try {
    const email = (JSON.parse(params) as Record<string, unknown>).email;
    return typeof email === 'string' ? email : undefined;
  } catch {
    return undefined;
  }
}

/** The mails about a booking (enquiries.booking_id), newest first. */
export async function mailsOf(db: Db, bookingId: string): Promise<BookingMail[]> {
  const rows = await db.kysely
    .selectFrom('enquiries')
    .select(['id', 'template_id', 'params', 'state', 'received_at', 'updated_at', 'attempts', 'last_error', 'refused'])
    .where('booking_id', '=', bookingId)
    .orderBy('received_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const to = recipientOf(row.template_id, row.params);
    return {
      id: row.id,
      templateId: row.template_id,
      ...(to ? { to } : {}),
      state: row.state,
      createdAt: row.received_at,
      ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
      attempts: Number(row.attempts),
      ...(row.last_error ? { lastError: row.last_error } : {}),
      refused: refusedOf(row.refused),
    };
  });
}

/** The date of the trial lesson a booking came from (trial_signups.date), if its seat is still stored. */
export async function trialDateOf(db: Db, trialSignupId: string): Promise<string | undefined> {
  const row = await db.kysely.selectFrom('trial_signups').select('date').where('id', '=', trialSignupId).executeTakeFirst();
  return row?.date;
}

export interface BookingsOverview {
  rows: BookingListRow[];
  unassigned: Declaration[];
  /** After "Zuordnen" (?zugeordnet=<id>): what happened, in words, and the booking it now belongs to. */
  assigned?: { lines: string[]; number: string };
}

/** The list page: every booking newest first, the unassigned declarations, and the answer to an assignment. */
export async function bookingsOverview(memberships: Memberships, { today, assignedId }: { today: string; assignedId?: string }): Promise<BookingsOverview> {
  const [bookings, unassigned] = await Promise.all([memberships.list(), memberships.declarations({ unassigned: true })]);
  const overview: BookingsOverview = { rows: bookings.map((booking) => bookingListRow(booking, today)), unassigned };
  // Only a declaration that now has a booking says so: the address bar cannot make the page claim anything else.
  const declaration = assignedId ? await memberships.declarationById(assignedId) : undefined;
  const booking = declaration?.bookingId ? bookings.find((candidate) => candidate.id === declaration.bookingId) : undefined;
  if (declaration && booking) overview.assigned = { lines: assignedNotice(declaration, booking), number: booking.number };
  return overview;
}

export interface BookingPage {
  booking: Booking;
  state: ShownBookingState;
  stateLabel: string;
  received: string;
  /** Where the booking came from: the trial's words and its date for a link, when it came through one. */
  origin?: { label: string; trialDate?: string };
  /** The wizard's five groups, the IBAN in full (grouped by four) instead of masked. */
  sections: SummarySection[];
  contract: [label: string, value: string][];
  confirmable: boolean;
  declarations: Declaration[];
  mails: BookingMail[];
}

/** A booking's page, or undefined for a number no booking has. */
export async function bookingPage(db: Db, memberships: Memberships, number: string, today: string): Promise<BookingPage | undefined> {
  const booking = await memberships.byNumber(number);
  if (!booking) return undefined;
  const words = internCopy.booking;
  const [iban, declarations, mails, trialDate] = await Promise.all([
    booking.hasIban ? memberships.iban(booking) : Promise.resolve(undefined),
    memberships.declarations({ bookingId: booking.id }),
    mailsOf(db, booking.id),
    booking.trialSignupId ? trialDateOf(db, booking.trialSignupId) : Promise.resolve(undefined),
  ]);
  const fullIban = iban ? formatIban(iban) : words.ibanUnreadable;
  const sections = summarySections(booking.params).map((section) => ({
    ...section,
    // The IBAN row is the one that shows the masked IBAN the booking keeps (lib/booking/summary.ts).
    rows: section.rows.map(([label, value]): [string, string] => [label, booking.hasIban && value !== '' && value === booking.params.iban ? fullIban : value]),
  }));
  const { state, label } = stateLabel(booking, today);
  const originLabel = booking.params.trial_origin_label || (booking.trialSignupId ? words.originTrial : '');
  return {
    booking,
    state,
    stateLabel: label,
    received: receiptTime(booking.receivedAt),
    ...(originLabel ? { origin: { label: originLabel, ...(trialDate ? { trialDate } : {}) } } : {}),
    sections,
    contract: contractRows(booking),
    confirmable: confirmable(booking),
    declarations,
    mails,
  };
}
