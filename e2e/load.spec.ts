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

// Tests run as root, for whom chmod blocks nothing: /dev/full fails every write with ENOSPC (a full disk), and
// no one may create a file or folder in /proc (lib/outbox/journal.ts avoids Node 20's recursive mkdir, which spins there).
for (const [fault, outboxPath, reason, relay] of [
  ['a full disk', '/dev/full', /ENOSPC/, false],
  ['an outbox file that cannot be created', '/proc/self/outbox.jsonl', /ENOENT|EACCES|EPERM/, false],
  ['an outbox folder that cannot be created', '/proc/codingstars/outbox.jsonl', /ENOENT|EACCES|EPERM/, false],
  // With SMTP_URL and MAIL_TO the enquiry must still be on disk before anything is sent: no disk, no 200, no mail.
  ['a full disk and the relay on', '/dev/full', /ENOSPC/, true],
] as const) {
  test.describe(`with ${fault}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: OwnServer | undefined;
    let sink: SmtpSink | undefined;

    test.beforeAll(async () => {
      test.setTimeout(60_000);
      sink = relay ? await startSmtpSink() : undefined;
      server = await startServer({ OUTBOX_PATH: outboxPath, ...(sink ? { SMTP_URL: sink.url, MAIL_TO: 'team@codingstars.de' } : {}) });
    });
    test.afterAll(async () => {
      stopServer(server?.child);
      await sink?.close();
    });

    test('the endpoint answers 503 with a clear reason, and so does the health check', async ({ request }) => {
      const response = await request.post(`${server!.url}${SEND_URL}`, { data: enquiryFrom('voll@beispiel.de') });
      expect(response.status()).toBe(503);
      const text = await response.text();
      expect(text).toMatch(/^Service Unavailable: Posteingang nicht beschreibbar \(E[A-Z]+\)$/);
      expect(text).toMatch(reason);
      // Pages are still served.
      expect((await request.get(`${server!.url}/contact`)).status()).toBe(200);
      const health = await request.get(`${server!.url}/api/health`);
      expect(health.status()).toBe(503);
      expect(await health.json()).toEqual({
        delivery: relay ? 'relay' : 'store',
        outbox: 'unwritable',
        pending: 0,
        failed: 0,
        smtp: relay ? 'configured' : 'off',
        retention: 'ok',
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
