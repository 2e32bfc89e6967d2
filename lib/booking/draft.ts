import { EMPTY_BOOKING, type BookingFormData } from './form-data';
import { trialOriginOf } from './trial-origin';

/**
 * The wizard's draft (spec §3 bookingFormData): every field and the current step, in sessionStorage, saved on every
 * change and restored on load. Cleared after a confirmed booking and by 'Ablehnen' in the cookie banner.
 */
export const BOOKING_DRAFT_KEY = 'bookingFormData';

export interface BookingDraft {
  data: BookingFormData;
  step: number;
  /** The trial lesson this booking comes from (the recommendation's link), so a reload keeps it. */
  trialOrigin?: string;
}

/** Takes every known field of the right type from the stored text and ignores the rest; null when unreadable. */
export function parseBookingDraft(raw: string | null): BookingDraft | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const data = { ...EMPTY_BOOKING };
  for (const key of Object.keys(EMPTY_BOOKING) as (keyof BookingFormData)[]) {
    if (typeof stored[key] === typeof EMPTY_BOOKING[key]) Object.assign(data, { [key]: stored[key] });
  }
  const step = Number.isInteger(stored.step) && (stored.step as number) >= 0 && (stored.step as number) <= 4 ? (stored.step as number) : 0;
  const trialOrigin = trialOriginOf(stored.trialOrigin);
  return { data, step, ...(trialOrigin ? { trialOrigin } : {}) };
}

export function readBookingDraft(): BookingDraft | null {
  try {
    return parseBookingDraft(window.sessionStorage.getItem(BOOKING_DRAFT_KEY));
  } catch {
    return null;
  }
}

export function saveBookingDraft({ data, step, trialOrigin }: BookingDraft): void {
  try {
    window.sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ ...data, step, ...(trialOrigin ? { trialOrigin } : {}) }));
  } catch {
    // Storage full or unavailable: the wizard keeps working, only a reload would lose the input.
  }
}

export function clearBookingDraft(): void {
  try {
    window.sessionStorage.removeItem(BOOKING_DRAFT_KEY);
  } catch {
    // nothing stored
  }
}
