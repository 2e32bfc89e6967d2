import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect, pageTest as test } from './fixtures';
import { openDatabase } from '../lib/db/connect';
import { startPostgres, type TestPostgres } from '../scripts/postgres.mjs';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { enquiryFrom, fillEnquiryForm, SEND_URL, storedEnquiries } from './enquiry-request';
import { sinkHoldingMail, startServer, stopServer, type OwnServer } from './own-server';

// Several instances of the site on one database, as behind a load balancer or during a rolling update: on one SQLite
// file (each server as pid 1 of its own PID namespace, as in two containers sharing a volume) and on one PostgreSQL
// database of a throwaway server (scripts/postgres.mjs). Every instance runs the relay to the same real mail server.
const STAFF = 'team@codingstars.de';
const relayTo = (sink: SmtpSink) => ({ SMTP_URL: sink.url, MAIL_TO: STAFF, OUTBOX_RETRY_BASE_MS: '100' });

/** 200 enquiries at once, every other one to the other instance; resolves the run's token. */
async function sendSplit(request: APIRequestContext, servers: OwnServer[], count = 200) {
  const run = Date.now().toString(36);
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      request.post(`${servers[i % servers.length]!.url}${SEND_URL}`, { data: enquiryFrom(`eltern${i}.${run}@beispiel.de`) }),
    ),
  );
  expect(responses.map((response) => response.status()).filter((status) => status !== 200)).toEqual([]);
  return run;
}

/** Every enquiry of the run reaches the mail server exactly once: as many mails as enquiries, each Message-ID once. */
async function expectDeliveredOnce(sink: SmtpSink, run: string, count: number) {
  const mine = async () => (await sink.parsed()).filter((mail) => mail.replyTo?.text?.endsWith(`.${run}@beispiel.de`));
  await expect.poll(async () => (await mine()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(count);
  // A second copy would come from the other instance right after the first: give it the time to show up.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const mails = await mine();
  expect(mails).toHaveLength(count);
  expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(count);
  return mails;
}

test.describe('two instances on one SQLite file, each as pid 1 of its own container', () => {
  test('200 enquiries split across both: all stored, each delivered exactly once', async ({ request }) => {
    test.setTimeout(150_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'instances-sqlite-'));
    const database = path.join(dir, 'codingstars.db');
    const sink = await startSmtpSink();
    const servers: OwnServer[] = [];
    try {
      for (let i = 0; i < 2; i += 1) servers.push(await startServer({ DATABASE_PATH: database, ...relayTo(sink) }, { asContainer: true }));
      const run = await sendSplit(request, servers);
      const stored = (await storedEnquiries({ path: database })).filter((entry) => entry.params.email?.endsWith(`.${run}@beispiel.de`));
      expect(stored).toHaveLength(200);
      const mails = await expectDeliveredOnce(sink, run, 200);
      expect(mails.map((mail) => mail.messageId).sort()).toEqual(stored.map((entry) => `<${entry.id}@www.codingstars.de>`).sort());
      for (const server of servers) {
        // A keep-alive socket the server closed while the test waited answers ECONNRESET once: poll, as monitoring would.
        await expect.poll(async () => (await request.get(`${server.url}/api/health`)).json()).toMatchObject({ database: 'sqlite', outbox: 'ok', pending: 0, failed: 0 });
      }
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child, 'SIGKILL')));
      await sink.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

test.describe('instances on one PostgreSQL database', () => {
  test.describe.configure({ mode: 'serial' });
  let postgres: TestPostgres;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    postgres = await startPostgres();
  });
  test.afterAll(async () => {
    await postgres?.destroy();
  });

  test('200 enquiries split across two: all stored, each delivered exactly once', async ({ request }) => {
    test.setTimeout(150_000);
    const url = await postgres.createDatabase('split');
    const sink = await startSmtpSink();
    const servers: OwnServer[] = [];
    try {
      for (let i = 0; i < 2; i += 1) servers.push(await startServer({ DATABASE_URL: url, ...relayTo(sink) }));
      const run = await sendSplit(request, servers);
      const stored = (await storedEnquiries({ url, path: '' })).filter((entry) => entry.params.email?.endsWith(`.${run}@beispiel.de`));
      expect(stored).toHaveLength(200);
      await expectDeliveredOnce(sink, run, 200);
      // A keep-alive socket the server closed while the test waited answers ECONNRESET once: poll, as monitoring would
      // (a failed request is one more try, not the end: expect.poll stops at an error the callback throws).
      const health = () => request.get(`${servers[1]!.url}/api/health`).then((response) => response.json(), (error: Error) => ({ error: error.message }));
      await expect.poll(health).toMatchObject({ database: 'postgres', outbox: 'ok', pending: 0, failed: 0 });
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child, 'SIGKILL')));
      await sink.close();
    }
  });

  test('kill -9 of the instance sending a mail: the other sends it once its lease has run out; a restart loses nothing', async ({ request }) => {
    test.setTimeout(150_000);
    const url = await postgres.createDatabase('killed');
    // The mail server holds its answer to the first mail until the test lets it go, then refuses it: the instance that
    // sent it is dead by then, so that mail is still to be delivered, by the other one.
    const { sink, holding, release } = await sinkHoldingMail(1);
    const env = { DATABASE_URL: url, ...relayTo(sink), OUTBOX_LEASE_MS: '5000' };
    let first: OwnServer | undefined;
    let second: OwnServer | undefined;
    let restarted: OwnServer | undefined;
    const db = openDatabase({ url, path: '' });
    try {
      first = await startServer(env);
      const run = Date.now().toString(36);
      expect((await request.post(`${first.url}${SEND_URL}`, { data: enquiryFrom(`lease.${run}@beispiel.de`) })).status()).toBe(200);
      await holding;
      const [leased] = await db.kysely.selectFrom('enquiries').select(['id', 'lease_owner', 'lease_until']).execute();
      expect(leased?.lease_owner).toContain(`:${first.child.pid}:`);
      await stopServer(first.child, 'SIGKILL');
      release();
      second = await startServer(env);
      // Meanwhile the survivor takes new enquiries and sends them at once.
      expect((await request.post(`${second.url}${SEND_URL}`, { data: enquiryFrom(`after.${run}@beispiel.de`) })).status()).toBe(200);

      await expect.poll(() => sink.messages.length, { timeout: 30_000 }).toBe(2);
      const mails = await sink.parsed();
      const resent = mails.find((mail) => mail.messageId === `<${leased!.id}@www.codingstars.de>`);
      expect(resent).toBeDefined();
      // Not before the lease ran out: the killed instance might still have been sending it.
      const deliveredAt = (await storedEnquiries({ url, path: '' })).find((entry) => entry.id === leased!.id)?.updatedAt;
      expect(Date.parse(deliveredAt!)).toBeGreaterThanOrEqual(Date.parse(leased!.lease_until!));

      // A new instance in place of the killed one finds nothing pending and sends nothing twice.
      restarted = await startServer(env);
      // A keep-alive socket the server closed while the test waited answers ECONNRESET once: poll, as monitoring would.
      await expect.poll(async () => (await request.get(`${restarted!.url}/api/health`)).json()).toMatchObject({ database: 'postgres', pending: 0, failed: 0 });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sink.messages).toHaveLength(2);
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(2);
    } finally {
      release();
      await Promise.all([first, second, restarted].map((server) => stopServer(server?.child, 'SIGKILL')));
      await db.close();
      await sink.close();
    }
  });

  test('PostgreSQL stopped while the site runs: the form keeps every value, health says 503; back: enquiries flow without a restart', async ({ page, request }) => {
    test.setTimeout(150_000);
    const url = await postgres.createDatabase('outage');
    const server = await startServer({ DATABASE_URL: url });
    try {
      expect((await request.get(`${server.url}/api/health`)).status()).toBe(200);
      postgres.stop();

      const health = await request.get(`${server.url}/api/health`);
      expect(health.status()).toBe(503);
      expect(await health.json()).toMatchObject({ delivery: 'store', database: 'postgres', outbox: 'unwritable' });

      await page.addInitScript(() => {
        localStorage.cookieConsent = 'essential';
      });
      await page.goto(`${server.url}/contact`);
      const email = `ausfall.${Date.now().toString(36)}@beispiel.de`;
      const form = await fillEnquiryForm(page, { email });
      const button = form.getByRole('button', { name: 'Anfrage senden' });
      await button.click();
      const status = form.getByRole('status');
      await expect(status).toContainText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
      await expect(form.getByLabel('Vorname', { exact: true })).toHaveValue('Anna');
      await expect(form.getByLabel('Nachname', { exact: true })).toHaveValue('Schmidt');
      await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue(email);
      await expect(form.getByLabel('Telefonnummer')).toHaveValue('030 1234567');
      await expect(form.getByLabel('Vorname des Kindes')).toHaveValue('Ben');
      await expect(form.getByLabel(/Datenschutzerklärung/)).toBeChecked();

      postgres.start();
      await expect.poll(async () => (await request.get(`${server.url}/api/health`)).status(), { timeout: 30_000 }).toBe(200);
      // The parent only presses the button again: the same process, a new connection.
      await button.click();
      await expect(status).toContainText('Nachricht erfolgreich gesendet!');
      expect((await storedEnquiries({ url, path: '' })).filter((entry) => entry.params.email === email)).toHaveLength(1);
      expect(server.child.exitCode).toBeNull();
    } finally {
      postgres.start();
      await stopServer(server.child, 'SIGKILL');
    }
  });
});

test.describe('the upgrade from the outbox file', () => {
  test('a server started on an outbox file of the previous version takes every entry with its state and sends none twice', async ({ request }) => {
    test.setTimeout(120_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'upgrade-'));
    const outbox = path.join(dir, 'outbox.jsonl');
    const database = path.join(dir, 'codingstars.db');
    // Written by the previous version: 1 stored, 4 delivered, 1 failed, 3 pending (one of them after a failed attempt).
    await copyFile('tests/fixtures/outbox-before-database.jsonl', outbox);
    const sink = await startSmtpSink();
    let server: OwnServer | undefined;
    try {
      // The fixture's dates must not fall out of the retention as time goes by.
      server = await startServer({ OUTBOX_PATH: outbox, DATABASE_PATH: database, ...relayTo(sink), OUTBOX_RETENTION_DAYS: '36500' });
      await expect.poll(async () => (await (await request.get(`${server!.url}/api/health`)).json()).pending, { timeout: 30_000 }).toBe(0);
      const entries = await storedEnquiries({ path: database });
      expect(entries).toHaveLength(9);
      expect(entries.map((entry) => entry.state).sort()).toEqual(['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'failed', 'stored']);
      // Only the three that were pending went out; the four delivered before the upgrade did not go out again.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const mails = await sink.parsed();
      expect(mails.map((mail) => mail.replyTo?.text).sort()).toEqual(['upgrade7@beispiel.de', 'upgrade8@beispiel.de', 'upgrade9@beispiel.de']);
      // A keep-alive socket the server closed while the test waited answers ECONNRESET once: poll, as monitoring would.
      await expect.poll(async () => (await request.get(`${server!.url}/api/health`)).json()).toMatchObject({ pending: 0, failed: 1 });
      expect((await readdir(dir)).filter((name) => name.startsWith('outbox.jsonl'))).toEqual([expect.stringMatching(/^outbox\.jsonl\.imported-/)]);
      expect(server.output()).toContain('9 von 9 Anfragen aus');

      const { stdout } = await promisify(execFile)(process.execPath, ['scripts/outbox.ts'], { env: { ...process.env, DATABASE_PATH: database } });
      expect(stdout).toContain('0 wartend, 1 fehlgeschlagen, 7 zugestellt, 1 nur gespeichert');
    } finally {
      await stopServer(server?.child, 'SIGKILL');
      await sink.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
