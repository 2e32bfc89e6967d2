/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import type { DatabaseKind } from '@/lib/db';
import { bookingCatalog } from '@/lib/booking/catalog';
import { bookingTemplateParams } from '@/lib/booking/params';
import { bookingPage, bookingsOverview, mailsOf, trialDateOf } from '@/lib/membership/intern-reads';
import { createMemberships, MEMBERSHIP_TEMPLATES } from '@/lib/membership/store';
import { createTrialSeats } from '@/lib/trial/seats';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';
import { validBooking } from '@/tests/lib/booking/fixtures';

jest.setTimeout(60_000);

const CREDITOR_ID = 'DE98ZZZ09999999999';
const RECEIVED = new Date('2027-01-04T09:30:00+01:00');
const params = (over: Partial<typeof validBooking> = {}) =>
  bookingTemplateParams({ ...validBooking, ...over }, { packageId: '3m', courseId: 2, slots: ['mo-1515'], month: '2027-02' }, bookingCatalog);

describe.each(DATABASE_KINDS)('what the team’s room reads about bookings on %s', (kind: DatabaseKind) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  const key = randomBytes(32);
  const memberships = () => createMemberships(db, { relay: true, ibanKey: key, creditorId: CREDITOR_ID });

  beforeEach(async () => {
    db = await freshDatabase(kind);
    jest.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(async () => {
    await db.destroy();
    jest.restoreAllMocks();
  });

  it('mailsOf: every mail about the booking, newest first, to the family’s address or the team, with its state and error', async () => {
    const store = memberships();
    const booking = await store.book({ params: params() }, RECEIVED);
    const other = await store.book({ params: params({ parentEmail: 'andere@beispiel.de' }) }, RECEIVED);
    await store.confirm({ number: booking.number, firstLesson: '2027-01-18', lessonTime: '15:15', by: 'lena@codingstars.de' }, new Date('2027-01-05T10:00:00+01:00'));
    const contractId = `${booking.id}-contract`;
    await db.kysely
      .updateTable('enquiries')
      .set({ state: 'failed', attempts: 1, last_error: '550 5.1.1 mailbox unavailable', refused: JSON.stringify([{ address: 'anna@beispiel.de', reply: '550 5.1.1 mailbox unavailable' }]) })
      .where('id', '=', contractId)
      .execute();

    const mails = await mailsOf(db, booking.id);
    expect(mails[0]).toMatchObject({ templateId: MEMBERSHIP_TEMPLATES.contract, to: 'anna@beispiel.de', state: 'failed' });
    // The staff mail and the receipt were queued in the same moment, after it.
    expect(mails.slice(1).map((mail) => [mail.templateId, mail.to ?? 'Team', mail.state]).sort()).toEqual(
      [
        [MEMBERSHIP_TEMPLATES.staff, 'Team', 'pending'],
        [MEMBERSHIP_TEMPLATES.receipt, 'anna@beispiel.de', 'pending'],
      ].sort(),
    );
    expect(mails[0]).toMatchObject({ attempts: 1, lastError: '550 5.1.1 mailbox unavailable', refused: [{ address: 'anna@beispiel.de', reply: '550 5.1.1 mailbox unavailable' }] });
    expect(mails[1]?.refused).toEqual([]);
    // The staff mail's parameters carry the family's address; it still goes to the team.
    expect(mails.find((mail) => mail.templateId === MEMBERSHIP_TEMPLATES.staff)?.to).toBeUndefined();
    expect((await mailsOf(db, other.id)).map((mail) => mail.templateId).sort()).toEqual([MEMBERSHIP_TEMPLATES.staff, MEMBERSHIP_TEMPLATES.receipt].sort());
    expect(await mailsOf(db, 'no-such-booking')).toEqual([]);
  });

  it('trialDateOf: the date of the trial a booking came from, nothing for an unknown seat', async () => {
    const seats = createTrialSeats(db);
    const reserved = await seats.reserve(
      { date: '2027-01-13', email: 'anna@beispiel.de', client: '198.51.100.1', enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ request_type: '/signup schnupper-funnel' }) } },
      new Date('2027-01-05T08:00:00Z'),
    );
    if (reserved.status !== 'booked') throw new Error(`Platz nicht reserviert: ${reserved.status}`);
    expect(await trialDateOf(db, reserved.signupId)).toBe('2027-01-13');
    expect(await trialDateOf(db, 'gone')).toBeUndefined();
  });

  it('bookingsOverview: every booking newest first with its state, the unassigned declarations, and what an assignment did', async () => {
    const store = memberships();
    const older = await store.book({ params: params() }, RECEIVED);
    const newer = await store.book({ params: params({ parentFirstName: 'Tom', parentEmail: 'tom@beispiel.de', studentFirstName: 'Lea' }) }, new Date('2027-01-06T18:05:00+01:00'));
    await store.declare({ kind: 'cancellation', name: 'Tom Schmidt', email: 'tom@beispiel.de', bookingNumber: newer.number, childName: '', cancellationType: 'ordinary' }, new Date('2027-01-07T10:00:00+01:00'));
    const { declaration } = await store.declare({ kind: 'withdrawal', name: 'Anna Schmidt', email: 'anna.neu@beispiel.de', bookingNumber: '', childName: 'Ben Schmit' }, new Date('2027-01-08T10:00:00+01:00'));

    const overview = await bookingsOverview(store, { today: '2027-01-08' });
    expect(overview.rows).toEqual([
      { number: newer.number, received: '06.01.2027, 18:05\u00a0Uhr', family: 'Tom Schmidt', child: 'Lea Schmidt', package: expect.any(String), course: expect.any(String), state: 'cancelled', stateLabel: 'gekündigt zum frühestmöglichen Zeitpunkt' },
      { number: older.number, received: '04.01.2027, 09:30\u00a0Uhr', family: 'Anna Schmidt', child: 'Ben Schmidt', package: expect.any(String), course: expect.any(String), state: 'requested', stateLabel: 'angefragt' },
    ]);
    expect(overview.rows[0]?.package).toBe(older.params.package);
    expect(overview.rows[0]?.course).toBe(older.params.selected_course);
    expect(overview.unassigned.map((d) => d.id)).toEqual([declaration.id]);
    // An id that is not assigned (yet), or none at all, says nothing.
    expect(overview.assigned).toBeUndefined();
    expect((await bookingsOverview(store, { today: '2027-01-08', assignedId: declaration.id })).assigned).toBeUndefined();
    expect((await bookingsOverview(store, { today: '2027-01-08', assignedId: 'made-up' })).assigned).toBeUndefined();

    await store.assign({ declarationId: declaration.id, number: older.number, by: 'lena@codingstars.de' });
    const after = await bookingsOverview(store, { today: '2027-01-08', assignedId: declaration.id });
    expect(after.unassigned).toEqual([]);
    expect(after.rows.map((row) => row.stateLabel)).toEqual(['gekündigt zum frühestmöglichen Zeitpunkt', 'widerrufen']);
    expect(after.assigned).toEqual({
      number: older.number,
      lines: [`Widerruf von Anna Schmidt ist jetzt der Buchung ${older.number} zugeordnet.`, 'Die Adresse der Buchung (anna@beispiel.de) bekommt einen Hinweis, weil die Erklärung von einer anderen Adresse kam.'],
    });
  });

  it('bookingPage: the full IBAN only here, the contract, the declarations and the mails; nothing for an unknown number', async () => {
    const store = memberships();
    const booking = await store.book({ params: { ...params(), trial_origin_label: 'Über die Empfehlung nach der Probestunde am Mittwoch, 13. Januar 2027' } }, RECEIVED);
    expect(await bookingPage(db, store, 'CS-22222222', '2027-01-05')).toBeUndefined();
    expect(await bookingPage(db, store, 'kaputt', '2027-01-05')).toBeUndefined();

    const before = await bookingPage(db, store, booking.number.toLowerCase(), '2027-01-05');
    expect(before).toMatchObject({ state: 'requested', stateLabel: 'angefragt', received: 'Montag, 4. Januar 2027, um 09:30:00\u00a0Uhr', confirmable: true, contract: [], declarations: [] });
    expect(before?.origin).toEqual({ label: 'Über die Empfehlung nach der Probestunde am Mittwoch, 13. Januar 2027' });
    const payment = before?.sections.find((section) => section.title === 'Zahlungsart');
    expect(payment?.rows).toContainEqual(['IBAN', 'DE89 3704 0044 0532 0130 00']);
    // Every other group as the wizard showed it.
    expect(before?.sections.map((section) => section.title)).toEqual(['Ihre Auswahl', 'Kontaktdaten', 'Rechnungsadresse', 'Zahlungsart', 'Angaben zum Kind']);
    expect(before?.mails).toHaveLength(2);

    await store.confirm({ number: booking.number, firstLesson: '2027-01-18', lessonTime: '15:15', by: 'lena@codingstars.de' }, new Date('2027-01-05T10:00:00+01:00'));
    await store.declare({ kind: 'cancellation', name: 'Anna Schmidt', email: 'anna@beispiel.de', bookingNumber: booking.number, childName: '', cancellationType: 'ordinary' }, new Date('2027-02-01T12:00:00+01:00'));
    const after = await bookingPage(db, store, booking.number, '2027-02-01');
    expect(after).toMatchObject({ state: 'cancelled', stateLabel: 'gekündigt bis 17.04.2027', confirmable: false });
    expect(after?.contract).toEqual([
      ['Erster Unterrichtstag', 'Montag, 18. Januar 2027'],
      ['Uhrzeit der Gruppe', '15:15\u00a0Uhr'],
      ['Bestätigt', 'Bestätigt von lena@codingstars.de am Dienstag, 5. Januar 2027, 10:00\u00a0Uhr'],
      ['Mandatsreferenz', booking.number],
      ['Mindestlaufzeit bis einschließlich', 'Samstag, 17. April 2027'],
      ['Widerrufsfrist bis einschließlich', 'Dienstag, 19. Januar 2027'],
      ['Vertrag endet am', 'Samstag, 17. April 2027'],
    ]);
    expect(after?.declarations.map((declaration) => declaration.kind)).toEqual(['cancellation']);
    expect(after?.mails.map((mail) => mail.templateId)).toContain(MEMBERSHIP_TEMPLATES.contract);

    // Sealed with another key (LINK_SECRET changed): the page says so instead of failing.
    const otherKey = createMemberships(db, { relay: true, ibanKey: randomBytes(32), creditorId: CREDITOR_ID });
    const unreadable = await bookingPage(db, otherKey, booking.number, '2027-02-01');
    expect(unreadable?.sections.find((section) => section.title === 'Zahlungsart')?.rows).toContainEqual(['IBAN', 'nicht lesbar (wurde LINK_SECRET geändert?)']);
  });

  it('bookingPage: a bank transfer has no IBAN row, and a booking from a trial links to its date', async () => {
    const seats = createTrialSeats(db);
    const reserved = await seats.reserve(
      { date: '2027-01-13', email: 'anna@beispiel.de', client: '198.51.100.1', enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ request_type: '/signup schnupper-funnel' }) } },
      new Date('2027-01-05T08:00:00Z'),
    );
    if (reserved.status !== 'booked') throw new Error(`Platz nicht reserviert: ${reserved.status}`);
    const store = memberships();
    const booking = await store.book({ params: params({ paymentMethod: 'bank', iban: '', accountHolder: '' }), trialSignupId: reserved.signupId }, RECEIVED);
    const page = await bookingPage(db, store, booking.number, '2027-01-05');
    expect(page?.sections.find((section) => section.title === 'Zahlungsart')?.rows.map(([label]) => label)).toEqual(['Zahlungsart']);
    expect(page?.origin).toEqual({ label: 'Über eine Probestunde', trialDate: '2027-01-13' });
  });
});
