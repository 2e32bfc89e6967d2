// Who sent a request, for every limit of the site (enquiries per minute, trial seats per sender, cancel, move, waitlist).
// server.mjs knows the TCP connection; it resolves the address here once per request and hands it to the route
// handlers in one header that it always writes itself (lib/security/rate-limit.ts, clientAddress, reads it).
import ipaddr from 'ipaddr.js';
import proxyaddr from 'proxy-addr';

/** The header server.mjs sets on every request; whatever a client sent under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = 'x-codingstars-client';

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY, as Express reads `trust proxy`: unset or 0, the client is the connection's address and
 * X-Forwarded-For counts for nothing; a number N, N reverse proxies stand in front and the client is the Nth entry of
 * X-Forwarded-For from the right; a comma-separated list of addresses, CIDR ranges or the names loopback, linklocal
 * and uniquelocal, the proxies' own addresses, and the client is the first entry from the right that is not one of
 * them. Throws a German message for anything else (`true` too: trusting every entry lets a client choose its address).
 */
export function parseTrustProxy(raw) {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0') return { hops: 0, trust: () => false, label: 'Verbindung' };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY=${value}: höchstens 10 Proxys`);
    return { hops, trust: (_address, i) => i < hops, label: `X-Forwarded-For hinter ${hops} Proxy${hops === 1 ? '' : 's'}` };
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (address?.includes(':') ? 128 : 32));
    if (!NAMED_RANGES.has(entry) && (rest.length > 0 || !ipaddr.isValid(address ?? '') || !validBits)) {
      throw new Error(`TRUST_PROXY: „${entry}“ ist weder eine Zahl von Proxys noch eine Adresse, ein CIDR-Bereich oder loopback/linklocal/uniquelocal`);
    }
  }
  return { hops: undefined, trust: proxyaddr.compile(entries), label: `X-Forwarded-For hinter den Proxys ${entries.join(', ')}` };
}

/**
 * The key a client is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6
 * address as its /64 (one household or one phone gets a whole /64 and can use any address in it). Anything that is no
 * address (a proxy wrote garbage) is kept as text, shortened.
 */
export function addressKey(address) {
  const text = String(address ?? '').trim();
  if (!ipaddr.isValid(text)) return text.slice(0, 100) || 'unknown';
  let parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv6' && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = parsed.parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(prefix).toString()}/64`;
}

/**
 * The client's key for one request: the connection's address, or with proxies in front the entry they vouch for.
 * `request` is Node's IncomingMessage (socket and headers).
 */
export function clientKey(request, trustProxy) {
  return addressKey(proxyaddr(request, trustProxy.trust));
}

/** Sets the one header the route handlers read; a value the client sent under that name is overwritten. */
export function stampClientAddress(request, trustProxy) {
  request.headers[CLIENT_ADDRESS_HEADER] = clientKey(request, trustProxy);
}
