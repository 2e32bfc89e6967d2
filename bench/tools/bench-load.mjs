// Throughput for `npm run bench`: autocannon against a running server (the site as `npm start` serves it, or the floor).
import autocannon from 'autocannon';

/**
 * What Chromium sends. autocannon sends no Accept-Encoding of its own, so without it Next would answer every
 * request uncompressed, which no browser asks for: with it, the test pays for gzip per request as a visitor does.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Requests per second, p99 latency, errors and bytes per response of one autocannon run. */
export async function loadTest(url, { connections, duration }) {
  const result = await autocannon({ url, connections, duration, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
  };
}
