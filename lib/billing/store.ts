/**
 * Room lib/billing: the fees as records: periods, invoices and their numbers, announced debits, the bank's file.
 * Used by /intern's booking and debit pages, the outbox's jobs and the membership room.
 */

import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { BookingTable, Database, EnquiryTable, InvoiceTable, SepaCollectionTable } from '../db/schema.ts';
import { courses } from '@/content/courses';
import { packages } from '@/content/packages';
import { siteConfig } from '@/content/site';
import { berlinIsoDate, berlinTime } from '../calendar/dates.ts';
import { openIban } from '../membership/iban.ts';
import { addCalendarDays } from '../membership/end-date.ts';
import { rowOf } from '../outbox/store.ts';
import {
  billingPeriod,
  collectionDate,
  invoiceNumber,
  isBillable,
  periodMonths,
  periodsToBill,
  refundAfterEnd,
  termPriceCents,
  vatSplit,
  type BillableContract,
  type Refund,
} from './billing-periods.ts';

/**
 * The fees room (DECISIONS.md, seventh round "Fees are billed as the AGB say"): invoices and Stornorechnungen as records,
 * their gapless numbers, the announced direct debits and the bank's files. The queue's billing run (lib/billing/jobs.ts)
 * and the team's pages /intern/lastschriften, /intern/buchungen/<nummer> and /intern/zahlen use it.
 */

/** The queue rows of billing (`enquiries.template_id`). */
export const BILLING_TEMPLATES = {
  /** A task: bills every period whose day has come and cancels invoices no longer owed (lib/billing/jobs.ts). */
  run: 'billing_run',
  /** To the family: the invoice as PDF; for SEPA also the pre-notification of the debit. */
  invoice: 'billing_invoice',
  /** To the family: a Stornorechnung as PDF. */
  cancellation: 'billing_cancellation',
} as const;

export type PaymentMethod = 'sepa' | 'transfer' | 'card';
export type InvoiceKind = 'invoice' | 'cancellation';
export type InvoiceState = 'issued' | 'paid' | 'returned' | 'cancelled';

/** What an invoice says, written once when it is issued (§ 14 Abs. 4 UStG); the PDF and the mail are made from it. */
export interface InvoiceDocument {
  seller: { name: string; street: string; postalCode: string; city: string; vatId: string; managingDirector: string; register: string; email: string };
  recipient: { name: string; lines: string[] };
  email: string;
  bookingNumber: string;
  /** 'Unterricht „12 Monate“, Kurs CS Webdesign, für Ben O'Neill' */
  service: string;
  child: string;
  sepa?: { mandateReference: string; creditorId: string; accountHolder: string; ibanMasked: string };
  transfer?: { accountHolder: string; iban: string; bic?: string };
  /** A Stornorechnung: the invoice it cancels and why. */
  cancels?: { number: string; issueDate: string; reason: string };
}

export interface Invoice {
  id: string;
  number: string;
  bookingId: string;
  kind: InvoiceKind;
  cancelsId?: string;
  periodIndex: number;
  periodStart: string;
  periodEnd: string;
  issuedAt: string;
  issueDate: string;
  dueDate: string;
  collectionDate?: string;
  amountCents: number;
  netCents: number;
  vatCents: number;
  method: PaymentMethod;
  document: InvoiceDocument;
  state: InvoiceState;
  cancelledById?: string;
  collectionId?: string;
  sequenceType?: 'FRST' | 'RCUR';
  paidAt?: string;
  paidBy?: string;
  returnedAt?: string;
  returnReason?: string;
  returnedBy?: string;
}

export interface SepaCollection {
  id: string;
  messageId: string;
  collectionDate: string;
  createdAt: string;
  createdBy: string;
  count: number;
  amountCents: number;
}

/** A debit as the bank's file needs it: the invoice, and the family's account opened from its seal. */
export interface Debit {
  invoice: Invoice;
  debtorName: string;
  iban: string;
  /** The day the mandate was given: the booking's receipt ("Jetzt zahlungspflichtig buchen"). */
  mandateDate: string;
}

export interface BillingOptions {
  /** Whether mails go out (the relay): then invoice mails are 'pending', else only 'stored'. */
  relay: boolean;
  /** The IBAN's key (deriveKey(LINK_SECRET, 'iban')): the bank's file opens the families' IBANs with it. */
  ibanKey: Buffer;
  /** SEPA_CREDITOR_ID */
  creditorId?: string;
  /** SEPA_CREDITOR_IBAN and SEPA_CREDITOR_BIC: the academy's account, on transfer invoices and in the bank's file. */
  creditorIban?: string;
  creditorBic?: string;
}

export type ExportResult = { status: 'exported'; collection: SepaCollection } | { status: 'empty' };
export type MarkResult = { status: 'done'; invoice: Invoice } | { status: 'not-allowed'; invoice: Invoice } | { status: 'unknown' };

export interface MonthSums {
  /** 'YYYY-MM' */
  month: string;
  /** Invoices issued in the month, less the Stornorechnungen issued in it. */
  billedCents: number;
  /** Debits due that month in an exported file and not returned, and invoices marked paid that month. */
  collectedCents: number;
  returnedCents: number;
}

export interface Billing {
  /** The billing run: issues each invoice whose day has come, cancels those no longer owed; how many of each. */
  run(now?: Date): Promise<{ issued: number; cancelled: number }>;
  /** Queues a billing run (a task) due at `dueAt`, under `key` once: the day's run, or one after the team's confirmation. */
  queueRun(key: string, now?: Date, dueAt?: Date): Promise<void>;
  /** Today's run at 06:00 (Berlin), due at once when that has passed, and tomorrow's: what a starting server makes sure of. */
  queueDailyRuns(now?: Date): Promise<void>;
  invoicesOf(bookingId: string): Promise<Invoice[]>;
  invoiceById(id: string): Promise<Invoice | undefined>;
  invoiceByNumber(number: string): Promise<Invoice | undefined>;
  /** The direct debits with a collection day from `from` on, oldest first. */
  debitsFrom(from: string): Promise<Invoice[]>;
  collections(from: string): Promise<SepaCollection[]>;
  collection(id: string): Promise<SepaCollection | undefined>;
  /** The debits of an exported file, each with its account, to write the file (again). */
  debitsOf(collectionId: string): Promise<Debit[]>;
  /** "Datei für die Bank": every announced debit of the day not yet in a file goes into a new one; none: 'empty'. */
  exportCollection(input: { collectionDate: string; by: string }, now?: Date): Promise<ExportResult>;
  /** "Rücklastschrift": a debit in a file the bank returned is unpaid again, with the bank's reason. */
  markReturned(input: { invoiceId: string; reason: string; by: string }, now?: Date): Promise<MarkResult>;
  /** "Zahlung erhalten": a transfer (or a returned debit paid otherwise) is paid. */
  markPaid(input: { invoiceId: string; by: string }, now?: Date): Promise<MarkResult>;
  /** What § 7 refunds for the booking: the part of a billed period after the end, and what a Storno leaves paid. */
  refundsOf(bookingId: string): Promise<BookingRefund[]>;
  monthSums(from: string, to: string): Promise<MonthSums[]>;
}

export interface BookingRefund extends Refund {
  invoiceNumber: string;
  /** 'after-end': AGB § 7; 'cancelled': a paid invoice cancelled afterwards (a withdrawal, AGB § 9). */
  reason: 'after-end' | 'cancelled';
}

const iso = (date: Date) => date.toISOString();

/** Thrown inside a transaction to roll it back: another instance billed the same period a moment earlier. */
class AlreadyBilled extends Error {}

function invoiceOf(row: Selectable<InvoiceTable>): Invoice {
  return {
    id: row.id,
    number: row.number,
    bookingId: row.booking_id,
    kind: row.kind as InvoiceKind,
    periodIndex: Number(row.period_index),
    periodStart: row.period_start,
    periodEnd: row.period_end,
    issuedAt: row.issued_at,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    amountCents: Number(row.amount_cents),
    netCents: Number(row.net_cents),
    vatCents: Number(row.vat_cents),
    method: row.method as PaymentMethod,
    document: JSON.parse(row.document) as InvoiceDocument,
    state: row.state as InvoiceState,
    ...(row.cancels_id ? { cancelsId: row.cancels_id } : {}),
    ...(row.collection_date ? { collectionDate: row.collection_date } : {}),
    ...(row.cancelled_by_id ? { cancelledById: row.cancelled_by_id } : {}),
    ...(row.collection_id ? { collectionId: row.collection_id } : {}),
    ...(row.sequence_type ? { sequenceType: row.sequence_type as 'FRST' | 'RCUR' } : {}),
    ...(row.paid_at ? { paidAt: row.paid_at } : {}),
    ...(row.paid_by ? { paidBy: row.paid_by } : {}),
    ...(row.returned_at ? { returnedAt: row.returned_at } : {}),
    ...(row.return_reason ? { returnReason: row.return_reason } : {}),
    ...(row.returned_by ? { returnedBy: row.returned_by } : {}),
  };
}

function collectionOf(row: Selectable<SepaCollectionTable>): SepaCollection {
  return {
    id: row.id,
    messageId: row.message_id,
    collectionDate: row.collection_date,
    createdAt: row.created_at,
    createdBy: row.created_by,
    count: Number(row.count),
    amountCents: Number(row.amount_cents),
  };
}

/** How the family pays, from what the booking says. */
export function methodOf(booking: Pick<Selectable<BookingTable>, 'iban_sealed' | 'params'>): PaymentMethod {
  if (booking.iban_sealed) return 'sepa';
  const params = JSON.parse(booking.params) as Record<string, string>;
  return params.payment_method === 'Kreditkarte' ? 'card' : 'transfer';
}

export function contractOf(booking: Selectable<BookingTable>): BillableContract {
  return {
    packageId: booking.package_id,
    state: booking.state,
    ...(booking.first_lesson ? { firstLesson: booking.first_lesson } : {}),
    ...(booking.confirmed_at ? { confirmedOn: berlinIsoDate(new Date(booking.confirmed_at)) } : {}),
    ...(booking.end_date ? { endDate: booking.end_date } : {}),
  };
}

/** The family's billing address, as the booking gave it. */
function recipientOf(params: Record<string, string>): InvoiceDocument['recipient'] {
  const name = `${params.first_name ?? ''} ${params.last_name ?? ''}`.trim();
  const street = `${params.street ?? ''} ${params.house_number ?? ''}`.trim();
  const city = `${params.postal_code ?? ''} ${params.city ?? ''}`.trim();
  const country = params.country && params.country !== 'Deutschland' ? [params.country] : [];
  return { name, lines: [street, city, ...country].filter(Boolean) };
}

const { company } = siteConfig;
const seller: InvoiceDocument['seller'] = {
  name: company.legalName,
  street: company.street,
  postalCode: company.postalCode,
  city: company.city,
  vatId: company.vatId,
  managingDirector: company.managingDirector,
  register: `${company.registerCourt}, ${company.registerNumber}`,
  email: siteConfig.email,
};

export function createBilling(db: Db, options: BillingOptions): Billing {
  const { kysely } = db;
  const mailState = options.relay ? 'pending' : 'stored';

  function queueRow(id: string, templateId: string, params: Record<string, string>, bookingId: string | null, now: Date, state: 'pending' | 'stored', dueAt?: Date): Insertable<EnquiryTable> {
    // A run planned for later is received when it is due: the queue's clean-up (OUTBOX_RETENTION_DAYS) counts from then.
    const at = dueAt && dueAt > now ? dueAt : now;
    return { ...rowOf({ id, receivedAt: iso(at), templateId, params, state, attempts: 0 }), booking_id: bookingId };
  }

  function documentFor(booking: Selectable<BookingTable>, method: PaymentMethod): InvoiceDocument {
    const params = JSON.parse(booking.params) as Record<string, string>;
    const pkg = packages.find((candidate) => candidate.id === booking.package_id);
    const course = courses.find((candidate) => String(candidate.id) === params.course_id)?.title ?? params.selected_course ?? '';
    const child = `${params.child_first_name ?? ''} ${params.child_last_name ?? ''}`.trim();
    return {
      seller,
      recipient: recipientOf(params),
      email: booking.email,
      bookingNumber: booking.number,
      service: `Online-Programmierunterricht, Paket „${pkg?.title ?? booking.package_id}“${course ? `, Kurs ${course}` : ''}`,
      child,
      ...(method === 'sepa'
        ? {
            sepa: {
              mandateReference: booking.mandate_reference ?? booking.number,
              creditorId: options.creditorId ?? '',
              accountHolder: params.account_holder ?? '',
              // The booking keeps it masked only ('DE89 •••• … ••30 00'): no plain IBAN reaches a document.
              ibanMasked: params.iban ?? '',
            },
          }
        : {}),
      ...(method !== 'sepa' && options.creditorIban ? { transfer: { accountHolder: company.legalName, iban: options.creditorIban, ...(options.creditorBic ? { bic: options.creditorBic } : {}) } } : {}),
    };
  }

  /** The next number of `year`, taken in `trx` (the counter's row is locked until it commits, on PostgreSQL). */
  async function nextNumber(trx: Kysely<Database>, year: number): Promise<string> {
    await trx.insertInto('invoice_counters').values({ year, last: 0 }).onConflict((c) => c.column('year').doNothing()).execute();
    const row = await trx.updateTable('invoice_counters').set((eb) => ({ last: eb('last', '+', 1) })).where('year', '=', year).returning('last').executeTakeFirstOrThrow();
    return invoiceNumber(year, Number(row.last));
  }

  /** Issues the invoice of one period in one transaction: number, record, mail; nothing when it exists already. */
  async function issue(bookingId: string, periodIndex: number, now: Date): Promise<boolean> {
    try {
      return await kysely.transaction().execute(async (trx) => {
        const today = berlinIsoDate(now);
        const number = await nextNumber(trx, Number(today.slice(0, 4)));
        // After the counter's lock: an invoice another instance made meanwhile is visible now.
        const booking = await trx.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirstOrThrow();
        const contract = contractOf(booking);
        const months = periodMonths(booking.package_id);
        if (!months || !contract.firstLesson || !contract.confirmedOn) throw new AlreadyBilled();
        const period = billingPeriod(contract.firstLesson, months, periodIndex);
        if (!isBillable(contract, period)) throw new AlreadyBilled();
        const existing = await trx.selectFrom('invoices').select('id').where('booking_id', '=', bookingId).where('kind', '=', 'invoice').where('period_index', '=', periodIndex).executeTakeFirst();
        if (existing) throw new AlreadyBilled();
        const method = methodOf(booking);
        const amount = termPriceCents(JSON.parse(booking.params) as Record<string, string>, booking.package_id);
        const { net, vat } = vatSplit(amount);
        const id = randomUUID();
        await trx
          .insertInto('invoices')
          .values({
            id,
            number,
            slot: `period:${bookingId}:${periodIndex}:0`,
            booking_id: bookingId,
            kind: 'invoice',
            cancels_id: null,
            period_index: periodIndex,
            period_start: period.start,
            period_end: period.end,
            issued_at: iso(now),
            issue_date: today,
            due_date: period.start,
            collection_date: method === 'sepa' ? collectionDate(period.start, today) : null,
            amount_cents: amount,
            net_cents: net,
            vat_cents: vat,
            method,
            document: JSON.stringify(documentFor(booking, method)),
            state: 'issued',
            cancelled_by_id: null,
            collection_id: null,
            sequence_type: null,
            paid_at: null,
            paid_by: null,
            returned_at: null,
            return_reason: null,
            returned_by: null,
          })
          .execute();
        await trx.insertInto('enquiries').values(queueRow(`${id}-mail`, BILLING_TEMPLATES.invoice, { invoice_id: id, email: booking.email }, bookingId, now, mailState)).execute();
        return true;
      });
    } catch (error) {
      if (error instanceof AlreadyBilled) return false;
      throw error;
    }
  }

  /** A Stornorechnung for an invoice no longer owed, in one transaction with its mail; nothing when it is cancelled already. */
  async function cancel(invoiceId: string, reason: string, now: Date): Promise<boolean> {
    try {
      return await kysely.transaction().execute(async (trx) => {
        const today = berlinIsoDate(now);
        const number = await nextNumber(trx, Number(today.slice(0, 4)));
        const original = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
        if (original.state === 'cancelled' || original.kind !== 'invoice') throw new AlreadyBilled();
        const id = randomUUID();
        const document: InvoiceDocument = { ...(JSON.parse(original.document) as InvoiceDocument), cancels: { number: original.number, issueDate: original.issue_date, reason } };
        await trx
          .insertInto('invoices')
          .values({
            ...original,
            id,
            number,
            slot: `storno:${invoiceId}`,
            kind: 'cancellation',
            cancels_id: invoiceId,
            issued_at: iso(now),
            issue_date: today,
            due_date: today,
            collection_date: null,
            amount_cents: -Number(original.amount_cents),
            net_cents: -Number(original.net_cents),
            vat_cents: -Number(original.vat_cents),
            document: JSON.stringify(document),
            state: 'issued',
            cancelled_by_id: null,
            collection_id: null,
            sequence_type: null,
            paid_at: null,
            paid_by: null,
            returned_at: null,
            return_reason: null,
            returned_by: null,
          })
          .execute();
        // The payment facts move; what the invoice says does not.
        const updated = await trx.updateTable('invoices').set({ state: 'cancelled', cancelled_by_id: id }).where('id', '=', invoiceId).where('state', '!=', 'cancelled').executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new AlreadyBilled();
        await trx.insertInto('enquiries').values(queueRow(`${id}-mail`, BILLING_TEMPLATES.cancellation, { invoice_id: id, email: original.document ? (JSON.parse(original.document) as InvoiceDocument).email : '' }, original.booking_id, now, mailState)).execute();
        return true;
      });
    } catch (error) {
      if (error instanceof AlreadyBilled) return false;
      throw error;
    }
  }

  async function markWhere(invoiceId: string, allowed: (row: Selectable<InvoiceTable>) => boolean, set: Partial<Selectable<InvoiceTable>>): Promise<MarkResult> {
    return kysely.transaction().execute(async (trx): Promise<MarkResult> => {
      const row = await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).$if(db.kind === 'postgres', (q) => q.forUpdate()).executeTakeFirst();
      if (!row) return { status: 'unknown' };
      if (!allowed(row)) return { status: 'not-allowed', invoice: invoiceOf(row) };
      await trx.updateTable('invoices').set(set).where('id', '=', invoiceId).execute();
      return { status: 'done', invoice: invoiceOf(await trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow()) };
    });
  }

  return {
    async run(now = new Date()) {
      if (!options.creditorIban) return { issued: 0, cancelled: 0 };
      const today = berlinIsoDate(now);
      const bookings = await kysely.selectFrom('bookings').selectAll().where('confirmed_at', 'is not', null).where('first_lesson', 'is not', null).orderBy('confirmed_at').orderBy('received_at').orderBy('number').execute();
      let issued = 0;
      let cancelled = 0;
      for (const booking of bookings) {
        const contract = contractOf(booking);
        const invoices = await kysely.selectFrom('invoices').select(['id', 'kind', 'period_index', 'period_start', 'state']).where('booking_id', '=', booking.id).execute();
        const billed = new Set(invoices.filter((row) => row.kind === 'invoice').map((row) => Number(row.period_index)));
        for (const period of periodsToBill(contract, today)) {
          if (!billed.has(period.index) && (await issue(booking.id, period.index, now))) issued += 1;
        }
        for (const row of invoices) {
          if (row.kind !== 'invoice' || row.state === 'cancelled' || isBillable(contract, { start: row.period_start })) continue;
          const reason = contract.state === 'withdrawn' ? 'Widerruf des Vertrags' : 'Vertragsende vor Beginn des Abrechnungszeitraums';
          if (await cancel(row.id, reason, now)) cancelled += 1;
        }
      }
      return { issued, cancelled };
    },

    async queueRun(key, now = new Date(), dueAt = now) {
      await kysely
        .insertInto('enquiries')
        .values({ ...queueRow(`billing-run-${key}`, BILLING_TEMPLATES.run, { key }, null, now, 'pending', dueAt), due_at: iso(dueAt) })
        .onConflict((c) => c.column('id').doNothing())
        .execute();
    },

    async queueDailyRuns(now = new Date()) {
      const today = berlinIsoDate(now);
      for (const day of [today, addCalendarDays(today, 1)]) {
        const [year, month, date] = day.split('-').map(Number) as [number, number, number];
        const at = berlinTime(year, month, date, 6, 0);
        await this.queueRun(day, now, at > now ? at : now);
      }
    },

    async invoicesOf(bookingId) {
      const rows = await kysely.selectFrom('invoices').selectAll().where('booking_id', '=', bookingId).orderBy('issued_at').orderBy('number').execute();
      return rows.map(invoiceOf);
    },

    async invoiceById(id) {
      const row = await kysely.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst();
      return row && invoiceOf(row);
    },

    async invoiceByNumber(number) {
      const row = await kysely.selectFrom('invoices').selectAll().where('number', '=', number).executeTakeFirst();
      return row && invoiceOf(row);
    },

    async debitsFrom(from) {
      const rows = await kysely
        .selectFrom('invoices')
        .selectAll()
        .where('method', '=', 'sepa')
        .where('kind', '=', 'invoice')
        .where('collection_date', '>=', from)
        .orderBy('collection_date')
        .orderBy('number')
        .execute();
      return rows.map(invoiceOf);
    },

    async collections(from) {
      const rows = await kysely.selectFrom('sepa_collections').selectAll().where('collection_date', '>=', from).orderBy('collection_date').orderBy('created_at').execute();
      return rows.map(collectionOf);
    },

    async collection(id) {
      const row = await kysely.selectFrom('sepa_collections').selectAll().where('id', '=', id).executeTakeFirst();
      return row && collectionOf(row);
    },

    async debitsOf(collectionId) {
      const rows = await kysely
        .selectFrom('invoices')
        .innerJoin('bookings', 'bookings.id', 'invoices.booking_id')
        .selectAll('invoices')
        .select(['bookings.iban_sealed', 'bookings.received_at as booking_received_at', 'bookings.params as booking_params'])
        .where('invoices.collection_id', '=', collectionId)
        .orderBy('invoices.number')
        .execute();
      return rows.map((row) => {
        const iban = row.iban_sealed ? openIban(row.iban_sealed, options.ibanKey, row.booking_id) : undefined;
        if (!iban) throw new Error(`Lastschrift ${row.number}: die IBAN der Buchung ist nicht lesbar (LINK_SECRET?)`);
        const params = JSON.parse(row.booking_params) as Record<string, string>;
        return { invoice: invoiceOf(row), debtorName: params.account_holder || `${params.first_name ?? ''} ${params.last_name ?? ''}`.trim(), iban, mandateDate: berlinIsoDate(new Date(row.booking_received_at)) };
      });
    },

    async exportCollection({ collectionDate: day, by }, now = new Date()) {
      return kysely.transaction().execute(async (trx): Promise<ExportResult> => {
        const due = await trx
          .selectFrom('invoices')
          .selectAll()
          .where('method', '=', 'sepa')
          .where('kind', '=', 'invoice')
          .where('state', '=', 'issued')
          .where('collection_date', '=', day)
          .where('collection_id', 'is', null)
          .orderBy('number')
          .$if(db.kind === 'postgres', (q) => q.forUpdate())
          .execute();
        if (due.length === 0) return { status: 'empty' };
        const id = randomUUID();
        const count = await trx.selectFrom('sepa_collections').select((eb) => eb.fn.countAll<number>().as('n')).where('collection_date', '=', day).executeTakeFirstOrThrow();
        const messageId = `CS-LS-${day.replace(/-/g, '')}-${Number(count.n) + 1}-${id.slice(0, 8)}`;
        const amount = due.reduce((sum, row) => sum + Number(row.amount_cents), 0);
        await trx.insertInto('sepa_collections').values({ id, message_id: messageId, collection_date: day, created_at: iso(now), created_by: by, count: due.length, amount_cents: amount }).execute();
        for (const row of due) {
          // The first debit under a mandate is FRST, each later one RCUR (SEPA Core rulebook).
          const earlier = await trx.selectFrom('invoices').select('id').where('booking_id', '=', row.booking_id).where('collection_id', 'is not', null).where('id', '!=', row.id).executeTakeFirst();
          const updated = await trx.updateTable('invoices').set({ collection_id: id, sequence_type: earlier ? 'RCUR' : 'FRST' }).where('id', '=', row.id).where('collection_id', 'is', null).executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw new Error(`Lastschrift ${row.number} ist schon in einer Datei`);
        }
        return { status: 'exported', collection: collectionOf(await trx.selectFrom('sepa_collections').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) };
      });
    },

    markReturned: ({ invoiceId, reason, by }, now = new Date()) =>
      markWhere(invoiceId, (row) => row.state === 'issued' && row.collection_id !== null, { state: 'returned', returned_at: iso(now), return_reason: reason.trim().slice(0, 200), returned_by: by }),

    markPaid: ({ invoiceId, by }, now = new Date()) =>
      markWhere(invoiceId, (row) => row.kind === 'invoice' && (row.state === 'returned' || (row.state === 'issued' && row.method !== 'sepa')), { state: 'paid', paid_at: iso(now), paid_by: by }),

    async refundsOf(bookingId) {
      const booking = await kysely.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst();
      if (!booking) return [];
      const rows = await kysely.selectFrom('invoices').selectAll().where('booking_id', '=', bookingId).where('kind', '=', 'invoice').orderBy('period_index').execute();
      const refunds: BookingRefund[] = [];
      for (const row of rows) {
        const invoice = invoiceOf(row);
        const wasPaid = invoice.paidAt !== undefined || (invoice.collectionId !== undefined && invoice.returnedAt === undefined);
        if (invoice.state === 'cancelled') {
          if (wasPaid) refunds.push({ invoiceNumber: invoice.number, reason: 'cancelled', from: invoice.periodStart, to: invoice.periodEnd, days: 0, cents: invoice.amountCents });
          continue;
        }
        const refund = booking.end_date ? refundAfterEnd({ start: invoice.periodStart, end: invoice.periodEnd }, booking.end_date, invoice.amountCents) : undefined;
        if (refund) refunds.push({ ...refund, invoiceNumber: invoice.number, reason: 'after-end' });
      }
      return refunds;
    },

    async monthSums(from, to) {
      const rows = await kysely
        .selectFrom('invoices')
        .select(['kind', 'issue_date', 'amount_cents', 'collection_id', 'collection_date', 'state', 'paid_at', 'returned_at'])
        .where((eb) => eb.or([eb.and([eb('issue_date', '>=', from), eb('issue_date', '<=', to)]), eb.and([eb('collection_date', '>=', from), eb('collection_date', '<=', to)]), eb('paid_at', '>=', from)]))
        .execute();
      const months = new Map<string, MonthSums>();
      const sums = (month: string) => {
        let entry = months.get(month);
        if (!entry) months.set(month, (entry = { month, billedCents: 0, collectedCents: 0, returnedCents: 0 }));
        return entry;
      };
      const inside = (day: string | null | undefined): day is string => Boolean(day) && day! >= from && day! <= to;
      for (const row of rows) {
        const amount = Number(row.amount_cents);
        if (inside(row.issue_date)) sums(row.issue_date.slice(0, 7)).billedCents += amount;
        if (row.kind !== 'invoice') continue;
        if (row.collection_id && inside(row.collection_date)) {
          if (row.returned_at) sums(row.collection_date.slice(0, 7)).returnedCents += amount;
          else sums(row.collection_date.slice(0, 7)).collectedCents += amount;
        }
        const paidOn = row.paid_at ? berlinIsoDate(new Date(row.paid_at)) : undefined;
        if (inside(paidOn)) sums(paidOn.slice(0, 7)).collectedCents += amount;
      }
      return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
    },
  };
}
