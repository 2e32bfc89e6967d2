// When this server process last learned that the offer changed (lib/offer/watch.ts sets it, after loading the new
// records): a page or route stored before that moment is stale (lib/build/inline-css-cache.mjs, lib/server/static-pages.mjs).
// Kept on globalThis: Next's bundles, its cache handler and server.mjs each load their own copy of this module.
const KEY = Symbol.for('codingstars.offer-changed-at');

/** Milliseconds since the epoch, by this process's clock; 0 while the pages of the build are current. */
export function offerChangedAt() {
  return globalThis[KEY] ?? 0;
}

/** Called once the new records are loaded: every page stored before `at` is made again on its next request. */
export function markOfferChanged(at = Date.now()) {
  globalThis[KEY] = Math.max(offerChangedAt(), at);
}
