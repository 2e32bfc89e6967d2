import { Link } from '@/components/ui/link';
import { consentContent } from '@/content/consent';
import { ConsentChoiceButton } from './consent-choice-button';
import { CONSENT_BANNER_ID } from '@/lib/choices/consent';

/**
 * The cookie banner. Always in the HTML, first in the tab order; CSS shows it only while <html> carries
 * data-consent-banner (boot script on a first visit, 'Cookie-Einstellungen' later). A fixed overlay that does not
 * block the page: it shifts no layout and the page stays usable behind it. All three choices look the same.
 * A server component: only the buttons are client code, so the wording ships as HTML, not JavaScript.
 */
export function ConsentBanner() {
  return (
    <section
      id={CONSENT_BANNER_ID}
      aria-labelledby={`${CONSENT_BANNER_ID}-title`}
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-50 p-3 focus:outline-none sm:p-4"
    >
      <div className="mx-auto max-w-content rounded-card border border-line bg-white p-4 shadow-[0_-4px_32px_rgb(30_27_75/0.22)] sm:p-5 lg:flex lg:items-center lg:gap-8">
        <div className="lg:flex-1">
          <p id={`${CONSENT_BANNER_ID}-title`} className="font-extrabold">
            {consentContent.title}
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            {consentContent.text}{' '}
            <Link href="/datenschutz" className="text-link">
              {consentContent.privacyLink}
            </Link>
          </p>
        </div>
        <div className="mt-3 grid gap-2 sm:grid-cols-3 lg:mt-0 lg:w-[33rem] lg:shrink-0">
          {consentContent.choices.map(({ choice, label }) => (
            <ConsentChoiceButton key={choice} choice={choice}>
              {label}
            </ConsentChoiceButton>
          ))}
        </div>
      </div>
    </section>
  );
}
