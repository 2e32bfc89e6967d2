/**
 * @jest-environment node
 */
import type { DatabaseKind } from '@/lib/db';
import { createOutboxStore } from '@/lib/outbox/store';
import { createTrialSeats, TRIAL_SEATS } from '@/lib/trial/seats';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';

jest.setTimeout(30_000);

const DATE = '2027-01-06';
const reservation = (n: number, over: { email?: string; client?: string; confirm?: boolean } = {}) => ({
  date: DATE,
  email: over.email ?? `eltern${n}@beispiel.de`,
  client: over.client ?? `198.51.100.${n}`,
  enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ email: over.email ?? `eltern${n}@beispiel.de`, trial_date: DATE }), state: 'pending' as const },
  confirm: over.confirm ?? true,
});

describe.each(DATABASE_KINDS)('trial seats on %s', (kind: DatabaseKind) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeEach(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    db = await freshDatabase(kind);
  });
  afterEach(async () => {
    await db.destroy();
    jest.restoreAllMocks();
  });

  it(`gives ${TRIAL_SEATS} seats per date and no 13th, even to parallel requests`, async () => {
    const seats = createTrialSeats(db);
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => seats.reserve(reservation(n))));
    expect(results.filter((result) => result.status === 'booked')).toHaveLength(TRIAL_SEATS);
    expect(results.filter((result) => result.status === 'full')).toHaveLength(20 - TRIAL_SEATS);
    expect(await seats.seatsLeft([DATE, '2027-01-13'])).toEqual({ [DATE]: 0, '2027-01-13': TRIAL_SEATS });
  });

  it('stores the signup, the staff mail and exactly one confirmation in the same step', async () => {
    const seats = createTrialSeats(db);
    const result = await seats.reserve(reservation(1));
    expect(result.status).toBe('booked');
    const entries = await createOutboxStore(db).list();
    expect(entries.map((entry) => entry.templateId).sort()).toEqual(['enquiry_trial', 'trial_confirmation']);
    const confirmation = entries.find((entry) => entry.templateId === 'trial_confirmation')!;
    // Three values, none typed freely: the address, the date and the cancel token.
    expect(Object.keys(confirmation.params).sort()).toEqual(['email', 'token', 'trial_date']);
    expect(result.status === 'booked' && confirmation.id).toBe(result.status === 'booked' && `${result.signupId}-confirmation`);
  });

  it('lets one address or one client hold at most two seats per date', async () => {
    const seats = createTrialSeats(db);
    const same = { email: 'geschwister@beispiel.de' };
    expect((await seats.reserve(reservation(1, same))).status).toBe('booked');
    expect((await seats.reserve(reservation(2, same))).status).toBe('booked');
    expect((await seats.reserve(reservation(3, same))).status).toBe('limit');
    expect((await seats.reserve(reservation(4, { client: '203.0.113.9' }))).status).toBe('booked');
    expect((await seats.reserve(reservation(5, { client: '203.0.113.9' }))).status).toBe('booked');
    expect((await seats.reserve(reservation(6, { client: '203.0.113.9' }))).status).toBe('limit');
    // A refused one holds no seat.
    expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: TRIAL_SEATS - 4 });
  });

  it('frees a seat once with its token and tells staff; an unknown token frees nothing', async () => {
    const seats = createTrialSeats(db);
    const booked = await seats.reserve(reservation(1));
    if (booked.status !== 'booked') throw new Error('not booked');
    expect(await seats.cancel('falsch', 'pending')).toBe(false);
    expect(await seats.byToken(booked.token)).toMatchObject({ date: DATE, status: 'booked' });
    expect(await seats.cancel(booked.token, 'pending')).toBe(true);
    expect(await seats.cancel(booked.token, 'pending')).toBe(false);
    expect(await seats.byToken(booked.token)).toMatchObject({ status: 'cancelled' });
    expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: TRIAL_SEATS });
    const staff = (await createOutboxStore(db).list()).find((entry) => entry.templateId === 'trial_cancellation');
    expect(staff?.params).toMatchObject({ email: 'eltern1@beispiel.de', trial_date: DATE });
  });

  it('keeps only a hash of the token', async () => {
    const booked = await createTrialSeats(db).reserve(reservation(1, { confirm: false }));
    if (booked.status !== 'booked') throw new Error('not booked');
    const rows = await db.kysely.selectFrom('trial_signups').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(booked.token);
    expect(await createOutboxStore(db).list()).toHaveLength(1);
  });
});
