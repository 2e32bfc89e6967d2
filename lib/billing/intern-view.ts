import { invoiceStateWords } from '@/content/billing';
import type { Invoice } from './store.ts';

/** How an invoice stands for the team: 'angekündigt' … 'storniert' (issue 62). */
export type InvoiceDisplayState = keyof typeof invoiceStateWords;

/**
 * An invoice's state as the team reads it: a direct debit is announced until it is in a bank file, then collected; a
 * transfer or card is open until the team marks it paid; a Rücklastschrift makes it returned (unpaid); a cancelled one
 * is cancelled, and a Stornorechnung is itself.
 */
export function invoiceDisplayState(invoice: Pick<Invoice, 'kind' | 'state' | 'method' | 'collectionId'>): InvoiceDisplayState {
  if (invoice.kind === 'cancellation') return 'cancellation';
  if (invoice.state === 'cancelled') return 'cancelled';
  if (invoice.state === 'paid') return 'paid';
  if (invoice.state === 'returned') return 'returned';
  if (invoice.method === 'sepa') return invoice.collectionId ? 'collected' : 'announced';
  return 'open';
}

export const invoiceStateLabel = (state: InvoiceDisplayState) => invoiceStateWords[state];
