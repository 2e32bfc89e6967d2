import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { expect, test, type Page } from '@playwright/test';

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

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A second `next start` of the same build whose outbox cannot be written. */
async function startServer(outboxPath: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], {
    env: { ...process.env, OUTBOX_PATH: outboxPath, OUTBOX_RATE_LIMIT_PER_MINUTE: '2000' },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(`${url}/impressum`).then((r) => r.ok, () => false)) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`next start on port ${port} did not come up`);
}

function stopServer(child: ChildProcess | undefined) {
  if (child?.pid) process.kill(-child.pid, 'SIGTERM');
}

const enquiry = (email: string) => ({
  lib_version: '4.4.1',
  user_id: 'codingstars-outbox',
  service_id: 'codingstars_outbox',
  template_id: 'enquiry_default',
  template_params: {
    reply_to: email,
    first_name: 'Anna',
    last_name: 'Schmidt',
    email,
    phone: '030 1234567',
    child_name: 'Ben',
    selected_course: '',
    request_type: '/contact',
  },
});

async function fillContactForm(page: Page) {
  const form = page.locator('#contact-form-section form');
  await form.getByLabel('Vorname', { exact: true }).fill('Anna');
  await form.getByLabel('Nachname', { exact: true }).fill('Schmidt');
  await form.getByLabel('E-Mail-Adresse').fill('voll@beispiel.de');
  await form.getByLabel('Telefonnummer').fill('030 1234567');
  await form.getByLabel('Vorname des Kindes').fill('Ben');
  await form.getByLabel(/Datenschutzerklärung/).check();
  return form;
}

// Tests run as root, for whom chmod blocks nothing: /dev/full fails every write with ENOSPC (a full disk), and
// no one may create a file or folder in /proc (lib/outbox.ts avoids Node 20's recursive mkdir, which spins there).
for (const [fault, outboxPath, reason] of [
  ['a full disk', '/dev/full', /ENOSPC/],
  ['an outbox file that cannot be created', '/proc/self/outbox.jsonl', /ENOENT|EACCES|EPERM/],
  ['an outbox folder that cannot be created', '/proc/codingstars/outbox.jsonl', /ENOENT|EACCES|EPERM/],
] as const) {
  test.describe(`with ${fault}`, () => {
    test.describe.configure({ mode: 'serial' });
    let server: { url: string; child: ChildProcess } | undefined;

    test.beforeAll(async () => {
      test.setTimeout(60_000);
      server = await startServer(outboxPath);
    });
    test.afterAll(() => stopServer(server?.child));

    test('the endpoint answers 503 with a clear reason', async ({ request }) => {
      const response = await request.post(`${server!.url}/api/v1.0/email/send`, { data: enquiry('voll@beispiel.de') });
      expect(response.status()).toBe(503);
      const text = await response.text();
      expect(text).toMatch(/^Service Unavailable: Posteingang nicht beschreibbar \(E[A-Z]+\)$/);
      expect(text).toMatch(reason);
      // Pages are still served.
      expect((await request.get(`${server!.url}/contact`)).status()).toBe(200);
    });

    test('the form shows its error and keeps every value', async ({ page }) => {
      await page.addInitScript(() => {
        localStorage.cookieConsent = 'essential';
      });
      await page.goto(`${server!.url}/contact`);
      const form = await fillContactForm(page);
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
    });
  });
}
