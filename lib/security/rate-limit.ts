import type { Db } from '../db/connect.ts';
import { CLIENT_ADDRESS_HEADER } from '../server/client-address.mjs';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A fixed-window counter per key in the database (`rate_limits`), so the limit holds across every server instance:
 * one upsert counts the request and answers whether it is within `limit`. Windows that have ended are deleted by the
 * outbox's hourly clean-up (lib/outbox/store.ts, purge).
 */
export function createRateLimiter(db: Db, { limit, windowMs }: { limit: number; windowMs: number }) {
  return async function allow(key: string, now = Date.now()): Promise<boolean> {
    const at = iso(now);
    const { hits } = await db.kysely
      .insertInto('rate_limits')
      .values({ key, reset_at: iso(now + windowMs), hits: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limits.reset_at', '<=', at);
          return {
            hits: eb.case().when(ended).then(1).else(eb('rate_limits.hits', '+', 1)).end(),
            reset_at: eb.case().when(ended).then(iso(now + windowMs)).else(eb.ref('rate_limits.reset_at')).end(),
          };
        }),
      )
      .returning('hits')
      .executeTakeFirstOrThrow();
    return Number(hits) <= limit;
  };
}

/**
 * The client a request counts as for every limit: the key server.mjs resolved from the TCP connection (and, with
 * TRUST_PROXY, the entry of X-Forwarded-For its own proxies vouch for; lib/server/client-address.mjs), IPv6 per /64.
 * Nothing a client can write decides it: server.mjs overwrites the header on every request. Without server.mjs
 * (`next dev`) every request shares one key, so the limits hold for all together.
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown';
}
