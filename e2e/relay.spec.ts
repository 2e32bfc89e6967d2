import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, pageTest as test } from './fixtures';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { enquiryFrom, enquiryRequest, fillEnquiryForm, SEND_URL, storedEnquiries } from './enquiry-request';
import { sinkHoldingMail, startServer, stopServer, type OwnServer } from './own-server';

// The relay against a real SMTP server in this test process: each describe starts its own server of the build (server.mjs, as `npm start`)
// with SMTP_URL pointing at it and a SQLite database of its own (PostgreSQL and several instances: e2e/instances.spec.ts).
const STAFF = 'team@codingstars.de';
const relayEnv = (sink: SmtpSink, database: string) => ({ DATABASE_PATH: database, SMTP_URL: sink.url, MAIL_TO: STAFF, OUTBOX_RETRY_BASE_MS: '100' });

const entries = (database: string) => storedEnquiries({ path: database });

test.describe('the relay to the academy mailbox', () => {
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let sink: SmtpSink;
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    dir = await mkdtemp(path.join(tmpdir(), 'relay-e2e-'));
    sink = await startSmtpSink();
    server = await startServer(relayEnv(sink, path.join(dir, 'codingstars.db')));
  });
  test.afterAll(async () => {
    await stopServer(server?.child, 'SIGKILL');
    await sink?.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('an enquiry sent from the browser arrives as one mail to staff with the right fields', async ({ page, request }) => {
    const email = `browser.${Date.now()}@beispiel.de`;
    await page.goto(`${server.url}/contact`);
    const form = await fillEnquiryForm(page, { email });
    await form.getByLabel('Ihre Nachricht (optional)').fill('Ben ist 9 und hat schon mit Scratch gespielt.\nPasst mittwochs um 17 Uhr?');
    await form.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(form.getByRole('status')).toContainText('Nachricht erfolgreich gesendet!');

    await expect.poll(async () => (await sink.parsed()).filter((mail) => mail.replyTo?.text === email).length).toBe(1);
    const mail = (await sink.parsed()).find((m) => m.replyTo?.text === email)!;
    const [entry] = (await entries(path.join(dir, 'codingstars.db'))).filter((e) => e.params.email === email);
    expect(mail.subject).toBe('Anfrage /contact – Kind: Ben');
    expect(mail.from?.value).toEqual([{ name: 'CodingStars Website', address: STAFF }]);
    expect(mail.to).toMatchObject({ value: [{ address: STAFF }] });
    expect(mail.messageId).toBe(`<${entry?.id}@www.codingstars.de>`);
    for (const line of ['Vorname: Anna', 'Nachname: Schmidt', `E-Mail: ${email}`, 'Telefon: 030 1234567', 'Kind: Ben', 'Art der Anfrage: /contact']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('Nachricht:\n  Ben ist 9 und hat schon mit Scratch gespielt.\n  Passt mittwochs um 17 Uhr?');
    await expect.poll(async () => (await request.get(`${server.url}/api/health`)).json()).toEqual({
      delivery: 'relay',
      database: 'sqlite',
      outbox: 'ok',
      pending: 0,
      scheduled: 0,
      failed: 0,
      expired: 0,
      smtp: 'ok',
      retention: 'ok',
    });
  });

  test('200 parallel submits: 200 rows in the database, 200 mails, 200 Message-IDs', async ({ request }) => {
    test.setTimeout(60_000);
    const run = Date.now().toString(36);
    const mine = (email: string | undefined) => Boolean(email?.endsWith(`.${run}@beispiel.de`));
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => request.post(`${server.url}${SEND_URL}`, { data: enquiryFrom(`eltern${i}.${run}@beispiel.de`) })),
    );
    expect(responses.map((response) => response.status()).filter((status) => status !== 200)).toEqual([]);
    const rows = (await entries(path.join(dir, 'codingstars.db'))).filter((entry) => mine(entry.params.email));
    expect(rows).toHaveLength(200);

    await expect
      .poll(async () => (await sink.parsed()).filter((mail) => mine(mail.replyTo?.text)).length, { timeout: 30_000 })
      .toBe(200);
    const mails = (await sink.parsed()).filter((mail) => mine(mail.replyTo?.text));
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(200);
    expect(new Set(mails.map((mail) => mail.replyTo?.text)).size).toBe(200);
  });

  test('hostile input never reaches a mail header and never causes a 500', async ({ request }) => {
    const run = Date.now().toString(36);
    const email = `hostile.${run}@beispiel.de`;
    const post = (data: unknown) => request.post(`${server.url}${SEND_URL}`, { data });
    const injected = await post(
      enquiryFrom(email, { first_name: 'Anna\r\nBcc: evil@example.com', last_name: 'Schmidt\nX-Injected: ja', child_name: 'Ben\r\nSubject: Gewonnen' }),
    );
    const statuses = [
      injected.status(),
      (await post(enquiryRequest({ email: 'anna@beispiel.de\r\nBcc: evil@example.com', reply_to: 'anna@beispiel.de\r\nBcc: evil@example.com' }))).status(),
      // The phone rule counts digits only; the phone goes into the body, never a header.
      (await post(enquiryRequest({ phone: '030 1234567\r\nBcc: evil@example.com' }))).status(),
      (await post(enquiryFrom(email, { child_name: 'x'.repeat(200_000) }))).status(),
      (await post(enquiryFrom(email, { selected_course: '\u202Eevil\u0000' }))).status(),
    ];
    expect(statuses).toEqual([200, 400, 200, 413, 200]);

    await expect.poll(async () => (await sink.parsed()).filter((mail) => mail.replyTo?.text === email).length).toBe(2);
    const [mail] = (await sink.parsed()).filter((m) => m.replyTo?.text === email && m.text?.includes('Bcc'));
    expect(mail?.subject).toBe('Anfrage /contact – Kind: Ben Subject: Gewonnen');
    expect(mail?.headers.has('bcc')).toBe(false);
    expect(mail?.headers.has('x-injected')).toBe(false);
    for (const message of sink.messages.filter((m) => m.source.includes(email))) expect(message.to).toEqual([STAFF]);
  });
});

test.describe('a server killed in the middle of the queue', () => {
  test('resumes after a restart: every enquiry delivered, no Message-ID twice', async ({ request }) => {
    test.setTimeout(90_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'relay-crash-'));
    const database = path.join(dir, 'codingstars.db');
    // The mail server holds its answer to the 4th mail until the sending server is dead, then refuses it: that
    // mail was in flight when the power went, so it must come again, once.
    const { sink, holding, release } = await sinkHoldingMail(4);
    let first: OwnServer | undefined;
    let second: OwnServer | undefined;
    try {
      // A short lease: the mail in flight when the power goes is the next server's after 3 s, not after 2.5 minutes.
      const crashEnv = { ...relayEnv(sink, database), OUTBOX_LEASE_MS: '3000' };
      first = await startServer(crashEnv);
      const run = Date.now().toString(36);
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => request.post(`${first!.url}${SEND_URL}`, { data: enquiryFrom(`crash${i}.${run}@beispiel.de`) })),
      );
      expect(responses.map((response) => response.status())).toEqual(Array(10).fill(200));
      await holding;
      await stopServer(first.child, 'SIGKILL');
      release();

      const before = await entries(database);
      expect(before.filter((entry) => entry.state === 'delivered')).toHaveLength(3);
      expect(before.filter((entry) => entry.state === 'pending')).toHaveLength(7);

      second = await startServer(crashEnv);
      await expect.poll(() => sink.messages.length, { timeout: 30_000 }).toBe(10);
      const ids = (await sink.parsed()).map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(10);
      expect(ids.sort()).toEqual((await entries(database)).map((entry) => `<${entry.id}@www.codingstars.de>`).sort());
      expect(await (await request.get(`${second.url}/api/health`)).json()).toMatchObject({ pending: 0, failed: 0 });

      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/outbox.ts'], { env: { ...process.env, DATABASE_PATH: database } });
      expect(stdout).toContain('10 von 10 Anfragen');
      expect(stdout).toContain('0 wartend, 0 fehlgeschlagen, 10 zugestellt');
    } finally {
      release();
      await stopServer(first?.child, 'SIGKILL');
      await stopServer(second?.child, 'SIGKILL');
      await sink.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

test.describe('a server stopped with SIGTERM', () => {
  test('lets the mail in flight finish and records it, then exits through Next\'s own shutdown', async ({ request }) => {
    test.setTimeout(60_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'relay-stop-'));
    const database = path.join(dir, 'codingstars.db');
    // The mail server takes its time over the first mail: the stop signal arrives while it is in flight.
    let inFlight: () => void = () => {};
    const holding = new Promise<void>((resolve) => (inFlight = resolve));
    const sink = await startSmtpSink({
      answer: async (n) => {
        if (n !== 1) return;
        inFlight();
        await new Promise((resolve) => setTimeout(resolve, 1500));
      },
    });
    let server: OwnServer | undefined;
    try {
      server = await startServer(relayEnv(sink, database));
      const email = `stop.${Date.now().toString(36)}@beispiel.de`;
      expect((await request.post(`${server.url}${SEND_URL}`, { data: enquiryFrom(email) })).status()).toBe(200);
      await holding;
      const stoppedAt = Date.now();
      await stopServer(server.child);
      // 143 = 128 + SIGTERM is Next's own exit code: its shutdown ran after ours, not instead of it.
      expect(server.child.exitCode).toBe(143);
      expect(Date.now() - stoppedAt).toBeLessThan(8000);
      expect(sink.messages).toHaveLength(1);
      expect((await entries(database)).map((entry) => [entry.params.email, entry.state, entry.attempts])).toEqual([[email, 'delivered', 1]]);
      expect(server.output()).toContain('Versand angehalten');
    } finally {
      await stopServer(server?.child, 'SIGKILL');
      await sink.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('an idle server stops at once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'relay-idle-'));
    let server: OwnServer | undefined;
    try {
      server = await startServer({ DATABASE_PATH: path.join(dir, 'codingstars.db') });
      const stoppedAt = Date.now();
      await stopServer(server.child);
      expect(server.child.exitCode).toBe(143);
      // Well under the 8 s a mail in flight may take (measured 10 to 80 ms on a quiet machine).
      expect(Date.now() - stoppedAt).toBeLessThan(5000);
    } finally {
      await stopServer(server?.child, 'SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});
