/**
 * The chosen holiday course (spec §3 selectedSummerCourse, §4): stored in localStorage and announced with a
 * window event, so the dropdown, the popup and other tabs agree. A malformed stored value is logged and ignored.
 */
import { subscribeStoredValue } from './stored-value';

export const HOLIDAY_SELECTION_KEY = 'selectedSummerCourse';
export const HOLIDAY_SELECTION_EVENT = 'selectedSummerCourse';
/**
 * A popup's 'Jetzt anfragen' links to the form with '?kurs=<id>': followed before the page's script has run (a plain
 * page load), the form chooses the course from it once it runs. After hydration the click chooses it directly.
 */
export const HOLIDAY_REQUEST_PARAM = 'kurs';

export interface HolidaySelection {
  id: number;
  title: string;
  price: number;
  timestamp: number;
}

function isSelection(value: unknown): value is HolidaySelection {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.id) &&
    typeof v.title === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    typeof v.timestamp === 'number'
  );
}

// The form and the date notice both read the stored value; one log line per bad value is enough.
let lastLoggedRaw: string | null = null;

/** Parses the stored text; null (logged) for anything that is not a selection. */
export function parseHolidaySelection(raw: string | null): HolidaySelection | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isSelection(value)) return value;
  } catch {
    // fall through to the log below
  }
  if (raw !== lastLoggedRaw) {
    lastLoggedRaw = raw;
    console.error(`Gespeicherte Ferienkurs-Auswahl ist ungültig und wird ignoriert: ${raw.slice(0, 200)}`);
  }
  return null;
}

/** The stored text as it is (a primitive, so it can feed useSyncExternalStore); null without storage. */
export function readStoredHolidaySelection(): string | null {
  try {
    return window.localStorage.getItem(HOLIDAY_SELECTION_KEY);
  } catch {
    return null;
  }
}

export function readHolidaySelection(): HolidaySelection | null {
  return parseHolidaySelection(readStoredHolidaySelection());
}

/** Stores (or, with null, removes) the selection and tells the page. */
export function writeHolidaySelection(selection: Omit<HolidaySelection, 'timestamp'> | null): void {
  try {
    if (selection) {
      window.localStorage.setItem(HOLIDAY_SELECTION_KEY, JSON.stringify({ ...selection, timestamp: Date.now() }));
    } else {
      window.localStorage.removeItem(HOLIDAY_SELECTION_KEY);
    }
  } catch {
    // Storage can be unavailable (private mode); the choice then lives only in this page.
  }
  window.dispatchEvent(new CustomEvent(HOLIDAY_SELECTION_EVENT, { detail: selection }));
}

/** Subscribes to changes from this page (event) and other tabs (storage). */
export function subscribeHolidaySelection(onChange: () => void): () => void {
  return subscribeStoredValue(HOLIDAY_SELECTION_KEY, HOLIDAY_SELECTION_EVENT, onChange);
}
