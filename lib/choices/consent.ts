/**
 * Room lib/choices: what the visitor chooses, kept in the browser: cookie consent, the parent/child view, the hints
 * seen, the holiday course picked. Used by client components (consent, audience, quiz, booking, holiday forms).
 */

/**
 * The visitor's cookie choice (spec §3 cookieConsent, §4): stored in localStorage and announced with a typed
 * window event, so the banner, tracking, the quiz and the booking draft all react to the same choice.
 */
import { subscribeStoredValue } from './stored-value';

export const CONSENT_KEY = 'cookieConsent';
export const CONSENT_EVENT = 'cookieconsentchange';

export const CONSENT_CHOICES = ['accepted', 'essential', 'declined'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** Id of the banner element, which 'Cookie-Einstellungen' focuses. */
export const CONSENT_BANNER_ID = 'consent-banner';
/** Set on <html> while the banner shows: by the boot script on a first visit, by 'Cookie-Einstellungen' later. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner';

export type ConsentChangeEvent = CustomEvent<{ choice: ConsentChoice }>;

declare global {
  interface WindowEventMap {
    [CONSENT_EVENT]: ConsentChangeEvent;
  }
}

const isChoice = (value: unknown): value is ConsentChoice => CONSENT_CHOICES.includes(value as ConsentChoice);

/** The stored choice, or null when the visitor has not chosen yet (or storage is unavailable). */
export function readConsent(): ConsentChoice | null {
  try {
    const stored = window.localStorage.getItem(CONSENT_KEY);
    return isChoice(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** True when the choice allows keeping data in the browser beyond the page (quiz results): accepted or essential. */
export function allowsStorage(choice: ConsentChoice | null): boolean {
  return choice === 'accepted' || choice === 'essential';
}

/**
 * Stores the choice and tells the page. 'declined' also clears sessionStorage (spec §4), which drops the booking
 * draft and saved quiz results.
 */
export function writeConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
    if (choice === 'declined') window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); the choice then holds for this page only.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { choice } }));
}

/** Subscribes to choices made in this page (event) and in other tabs (storage). */
export function subscribeConsent(onChange: () => void): () => void {
  return subscribeStoredValue(CONSENT_KEY, CONSENT_EVENT, onChange);
}
