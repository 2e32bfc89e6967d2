import { offerCopy } from '@/content/intern-offer';
import type { HistoryEntry } from '@/lib/offer/history-words';

const copy = offerCopy.history;

/** The Verlauf of a page of /intern/angebot: each change with when, who, and before → after in words. */
export function OfferHistory({ entries, heading = copy.heading, id = 'verlauf' }: { entries: readonly HistoryEntry[]; heading?: string; id?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-12">
      <h2 id={`${id}-heading`} className="text-2xl font-extrabold">
        {heading}
      </h2>
      <p className="mt-1 max-w-prose text-ink-soft">{copy.intro}</p>
      {entries.length === 0 ? (
        <p className="mt-3">{copy.none}</p>
      ) : (
        <ol className="mt-4 divide-y divide-line rounded-card bg-white shadow-card">
          {entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3">
              <p className="text-sm text-ink-soft">{copy.by(entry.who, entry.when)}</p>
              <p className="break-words">{entry.what}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
