/**
 * Room lib/booking: the booking flow's logic: the selection, the catalog, the draft, the form's parameters and the schedule.
 * Used by /booking, /preise and /courses (components/booking) and the booking's server action.
 */

import { readConsent } from '@/lib/choices/consent';

/**
 * The selection shared by /preise, /courses/[id] and /booking (spec §2): package, course, a set of weekly time
 * slots and the starting month. Kept in sessionStorage so a reload or a new tab of the flow keeps it, and in memory,
 * so 'Ablehnen' in the cookie banner (which clears sessionStorage) leaves the choice on screen without storing it again.
 */
export const BOOKING_SELECTION_KEY = 'bookingSelection';
export const BOOKING_SELECTION_EVENT = 'bookingselectionchange';

export interface BookingSelection {
  packageId: string | null;
  courseId: number | null;
  slots: string[];
  month: string | null;
}

export const EMPTY_SELECTION: BookingSelection = { packageId: null, courseId: null, slots: [], month: null };

function isSelection(value: unknown): value is BookingSelection {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.packageId === null || typeof v.packageId === 'string') &&
    (v.courseId === null || Number.isInteger(v.courseId)) &&
    Array.isArray(v.slots) &&
    v.slots.every((slot) => typeof slot === 'string') &&
    (v.month === null || typeof v.month === 'string')
  );
}

/** Parses the stored text; null (logged) for anything that is not a selection. */
export function parseBookingSelection(raw: string | null): BookingSelection | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isSelection(value)) return value;
  } catch {
    // fall through to the log below
  }
  console.error(`Gespeicherte Buchungsauswahl ist ungültig und wird ignoriert: ${raw.slice(0, 200)}`);
  return null;
}

let current: BookingSelection | null = null;

function loadStored(): BookingSelection {
  try {
    return parseBookingSelection(window.sessionStorage.getItem(BOOKING_SELECTION_KEY)) ?? EMPTY_SELECTION;
  } catch {
    return EMPTY_SELECTION;
  }
}

/** The current selection; the same object until it changes (a useSyncExternalStore snapshot). */
export function readBookingSelection(): BookingSelection {
  current ??= loadStored();
  return current;
}

function store(next: BookingSelection | null): void {
  try {
    if (next === null) window.sessionStorage.removeItem(BOOKING_SELECTION_KEY);
    else if (readConsent() !== 'declined') window.sessionStorage.setItem(BOOKING_SELECTION_KEY, JSON.stringify(next));
  } catch {
    // Storage can be unavailable (private mode); the choice then lives only in this page.
  }
}

/** Changes part of the selection, stores it (unless cookies were declined) and tells the page. */
export function updateBookingSelection(patch: Partial<BookingSelection>): void {
  current = { ...readBookingSelection(), ...patch };
  store(current);
  window.dispatchEvent(new Event(BOOKING_SELECTION_EVENT));
}

/** Forgets the whole selection (the spec's reset), in memory and in storage. */
export function resetBookingSelection(): void {
  current = EMPTY_SELECTION;
  store(null);
  window.dispatchEvent(new Event(BOOKING_SELECTION_EVENT));
}

export function subscribeBookingSelection(onChange: () => void): () => void {
  window.addEventListener(BOOKING_SELECTION_EVENT, onChange);
  return () => window.removeEventListener(BOOKING_SELECTION_EVENT, onChange);
}
