import { clientAddress, createRateLimiter } from '@/lib/rate-limit';

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

  it('cannot be dodged by a made-up first entry: every such request counts for the same address', () => {
    const allow = createRateLimiter({ limit: 2, windowMs: 60_000 });
    const results = ['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((madeUp) =>
      allow(clientAddress(new Headers({ 'x-forwarded-for': `${madeUp}, 198.51.100.23` })), 0),
    );
    expect(results).toEqual([true, true, false]);
  });
});

describe('createRateLimiter', () => {
  it('allows `limit` requests per key and window, then again in the next window', () => {
    const allow = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect([allow('a', 0), allow('a', 10), allow('a', 20), allow('b', 20), allow('a', 1000)]).toEqual([true, true, false, true, true]);
  });

  it('evicts only the oldest window when full, so a flood of new keys does not reset a busy sender', () => {
    const allow = createRateLimiter({ limit: 2, windowMs: 60_000, maxKeys: 100 });
    allow('early', 0);
    for (const at of [50, 51, 52]) allow('busy', at);
    expect(allow('busy', 53)).toBe(false);
    // 98 new keys fill the table; the 99th evicts the oldest window, 'early', and only that one.
    for (let n = 0; n < 99; n += 1) allow(`flood-${n}`, 100);
    expect(allow('busy', 200)).toBe(false);
    expect([allow('early', 200), allow('early', 201), allow('early', 202)]).toEqual([true, true, false]);
  });
});
