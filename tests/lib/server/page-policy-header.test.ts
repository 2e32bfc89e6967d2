/**
 * @jest-environment node
 */
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { replaceContentSecurityPolicyOnAppend } from '@/lib/server/page-policy-header.mjs';

/** The raw header lines of one answer of a server that sets a site policy and then appends a page's headers. */
async function rawHeaders(wrap: boolean): Promise<string[]> {
  const server: Server = createServer((req, res) => {
    const response = wrap ? replaceContentSecurityPolicyOnAppend(res) : res;
    // As Next does: config headers with setHeader, a cached page's headers with appendHeader.
    response.setHeader('Content-Security-Policy', "script-src 'self'");
    response.appendHeader('Content-Security-Policy', "script-src 'self' 'sha256-PAGE'");
    response.appendHeader('x-nextjs-prerender', '1');
    response.appendHeader('x-nextjs-prerender', '1');
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port, path: '/' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.rawHeaders));
      }).on('error', reject);
    });
  } finally {
    server.close();
  }
}

const values = (raw: string[], name: string) => raw.filter((_, i) => i % 2 === 1 && raw[i - 1]!.toLowerCase() === name);

describe('replaceContentSecurityPolicyOnAppend', () => {
  it('leaves one policy, the page one, where Node alone would send two', async () => {
    expect(values(await rawHeaders(false), 'content-security-policy')).toHaveLength(2);
    expect(values(await rawHeaders(true), 'content-security-policy')).toEqual(["script-src 'self' 'sha256-PAGE'"]);
  });

  it('appends every other header as before', async () => {
    expect(values(await rawHeaders(true), 'x-nextjs-prerender')).toEqual(['1', '1']);
  });
});
