/**
 * @jest-environment node
 */
import type { IncomingMessage } from 'node:http';
import { addressKey, CLIENT_ADDRESS_HEADER, clientKey, parseTrustProxy, stampClientAddress } from '@/lib/server/client-address.mjs';

/** A request as Node hands it to server.mjs: the connection's address and the headers the client (or a proxy) sent. */
const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers: { ...headers } }) as unknown as IncomingMessage;

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it.each([
    [undefined, 'Verbindung'],
    ['', 'Verbindung'],
    ['0', 'Verbindung'],
    ['1', 'X-Forwarded-For hinter 1 Proxy'],
    ['2', 'X-Forwarded-For hinter 2 Proxys'],
    ['10.0.0.0/8, ::1', 'X-Forwarded-For hinter den Proxys 10.0.0.0/8, ::1'],
    ['loopback', 'X-Forwarded-For hinter den Proxys loopback'],
  ])('reads %p as the start line says: %s', (raw, label) => {
    expect(parseTrustProxy(raw).label).toBe(label);
  });

  it.each(['true', 'yes', '-1', '11', '10.0.0.0/33', 'fd00::/129', 'proxy.example.de', '10.0.0.1/8/2'])('refuses %p with a German reason', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY/);
  });
});

describe('clientKey', () => {
  const none = parseTrustProxy('0');
  const one = parseTrustProxy('1');
  const two = parseTrustProxy('2');
  const named = parseTrustProxy('10.0.0.0/8');

  it.each<[string, ReturnType<typeof parseTrustProxy>, string, Record<string, string>, string]>([
    ['no proxy: the connection, whatever the headers say', none, '198.51.100.7', { 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2', forwarded: 'for=203.0.113.3' }, '198.51.100.7'],
    ['no proxy, no header: the connection', none, '198.51.100.7', {}, '198.51.100.7'],
    ['one proxy: the entry it appended, not the made-up ones before it', one, '10.0.0.5', { 'x-forwarded-for': '203.0.113.1, 192.0.2.9, 198.51.100.7' }, '198.51.100.7'],
    ['one proxy that sent no header: the connection', one, '10.0.0.5', {}, '10.0.0.5'],
    ['two proxies: the second entry from the right', two, '10.0.0.5', { 'x-forwarded-for': '203.0.113.1, 198.51.100.7, 10.0.0.9' }, '198.51.100.7'],
    ['named proxies: the first entry from the right that is not one of them', named, '10.0.0.5', { 'x-forwarded-for': '203.0.113.1, 198.51.100.7, 10.1.2.3' }, '198.51.100.7'],
    ['named proxies, a connection from elsewhere: the connection, headers ignored', named, '198.51.100.7', { 'x-forwarded-for': '203.0.113.1' }, '198.51.100.7'],
    ['an IPv4-mapped connection counts as its IPv4 address', none, '::ffff:198.51.100.7', {}, '198.51.100.7'],
    ['an IPv6 connection counts as its /64', none, '2001:db8:aa:bb:1234:5678:9abc:def0', {}, '2001:db8:aa:bb::/64'],
    ['an IPv6 client behind the proxy counts as its /64', one, '::1', { 'x-forwarded-for': '2001:db8:aa:bb::77' }, '2001:db8:aa:bb::/64'],
  ])('%s', (_, trust, remote, headers, expected) => {
    expect(clientKey(request(remote, headers), trust)).toBe(expected);
  });

  it('gives every address of one /64 the same key, and the next /64 another', () => {
    const keys = new Set(Array.from({ length: 30 }, (_, i) => addressKey(`2001:db8:1:2:${i.toString(16)}::${i + 1}`)));
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('keeps what is no address as short text', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('x'.repeat(500))).toHaveLength(100);
    expect(addressKey('')).toBe('unknown');
  });
});

describe('stampClientAddress', () => {
  it('overwrites a header of that name that the client sent', () => {
    const req = request('198.51.100.7', { [CLIENT_ADDRESS_HEADER]: '203.0.113.99' });
    stampClientAddress(req, parseTrustProxy(undefined));
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.7');
  });
});
