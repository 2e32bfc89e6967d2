import pg from 'pg';
import { env } from '@/lib/server/env';
import { deliveryService } from '@/lib/outbox/service';
import { markOfferChanged } from './freshness.mjs';
import { currentOffer, offerFingerprint, seedOffer, setCurrentOffer } from './snapshot';
import { createOfferStore, OFFER_CHANNEL, type OfferStore } from './store';

/**
 * Keeps this process's offer in step with the database: loaded at start, loaded again after a save here, and when
 * the revision that every instance polls has moved (another instance saved). On PostgreSQL a save also notifies
 * every listening instance at its commit, so they load at once; the poll stays as the net (a dropped connection, SQLite).
 * Each load marks the moment, so the cache handler makes every page stored before it again on its next request
 * (lib/build/inline-css-cache.mjs): a change shows on every instance within a render of the save, at most OFFER_POLL_MS
 * later, and no page request waits on a query.
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
  let again = false;
  const check = () => {
    // A notice during a check that may have read the revision before that commit: one more check right after.
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    store
      .revision()
      .then((revision) => (revision !== currentOffer().revision ? refreshOffer() : undefined))
      .catch((error: unknown) => console.error('Angebot: Stand der Datenbank nicht lesbar', error))
      .finally(() => {
        busy = false;
        if (again) {
          again = false;
          check();
        }
      });
  };
  setInterval(check, OFFER_POLL_MS).unref();
  if (env.database.url) listen(env.database.url, check);
}

/** LISTEN on its own connection (a pooled one would be handed to other queries); reconnects after a pause. */
function listen(url: string, onNotice: () => void): void {
  const client = new pg.Client({ connectionString: url });
  let ended = false;
  // An error event and a failed connect can both come: one reconnect.
  const again = () => {
    if (ended) return;
    ended = true;
    client.removeAllListeners();
    client.end().catch(() => undefined);
    setTimeout(() => listen(url, onNotice), 5000).unref();
  };
  client.on('notification', (message) => {
    if (message.channel === OFFER_CHANNEL) onNotice();
  });
  client.on('error', again);
  client
    .connect()
    .then(() => client.query(`LISTEN ${OFFER_CHANNEL}`))
    .then(() => {
      // The connection keeps the process alive only as long as everything else does.
      (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    })
    .catch(again);
}
