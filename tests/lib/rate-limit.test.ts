/**
 * @jest-environment node
 */
import { openMigrated, type DatabaseKind, type Db } from '@/lib/db';
import { clientAddress, createRateLimiter } from '@/lib/rate-limit';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';

jest.setTimeout(30_000);

describe('clientAddress', () => {
  it.each<[string, Record<string, string>, string]>([
    ['the entry the proxy appended, not the one the client made up', { 'x-forwarded-for': '203.0.113.7, 198.51.100.23' }, '198.51.100.23'],
    ['the only entry', { 'x-forwarded-for': '198.51.100.23' }, '198.51.100.23'],
    ['the last entry, spaces and empty entries aside', { 'x-forwarded-for': ' 1.1.1.1 ,, 2001:db8::1 , ' }, '2001:db8::1'],
    ['X-Real-IP without X-Forwarded-For', { 'x-real-ip': ' 198.51.100.23 ' }, '198.51.100.23'],
    ['one key for requests that name no address', {}, 'unknown'],
  ])('takes %s', (_, headers, expected) => {
    expect(clientAddress(new Headers(headers))).toBe(expected);
  });
});

describe.each(DATABASE_KINDS)('the rate limit on %s', (kind: DatabaseKind) => {
  let dbs: Db[];
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    const fresh = await freshDatabaseConfig(kind);
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

  it('cannot be dodged by a made-up first X-Forwarded-For entry', async () => {
    const allow = createRateLimiter(dbs[0]!, { limit: 2, windowMs: 60_000 });
    const results = [];
    for (const madeUp of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) results.push(await allow(clientAddress(new Headers({ 'x-forwarded-for': `${madeUp}, 198.51.100.23` })), 0));
    expect(results).toEqual([true, true, false]);
  });

  it('counts every one of 40 parallel requests on two instances: exactly `limit` pass', async () => {
    const [a, b] = dbs.map((db) => createRateLimiter(db, { limit: 15, windowMs: 60_000 }));
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a! : b!)('burst', 5)));
    expect(results.filter(Boolean)).toHaveLength(15);
  });
});
