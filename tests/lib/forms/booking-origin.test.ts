/**
 * @jest-environment node
 */
import { bookingCatalog } from '@/lib/booking/catalog';
import { bookingTemplateParams } from '@/lib/booking/params';
import type { BookingSelection } from '@/lib/booking/selection';
import { openMigrated, type DatabaseKind } from '@/lib/db';
import { submitToOutbox } from '@/lib/forms/outbox-submission';
import { enquiryMail } from '@/lib/outbox/mail';
import { createDeliveryService, type DeliveryConfig, type DeliveryService } from '@/lib/outbox/service';
import { createOutboxStore } from '@/lib/outbox/store';
import { linkToken } from '@/lib/trial/links';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';
import { validBooking } from '@/tests/lib/booking/fixtures';

jest.setTimeout(60_000);

const LINK_SECRET = 'ein-schluessel-fuer-die-links-mit-mindestens-32-zeichen';
const secret = Buffer.from(LINK_SECRET, 'utf8');
const selection: BookingSelection = { packageId: '12m', courseId: 3, slots: ['mi-1745'], month: '2027-01' };
const DATE = '2027-01-13';

describe.each(DATABASE_KINDS)('a booking through the recommendation after a trial, on %s', (kind: DatabaseKind) => {
  let database: DeliveryConfig['database'];
  let cleanup: () => Promise<void>;
  let service: DeliveryService;
  let reader: Awaited<ReturnType<typeof openMigrated>>;

  beforeEach(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    ({ config: database, cleanup } = await freshDatabaseConfig(kind, { migrated: true }));
    service = await createDeliveryService({
      delivery: 'store',
      siteUrl: 'https://www.codingstars.de',
      database,
      outbox: { path: '/nonexistent/outbox.jsonl', retentionDays: 180, maxAttempts: 3, retryBaseMs: 50, leaseMs: 150_000 },
      smtp: undefined,
      linkSecret: LINK_SECRET,
      sepaCreditorId: 'DE98ZZZ09999999999',
    });
    reader = await openMigrated(database);
  });
  afterEach(async () => {
    await service.stop();
    await reader.close();
    await cleanup();
    jest.restoreAllMocks();
  });

  /** A seat of the trial on DATE, as the signup form holds it. */
  async function trialSeat() {
    const booked = await service.seats!.reserve(
      { date: DATE, email: 'anna@beispiel.de', client: '198.51.100.7', enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ trial_date: DATE }) } },
      new Date('2027-01-06T10:00:00+01:00'),
    );
    if (booked.status !== 'booked') throw new Error('not booked');
    return booked.signupId;
  }

  const book = (trialOrigin?: string) =>
    submitToOutbox(service, { templateId: 'booking', params: bookingTemplateParams(validBooking, selection, bookingCatalog, trialOrigin), client: '198.51.100.7' });

  const stored = async () => {
    const rows = await reader.kysely.selectFrom('enquiries').selectAll().where('template_id', '=', 'booking').execute();
    return rows.map((row) => ({ row, params: JSON.parse(row.params) as Record<string, string> }));
  };

  it('with a genuine token names the seat in its row and the trial’s date in its staff mail, and keeps no token', async () => {
    const signupId = await trialSeat();
    const token = linkToken(secret, 'booking', signupId);
    expect(await book(token)).toEqual({ kind: 'booking', number: expect.stringMatching(/^CS-[0-9A-Z]{8}$/), mailed: false });
    const [booking] = await stored();
    expect(booking?.row.trial_signup_id).toBe(signupId);
    expect((await service.memberships!.list())[0]?.trialSignupId).toBe(signupId);
    expect(booking?.params).not.toHaveProperty('trial_origin');
    expect(booking?.params.trial_origin_label).toBe('Über die Empfehlung nach der Probestunde am Mittwoch, 13. Januar 2027');
    expect(JSON.stringify(await reader.kysely.selectFrom('enquiries').selectAll().execute())).not.toContain(token.split('.')[1]);

    const [record] = (await createOutboxStore(reader).list()).filter((entry) => entry.templateId === 'booking');
    const mail = enquiryMail(record!, { to: ['team@codingstars.de'], from: 'website@codingstars.de', siteHost: 'www.codingstars.de' });
    expect(String(mail.text)).toMatch(/Art der Anfrage: Buchung\nBuchungsnummer: CS-[0-9A-Z]{8}\nHerkunft: Über die Empfehlung nach der Probestunde am Mittwoch, 13\. Januar 2027/);
  });

  it.each([
    ['a token of another purpose', (id: string) => linkToken(secret, 'move', id)],
    ['a token under another secret', (id: string) => linkToken(Buffer.from('ein-anderer-schluessel-mit-mindestens-32-zeichen'), 'booking', id)],
    ['a token of a seat not on record', () => linkToken(secret, 'booking', '00000000-0000-4000-8000-000000000000')],
    ['text that is no token', () => 'kaputt'],
    ['no token', () => undefined],
  ])('with %s is stored as any booking, without the parameter', async (_what, token) => {
    const signupId = await trialSeat();
    expect(await book(token(signupId))).toEqual({ kind: 'booking', number: expect.stringMatching(/^CS-[0-9A-Z]{8}$/), mailed: false });
    const [booking] = await stored();
    expect(booking?.row.trial_signup_id).toBeNull();
    expect(Object.keys(booking?.params ?? {}).filter((key) => key.startsWith('trial_origin'))).toEqual([]);
  });

  it('refuses a direct debit on a server without a creditor identifier, and stores nothing', async () => {
    await service.stop();
    service = await createDeliveryService({ delivery: 'store', siteUrl: 'https://www.codingstars.de', database, outbox: { path: '/nonexistent/outbox.jsonl', retentionDays: 180, maxAttempts: 3, retryBaseMs: 50, leaseMs: 150_000 }, smtp: undefined, linkSecret: LINK_SECRET });
    expect(await book()).toEqual({ kind: 'no-sepa' });
    expect(await stored()).toEqual([]);
  });
});
