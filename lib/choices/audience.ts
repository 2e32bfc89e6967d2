import { readConsent } from '@/lib/choices/consent';

/**
 * The parent/child view (spec §4 audience view). The `data-audience` attribute on <html> is the page's source of
 * truth: CSS shows the matching wording (see `AudienceText`), so switching re-renders no content. The boot script
 * sets it before first paint from sessionStorage, where the choice is kept for the visit.
 */
export const AUDIENCE_KEY = 'audienceView';
export const AUDIENCE_EVENT = 'audiencechange';
export const AUDIENCE_ATTRIBUTE = 'data-audience';

export const AUDIENCES = ['parent', 'child'] as const;
export type Audience = (typeof AUDIENCES)[number];

export type AudienceChangeEvent = CustomEvent<{ audience: Audience }>;

declare global {
  interface WindowEventMap {
    [AUDIENCE_EVENT]: AudienceChangeEvent;
  }
}

/** The view shown now; parent unless the page says child. */
export function readAudience(): Audience {
  return document.documentElement.getAttribute(AUDIENCE_ATTRIBUTE) === 'child' ? 'child' : 'parent';
}

/** Shows the wording for `audience`, keeps it for the visit (not after 'Ablehnen') and tells the page. */
export function writeAudience(audience: Audience): void {
  document.documentElement.setAttribute(AUDIENCE_ATTRIBUTE, audience);
  try {
    // 'Ablehnen' empties sessionStorage; the view then holds until the next reload only.
    if (readConsent() !== 'declined') window.sessionStorage.setItem(AUDIENCE_KEY, audience);
  } catch {
    // Without storage the view still holds for client navigations.
  }
  window.dispatchEvent(new CustomEvent(AUDIENCE_EVENT, { detail: { audience } }));
}

export function subscribeAudience(onChange: () => void): () => void {
  window.addEventListener(AUDIENCE_EVENT, onChange);
  return () => window.removeEventListener(AUDIENCE_EVENT, onChange);
}
