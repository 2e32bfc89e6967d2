import type { Db } from './db/connect.ts';

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
 * The client's address as the site's own reverse proxy saw it: the proxy appends it to X-Forwarded-For, so it is the
 * last entry; whatever comes before it the client sent itself and could make up to get a fresh count. Without a
 * proxy Next sets the header to the connection's address.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return forwarded.at(-1) ?? (headers.get('x-real-ip')?.trim() || 'unknown');
}
