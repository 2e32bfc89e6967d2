/**
 * @jest-environment node
 */
import { emailConfig, EMBEDDED } from '@/lib/email/config';

const KEYS = [
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_BOOKING_TEMPLATE_ID',
  'NEXT_PUBLIC_EMAILJS_ORIGIN',
] as const;

function configure(values: Partial<Record<(typeof KEYS)[number], string>>) {
  for (const key of KEYS) delete process.env[key];
  Object.assign(process.env, values);
}

afterEach(() => configure({}));

describe('emailConfig', () => {
  it('uses the embedded outbox with distinct template ids when no key is set (or only blanks)', () => {
    configure({ NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '  ', NEXT_PUBLIC_EMAILJS_SERVICE_ID: '' });
    const config = emailConfig();
    expect(config).toMatchObject({ embedded: true, publicKey: EMBEDDED.publicKey, serviceId: EMBEDDED.serviceId, origin: '' });
    expect(new Set(Object.values(config.templates)).size).toBe(3);
  });

  it('uses the configured EmailJS ids, with the trial template distinct from the default one', () => {
    configure({
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_live',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_cs',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_default',
      NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID: 'template_trial',
      NEXT_PUBLIC_EMAILJS_ORIGIN: 'https://mail.example.org',
    });
    expect(emailConfig()).toEqual({
      embedded: false,
      publicKey: 'pk_live',
      serviceId: 'service_cs',
      // Without its own template a booking goes to the default one (with request_type 'Buchung').
      templates: { default: 'template_default', trial: 'template_trial', booking: 'template_default' },
      origin: 'https://mail.example.org',
    });
  });

  it('leaves a missing trial template empty instead of reusing the default one', () => {
    configure({
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_live',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_cs',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_default',
    });
    expect(emailConfig().templates.trial).toBe('');
  });
});

describe('the embedded outbox route with EmailJS configured', () => {
  it('answers 404, so enquiries can only go to EmailJS', async () => {
    configure({
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_live',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_cs',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_default',
    });
    const { POST } = await import('@/app/api/v1.0/email/send/route');
    const response = await POST(
      new Request('http://localhost/api/v1.0/email/send', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(404);
  });
});

describe('the health check with EmailJS configured', () => {
  it('says enquiries go through EmailJS and touches no outbox', async () => {
    configure({ NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_live', NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_cs', NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_default' });
    process.env.OUTBOX_PATH = '/proc/codingstars/outbox.jsonl';
    jest.spyOn(console, 'log').mockImplementation(() => {});
    try {
      let route: typeof import('@/app/api/health/route') | undefined;
      await jest.isolateModulesAsync(async () => {
        route = await import('@/app/api/health/route');
      });
      const response = await route!.GET();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ delivery: 'emailjs', database: 'unused', outbox: 'unused', pending: 0, scheduled: 0, failed: 0, expired: 0, smtp: 'off', retention: 'unused' });
    } finally {
      delete process.env.OUTBOX_PATH;
      jest.restoreAllMocks();
    }
  });
});

describe('the health check when the delivery service cannot start', () => {
  it('answers 503 with a reason instead of a 500', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    try {
      let route: typeof import('@/app/api/health/route') | undefined;
      await jest.isolateModulesAsync(async () => {
        jest.doMock('@/lib/outbox/service', () => ({
          deliveryService: () => {
            calls += 1;
            return Promise.reject(new Error('kaputt'));
          },
        }));
        route = await import('@/app/api/health/route');
      });
      const response = await route!.GET();
      expect(response.status).toBe(503);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ delivery: 'store', database: 'sqlite', outbox: 'unwritable', reason: 'Datenbank nicht erreichbar, siehe Server-Log' });
      expect(calls).toBe(1);
      expect(error).toHaveBeenCalledWith('Zustellung der Anfragen nicht gestartet', expect.any(Error));
    } finally {
      jest.dontMock('@/lib/outbox/service');
      jest.restoreAllMocks();
    }
  });
});
