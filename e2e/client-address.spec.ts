import { request as httpRequest } from 'node:http';
import { expect, test } from './fixtures';
import { enquiryFrom, SEND_URL } from './enquiry-request';
import { startServer, stopServer, type OwnServer } from './own-server';

// The limits count the sender as the TCP connection shows it, unless TRUST_PROXY names the proxies in front
// (DECISIONS.md, fourth round, "The client's address"). A script that makes up X-Forwarded-For, X-Real-IP or
// Forwarded headers stays one sender: with its real address it gets two seats per date and 20 enquiries a minute.

interface Reply {
  status: number;
  text: string;
}

/**
 * POST as a client at `localAddress` (every 127.x.y.z is this machine, so each is a sender of its own), with the
 * headers a client makes up. Node's http module, since Playwright's request cannot choose the local address.
 */
function post(server: OwnServer, body: unknown, { localAddress = '127.0.0.1', headers = {} }: { localAddress?: string; headers?: Record<string, string> } = {}) {
  const data = JSON.stringify(body);
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest(
      `${server.url}${SEND_URL}`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(data)), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const run = Date.now().toString(36);
const signupBody = (date: string, n: number | string) => ({
  ...enquiryFrom(`adresse${n}.${run}@beispiel.de`, { request_type: '/signup schnupper-funnel', trial_date: date }),
  template_id: 'enquiry_trial',
});
const madeUp = (i: number) => ({
  'x-forwarded-for': `203.0.113.${i}, 192.0.2.${i}`,
  'x-real-ip': `198.18.0.${i}`,
  forwarded: `for=198.18.1.${i}`,
});
const statuses = (replies: Reply[]) => replies.map((reply) => reply.status);
const count = (replies: Reply[], status: number) => replies.filter((reply) => reply.status === status).length;

async function trialDates(server: OwnServer): Promise<string[]> {
  const body = (await (await fetch(`${server.url}/api/trial/dates`)).json()) as { dates: { date: string }[] };
  return body.dates.map((entry) => entry.date);
}

test.describe('without a proxy configured (TRUST_PROXY unset), as `npm start` runs', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    // The limits as shipped: 20 enquiries a minute and 2 seats per date for one sender.
    server = await startServer({ OUTBOX_RATE_LIMIT_PER_MINUTE: '20' });
  });
  test.afterAll(() => stopServer(server?.child));

  test('30 signups for one date with made-up headers take 2 seats; a parent at another address still gets hers', async () => {
    test.setTimeout(90_000);
    const [date] = await trialDates(server);
    const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => post(server, signupBody(date!, i), { headers: madeUp(i) })));
    expect(count(replies, 200), statuses(replies).join(' ')).toBe(2);
    // The rest: the per-sender seat limit, then the per-minute limit of the same sender.
    expect(count(replies, 409) + count(replies, 429)).toBe(28);
    expect(server.output()).toContain('Absenderadresse: Verbindung (TRUST_PROXY)');
    const other = await post(server, signupBody(date!, 'nachbarin'), { localAddress: '127.0.0.3' });
    expect(other.status).toBe(200);
  });

  test('40 enquiries with made-up headers: 20 accepted, the rest 429', async () => {
    test.setTimeout(90_000);
    const replies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => post(server, enquiryFrom(`anfrage${i}.${run}@beispiel.de`), { localAddress: '127.0.0.2', headers: madeUp(i) })),
    );
    expect(count(replies, 200), statuses(replies).join(' ')).toBe(20);
    expect(count(replies, 429)).toBe(20);
  });
});

test.describe('behind one proxy (TRUST_PROXY=1)', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    // A high per-minute limit, so what is counted here is the seats per sender.
    server = await startServer({ TRUST_PROXY: '1', OUTBOX_RATE_LIMIT_PER_MINUTE: '2000' });
  });
  test.afterAll(() => stopServer(server?.child));

  test('30 addresses of one IPv6 /64 take 2 seats; made-up entries before the proxy’s own count for nothing; three parents at three addresses each get their seat', async () => {
    test.setTimeout(90_000);
    expect(server.output()).toContain('Absenderadresse: X-Forwarded-For hinter 1 Proxy (TRUST_PROXY)');
    const [first, second, third] = await trialDates(server);

    // This test is the proxy: it appends the address it saw as the last entry.
    const sameNetwork = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(server, signupBody(first!, `v6-${i}`), { headers: { 'x-forwarded-for': `2001:db8:7:7:${i.toString(16)}::${i + 1}` } })),
    );
    expect(count(sameNetwork, 200), statuses(sameNetwork).join(' ')).toBe(2);
    expect(count(sameNetwork, 409)).toBe(28);

    const madeUpBefore = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(server, signupBody(second!, `vorn-${i}`), { headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.20` } })),
    );
    expect(count(madeUpBefore, 200), statuses(madeUpBefore).join(' ')).toBe(2);

    const parents = await Promise.all(
      [31, 32, 33].map((n) => post(server, signupBody(third!, `eltern-${n}`), { headers: { 'x-forwarded-for': `198.51.100.${n}` } })),
    );
    expect(statuses(parents)).toEqual([200, 200, 200]);
  });
});
