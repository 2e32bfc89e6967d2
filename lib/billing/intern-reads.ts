import { addCalendarDays } from '../membership/end-date.ts';
import { invoiceDisplayState, invoiceStateLabel, type InvoiceDisplayState } from './intern-view.ts';
import type { Billing, BookingRefund, Invoice, SepaCollection } from './store.ts';

/**
 * What the team's room reads about fees: the debits of each collection day with their files (/intern/lastschriften),
 * a booking's invoices and refunds (/intern/buchungen/<nummer>). Called by the pages after requireStaff(), never before.
 */

export interface DebitRow {
  invoice: Invoice;
  family: string;
  /** 'FRST' or 'RCUR': as in its file, or as it will be (the first debit under its mandate is FRST). */
  sequence: 'FRST' | 'RCUR';
  state: InvoiceDisplayState;
  stateLabel: string;
}

export interface CollectionDay {
  date: string;
  debits: DebitRow[];
  /** Announced debits of the day in no file yet: what "Datei für die Bank" takes. */
  pending: { count: number; cents: number };
  files: SepaCollection[];
}

/** Days a collection stays on the page after it: long enough to mark a return the bank reports weeks later. */
export const DEBITS_SHOWN_DAYS = 70;

export async function collectionDays(billing: Billing, today: string): Promise<CollectionDay[]> {
  const from = addCalendarDays(today, -DEBITS_SHOWN_DAYS);
  const [debits, files] = await Promise.all([billing.debitsFrom(from), billing.collections(from)]);
  // A mandate whose earlier debit is in a file already collects the next one as RCUR.
  const collectedBefore = new Set<string>();
  const days = new Map<string, CollectionDay>();
  for (const invoice of debits) {
    const date = invoice.collectionDate!;
    let day = days.get(date);
    if (!day) days.set(date, (day = { date, debits: [], pending: { count: 0, cents: 0 }, files: files.filter((file) => file.collectionDate === date) }));
    const state = invoiceDisplayState(invoice);
    const sequence = invoice.sequenceType ?? (collectedBefore.has(invoice.bookingId) || invoice.periodIndex > 0 ? 'RCUR' : 'FRST');
    if (invoice.collectionId || state === 'announced') collectedBefore.add(invoice.bookingId);
    day.debits.push({ invoice, family: invoice.document.recipient.name, sequence, state, stateLabel: invoiceStateLabel(state) });
    if (state === 'announced') {
      day.pending.count += 1;
      day.pending.cents += invoice.amountCents;
    }
  }
  return [...days.values()];
}

export interface BookingInvoices {
  invoices: (Invoice & { display: InvoiceDisplayState; label: string })[];
  refunds: BookingRefund[];
}

export async function bookingInvoices(billing: Billing, bookingId: string): Promise<BookingInvoices> {
  const [invoices, refunds] = await Promise.all([billing.invoicesOf(bookingId), billing.refundsOf(bookingId)]);
  return {
    invoices: invoices.map((invoice) => {
      const display = invoiceDisplayState(invoice);
      return { ...invoice, display, label: invoiceStateLabel(display) };
    }),
    refunds,
  };
}
