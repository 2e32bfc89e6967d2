import { expect, test } from './fixtures';
import { enquiryFrom, enquiryRequest, SEND_URL, storedEnquiries } from './enquiry-request';

test.describe('embedded outbox (EmailJS contract)', () => {
  test.describe.configure({ mode: 'serial' });

  test('accepts a valid enquiry with 200 OK and stores it as one row, markup as text', async ({ request }) => {
    const email = `markup.${Date.now()}@beispiel.de`;
    const response = await request.post(SEND_URL, {
      data: enquiryFrom(email, { child_name: '<script>alert(1)</script>' }),
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe('OK');
    const stored = (await storedEnquiries()).find((entry) => entry.params.email === email);
    expect(stored).toMatchObject({ templateId: 'enquiry_default', params: { child_name: '<script>alert(1)</script>' } });
    // Without SMTP_URL and MAIL_TO nothing will mail it: stored, not pending, and the health check agrees.
    expect(stored).toMatchObject({ state: 'stored', attempts: 0 });
    const health = await request.get('/api/health');
    expect(health.headers()['cache-control']).toBe('no-store');
    expect(await health.json()).toEqual({ delivery: 'store', database: 'sqlite', outbox: 'ok', pending: 0, scheduled: 0, failed: 0, expired: 0, smtp: 'off', retention: 'ok' });
  });

  const bad: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['digits in a name', {}, { first_name: 'Anna2' }],
    ['a bad email', {}, { email: 'anna@', reply_to: 'anna@' }],
    ['six phone digits', {}, { phone: '123456' }],
    ['an unknown request type', {}, { request_type: 'Spam' }],
    ['another service', { service_id: 'fremd' }, {}],
    ['reply_to not the email', {}, { reply_to: 'other@beispiel.de' }],
  ];
  for (const [name, overrides, params] of bad) {
    test(`answers 400 with a reason for ${name}`, async ({ request }) => {
      const response = await request.post(SEND_URL, { data: enquiryRequest(params, overrides) });
      expect(response.status()).toBe(400);
      expect(await response.text()).toMatch(/^Bad Request: .+/);
    });
  }

  test('answers 400 for broken JSON, 415 for non-JSON and 413 above 32 KB', async ({ request }) => {
    const broken = await request.post(SEND_URL, { headers: { 'content-type': 'application/json' }, data: '{"lib_version":' });
    expect(broken.status()).toBe(400);
    const form = await request.post(SEND_URL, { form: { first_name: 'Anna' } });
    expect(form.status()).toBe(415);
    const huge = await request.post(SEND_URL, { data: enquiryRequest({ selected_course: 'x'.repeat(40_000) }) });
    expect(huge.status()).toBe(413);
  });

  test('200 enquiries in parallel land as 200 intact rows', async ({ request }) => {
    // Other specs write to the same database in parallel: this run's entries carry their own token.
    const run = Date.now().toString(36);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const email = `eltern${i}.${run}@beispiel.de`;
        return request.post(SEND_URL, { data: enquiryFrom(email) });
      }),
    );
    expect(responses.map((r) => r.status()).filter((s) => s !== 200)).toEqual([]);
    const mine = (await storedEnquiries()).filter((entry) => entry.params.email?.endsWith(`.${run}@beispiel.de`));
    expect(mine).toHaveLength(200);
    expect(new Set(mine.map((entry) => entry.params.email)).size).toBe(200);
    expect(new Set(mine.map((entry) => entry.id)).size).toBe(200);
  });
});
