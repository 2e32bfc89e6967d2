import { AUDIENCE_ATTRIBUTE, AUDIENCE_KEY } from '@/lib/choices/audience';
import { CONSENT_BANNER_ATTRIBUTE, CONSENT_CHOICES, CONSENT_KEY } from '@/lib/choices/consent';

/**
 * Runs before the first paint: opens the consent banner only for visitors who have not chosen yet, and sets the
 * parent/child view of this visit. Decided in the browser, so static HTML fits everyone and nothing flashes.
 * Without JavaScript neither attribute is set: no banner and no switcher (both need JavaScript to work).
 * Exported so the Content-Security-Policy can allow it by hash.
 */
export const BOOT_SCRIPT = `(function(d){var c,a;try{c=localStorage.getItem(${JSON.stringify(CONSENT_KEY)})}catch(e){}try{a=sessionStorage.getItem(${JSON.stringify(AUDIENCE_KEY)})}catch(e){}if(!/^(${CONSENT_CHOICES.join('|')})$/.test(c))d.setAttribute(${JSON.stringify(CONSENT_BANNER_ATTRIBUTE)},"");d.setAttribute(${JSON.stringify(AUDIENCE_ATTRIBUTE)},a==="child"?"child":"parent")})(document.documentElement)`;

export function BootScript() {
  return <script dangerouslySetInnerHTML={{ __html: BOOT_SCRIPT }} />;
}
