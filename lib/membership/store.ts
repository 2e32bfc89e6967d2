/**
 * Room lib/membership: bookings as records: receipt, contract, withdrawal, cancellation, the end date, their mails.
 * Used by /booking, /vertrag-widerrufen, /vertraege-kuendigen, /intern/buchungen, billing and the outbox.
 */

import { createHash, randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { BookingTable, Database, DeclarationTable, EnquiryTable } from '../db/schema.ts';
import { LESSON_START_TIMES } from '@/content/lessons';
import { berlinIsoDate } from '../calendar/dates.ts';
import { dayKind } from '../calendar/lesson-calendar.ts';
import { normalizeIban } from '../validation/iban.ts';
import { rowOf } from '../outbox/store.ts';
import { cancellationEnd, withdrawalInTime, type CancellationType } from './end-date.ts';
import { maskIban, openIban, sealIban } from './iban.ts';
import { monthCountsOf, type MonthCounts } from './month-counts.ts';
import { newBookingNumber, normalizeBookingNumber } from './number.ts';

/**
 * Memberships as records (DECISIONS.md, sixth round; STYLE.md habit 15): a booking is a row from "Jetzt
 * zahlungspflichtig buchen" on, a withdrawal or cancellation is a row before anything else happens, and every mail about
 * them is a row of the one queue written in the same transaction. The mails are built from these rows when they are
 * sent (lib/membership/mails.ts).
 */

/** The queue rows of a membership (`enquiries.template_id`). */
export const MEMBERSHIP_TEMPLATES = {
  /** To the team: the booking with everything the family entered, the IBAN masked, a link to its page in /intern. */
  staff: 'booking',
  /** To the parent at once: "Ihre Buchung CS-… ist eingegangen", the order, the AGB and the withdrawal notice (PDF). */
  receipt: 'membership_receipt',
  /** To the parent when the team confirms: the contract, the first lesson, the first payment, the PDF again. */
  contract: 'membership_contract',
  /** To the address a declaration gave: what was received, when, and (a cancellation) the end date. */
  declarationReceipt: 'membership_declaration_receipt',
  /** To the booking's own address when the declaration came from another one. */
  declarationNotice: 'membership_declaration_notice',
  /** To the team: a withdrawal or cancellation, with a link to the booking (or "nicht zugeordnet"). */
  declarationStaff: 'membership_declaration_staff',
} as const;

export type BookingState = 'requested' | 'confirmed' | 'withdrawn' | 'cancelled';
/** As the team and the family see it: a cancelled booking whose end date has passed has ended. */
export type ShownBookingState = BookingState | 'ended';

export interface Booking {
  id: string;
  number: string;
  receivedAt: string;
  state: BookingState;
  email: string;
  /** Everything the family entered, the IBAN masked. */
  params: Record<string, string>;
  packageId: string;
  enquiryId: string;
  trialSignupId?: string;
  hasIban: boolean;
  firstLesson?: string;
  /** 'HH:MM', when the group's lesson begins every week (the weekday is the first lesson's). */
  lessonTime?: string;
  confirmedAt?: string;
  confirmedBy?: string;
  mandateReference?: string;
  endDate?: string;
  updatedAt?: string;
}

export type DeclarationKind = 'withdrawal' | 'cancellation';
export type DeclarationOutcome = 'applied' | 'late' | 'already' | 'unassigned';

export interface Declaration {
  id: string;
  kind: DeclarationKind;
  receivedAt: string;
  bookingId?: string;
  name: string;
  email: string;
  bookingNumber: string;
  childName: string;
  cancellationType?: CancellationType;
  reason?: string;
  requestedEnd?: string;
  endDate?: string;
  outcome: DeclarationOutcome;
  assignedBy?: string;
  assignedAt?: string;
}

/** What a family declares on /vertrag-widerrufen or /vertraege-kuendigen, checked by its form's schema. The number as typed (normalised when kept), empty when the family gave the child's name instead; no `requestedEnd`: "zum frühestmöglichen Zeitpunkt". */
export type DeclarationInput = Pick<Declaration, 'kind' | 'name' | 'email' | 'bookingNumber' | 'childName' | 'cancellationType' | 'reason' | 'requestedEnd'>;

export type ConfirmResult =
  | { status: 'confirmed'; booking: Booking }
  | { status: 'already'; booking: Booking }
  | { status: 'withdrawn'; booking: Booking }
  | { status: 'no-lesson-day'; reason: string }
  | { status: 'no-lesson-time' }
  | { status: 'before-booking' }
  | { status: 'no-creditor-id' }
  | { status: 'unknown' };

export type AssignResult = { status: 'assigned'; declaration: Declaration } | { status: 'unknown-booking' } | { status: 'already-assigned' } | { status: 'unknown' };

export type { MonthCounts };

export interface MembershipOptions {
  /** Whether mails go out (the relay): then the mails are 'pending', else only 'stored'. */
  relay: boolean;
  /** The IBAN's key (deriveKey(LINK_SECRET, 'iban')). */
  ibanKey: Buffer;
  /** SEPA_CREDITOR_ID: without it no contract with a direct debit is confirmed. */
  creditorId?: string;
}

export interface Memberships {
  /**
   * Stores one booking, its staff mail and the parent's receipt in one transaction; the IBAN sealed. `params` as the
   * booking schema checked them (lib/booking/params-schema.ts), without the trial token.
   */
  book(input: { params: Record<string, string>; trialSignupId?: string }, now?: Date): Promise<Booking>;
  /** Bookings that are only queue rows (from before the sixth round) become records; how many. Safe on two instances at once. */
  carryOver(now?: Date): Promise<number>;
  /** Every booking, newest first. */
  list(): Promise<Booking[]>;
  byNumber(number: string): Promise<Booking | undefined>;
  byId(id: string): Promise<Booking | undefined>;
  /** The full IBAN of a booking, for the signed-in team's page of that booking only. */
  iban(booking: Pick<Booking, 'id'>): Promise<string | undefined>;
  /** "Vertrag bestätigen": the first lesson, who confirmed, the contract mail; once, whoever presses it where. */
  confirm(input: { number: string; firstLesson: string; lessonTime: string; by: string }, now?: Date): Promise<ConfirmResult>;
  /**
   * Keeps a withdrawal or cancellation first, then applies it to its booking and queues its mails, in one transaction.
   * The same declaration again (a second press, a replay, another instance) finds the first row: `created` false.
   */
  declare(input: DeclarationInput, now?: Date): Promise<{ declaration: Declaration; created: boolean }>;
  declarationById(id: string): Promise<Declaration | undefined>;
  /** Declarations of a booking, or (`unassigned`) those that matched none; newest first. */
  declarations(filter: { bookingId: string } | { unassigned: true }): Promise<Declaration[]>;
  /** The team assigns a "nicht zugeordnet" declaration to a booking: it takes effect as if it had matched. */
  assign(input: { declarationId: string; number: string; by: string }, now?: Date): Promise<AssignResult>;
  /** Bookings, withdrawals and cancellations received per Berlin month in [from, to] ('YYYY-MM-DD'). */
  monthCounts(from: string, to: string): Promise<MonthCounts[]>;
}

const iso = (date: Date) => date.toISOString();
const fold = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The child's name as a declaration without a number is compared with it. */
export const childKey = (name: string) => fold(name);

/** A cancelled booking has ended once the day after its end date has begun (Berlin). */
export function shownState(booking: Pick<Booking, 'state' | 'endDate'>, today: string): ShownBookingState {
  return booking.state === 'cancelled' && booking.endDate && booking.endDate < today ? 'ended' : booking.state;
}

function bookingOf(row: Selectable<BookingTable>): Booking {
  return {
    id: row.id,
    number: row.number,
    receivedAt: row.received_at,
    state: row.state as BookingState,
    email: row.email,
    params: JSON.parse(row.params) as Record<string, string>,
    packageId: row.package_id,
    enquiryId: row.enquiry_id,
    hasIban: Boolean(row.iban_sealed),
    ...(row.trial_signup_id ? { trialSignupId: row.trial_signup_id } : {}),
    ...(row.first_lesson ? { firstLesson: row.first_lesson } : {}),
    ...(row.lesson_time ? { lessonTime: row.lesson_time } : {}),
    ...(row.confirmed_at ? { confirmedAt: row.confirmed_at } : {}),
    ...(row.confirmed_by ? { confirmedBy: row.confirmed_by } : {}),
    ...(row.mandate_reference ? { mandateReference: row.mandate_reference } : {}),
    ...(row.end_date ? { endDate: row.end_date } : {}),
    ...(row.updated_at ? { updatedAt: row.updated_at } : {}),
  };
}

function declarationOf(row: Selectable<DeclarationTable>): Declaration {
  return {
    id: row.id,
    kind: row.kind as DeclarationKind,
    receivedAt: row.received_at,
    name: row.name,
    email: row.email,
    bookingNumber: row.booking_number,
    childName: row.child_name,
    outcome: row.outcome as DeclarationOutcome,
    ...(row.booking_id ? { bookingId: row.booking_id } : {}),
    ...(row.cancellation_type ? { cancellationType: row.cancellation_type as CancellationType } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.requested_end ? { requestedEnd: row.requested_end } : {}),
    ...(row.end_date ? { endDate: row.end_date } : {}),
    ...(row.assigned_by ? { assignedBy: row.assigned_by } : {}),
    ...(row.assigned_at ? { assignedAt: row.assigned_at } : {}),
  };
}

/** The same declaration, whoever sends it again: what it says, in a canonical form. */
export function declarationFingerprint(input: DeclarationInput): string {
  const parts = [
    input.kind,
    fold(input.email),
    fold(input.name),
    normalizeBookingNumber(input.bookingNumber),
    input.bookingNumber ? '' : childKey(input.childName),
    input.cancellationType ?? '',
    fold(input.reason ?? ''),
    input.requestedEnd ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** 'v1' of the staff mail's parameters: the booking's own, with its number and id. */
const staffParams = (booking: { id: string; number: string }, params: Record<string, string>) => ({ ...params, booking_number: booking.number, booking_id: booking.id });

/** The wizard's parameters as a booking keeps them: the IBAN masked, the trial token gone. */
function keptParams(params: Record<string, string>): Record<string, string> {
  const kept = { ...params };
  delete kept.trial_origin;
  return { ...kept, iban: kept.iban ? maskIban(kept.iban) : '' };
}

export function createMemberships(db: Db, { relay, ibanKey, creditorId }: MembershipOptions): Memberships {
  const { kysely } = db;
  const state = relay ? 'pending' : 'stored';

  /** One queue row about a membership, written in the caller's transaction. */
  function mailRow(id: string, templateId: string, params: Record<string, string>, bookingId: string | null, now: Date): Insertable<EnquiryTable> {
    return { ...rowOf({ id, receivedAt: iso(now), templateId, params, state, attempts: 0 }), booking_id: bookingId };
  }

  async function insertBooking(trx: Kysely<Database>, input: { id: string; enquiryId: string; params: Record<string, string>; trialSignupId?: string; receivedAt: string; iban: string }) {
    const { params } = input;
    // A collision of two random numbers is improbable, not impossible: the unique index decides, and a new number is drawn.
    for (let round = 0; round < 5; round += 1) {
      const number = newBookingNumber();
      const taken = await trx.selectFrom('bookings').select('id').where('number', '=', number).executeTakeFirst();
      if (taken) continue;
      await trx
        .insertInto('bookings')
        .values({
          id: input.id,
          number,
          received_at: input.receivedAt,
          state: 'requested',
          email: fold(params.email ?? ''),
          child_key: childKey(`${params.child_first_name ?? ''} ${params.child_last_name ?? ''}`),
          params: JSON.stringify(keptParams(params)),
          iban_sealed: input.iban ? sealIban(input.iban, ibanKey, input.id) : null,
          package_id: params.package_id ?? '',
          enquiry_id: input.enquiryId,
          trial_signup_id: input.trialSignupId ?? null,
          updated_at: null,
        })
        .execute();
      return number;
    }
    throw new Error('Buchungsnummer: fünfmal eine vergebene gezogen');
  }

  async function findBooking(trx: Kysely<Database>, input: DeclarationInput): Promise<Selectable<BookingTable> | undefined> {
    const number = normalizeBookingNumber(input.bookingNumber);
    if (number) return trx.selectFrom('bookings').selectAll().where('number', '=', number).executeTakeFirst();
    // Without a number only the family's own address and the child's name together point to a booking, and only one.
    const matches = await trx.selectFrom('bookings').selectAll().where('email', '=', fold(input.email)).where('child_key', '=', childKey(input.childName)).orderBy('received_at', 'desc').execute();
    return matches.length === 1 ? matches[0] : undefined;
  }

  /** What a declaration does to its booking, received on `receivedOn`; the booking row updated in `trx`. */
  async function apply(trx: Kysely<Database>, declaration: Selectable<DeclarationTable>, booking: Selectable<BookingTable>, now: Date) {
    const receivedOn = berlinIsoDate(new Date(declaration.received_at));
    const confirmedOn = booking.confirmed_at ? berlinIsoDate(new Date(booking.confirmed_at)) : null;
    let outcome: DeclarationOutcome;
    let endDate: string | null = null;
    if (declaration.kind === 'withdrawal') {
      if (booking.state === 'withdrawn') outcome = 'already';
      else if (!withdrawalInTime(confirmedOn, receivedOn)) outcome = 'late';
      else {
        outcome = 'applied';
        await trx.updateTable('bookings').set({ state: 'withdrawn', updated_at: iso(now) }).where('id', '=', booking.id).execute();
      }
    } else if (booking.state === 'withdrawn' || booking.state === 'cancelled') {
      outcome = 'already';
    } else {
      const end = cancellationEnd({
        type: (declaration.cancellation_type as CancellationType | null) ?? 'ordinary',
        packageId: booking.package_id,
        firstLesson: booking.first_lesson,
        receivedOn,
        ...(declaration.requested_end ? { requested: declaration.requested_end } : {}),
      });
      endDate = end.endDate ?? null;
      outcome = 'applied';
      await trx.updateTable('bookings').set({ state: 'cancelled', end_date: endDate, updated_at: iso(now) }).where('id', '=', booking.id).execute();
    }
    await trx.updateTable('declarations').set({ booking_id: booking.id, outcome, end_date: endDate }).where('id', '=', declaration.id).execute();
    return outcome;
  }

  /** The mails a declaration sends once it is matched (or known to match nothing). */
  async function queueDeclarationMails(trx: Kysely<Database>, declaration: Selectable<DeclarationTable>, booking: Selectable<BookingTable> | undefined, now: Date, round = '') {
    const params = { declaration_id: declaration.id, email: declaration.email };
    const bookingId = booking?.id ?? null;
    const rows = [
      ...(round ? [] : [mailRow(`${declaration.id}-receipt`, MEMBERSHIP_TEMPLATES.declarationReceipt, params, bookingId, now)]),
      mailRow(`${declaration.id}-staff${round}`, MEMBERSHIP_TEMPLATES.declarationStaff, params, bookingId, now),
    ];
    if (booking && fold(declaration.email) !== booking.email) {
      rows.push(mailRow(`${declaration.id}-notice`, MEMBERSHIP_TEMPLATES.declarationNotice, { declaration_id: declaration.id, email: booking.email }, bookingId, now));
    }
    await trx.insertInto('enquiries').values(rows).onConflict((conflict) => conflict.column('id').doNothing()).execute();
  }

  async function getBooking(where: 'id' | 'number', value: string) {
    const row = await kysely.selectFrom('bookings').selectAll().where(where, '=', value).executeTakeFirst();
    return row && bookingOf(row);
  }

  return {
    async book({ params, trialSignupId }, now = new Date()) {
      const id = randomUUID();
      const enquiryId = randomUUID();
      const iban = params.iban ? normalizeIban(params.iban) : '';
      return kysely.transaction().execute(async (trx) => {
        const number = await insertBooking(trx, { id, enquiryId, params, receivedAt: iso(now), iban, ...(trialSignupId ? { trialSignupId } : {}) });
        await trx
          .insertInto('enquiries')
          .values([
            { ...mailRow(enquiryId, MEMBERSHIP_TEMPLATES.staff, staffParams({ id, number }, keptParams(params)), id, now), ...(trialSignupId ? { trial_signup_id: trialSignupId } : {}) },
            mailRow(`${id}-receipt`, MEMBERSHIP_TEMPLATES.receipt, { booking_id: id, email: fold(params.email ?? '') }, id, now),
          ])
          .execute();
        const row = await trx.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        return bookingOf(row);
      });
    },

    async carryOver(now = new Date()) {
      const rows = await kysely
        .selectFrom('enquiries')
        .select(['id', 'params', 'received_at', 'trial_signup_id'])
        .where('template_id', '=', MEMBERSHIP_TEMPLATES.staff)
        .where('booking_id', 'is', null)
        .orderBy('received_at')
        .execute();
      let carried = 0;
      for (const row of rows) {
        const params = JSON.parse(row.params) as Record<string, string>;
        const done = await kysely.transaction().execute(async (trx) => {
          // Another instance may be carrying it over at this moment: the row's lock makes it wait for that one's commit
          // (PostgreSQL; SQLite runs one writer at a time), then its booking_id says so.
          const still = await trx.selectFrom('enquiries').select('booking_id').where('id', '=', row.id).$if(db.kind === 'postgres', (q) => q.forUpdate()).executeTakeFirst();
          if (!still || still.booking_id) return false;
          const id = randomUUID();
          const iban = params.iban ? normalizeIban(params.iban) : '';
          const number = await insertBooking(trx, { id, enquiryId: row.id, params, receivedAt: row.received_at, iban, ...(row.trial_signup_id ? { trialSignupId: row.trial_signup_id } : {}) });
          // The staff mail keeps its parameters, with the IBAN masked from now on: no plain IBAN stays in the database.
          await trx
            .updateTable('enquiries')
            .set({ params: JSON.stringify(staffParams({ id, number }, keptParams(params))), booking_id: id, updated_at: iso(now) })
            .where('id', '=', row.id)
            .execute();
          return true;
        });
        if (done) carried += 1;
      }
      return carried;
    },

    async list() {
      const rows = await kysely.selectFrom('bookings').selectAll().orderBy('received_at', 'desc').orderBy('id').execute();
      return rows.map(bookingOf);
    },

    byNumber: (number) => {
      const normalized = normalizeBookingNumber(number);
      return normalized ? getBooking('number', normalized) : Promise.resolve(undefined);
    },
    byId: (id) => getBooking('id', id),

    async iban({ id }) {
      const row = await kysely.selectFrom('bookings').select('iban_sealed').where('id', '=', id).executeTakeFirst();
      return row?.iban_sealed ? openIban(row.iban_sealed, ibanKey, id) : undefined;
    },

    async confirm({ number, firstLesson, lessonTime, by }, now = new Date()) {
      const normalized = normalizeBookingNumber(number);
      if (!normalized) return { status: 'unknown' };
      if (!(LESSON_START_TIMES as readonly string[]).includes(lessonTime)) return { status: 'no-lesson-time' };
      const kind = isDate(firstLesson) ? dayKind(firstLesson) : 'unknown';
      if (kind !== 'lesson') return { status: 'no-lesson-day', reason: kind };
      return kysely.transaction().execute(async (trx): Promise<ConfirmResult> => {
        const row = await trx.selectFrom('bookings').selectAll().where('number', '=', normalized).$if(db.kind === 'postgres', (q) => q.forUpdate()).executeTakeFirst();
        if (!row) return { status: 'unknown' };
        if (row.confirmed_at) return { status: 'already', booking: bookingOf(row) };
        if (row.state === 'withdrawn') return { status: 'withdrawn', booking: bookingOf(row) };
        if (firstLesson < berlinIsoDate(new Date(row.received_at))) return { status: 'before-booking' };
        const sepa = Boolean(row.iban_sealed);
        if (sepa && !creditorId) return { status: 'no-creditor-id' };
        const updated = await trx
          .updateTable('bookings')
          .set({ state: row.state === 'requested' ? 'confirmed' : row.state, first_lesson: firstLesson, lesson_time: lessonTime, confirmed_at: iso(now), confirmed_by: by, mandate_reference: sepa ? row.number : null, updated_at: iso(now) })
          .where('id', '=', row.id)
          .where('confirmed_at', 'is', null)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) return { status: 'already', booking: bookingOf(row) };
        // A cancellation that came before the first lesson was known gets its date now; the contract mail names it.
        if (row.state === 'cancelled' && !row.end_date) {
          const cancellation = await trx.selectFrom('declarations').selectAll().where('booking_id', '=', row.id).where('kind', '=', 'cancellation').where('outcome', '=', 'applied').orderBy('received_at').executeTakeFirst();
          if (cancellation) {
            const end = cancellationEnd({
              type: (cancellation.cancellation_type as CancellationType | null) ?? 'ordinary',
              packageId: row.package_id,
              firstLesson,
              receivedOn: berlinIsoDate(new Date(cancellation.received_at)),
              ...(cancellation.requested_end ? { requested: cancellation.requested_end } : {}),
            });
            await trx.updateTable('bookings').set({ end_date: end.endDate ?? null }).where('id', '=', row.id).execute();
            await trx.updateTable('declarations').set({ end_date: end.endDate ?? null }).where('id', '=', cancellation.id).execute();
          }
        }
        await trx.insertInto('enquiries').values(mailRow(`${row.id}-contract`, MEMBERSHIP_TEMPLATES.contract, { booking_id: row.id, email: row.email }, row.id, now)).onConflict((c) => c.column('id').doNothing()).execute();
        const confirmed = await trx.selectFrom('bookings').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
        return { status: 'confirmed', booking: bookingOf(confirmed) };
      });
    },

    async declare(input, now = new Date()) {
      const fingerprint = declarationFingerprint(input);
      const number = normalizeBookingNumber(input.bookingNumber);
      return kysely.transaction().execute(async (trx) => {
        const id = randomUUID();
        const inserted = await trx
          .insertInto('declarations')
          .values({
            id,
            kind: input.kind,
            received_at: iso(now),
            fingerprint,
            booking_id: null,
            name: input.name.trim(),
            email: input.email.trim(),
            booking_number: number,
            child_name: number ? '' : input.childName.trim(),
            cancellation_type: input.kind === 'cancellation' ? (input.cancellationType ?? 'ordinary') : null,
            reason: input.kind === 'cancellation' && input.cancellationType === 'extraordinary' ? (input.reason?.trim() ?? '') : null,
            requested_end: input.kind === 'cancellation' ? (input.requestedEnd ?? null) : null,
            end_date: null,
            outcome: 'unassigned',
            assigned_by: null,
            assigned_at: null,
          })
          .onConflict((conflict) => conflict.column('fingerprint').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) {
          const first = await trx.selectFrom('declarations').selectAll().where('fingerprint', '=', fingerprint).executeTakeFirstOrThrow();
          return { declaration: declarationOf(first), created: false };
        }
        const row = await trx.selectFrom('declarations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        const booking = await findBooking(trx, input);
        if (booking) await apply(trx, row, booking, now);
        await queueDeclarationMails(trx, row, booking, now);
        const stored = await trx.selectFrom('declarations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        return { declaration: declarationOf(stored), created: true };
      });
    },

    async declarationById(id) {
      const row = await kysely.selectFrom('declarations').selectAll().where('id', '=', id).executeTakeFirst();
      return row && declarationOf(row);
    },

    async declarations(filter) {
      const rows = await kysely
        .selectFrom('declarations')
        .selectAll()
        .$if('bookingId' in filter, (q) => q.where('booking_id', '=', (filter as { bookingId: string }).bookingId))
        .$if('unassigned' in filter, (q) => q.where('booking_id', 'is', null))
        .orderBy('received_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(declarationOf);
    },

    async assign({ declarationId, number, by }, now = new Date()) {
      const normalized = normalizeBookingNumber(number);
      return kysely.transaction().execute(async (trx): Promise<AssignResult> => {
        const declaration = await trx.selectFrom('declarations').selectAll().where('id', '=', declarationId).executeTakeFirst();
        if (!declaration) return { status: 'unknown' };
        if (declaration.booking_id) return { status: 'already-assigned' };
        const booking = normalized ? await trx.selectFrom('bookings').selectAll().where('number', '=', normalized).executeTakeFirst() : undefined;
        if (!booking) return { status: 'unknown-booking' };
        const claimed = await trx.updateTable('declarations').set({ assigned_by: by, assigned_at: iso(now) }).where('id', '=', declarationId).where('booking_id', 'is', null).where('assigned_at', 'is', null).executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return { status: 'already-assigned' };
        // Its effect counts from the day it was received, as if it had matched then.
        await apply(trx, declaration, booking, now);
        await queueDeclarationMails(trx, declaration, booking, now, '-assigned');
        const stored = await trx.selectFrom('declarations').selectAll().where('id', '=', declarationId).executeTakeFirstOrThrow();
        return { status: 'assigned', declaration: declarationOf(stored) };
      });
    },

    monthCounts: (from, to) => monthCountsOf(db, from, to),
  };
}
