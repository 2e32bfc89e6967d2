import { deliveryService } from '@/lib/outbox/service';
import { markOfferChanged } from './freshness.mjs';
import { currentOffer, offerFingerprint, seedOffer, setCurrentOffer } from './snapshot';
import { createOfferStore, type OfferStore } from './store';

/**
 * Keeps this process's offer in step with the database: loaded at start, loaded again after a save here, and when
 * the revision that every instance polls has moved (another instance saved). Each load marks the moment, so the
 * cache handler makes every page stored before it again on its next request (lib/inline-css-cache.mjs): a change shows
 * on every instance within OFFER_POLL_MS plus one render, and no page request waits on a query.
 */

export const OFFER_POLL_MS = 500;

const STORE = Symbol.for('codingstars.offer-store');
const holder = globalThis as typeof globalThis & { [STORE]?: Promise<OfferStore | undefined> };

/** The offer's records in this server's database; undefined when enquiries go to EmailJS and there is none. */
export function offerStore(): Promise<OfferStore | undefined> {
  holder[STORE] ??= deliveryService().then(
    (service) => (service.db ? createOfferStore(service.db) : undefined),
    (error: unknown) => {
      delete holder[STORE];
      throw error;
    },
  );
  return holder[STORE];
}

/** Loads the records into this process's offer and marks the change for the page cache. */
export async function refreshOffer(): Promise<void> {
  const store = await offerStore();
  if (!store) return;
  const offer = await store.load();
  const before = currentOffer();
  setCurrentOffer(offer);
  // At start the pages of the build show the seed: they stay while the records say the same.
  if (offerFingerprint(offer) !== offerFingerprint(before.revision === 0 ? seedOffer() : before)) markOfferChanged();
}

const WATCHING = Symbol.for('codingstars.offer-watch');

/** Loads the offer once and then polls its revision for the rest of the process's life (instrumentation.ts). */
export async function watchOffer(): Promise<void> {
  const flags = globalThis as typeof globalThis & { [WATCHING]?: boolean };
  if (flags[WATCHING]) return;
  const store = await offerStore();
  if (!store) return;
  await refreshOffer();
  flags[WATCHING] = true;
  let busy = false;
  setInterval(() => {
    if (busy) return;
    busy = true;
    store
      .revision()
      .then((revision) => (revision !== currentOffer().revision ? refreshOffer() : undefined))
      .catch((error: unknown) => console.error('Angebot: Stand der Datenbank nicht lesbar', error))
      .finally(() => {
        busy = false;
      });
  }, OFFER_POLL_MS).unref();
}
