'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { requireStaff } from '@/lib/auth/session';
import { deliveryService } from '@/lib/outbox/service';
import { confirmMessage, type ConfirmMessage } from './intern-view';
import { normalizeBookingNumber } from './number';
import type { AssignResult } from './store';

/** What the form "Vertrag bestätigen" shows after a press: the date as typed, and the answer in words. */
export interface ConfirmFormState {
  firstLesson: string;
  /** 'HH:MM' as chosen. */
  lessonTime: string;
  message?: ConfirmMessage;
}

/** What a form "Zuordnen" shows after a press that did not assign: the number as typed, and why. */
export interface AssignFormState {
  number: string;
  error?: 'number' | Exclude<AssignResult['status'], 'assigned'> | 'unavailable';
}

const text = (formData: FormData, name: string, max: number) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
};
const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The list, and the booking's own page, show what changed. */
function revalidateBooking(number: string) {
  revalidatePath('/intern/buchungen');
  revalidatePath(`/intern/buchungen/${number}`);
}

/**
 * "Vertrag bestätigen" on a booking's page: the session first, then the first lesson and who confirmed, which queues the
 * contract confirmation (§ 312f BGB); once, whoever presses it where. A form post, also without script.
 */
export async function confirmContract(_previous: ConfirmFormState, formData: FormData): Promise<ConfirmFormState> {
  const staff = await requireStaff();
  const number = text(formData, 'number', 40);
  const firstLesson = text(formData, 'firstLesson', 10);
  const lessonTime = text(formData, 'lessonTime', 5);
  const typed = { firstLesson, lessonTime };
  if (!isDate(firstLesson)) return { ...typed, message: confirmMessage({ status: 'no-date' }, { relaying: false, firstLesson }) };
  try {
    const service = await deliveryService();
    if (!service.memberships) return { ...typed, message: confirmMessage({ status: 'unavailable' }, { relaying: false, firstLesson }) };
    const result = await service.memberships.confirm({ number, firstLesson, lessonTime, by: staff.email });
    if (result.status === 'confirmed') {
      service.kick();
      // An invoice whose day has come (a first lesson within seven days) goes out at once (lib/billing/).
      await service.rebill(`confirmed-${result.booking.id}`).catch((error: unknown) => console.error('Rechnungen: Lauf nach der Bestätigung nicht eingeplant', error));
      revalidateBooking(result.booking.number);
    }
    return { ...typed, message: confirmMessage(result, { relaying: service.relaying, firstLesson }) };
  } catch (error) {
    console.error('Buchung: Vertrag nicht bestätigt', error);
    return { ...typed, message: confirmMessage({ status: 'unavailable' }, { relaying: false, firstLesson }) };
  }
}

/**
 * "Zuordnen" for a declaration that matched no booking: the session first, then the declaration takes effect on the
 * booking the team names. Assigned, it leaves the list: the list page says what happened (?zugeordnet=<id>).
 */
export async function assignDeclaration(_previous: AssignFormState, formData: FormData): Promise<AssignFormState> {
  const staff = await requireStaff();
  const declarationId = text(formData, 'declaration', 64);
  const typed = text(formData, 'number', 40);
  const number = normalizeBookingNumber(typed);
  if (!number) return { number: typed, error: 'number' };
  try {
    const service = await deliveryService();
    if (!service.memberships) return { number: typed, error: 'unavailable' };
    const result = await service.memberships.assign({ declarationId, number, by: staff.email });
    if (result.status !== 'assigned') return { number: typed, error: result.status };
    service.kick();
    revalidateBooking(number);
  } catch (error) {
    console.error('Buchung: Erklärung nicht zugeordnet', error);
    return { number: typed, error: 'unavailable' };
  }
  // Outside the try: redirect() throws to do its work.
  redirect(`/intern/buchungen?zugeordnet=${encodeURIComponent(declarationId)}`);
}
