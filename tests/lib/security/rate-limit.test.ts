/**
 * @jest-environment node
 */
import { openMigrated, type DatabaseKind, type Db } from '@/lib/db';
import { clientAddress, createRateLimiter } from '@/lib/security/rate-limit';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/client-address.mjs';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';

jest.setTimeout(30_000);

describe('clientAddress', () => {
  it('reads the key server.mjs stamped on the request', () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '2001:db8:1:2::/64' }))).toBe('2001:db8:1:2::/64');
  });
  it('ignores X-Forwarded-For and X-Real-IP: they are the client’s to write', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '203.0.113.8' }))).toBe('unknown');
  });
});

describe.each(DATABASE_KINDS)('the rate limit on %s', (kind: DatabaseKind) => {
  let dbs: Db[];
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const fresh = await freshDatabaseConfig(kind, { migrated: true });
    cleanup = fresh.cleanup;
    // Two connections: two server instances behind one load balancer.
    dbs = [await openMigrated(fresh.config), await openMigrated(fresh.config)];
  });
  afterEach(async () => {
    await Promise.all(dbs.map((db) => db.close()));
    await cleanup();
    jest.restoreAllMocks();
  });

  it('allows `limit` requests per key and window across instances, then again in the next window', async () => {
    const [a, b] = dbs.map((db) => createRateLimiter(db, { limit: 2, windowMs: 1000 }));
    const results = [await a!('x', 0), await b!('x', 10), await a!('x', 20), await b!('y', 20), await b!('x', 1000), await a!('x', 1001)];
    expect(results).toEqual([true, true, false, true, true, true]);
  });

  it('counts every one of 40 parallel requests on two instances: exactly `limit` pass', async () => {
    const [a, b] = dbs.map((db) => createRateLimiter(db, { limit: 15, windowMs: 60_000 }));
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a! : b!)('burst', 5)));
    expect(results.filter(Boolean)).toHaveLength(15);
  });
});
