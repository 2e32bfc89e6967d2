/**
 * @jest-environment node
 */
import type { DatabaseKind } from '@/lib/db';
import { createOutboxStore, type OutboxRecord } from '@/lib/outbox/store';
import { TRIAL_TEMPLATES } from '@/lib/trial/rows';
import { createTrialSeats, hashToken, TRIAL_SEATS, type Reservation } from '@/lib/trial/seats';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';

jest.setTimeout(60_000);

// Wednesday 13.01.2027, 17:00 Berlin; "now" is a week before unless a test says otherwise.
const DATE = '2027-01-13';
const LATER = '2027-01-20';
const WEEK_BEFORE = new Date('2027-01-06T10:00:00+01:00');
const at = (berlin: string) => new Date(`${berlin}+01:00`);
/** Families join one after the other (a second apart): the line is in order of arrival. */
const joining = (n: number) => new Date(WEEK_BEFORE.getTime() + n * 1000);

const reservation = (n: number, over: { email?: string; client?: string; date?: string } = {}): Reservation => ({
  date: over.date ?? DATE,
  email: over.email ?? `eltern${n}@beispiel.de`,
  client: over.client ?? `198.51.100.${n}`,
  enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ email: over.email ?? `eltern${n}@beispiel.de`, child_name: `Kind${n}`, trial_date: over.date ?? DATE }) },
});

describe.each(DATABASE_KINDS)('trial seats on %s', (kind: DatabaseKind) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  const rows = async () => createOutboxStore(db).list();
  const rowsOf = async (templateId: string) => (await rows()).filter((row) => row.templateId === templateId);
  const fill = async (seats: ReturnType<typeof createTrialSeats>, date = DATE, from = 0) => {
    for (let n = from; n < from + TRIAL_SEATS; n += 1) expect((await seats.reserve(reservation(n, { date }), WEEK_BEFORE)).status).toBe('booked');
  };

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
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => seats.reserve(reservation(n), WEEK_BEFORE)));
    expect(results.filter((result) => result.status === 'booked')).toHaveLength(TRIAL_SEATS);
    expect(results.filter((result) => result.status === 'full')).toHaveLength(20 - TRIAL_SEATS);
    expect(await seats.seatsLeft([DATE, LATER])).toEqual({ [DATE]: 0, [LATER]: TRIAL_SEATS });
  });

  it('with the relay, queues the staff mail, one confirmation, both reminders at 17:00 the day before and 16:00 on the day, and the team list at 08:00', async () => {
    const seats = createTrialSeats(db, { relay: true });
    const result = await seats.reserve(reservation(1), WEEK_BEFORE);
    if (result.status !== 'booked') throw new Error('not booked');
    const queued = await rows();
    const byTemplate = (templateId: string) => queued.filter((row) => row.templateId === templateId);
    expect(byTemplate('enquiry_trial')).toHaveLength(1);
    const [confirmation] = byTemplate(TRIAL_TEMPLATES.confirmation);
    // Four values, none typed freely and no token: address, date, the signup and how often it moved.
    expect(confirmation?.params).toEqual({ email: 'eltern1@beispiel.de', trial_date: DATE, signup_id: result.signupId, sequence: '0' });
    expect(confirmation?.id).toBe(`${result.signupId}-confirmation`);
    const reminders = byTemplate(TRIAL_TEMPLATES.reminder).map((row) => [row.params.kind, row.dueAt]);
    expect(reminders.sort()).toEqual([
      ['day-before', at('2027-01-12T17:00:00').toISOString()],
      ['same-day', at('2027-01-13T16:00:00').toISOString()],
    ]);
    expect(byTemplate(TRIAL_TEMPLATES.teamList).map((row) => [row.id, row.dueAt])).toEqual([[`trial-team-list-${DATE}`, at('2027-01-13T08:00:00').toISOString()]]);
    // Each with its moment: the parent's mails until the lesson begins, the team's list until it ends; staff mails none.
    expect(queued.map((row) => [row.templateId, row.expiresAt]).sort()).toEqual([
      ['enquiry_trial', undefined],
      [TRIAL_TEMPLATES.confirmation, at('2027-01-13T17:00:00').toISOString()],
      [TRIAL_TEMPLATES.reminder, at('2027-01-13T17:00:00').toISOString()],
      [TRIAL_TEMPLATES.reminder, at('2027-01-13T17:00:00').toISOString()],
      [TRIAL_TEMPLATES.teamList, at('2027-01-13T18:30:00').toISOString()],
    ]);
    // A second signup adds no second list.
    await seats.reserve(reservation(2), WEEK_BEFORE);
    expect(await rowsOf(TRIAL_TEMPLATES.teamList)).toHaveLength(1);
  });

  it('skips a reminder whose time has passed, and sends the one on the day at once to a family booking after 16:00', async () => {
    const seats = createTrialSeats(db, { relay: true });
    await seats.reserve(reservation(1), at('2027-01-12T18:00:00'));
    expect((await rowsOf(TRIAL_TEMPLATES.reminder)).map((row) => row.params.kind)).toEqual(['same-day']);
    await seats.reserve(reservation(2), at('2027-01-13T16:30:00'));
    const sameDay = (await rowsOf(TRIAL_TEMPLATES.reminder)).find((row) => row.params.email === 'eltern2@beispiel.de');
    // Due on arrival: no time of its own.
    expect([sameDay?.dueAt, sameDay?.receivedAt]).toEqual([undefined, at('2027-01-13T16:30:00').toISOString()]);
  });

  it('without the relay, stores only the staff mail: nothing to a parent, no reminders, no list', async () => {
    const seats = createTrialSeats(db);
    await seats.reserve(reservation(1), WEEK_BEFORE);
    expect((await rows()).map((row) => [row.templateId, row.state])).toEqual([['enquiry_trial', 'stored']]);
  });

  it('lets one address or one client hold at most two seats (or waitlist places) per date', async () => {
    const seats = createTrialSeats(db);
    const same = { email: 'geschwister@beispiel.de' };
    expect((await seats.reserve(reservation(1, same), WEEK_BEFORE)).status).toBe('booked');
    expect((await seats.reserve(reservation(2, same), WEEK_BEFORE)).status).toBe('booked');
    expect((await seats.reserve(reservation(3, same), WEEK_BEFORE)).status).toBe('limit');
    expect((await seats.reserve(reservation(4, { client: '203.0.113.9' }), WEEK_BEFORE)).status).toBe('booked');
    expect((await seats.reserve(reservation(5, { client: '203.0.113.9' }), WEEK_BEFORE)).status).toBe('booked');
    expect((await seats.reserve(reservation(6, { client: '203.0.113.9' }), WEEK_BEFORE)).status).toBe('limit');
    // A refused one holds no seat.
    expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: TRIAL_SEATS - 4 });
  });

  it('holds one seat for a child signed up twice for the same date (a form sent twice); a sibling gets their own', async () => {
    const seats = createTrialSeats(db, { relay: true });
    const first = await seats.reserve(reservation(1), WEEK_BEFORE);
    const twice = reservation(1);
    twice.enquiry.params = { ...twice.enquiry.params, child_name: ' kind1 ' };
    expect(await seats.reserve(twice, WEEK_BEFORE)).toEqual(first);
    expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: TRIAL_SEATS - 1 });
    expect(await rowsOf(TRIAL_TEMPLATES.confirmation)).toHaveLength(1);
    const sibling = reservation(1);
    sibling.enquiry.params = { ...sibling.enquiry.params, child_name: 'Geschwister' };
    expect((await seats.reserve(sibling, WEEK_BEFORE)).status).toBe('booked');
    expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: TRIAL_SEATS - 2 });
  });

  it('frees a seat once, skips its reminders and tells staff', async () => {
    const seats = createTrialSeats(db, { relay: true });
    const booked = await seats.reserve(reservation(1), WEEK_BEFORE);
    if (booked.status !== 'booked') throw new Error('not booked');
    expect(await seats.cancel('00000000-0000-4000-8000-000000000000', WEEK_BEFORE)).toBe(false);
    expect(await seats.cancel(booked.signupId, WEEK_BEFORE)).toBe(true);
    expect(await seats.cancel(booked.signupId, WEEK_BEFORE)).toBe(false);
    expect(await seats.signup(booked.signupId)).toMatchObject({ status: 'cancelled' });
    expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: TRIAL_SEATS });
    expect((await rowsOf(TRIAL_TEMPLATES.reminder)).map((row) => row.state)).toEqual(['skipped', 'skipped']);
    expect((await rowsOf(TRIAL_TEMPLATES.confirmation)).map((row) => row.state)).toEqual(['skipped']);
    const [staff] = await rowsOf(TRIAL_TEMPLATES.cancellation);
    expect(staff?.params).toMatchObject({ email: 'eltern1@beispiel.de', trial_date: DATE });
  });

  it('finds a seat by a cancel token from before derived links, by its hash only', async () => {
    const seats = createTrialSeats(db);
    const booked = await seats.reserve(reservation(1), WEEK_BEFORE);
    if (booked.status !== 'booked') throw new Error('not booked');
    await db.kysely.updateTable('trial_signups').set({ token_hash: hashToken('alter-schluessel') }).where('id', '=', booked.signupId).execute();
    expect((await seats.signupByLegacyToken('alter-schluessel'))?.id).toBe(booked.signupId);
    expect(await seats.signupByLegacyToken('anderer')).toBeUndefined();
  });

  describe('moving a seat', () => {
    it('moves in one step: the old seat free at once, the sequence raised, a new confirmation and reminders for the new date, the old ones skipped', async () => {
      const seats = createTrialSeats(db, { relay: true });
      const booked = await seats.reserve(reservation(1), WEEK_BEFORE);
      if (booked.status !== 'booked') throw new Error('not booked');
      expect(await seats.move(booked.signupId, LATER, WEEK_BEFORE)).toEqual({ status: 'moved', date: LATER, sequence: 1 });
      expect(await seats.seatsLeft([DATE, LATER])).toEqual({ [DATE]: TRIAL_SEATS, [LATER]: TRIAL_SEATS - 1 });
      expect(await seats.signup(booked.signupId)).toMatchObject({ date: LATER, sequence: 1, status: 'booked' });
      const confirmations = await rowsOf(TRIAL_TEMPLATES.confirmation);
      expect(confirmations.map((row) => [row.id, row.state, row.params.trial_date, row.params.sequence])).toEqual([
        [`${booked.signupId}-confirmation`, 'skipped', DATE, '0'],
        [`${booked.signupId}-confirmation-1`, 'pending', LATER, '1'],
      ]);
      const reminders = await rowsOf(TRIAL_TEMPLATES.reminder);
      expect(reminders.filter((row) => row.state === 'pending').map((row) => row.params.trial_date)).toEqual([LATER, LATER]);
      expect(reminders.filter((row) => row.state === 'skipped').map((row) => row.params.trial_date)).toEqual([DATE, DATE]);
      expect((await rowsOf(TRIAL_TEMPLATES.moved))[0]?.params).toMatchObject({ trial_date: LATER, previous_trial_date: DATE });
    });

    it('never makes a 13th on the new date, also when 20 seats race for its last one', async () => {
      const seats = createTrialSeats(db);
      for (let n = 0; n < TRIAL_SEATS - 1; n += 1) await seats.reserve(reservation(n, { date: LATER }), WEEK_BEFORE);
      const movers = [];
      for (let n = 100; n < 110; n += 1) {
        const booked = await seats.reserve(reservation(n), WEEK_BEFORE);
        if (booked.status === 'booked') movers.push(booked.signupId);
      }
      const results = await Promise.all([
        ...movers.map((id) => seats.move(id, LATER, WEEK_BEFORE)),
        ...Array.from({ length: 10 }, (_, n) => seats.reserve(reservation(200 + n, { date: LATER }), WEEK_BEFORE)),
      ]);
      expect(results.filter((result) => result.status === 'moved' || result.status === 'booked')).toHaveLength(1);
      expect(await seats.seatsLeft([LATER])).toEqual({ [LATER]: 0 });
      expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: TRIAL_SEATS - movers.length + results.slice(0, movers.length).filter((r) => r.status === 'moved').length });
      const { n } = await db.kysely.selectFrom('trial_signups').select((eb) => eb.fn.countAll().as('n')).where('date', '=', LATER).where('status', '=', 'booked').executeTakeFirstOrThrow();
      expect(Number(n)).toBe(TRIAL_SEATS);
    });

    it('refuses a move onto a full date (the seat stays), to the date it has, and after its lesson began', async () => {
      const seats = createTrialSeats(db);
      await fill(seats, LATER);
      const booked = await seats.reserve(reservation(50), WEEK_BEFORE);
      if (booked.status !== 'booked') throw new Error('not booked');
      expect(await seats.move(booked.signupId, LATER, WEEK_BEFORE)).toEqual({ status: 'full' });
      expect(await seats.signup(booked.signupId)).toMatchObject({ date: DATE, sequence: 0 });
      expect(await seats.move(booked.signupId, DATE, WEEK_BEFORE)).toEqual({ status: 'unchanged' });
      expect(await seats.move(booked.signupId, '2027-01-27', at('2027-01-13T17:05:00'))).toEqual({ status: 'unchanged' });
    });
  });

  describe('the waitlist', () => {
    it('takes families only for a full date, in order, two places per sender at most, until 14:00 on the day', async () => {
      const seats = createTrialSeats(db, { relay: true });
      expect((await seats.joinWaitlist(reservation(90), joining(90))).status).toBe('open');
      await fill(seats);
      expect(await seats.joinWaitlist(reservation(90), joining(90))).toMatchObject({ status: 'waiting', position: 1 });
      expect(await seats.joinWaitlist(reservation(91), joining(91))).toMatchObject({ status: 'waiting', position: 2 });
      expect((await seats.joinWaitlist(reservation(92, { email: 'eltern90@beispiel.de' }), joining(92))).status).toBe('waiting');
      expect((await seats.joinWaitlist(reservation(93, { email: 'eltern90@beispiel.de' }), joining(93))).status).toBe('limit');
      expect((await seats.joinWaitlist(reservation(94), at('2027-01-13T14:00:00'))).status).toBe('closed');
      expect(await seats.availability([DATE])).toEqual([{ date: DATE, seatsLeft: 0, waiting: 3 }]);
      // The staff mail carries the place; the parent's mail names no form field but the address.
      const staff = (await rowsOf('enquiry_trial')).find((row) => row.params.email === 'eltern91@beispiel.de');
      expect(staff?.params.trial_waitlist).toBe('2');
      expect((await rowsOf(TRIAL_TEMPLATES.waitlistJoined)).map((row) => Object.keys(row.params).sort())[0]).toEqual(['email', 'position', 'trial_date', 'waitlist_id']);
      // Of no use once the lesson has begun.
      expect(new Set((await rowsOf(TRIAL_TEMPLATES.waitlistJoined)).map((row) => row.expiresAt))).toEqual(new Set([at('2027-01-13T17:00:00').toISOString()]));
    });

    it('holds a freed seat for the first family for 12 hours, with an offer mail now and an expiry task at the deadline', async () => {
      const seats = createTrialSeats(db, { relay: true });
      await fill(seats);
      const first = await seats.joinWaitlist(reservation(90), joining(90));
      await seats.joinWaitlist(reservation(91), joining(91));
      if (first.status !== 'waiting') throw new Error('not waiting');
      const [signup] = await db.kysely.selectFrom('trial_signups').select('id').execute();
      const freedAt = at('2027-01-10T09:00:00');
      expect(await seats.cancel(signup!.id, freedAt)).toBe(true);
      // Still counted: held for the family, not open to a new signup.
      expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: 0 });
      expect((await seats.reserve(reservation(99), freedAt)).status).toBe('full');
      const deadline = at('2027-01-10T21:00:00').toISOString();
      expect(await seats.waitlistEntry(first.entryId)).toMatchObject({ status: 'offered', offerUntil: deadline });
      expect((await rowsOf(TRIAL_TEMPLATES.offer)).map((row) => row.params)).toEqual([{ email: 'eltern90@beispiel.de', trial_date: DATE, waitlist_id: first.entryId, offer_until: deadline }]);
      expect((await rowsOf(TRIAL_TEMPLATES.offerExpiry)).map((row) => row.dueAt)).toEqual([deadline]);
      // The offer makes sense while the seat is held; the task that passes it on must run whenever it can.
      expect((await rowsOf(TRIAL_TEMPLATES.offer)).map((row) => row.expiresAt)).toEqual([deadline]);
      expect((await rowsOf(TRIAL_TEMPLATES.offerExpiry)).map((row) => row.expiresAt)).toEqual([undefined]);
    });

    it('ends an offer at 14:00 on the trial day at the latest, and from then on frees a seat for anyone', async () => {
      const seats = createTrialSeats(db, { relay: true });
      await fill(seats);
      const first = await seats.joinWaitlist(reservation(90), joining(90));
      if (first.status !== 'waiting') throw new Error('not waiting');
      const signups = await db.kysely.selectFrom('trial_signups').select('id').orderBy('created_at').execute();
      await seats.cancel(signups[0]!.id, at('2027-01-13T07:30:00'));
      expect(await seats.waitlistEntry(first.entryId)).toMatchObject({ status: 'offered', offerUntil: at('2027-01-13T14:00:00').toISOString() });
      await seats.cancel(signups[1]!.id, at('2027-01-13T14:00:00'));
      expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: 1 });
    });

    it('passes an unclaimed offer to the next family at its deadline, and frees the seat when nobody is left', async () => {
      const seats = createTrialSeats(db, { relay: true });
      await fill(seats);
      const first = await seats.joinWaitlist(reservation(90), joining(90));
      const second = await seats.joinWaitlist(reservation(91), joining(91));
      if (first.status !== 'waiting' || second.status !== 'waiting') throw new Error('not waiting');
      const [signup] = await db.kysely.selectFrom('trial_signups').select('id').execute();
      await seats.cancel(signup!.id, at('2027-01-10T09:00:00'));
      await seats.expireOffer(first.entryId, at('2027-01-10T20:59:00'));
      expect((await seats.waitlistEntry(first.entryId))?.status).toBe('offered');
      await seats.expireOffer(first.entryId, at('2027-01-10T21:00:00'));
      expect((await seats.waitlistEntry(first.entryId))?.status).toBe('expired');
      expect(await seats.waitlistEntry(second.entryId)).toMatchObject({ status: 'offered', offerUntil: at('2027-01-11T09:00:00').toISOString() });
      expect(await seats.claim(first.entryId, at('2027-01-10T21:05:00'))).toEqual({ status: 'expired' });
      await seats.expireOffer(second.entryId, at('2027-01-11T09:00:00'));
      expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: 1 });
    });

    it('gives the held seat to the family that claims it, not to a new signup racing for it', async () => {
      const seats = createTrialSeats(db, { relay: true });
      await fill(seats);
      const first = await seats.joinWaitlist(reservation(90), joining(90));
      if (first.status !== 'waiting') throw new Error('not waiting');
      const [signup] = await db.kysely.selectFrom('trial_signups').select('id').execute();
      const now = at('2027-01-10T09:00:00');
      await seats.cancel(signup!.id, now);
      const [claimed, racing] = await Promise.all([seats.claim(first.entryId, now), seats.reserve(reservation(99), now)]);
      expect(claimed).toMatchObject({ status: 'booked', date: DATE });
      expect(racing.status).toBe('full');
      expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: 0 });
      if (claimed.status !== 'booked') throw new Error('not booked');
      expect(await seats.claim(first.entryId, now)).toEqual({ status: 'already', signupId: claimed.signupId });
      // The family now has a seat like any other: confirmation, reminders, a staff mail.
      expect((await rowsOf(TRIAL_TEMPLATES.confirmation)).some((row) => row.params.signup_id === claimed.signupId)).toBe(true);
      expect(await rowsOf(TRIAL_TEMPLATES.claimed)).toHaveLength(1);
      expect((await seats.teamList(DATE)).children).toHaveLength(TRIAL_SEATS);
    });

    it('lets a family leave: a waiting place simply goes, a held seat goes on to the next', async () => {
      const seats = createTrialSeats(db, { relay: true });
      await fill(seats);
      const first = await seats.joinWaitlist(reservation(90), joining(90));
      const second = await seats.joinWaitlist(reservation(91), joining(91));
      const third = await seats.joinWaitlist(reservation(92), joining(92));
      if (first.status !== 'waiting' || second.status !== 'waiting' || third.status !== 'waiting') throw new Error('not waiting');
      expect(await seats.leave(second.entryId, WEEK_BEFORE)).toBe(true);
      expect(await seats.leave(second.entryId, WEEK_BEFORE)).toBe(false);
      expect((await seats.waitlistEntry(third.entryId))?.position).toBe(2);
      const [signup] = await db.kysely.selectFrom('trial_signups').select('id').execute();
      await seats.cancel(signup!.id, WEEK_BEFORE);
      expect(await seats.leave(first.entryId, WEEK_BEFORE)).toBe(true);
      expect((await seats.waitlistEntry(third.entryId))?.status).toBe('offered');
      // Both offers queued in the same millisecond: compared without an order.
      const offers = (await rowsOf(TRIAL_TEMPLATES.offer)).map((row: OutboxRecord) => `${row.params.waitlist_id} ${row.state}`);
      expect(offers.sort()).toEqual([`${first.entryId} skipped`, `${third.entryId} pending`].sort());
    });

    it('without the relay, a freed seat is free at once: nobody could be told of an offer', async () => {
      const seats = createTrialSeats(db);
      await fill(seats);
      expect((await seats.joinWaitlist(reservation(90), joining(90))).status).toBe('waiting');
      const [signup] = await db.kysely.selectFrom('trial_signups').select('id').execute();
      await seats.cancel(signup!.id, WEEK_BEFORE);
      expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: 1 });
    });
  });

  it('is deleted with the enquiries after the retention: signups, waitlist places and the date’s counter', async () => {
    const seats = createTrialSeats(db, { relay: true });
    await fill(seats);
    expect((await seats.joinWaitlist(reservation(90), joining(90))).status).toBe('waiting');
    const later = new Date(WEEK_BEFORE.getTime() + 181 * 24 * 60 * 60 * 1000);
    await createOutboxStore(db).purge(180, later.getTime());
    const left = await Promise.all((['trial_signups', 'trial_waitlist', 'trial_dates', 'enquiries'] as const).map((table) => db.kysely.selectFrom(table).selectAll().execute()));
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0]);
  });

  it('lists a date for the team: children with what their parents sent, seats left, the waitlist in order', async () => {
    const seats = createTrialSeats(db, { relay: true });
    await fill(seats);
    await seats.joinWaitlist(reservation(90), joining(90));
    const list = await seats.teamList(DATE);
    expect(list.seatsLeft).toBe(0);
    expect(list.children.map((child) => child.params.child_name)).toEqual(Array.from({ length: TRIAL_SEATS }, (_, n) => `Kind${n}`));
    expect(list.waitlist.map((entry) => [entry.params.child_name, entry.status])).toEqual([['Kind90', 'waiting']]);
  });
});
