/**
 * A fixed-window counter per key, kept in memory (one server process). At most `maxKeys` windows are kept: beyond
 * that the oldest is evicted, never all of them, so a flood of new keys cannot reset the counts of the others.
 */
export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return function allow(key: string, now = Date.now()): boolean {
    const entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      // Deleted and set again, so the Map's order is the order the windows started in: the first key is the oldest.
      hits.delete(key);
      hits.set(key, { count: 1, resetAt: now + windowMs });
      if (hits.size > maxKeys) hits.delete(hits.keys().next().value!);
      return true;
    }
    entry.count += 1;
    return entry.count <= limit;
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
