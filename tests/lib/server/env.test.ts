import { parseEnv } from '@/lib/server/env';

describe('parseEnv', () => {
  it('falls back to the defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      siteUrl: 'https://www.codingstars.de',
      emailjs: {
        publicKey: undefined,
        serviceId: undefined,
        templateId: undefined,
        trialTemplateId: undefined,
        bookingTemplateId: undefined,
        origin: undefined,
      },
      delivery: 'store',
      atBuild: { delivery: 'store', retentionDays: 180, sepa: false },
      database: { url: undefined, path: '.data/codingstars.db' },
      outbox: { path: '.data/outbox.jsonl', retentionDays: 180, maxAttempts: 30, retryBaseMs: 30_000, leaseMs: 150_000 },
      pageViewFlushMs: 60_000,
      trialSeatsPerParent: 2,
      smtp: undefined,
      staffEmails: [],
      gaId: undefined,
      gadsId: undefined,
    });
  });

  it('treats empty strings (as in .env.example) as unset', () => {
    const env = parseEnv({
      NEXT_PUBLIC_SITE_URL: '',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: '',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: '',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: '   ',
      NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID: '',
      NEXT_PUBLIC_EMAILJS_BOOKING_TEMPLATE_ID: '',
      NEXT_PUBLIC_EMAILJS_ORIGIN: '',
      OUTBOX_PATH: '',
      OUTBOX_RETENTION_DAYS: '',
      OUTBOX_MAX_ATTEMPTS: ' ',
      OUTBOX_RETRY_BASE_MS: '',
      SMTP_URL: '',
      MAIL_TO: '',
      MAIL_FROM: '',
      ENQUIRY_DELIVERY_AT_BUILD: '',
      OUTBOX_RETENTION_DAYS_AT_BUILD: '',
      NEXT_PUBLIC_GA_ID: '',
      NEXT_PUBLIC_GADS_ID: '',
    });
    expect(env).toEqual(parseEnv({}));
  });

  it('passes set values through, trimmed', () => {
    const env = parseEnv({
      NEXT_PUBLIC_SITE_URL: 'https://staging.codingstars.de',
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: ' pk_123 ',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_1',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_contact',
      NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID: 'template_trial',
      NEXT_PUBLIC_EMAILJS_BOOKING_TEMPLATE_ID: 'template_booking',
      NEXT_PUBLIC_EMAILJS_ORIGIN: 'https://api.emailjs.com',
      OUTBOX_PATH: '/var/lib/codingstars/outbox.jsonl',
      NEXT_PUBLIC_GA_ID: 'G-ABC123',
      NEXT_PUBLIC_GADS_ID: 'AW-42',
    });
    expect(env).toEqual({
      siteUrl: 'https://staging.codingstars.de',
      emailjs: {
        publicKey: 'pk_123',
        serviceId: 'service_1',
        templateId: 'template_contact',
        trialTemplateId: 'template_trial',
        bookingTemplateId: 'template_booking',
        origin: 'https://api.emailjs.com',
      },
      delivery: 'emailjs',
      atBuild: { delivery: 'emailjs', retentionDays: 180, sepa: false },
      database: { url: undefined, path: '.data/codingstars.db' },
      outbox: { path: '/var/lib/codingstars/outbox.jsonl', retentionDays: 180, maxAttempts: 30, retryBaseMs: 30_000, leaseMs: 150_000 },
      pageViewFlushMs: 60_000,
      trialSeatsPerParent: 2,
      smtp: undefined,
      staffEmails: [],
      gaId: 'G-ABC123',
      gadsId: 'AW-42',
    });
  });

  it('chooses the relay with SMTP_URL and MAIL_TO, reads the outbox knobs, the flush interval and the build stamps', () => {
    const env = parseEnv({
      SMTP_URL: 'smtps://website%40codingstars.de:geheim@mail.example.de:465',
      MAIL_TO: 'hallo@codingstars.de, team@codingstars.de',
      MAIL_FROM: 'CodingStars Website <website@codingstars.de>',
      OUTBOX_RETENTION_DAYS: '90',
      OUTBOX_MAX_ATTEMPTS: '5',
      OUTBOX_RETRY_BASE_MS: '200',
      PAGE_VIEW_FLUSH_MS: '500',
      ENQUIRY_DELIVERY_AT_BUILD: 'store',
      OUTBOX_RETENTION_DAYS_AT_BUILD: '180',
    });
    expect(env).toMatchObject({
      delivery: 'relay',
      atBuild: { delivery: 'store', retentionDays: 180, sepa: false },
      outbox: { retentionDays: 90, maxAttempts: 5, retryBaseMs: 200 },
      pageViewFlushMs: 500,
      smtp: {
        url: 'smtps://website%40codingstars.de:geheim@mail.example.de:465',
        to: ['hallo@codingstars.de', 'team@codingstars.de'],
        from: 'CodingStars Website <website@codingstars.de>',
      },
    });
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['SMTP_URL without MAIL_TO', { SMTP_URL: 'smtp://mail.example.de:587' }, /MAIL_TO fehlt/],
    ['MAIL_TO without SMTP_URL', { MAIL_TO: 'hallo@codingstars.de' }, /SMTP_URL/],
    ['an http URL', { SMTP_URL: 'https://mail.example.de', MAIL_TO: 'hallo@codingstars.de' }, /SMTP_URL/],
    ['a bad address', { SMTP_URL: 'smtp://mail.example.de', MAIL_TO: 'hallo@, team@codingstars.de' }, /MAIL_TO/],
    ['zero retention days', { OUTBOX_RETENTION_DAYS: '0' }, /retentionDays/],
  ])('rejects %s, never echoing the password', (_, raw, message) => {
    expect(() => parseEnv({ ...raw, SMTP_URL: raw.SMTP_URL?.replace('//', '//user:geheim@') })).toThrow(message);
    expect(() => parseEnv({ ...raw, SMTP_URL: raw.SMTP_URL?.replace('//', '//user:geheim@') })).not.toThrow(/geheim/);
  });

  it.each([
    ['https://example.org/', 'https://example.org'],
    ['https://example.org///', 'https://example.org'],
    ['https://example.org', 'https://example.org'],
    ['http://localhost:3000/', 'http://localhost:3000'],
  ])('site URL %s → %s (trailing slashes removed)', (raw, expected) => {
    expect(parseEnv({ NEXT_PUBLIC_SITE_URL: raw }).siteUrl).toBe(expected);
  });

  it.each(['not a url', 'www.codingstars.de', '/relative'])('rejects the site URL %j', (raw) => {
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: raw })).toThrow();
  });
});

describe('parseEnv: the trial follow-up', () => {
  it('takes an https TRIAL_JOIN_URL and a LINK_SECRET of at least 32 characters', () => {
    const env = parseEnv({ TRIAL_JOIN_URL: ' https://raum.example.de/probestunde ', LINK_SECRET: 'x'.repeat(32) });
    expect([env.trialJoinUrl, env.linkSecret]).toEqual(['https://raum.example.de/probestunde', 'x'.repeat(32)]);
    expect(parseEnv({ TRIAL_JOIN_URL: '', LINK_SECRET: '' })).toMatchObject({ trialJoinUrl: undefined, linkSecret: undefined });
  });

  it.each([
    [{ TRIAL_JOIN_URL: 'http://raum.example.de' }, 'TRIAL_JOIN_URL: eine https://-Adresse erwartet'],
    [{ TRIAL_JOIN_URL: 'raum.example.de' }, 'TRIAL_JOIN_URL: eine https://-Adresse erwartet'],
    [{ LINK_SECRET: 'zu-kurz' }, 'LINK_SECRET: mindestens 32 Zeichen'],
  ])('refuses %p', (raw, message) => {
    expect(() => parseEnv(raw)).toThrow(message);
  });
});

describe('env and absoluteUrl (module state from process.env at import time)', () => {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = saved;
  });

  async function importFresh() {
    let mod: typeof import('@/lib/server/env') | undefined;
    await jest.isolateModulesAsync(async () => {
      mod = await import('@/lib/server/env');
    });
    if (!mod) throw new Error('lib/server/env did not load');
    return mod;
  }

  it('uses the default site URL when NEXT_PUBLIC_SITE_URL is unset', async () => {
    delete process.env.NEXT_PUBLIC_SITE_URL;
    const { env, absoluteUrl } = await importFresh();
    expect(env.siteUrl).toBe('https://www.codingstars.de');
    expect(absoluteUrl('/')).toBe('https://www.codingstars.de/');
    expect(absoluteUrl()).toMatch(/\/$/);
    expect(absoluteUrl('/courses/1')).toBe('https://www.codingstars.de/courses/1');
  });

  it('builds absolute URLs on a configured site URL', async () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://staging.codingstars.de/';
    const { absoluteUrl } = await importFresh();
    expect(absoluteUrl('/')).toBe('https://staging.codingstars.de/');
    expect(absoluteUrl('/preise')).toBe('https://staging.codingstars.de/preise');
    expect(absoluteUrl('/faq#kosten')).toBe('https://staging.codingstars.de/faq#kosten');
  });
});

describe('parseEnv: SEPA_CREDITOR_ID', () => {
  it('takes a valid creditor identifier, without spaces and in capitals, and says the build offers SEPA with it', () => {
    expect(parseEnv({ SEPA_CREDITOR_ID: ' de98 zzz0 9999 9999 99 ' })).toMatchObject({ sepaCreditorId: 'DE98ZZZ09999999999', atBuild: { sepa: true } });
    expect(parseEnv({ SEPA_CREDITOR_ID: '' })).toMatchObject({ sepaCreditorId: undefined, atBuild: { sepa: false } });
  });

  it('keeps what the build saw apart from what the server has', () => {
    expect(parseEnv({ SEPA_AT_BUILD: 'nein', SEPA_CREDITOR_ID: 'DE98ZZZ09999999999' }).atBuild.sepa).toBe(false);
    expect(parseEnv({ SEPA_AT_BUILD: 'ja' }).atBuild.sepa).toBe(true);
  });

  it('refuses one whose check digits do not fit', () => {
    expect(() => parseEnv({ SEPA_CREDITOR_ID: 'DE97ZZZ09999999999' })).toThrow('SEPA_CREDITOR_ID: keine gültige Gläubiger-Identifikationsnummer');
  });
});
