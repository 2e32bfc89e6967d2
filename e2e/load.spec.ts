import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { expect, test } from './fixtures';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { enquiryFrom, fillEnquiryForm, SEND_URL } from './enquiry-request';
import { startServer, stopServer, type OwnServer } from './own-server';

test.describe('under load', () => {
  test('the server answers a 3-second burst on home and a course page with zero errors', async ({ baseURL, request }) => {
    test.setTimeout(30_000);
    const result = await autocannon({
      url: baseURL!,
      connections: 20,
      duration: 3,
      requests: [{ method: 'GET', path: '/' }, { method: 'GET', path: '/courses/1' }],
    });
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
    // Even on a busy 2-core machine the static pages come from memory at well over 10 requests a second.
    expect(result.requests.total).toBeGreaterThan(30);
    expect((await request.get('/contact')).status()).toBe(200);
  });
});

const NOT_A_DATABASE = 'test-results/not-a-database.txt';

// Tests run as root, for whom chmod blocks nothing: no one may create a file or folder in /proc, and a file of text is
// no database. (A database that goes away while the site runs: e2e/instances.spec.ts stops PostgreSQL.)
for (const [fault, databasePath, reason, relay] of [
  ['a database file that cannot be created', '/proc/self/codingstars.db', /unable to open database file/, false],
  ['a database folder that cannot be created', '/proc/codingstars/codingstars.db', /ENOENT|EACCES|EPERM/, false],
  ['a file that is no database', NOT_A_DATABASE, /file is not a database/, false],
  // With SMTP_URL and MAIL_TO the enquiry must still be in the database before anything is sent: no database, no 200, no mail.
  ['a file that is no database and the relay on', NOT_A_DATABASE, /file is not a database/, true],
] as const) {
  test.describe(`with ${fault}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: OwnServer | undefined;
    let sink: SmtpSink | undefined;

    test.beforeAll(async () => {
      test.setTimeout(60_000);
      await mkdir(path.dirname(NOT_A_DATABASE), { recursive: true });
      await writeFile(NOT_A_DATABASE, 'Kein SQLite, nur Text: Der Server muss das merken, statt etwas zu speichern.\n'.repeat(20));
      sink = relay ? await startSmtpSink() : undefined;
      server = await startServer({ DATABASE_PATH: databasePath, ...(sink ? { SMTP_URL: sink.url, MAIL_TO: 'team@codingstars.de' } : {}) });
    });
    test.afterAll(async () => {
      await stopServer(server?.child, 'SIGKILL');
      await sink?.close();
    });

    test('the endpoint answers 503 with a clear reason, and so does the health check', async ({ request }) => {
      const response = await request.post(`${server!.url}${SEND_URL}`, { data: enquiryFrom('voll@beispiel.de') });
      expect(response.status()).toBe(503);
      expect(await response.text()).toBe('Service Unavailable: Posteingang nicht erreichbar');
      // Why, is in the server's log, not in the answer to the browser.
      expect(server!.output()).toMatch(reason);
      // Pages are still served.
      expect((await request.get(`${server!.url}/contact`)).status()).toBe(200);
      const health = await request.get(`${server!.url}/api/health`);
      expect(health.status()).toBe(503);
      expect(await health.json()).toEqual({
        delivery: relay ? 'relay' : 'store',
        database: 'sqlite',
        outbox: 'unwritable',
        reason: 'Datenbank nicht erreichbar, siehe Server-Log',
      });
      expect(sink?.messages ?? []).toEqual([]);
    });

    test('the form shows its error and keeps every value', async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.cookieConsent = 'essential';
      });
      await page.goto(`${server!.url}/contact`);
      const form = await fillEnquiryForm(page, { email: 'voll@beispiel.de' });
      const button = form.getByRole('button', { name: 'Anfrage senden' });
      await button.click();
      const status = form.getByRole('status');
      await expect(status).toContainText('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
      await expect(status).toContainText('Unser Posteingang ist gerade nicht erreichbar.');
      await expect(status).not.toContainText('Nachricht erfolgreich gesendet!');
      await expect(form.getByLabel('Vorname', { exact: true })).toHaveValue('Anna');
      await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('voll@beispiel.de');
      await expect(form.getByLabel('Vorname des Kindes')).toHaveValue('Ben');
      await expect(button).toBeEnabled();
      expect(sink?.messages ?? []).toEqual([]);
    });
  });
}
