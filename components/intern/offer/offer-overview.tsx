import { Link } from '@/components/ui/link';
import { offerCopy } from '@/content/intern-offer';
import type { HistoryEntry } from '@/lib/offer/history-words';
import { OfferHistory } from './offer-history';

const copy = offerCopy.overview;

/** /intern/angebot: one card per part of the offer, with what it changes on the website, and the latest changes. */
export function OfferOverview({ latest }: { latest: readonly HistoryEntry[] }) {
  return (
    <>
      <h1 className="text-3xl font-extrabold">{copy.title}</h1>
      <p className="mt-2 max-w-prose">{copy.intro}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {copy.sections.map((section) => (
          <li key={section.href}>
            <section aria-labelledby={`part-${section.href}`} className="h-full rounded-card bg-white p-5 shadow-card">
              <h2 id={`part-${section.href}`} className="text-2xl font-extrabold">
                <Link href={section.href} className="text-primary underline underline-offset-4">
                  {section.title}
                </Link>
              </h2>
              <p className="mt-2">{section.text}</p>
              <p className="mt-3 font-bold">{copy.changes}</p>
              <ul className="mt-1 list-disc pl-5 text-ink-soft">
                {section.effects.map((effect) => (
                  <li key={effect}>{effect}</li>
                ))}
              </ul>
            </section>
          </li>
        ))}
      </ul>
      <OfferHistory entries={latest} heading={copy.latest} />
      <p className="mt-3 text-ink-soft">{copy.allOnPage}</p>
    </>
  );
}
