'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { billingInternCopy } from '@/content/billing';
import { requireStaff } from '@/lib/auth/session';
import { deliveryService } from '@/lib/outbox/service';

/**
 * The team's presses about fees, each a form post that works without script: the session first, then the record, then
 * back to the page with what happened in its address (STYLE.md habits 13 and 14).
 */

const text = (formData: FormData, name: string, max: number) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const PAGE = '/intern/lastschriften';
const REASONS = new Map<string, string>(billingInternCopy.debits.reasons);

/** "Datei für die Bank": the day's announced debits not yet in a file go into a new one; the page offers its download. */
export async function exportDebits(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const day = text(formData, 'date', 10);
  let target = `${PAGE}?fehler=1`;
  if (isDate(day)) {
    try {
      const { billing } = await deliveryService();
      if (billing) {
        const result = await billing.exportCollection({ collectionDate: day, by: staff.email });
        target = result.status === 'exported' ? `${PAGE}?datei=${result.collection.id}#tag-${day}` : `${PAGE}?leer=${day}#tag-${day}`;
        revalidatePath(PAGE);
      }
    } catch (error) {
      console.error('Lastschriften: Datei nicht erstellt', error);
    }
  }
  redirect(target as never);
}

/** "Rücklastschrift": the invoice is unpaid again, with the bank's reason; the booking's page shows it. */
export async function markReturned(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const invoiceId = text(formData, 'invoice', 64);
  const reason = REASONS.get(text(formData, 'reason', 8));
  let target = `${PAGE}?fehler=1`;
  if (reason) {
    try {
      const { billing } = await deliveryService();
      const result = await billing?.markReturned({ invoiceId, reason, by: staff.email });
      if (result?.status === 'done') {
        target = `${PAGE}?zurueck=${encodeURIComponent(result.invoice.number)}#tag-${result.invoice.collectionDate ?? ''}`;
        revalidatePath(PAGE);
        revalidatePath(`/intern/buchungen/${result.invoice.document.bookingNumber}`);
      } else if (result?.status === 'not-allowed') target = `${PAGE}?fehler=nicht-moeglich`;
    } catch (error) {
      console.error('Lastschriften: Rücklastschrift nicht gespeichert', error);
    }
  }
  redirect(target as never);
}

/** "Zahlung erhalten" on a booking's page: a transfer, or a returned debit paid otherwise. */
export async function markPaid(formData: FormData): Promise<void> {
  const staff = await requireStaff();
  const invoiceId = text(formData, 'invoice', 64);
  const number = text(formData, 'booking', 40).replace(/[^A-Z0-9-]/gi, '');
  let target = `/intern/buchungen/${number}?fehler=zahlung#rechnungen`;
  try {
    const { billing } = await deliveryService();
    const result = await billing?.markPaid({ invoiceId, by: staff.email });
    if (result?.status === 'done') {
      target = `/intern/buchungen/${number}?bezahlt=${encodeURIComponent(result.invoice.number)}#rechnungen`;
      revalidatePath(`/intern/buchungen/${number}`);
    }
  } catch (error) {
    console.error('Rechnung: Zahlung nicht gespeichert', error);
  }
  redirect(target as never);
}
