/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { DatabaseKind } from '@/lib/db';
import { bookingCatalog } from '@/lib/booking/catalog';
import { bookingTemplateParams } from '@/lib/booking/params';
import { createOutboxStore } from '@/lib/outbox/store';
import { createMemberships, MEMBERSHIP_TEMPLATES, shownState, type DeclarationInput } from '@/lib/membership/store';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';
import { validBooking } from '@/tests/lib/booking/fixtures';

jest.setTimeout(60_000);

const IBAN_DIGITS = '370400440532013000';
const CREDITOR_ID = 'DE98ZZZ09999999999';
const RECEIVED = new Date('2027-01-04T09:30:00+01:00');
const params = (over: Partial<typeof validBooking> = {}) =>
  bookingTemplateParams({ ...validBooking, ...over }, { packageId: '3m', courseId: 2, slots: ['mo-1515'], month: '2027-02' }, bookingCatalog);

const cancellation = (over: Partial<DeclarationInput> = {}): DeclarationInput => ({
  kind: 'cancellation',
  name: 'Anna Schmidt',
  email: 'anna@beispiel.de',
  bookingNumber: '',
  childName: '',
  cancellationType: 'ordinary',
  ...over,
});

describe.each(DATABASE_KINDS)('memberships on %s', (kind: DatabaseKind) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  const key = randomBytes(32);
  const memberships = (relay = true) => createMemberships(db, { relay, ibanKey: key, creditorId: CREDITOR_ID });
  const rows = async () => createOutboxStore(db).list();

  beforeEach(async () => {
    db = await freshDatabase(kind);
  });
  afterEach(async () => {
    await db.destroy();
  });

  it('keeps a booking as a record with a number, its staff mail and the receipt, the IBAN sealed and masked', async () => {
    const store = memberships();
    const booking = await store.book({ params: params() }, RECEIVED);
    expect(booking).toMatchObject({ state: 'requested', email: 'anna@beispiel.de', packageId: '3m', hasIban: true });
    expect(booking.number).toMatch(/^CS-[0-9A-Z]{8}$/);
    expect(booking.params.iban).toBe('DE89 •••• •••• •••• ••30 00');
    expect(await store.iban(booking)).toBe(`DE89${IBAN_DIGITS}`);

    const queued = await rows();
    expect(queued.map((row) => [row.templateId, row.state])).toEqual(
      expect.arrayContaining([
        [MEMBERSHIP_TEMPLATES.staff, 'pending'],
        [MEMBERSHIP_TEMPLATES.receipt, 'pending'],
      ]),
    );
    const staff = queued.find((row) => row.templateId === MEMBERSHIP_TEMPLATES.staff)!;
    expect(staff.params).toMatchObject({ booking_number: booking.number, booking_id: booking.id, iban: 'DE89 •••• •••• •••• ••30 00', request_type: 'Buchung' });
    // Nowhere in the database in plain: not in the booking, not in a queue row.
    const everything = JSON.stringify([await db.kysely.selectFrom('bookings').selectAll().execute(), await db.kysely.selectFrom('enquiries').selectAll().execute()]);
    expect(everything).not.toContain(IBAN_DIGITS);
    expect(everything).not.toContain('3704 0044');
  });

  it('without the relay stores the mails, sends nothing', async () => {
    await memberships(false).book({ params: params() }, RECEIVED);
    expect((await rows()).map((row) => row.state)).toEqual(['stored', 'stored']);
  });

  it('carries over bookings that were only queue rows, once, also with two instances at once', async () => {
    const outbox = createOutboxStore(db);
    // accept() takes only what a form sends; a mail delivered before the sixth round is set as the relay left it.
    const delivered = await outbox.accept({ templateId: 'booking', params: params({ parentEmail: 'alt@beispiel.de' }) }, 'pending');
    await db.kysely.updateTable('enquiries').set({ state: 'delivered' }).where('id', '=', delivered.id).execute();
    await outbox.accept({ templateId: 'booking', params: params({ parentEmail: 'alt2@beispiel.de', paymentMethod: 'bank', iban: '', accountHolder: '' }) }, 'pending');
    const [a, b] = [memberships(), memberships()];
    const carried = await Promise.all([a.carryOver(), b.carryOver()]);
    expect(carried[0]! + carried[1]!).toBe(2);
    expect(await a.carryOver()).toBe(0);
    const bookings = await a.list();
    expect(bookings.map((booking) => booking.email).sort()).toEqual(['alt2@beispiel.de', 'alt@beispiel.de']);
    const sepa = bookings.find((booking) => booking.email === 'alt@beispiel.de')!;
    expect(await a.iban(sepa)).toBe(`DE89${IBAN_DIGITS}`);
    expect(JSON.stringify(await db.kysely.selectFrom('enquiries').selectAll().execute())).not.toContain(IBAN_DIGITS);
    // The staff mail keeps its state and gains the number.
    const staff = (await rows()).find((row) => row.params.booking_id === sepa.id)!;
    expect(staff).toMatchObject({ state: 'delivered', params: expect.objectContaining({ booking_number: sepa.number }) });
  });

  it('confirms once with the first lesson, whoever presses it twice, and queues one contract mail', async () => {
    const store = memberships();
    const booking = await store.book({ params: params() }, RECEIVED);
    const confirm = () => store.confirm({ number: booking.number.toLowerCase(), firstLesson: '2027-01-18', lessonTime: '15:15', by: 'lena@codingstars.de' }, new Date('2027-01-05T10:00:00+01:00'));
    const results = await Promise.all([confirm(), confirm()]);
    expect(results.map((result) => result.status).sort()).toEqual(['already', 'confirmed']);
    const confirmed = await store.byNumber(booking.number);
    expect(confirmed).toMatchObject({ state: 'confirmed', firstLesson: '2027-01-18', confirmedBy: 'lena@codingstars.de', mandateReference: booking.number });
    expect((await rows()).filter((row) => row.templateId === MEMBERSHIP_TEMPLATES.contract)).toHaveLength(1);
  });

  it('refuses a first lesson that is no lesson day or before the booking, and a direct debit without a creditor id', async () => {
    const store = memberships();
    const booking = await store.book({ params: params() }, RECEIVED);
    // 23.12.2027 lies in the Weihnachtsferien; 06.02.2027 is a Saturday.
    expect(await store.confirm({ number: booking.number, firstLesson: '2027-12-23', lessonTime: '15:15', by: 'x' })).toEqual({ status: 'no-lesson-day', reason: 'school-holiday' });
    expect(await store.confirm({ number: booking.number, firstLesson: '2027-02-06', lessonTime: '15:15', by: 'x' })).toEqual({ status: 'no-lesson-day', reason: 'weekend' });
    expect(await store.confirm({ number: booking.number, firstLesson: '2026-12-01', lessonTime: '15:15', by: 'x' })).toEqual({ status: 'before-booking' });
    expect(await store.confirm({ number: booking.number, firstLesson: '2027-01-18', lessonTime: '16:00', by: 'x' })).toEqual({ status: 'no-lesson-time' });
    const withoutId = createMemberships(db, { relay: true, ibanKey: key });
    expect(await withoutId.confirm({ number: booking.number, firstLesson: '2027-01-18', lessonTime: '15:15', by: 'x' })).toEqual({ status: 'no-creditor-id' });
  });

  it('cancels by number with the end date of AGB § 7, once however often it is sent, and tells the booking’s own address when another wrote', async () => {
    const store = memberships();
    const booking = await store.book({ params: params() }, RECEIVED);
    await store.confirm({ number: booking.number, firstLesson: '2027-01-13', lessonTime: '15:15', by: 'lena@codingstars.de' }, new Date('2027-01-05T10:00:00+01:00'));
    const declared = cancellation({ bookingNumber: booking.number.slice(3).toLowerCase(), email: 'Papa@Beispiel.de', name: 'Tom Schmidt' });
    const at = new Date('2027-02-01T12:00:00+01:00');
    const results = await Promise.all([store.declare(declared, at), store.declare(declared, at), store.declare(declared, new Date(at.getTime() + 5000))]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.declaration.id)).size).toBe(1);
    const { declaration } = results.find((result) => result.created)!;
    expect(declaration).toMatchObject({ outcome: 'applied', bookingId: booking.id, endDate: '2027-04-12', bookingNumber: booking.number });
    expect(await store.byNumber(booking.number)).toMatchObject({ state: 'cancelled', endDate: '2027-04-12' });
    const mails = (await rows()).filter((row) => row.params.declaration_id === declaration.id);
    expect(mails.map((row) => [row.templateId, row.params.email]).sort()).toEqual([
      [MEMBERSHIP_TEMPLATES.declarationNotice, 'anna@beispiel.de'],
      [MEMBERSHIP_TEMPLATES.declarationReceipt, 'Papa@Beispiel.de'],
      [MEMBERSHIP_TEMPLATES.declarationStaff, 'Papa@Beispiel.de'],
    ]);
    expect(shownState({ state: 'cancelled', endDate: '2027-04-12' }, '2027-04-13')).toBe('ended');
    expect(shownState({ state: 'cancelled', endDate: '2027-04-12' }, '2027-04-12')).toBe('cancelled');
  });

  it('finds a booking by the family’s address and the child’s name, names the date once the team sets the first lesson', async () => {
    const store = memberships();
    const booking = await store.book({ params: params() }, RECEIVED);
    const { declaration } = await store.declare(cancellation({ childName: '  ben   SCHMIDT ' }), new Date('2027-01-10T18:00:00+01:00'));
    expect(declaration).toMatchObject({ outcome: 'applied', bookingId: booking.id, bookingNumber: '', childName: 'ben   SCHMIDT' });
    expect(declaration.endDate).toBeUndefined();
    expect(await store.byId(booking.id)).toMatchObject({ state: 'cancelled' });
    const confirmed = await store.confirm({ number: booking.number, firstLesson: '2027-01-13', lessonTime: '15:15', by: 'lena@codingstars.de' }, new Date('2027-01-11T10:00:00+01:00'));
    expect(confirmed).toMatchObject({ status: 'confirmed', booking: { state: 'cancelled', endDate: '2027-04-12', firstLesson: '2027-01-13' } });
    expect((await store.declarationById(declaration.id))?.endDate).toBe('2027-04-12');
  });

  it('keeps a declaration that matches nothing, confirms it to the address given, and lets the team assign it later', async () => {
    const store = memberships();
    const booking = await store.book({ params: params() }, RECEIVED);
    const { declaration } = await store.declare({ kind: 'withdrawal', name: 'Anna Schmidt', email: 'anna.neu@beispiel.de', bookingNumber: '', childName: 'Ben Schmit' }, new Date('2027-01-05T08:00:00+01:00'));
    expect(declaration).toMatchObject({ outcome: 'unassigned' });
    expect(declaration.bookingId).toBeUndefined();
    expect((await store.declarations({ unassigned: true })).map((d) => d.id)).toEqual([declaration.id]);
    expect((await rows()).filter((row) => row.params.declaration_id === declaration.id).map((row) => row.templateId).sort()).toEqual([
      MEMBERSHIP_TEMPLATES.declarationReceipt,
      MEMBERSHIP_TEMPLATES.declarationStaff,
    ]);

    expect(await store.assign({ declarationId: declaration.id, number: 'CS-22222222', by: 'lena@codingstars.de' })).toEqual({ status: 'unknown-booking' });
    const assigned = await Promise.all([0, 1].map(() => store.assign({ declarationId: declaration.id, number: booking.number, by: 'lena@codingstars.de' }, new Date('2027-01-05T09:00:00+01:00'))));
    expect(assigned.map((result) => result.status).sort()).toEqual(['already-assigned', 'assigned']);
    // Received before the contract was concluded: the withdrawal takes effect; the booking's address hears of it.
    expect(await store.byId(booking.id)).toMatchObject({ state: 'withdrawn' });
    expect(await store.declarationById(declaration.id)).toMatchObject({ outcome: 'applied', bookingId: booking.id, assignedBy: 'lena@codingstars.de' });
    const templates = (await rows()).filter((row) => row.params.declaration_id === declaration.id).map((row) => row.templateId);
    expect(templates.filter((t) => t === MEMBERSHIP_TEMPLATES.declarationNotice)).toHaveLength(1);
    expect(templates.filter((t) => t === MEMBERSHIP_TEMPLATES.declarationStaff)).toHaveLength(2);
    expect(templates.filter((t) => t === MEMBERSHIP_TEMPLATES.declarationReceipt)).toHaveLength(1);
  });

  it('withdraws within the period and keeps a late withdrawal without applying it', async () => {
    const store = memberships();
    const booking = await store.book({ params: params() }, RECEIVED);
    await store.confirm({ number: booking.number, firstLesson: '2027-01-18', lessonTime: '15:15', by: 'lena@codingstars.de' }, new Date('2027-01-05T10:00:00+01:00'));
    // Concluded 05.01.2027 (a Tuesday): the period runs to 19.01.
    const late = await store.declare({ kind: 'withdrawal', name: 'Anna Schmidt', email: 'anna@beispiel.de', bookingNumber: booking.number, childName: '' }, new Date('2027-01-20T09:00:00+01:00'));
    expect(late.declaration.outcome).toBe('late');
    expect(await store.byId(booking.id)).toMatchObject({ state: 'confirmed' });

    const second = await store.book({ params: params({ parentEmail: 'zwei@beispiel.de' }) }, RECEIVED);
    await store.confirm({ number: second.number, firstLesson: '2027-01-18', lessonTime: '15:15', by: 'lena@codingstars.de' }, new Date('2027-01-05T10:00:00+01:00'));
    const inTime = await store.declare({ kind: 'withdrawal', name: 'Anna Schmidt', email: 'zwei@beispiel.de', bookingNumber: second.number, childName: '' }, new Date('2027-01-19T23:30:00+01:00'));
    expect(inTime.declaration.outcome).toBe('applied');
    expect(await store.byId(second.id)).toMatchObject({ state: 'withdrawn' });
    const again = await store.declare(cancellation({ bookingNumber: second.number, email: 'zwei@beispiel.de' }), new Date('2027-01-20T10:00:00+01:00'));
    expect(again.declaration.outcome).toBe('already');
  });

  it('counts bookings, withdrawals and cancellations per month', async () => {
    const store = memberships();
    const booking = await store.book({ params: params() }, RECEIVED);
    await store.book({ params: params({ parentEmail: 'feb@beispiel.de' }) }, new Date('2027-02-01T00:30:00+01:00'));
    await store.declare(cancellation({ bookingNumber: booking.number }), new Date('2027-01-31T23:30:00+01:00'));
    await store.declare({ kind: 'withdrawal', name: 'X', email: 'x@beispiel.de', bookingNumber: '', childName: 'Niemand' }, new Date('2027-02-02T10:00:00+01:00'));
    expect(await store.monthCounts('2027-01-01', '2027-02-28')).toEqual([
      { month: '2027-01', bookings: 1, withdrawals: 0, cancellations: 1 },
      { month: '2027-02', bookings: 1, withdrawals: 1, cancellations: 0 },
    ]);
    // Berlin's days bound the period: 00:30 on 1 January in Berlin is still 31 December in UTC, and counts.
    await store.book({ params: params({ parentEmail: 'neujahr@beispiel.de' }) }, new Date('2027-01-01T00:30:00+01:00'));
    await store.book({ params: params({ parentEmail: 'silvester@beispiel.de' }) }, new Date('2026-12-31T23:30:00+01:00'));
    await store.book({ params: params({ parentEmail: 'maerz@beispiel.de' }) }, new Date('2027-03-01T00:30:00+01:00'));
    expect(await store.monthCounts('2027-01-01', '2027-02-28')).toEqual([
      { month: '2027-01', bookings: 2, withdrawals: 0, cancellations: 1 },
      { month: '2027-02', bookings: 1, withdrawals: 1, cancellations: 0 },
    ]);
    expect(await store.monthCounts('2027-02-02', '2027-02-02')).toEqual([{ month: '2027-02', bookings: 0, withdrawals: 1, cancellations: 0 }]);
  });

  if (kind === 'sqlite') {
    it('leaves no plain IBAN in the database file', async () => {
      const store = memberships();
      await store.book({ params: params() }, RECEIVED);
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely);
      const file = (db.label);
      for (const name of [file, `${file}-wal`]) {
        let bytes: Buffer;
        try {
          bytes = readFileSync(name);
        } catch {
          continue;
        }
        expect(bytes.includes(Buffer.from(IBAN_DIGITS))).toBe(false);
        expect(bytes.includes(Buffer.from('3704 0044'))).toBe(false);
      }
    });
  }
});
