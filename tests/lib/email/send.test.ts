import { failureDetail, SEND_ERROR, sendEnquiry } from '@/lib/email/send';

jest.mock('@emailjs/browser', () => ({ __esModule: true, default: { init: jest.fn(), send: jest.fn() } }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const emailjs = (require('@emailjs/browser') as { default: { init: jest.Mock; send: jest.Mock } }).default;

const fields = { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@beispiel.de', phone: '0301234567', childName: 'Ben' };

describe('failureDetail', () => {
  it.each([
    [429, /mehrere Anfragen kurz hintereinander/],
    [451, /automatisiert erkannt/],
    [403, /blockiert/],
    [400, /nicht angenommen/],
    [500, /nicht geklappt/],
    [503, /Posteingang/],
    [0, /keine Verbindung/],
  ])('status %s has its own German sentence', (status, sentence) => {
    expect(failureDetail(status)).toMatch(sentence);
  });
});

describe('sendEnquiry (embedded outbox, no EmailJS keys)', () => {
  beforeEach(() => {
    emailjs.init.mockReset();
    emailjs.send.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('sends the payload to this site and reports success on 200', async () => {
    emailjs.send.mockResolvedValue({ status: 200, text: 'OK' });
    await expect(sendEnquiry('contact', fields)).resolves.toEqual({ ok: true, text: 'OK' });
    expect(emailjs.init).toHaveBeenCalledWith({ publicKey: 'codingstars-outbox', origin: window.location.origin });
    expect(emailjs.send).toHaveBeenCalledWith(
      'codingstars_outbox',
      'enquiry_default',
      expect.objectContaining({ request_type: '/contact', reply_to: 'anna@beispiel.de' }),
    );
  });

  it('uses the trial template for the trial', async () => {
    emailjs.send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendEnquiry('Trial', fields);
    expect(emailjs.send.mock.calls[0]?.[1]).toBe('enquiry_trial');
  });

  it.each([400, 403, 429, 451, 500])('never reports success for status %s', async (status) => {
    emailjs.send.mockRejectedValue({ status, text: 'Fehler' });
    const result = await sendEnquiry('contact', fields);
    expect(result).toEqual({ ok: false, detail: expect.stringContaining(failureDetail(status)), status, text: 'Fehler' });
    expect(SEND_ERROR).toBe('Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.');
  });

  it('treats a network error as status 0 and names the phone number', async () => {
    emailjs.send.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await sendEnquiry('contact', fields);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.detail).toMatch(/keine Verbindung.*030 1234 5670/);
  });

  it('sends nothing for an unknown mode', async () => {
    const result = await sendEnquiry('newsletter', fields);
    expect(result.ok).toBe(false);
    expect(emailjs.send).not.toHaveBeenCalled();
  });
});

describe('sendTemplate with EmailJS configured', () => {
  beforeEach(() => {
    emailjs.init.mockReset();
    emailjs.send.mockReset();
    Object.assign(process.env, {
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_live',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_cs',
      NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_default',
      NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID: 'template_trial',
    });
  });
  afterEach(() => {
    delete process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY;
    delete process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID;
    delete process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID;
    delete process.env.NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID;
  });

  it('blocks headless browsers, checks the block list and throttles through a working storage provider', async () => {
    emailjs.send.mockResolvedValue({ status: 200, text: 'OK' });
    await expect(sendEnquiry('Trial', fields)).resolves.toEqual({ ok: true, text: 'OK' });
    const options = emailjs.init.mock.calls[0]?.[0] as Record<string, unknown> & {
      storageProvider: { set: (k: string, v: string) => Promise<void>; get: (k: string) => Promise<string | null> };
    };
    expect(options).toMatchObject({
      publicKey: 'pk_live',
      blockHeadless: true,
      blockList: { watchVariable: 'email' },
      limitRate: { id: 'enquiry', throttle: 10_000 },
    });
    await options.storageProvider.set('enquiry', '123');
    await expect(options.storageProvider.get('enquiry')).resolves.toBe('123');
    expect(emailjs.send).toHaveBeenCalledWith('service_cs', 'template_trial', expect.objectContaining({ from_name: 'Anna Schmidt' }));
  });
});
