/**
 * @jest-environment node
 */
import { openMigrated, type DatabaseKind, type Db } from '@/lib/db';
import { createOutboxStore, type OutboxRecord } from '@/lib/outbox/store';
import { backfillMoments, momentOf, nextLessonBegins } from '@/lib/trial/moments';
import { FOLLOW_UP_TEMPLATES, TRIAL_TEMPLATES } from '@/lib/trial/rows';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';

jest.setTimeout(30_000);

/** A Berlin wall-clock time as an instant (winter time unless the offset says otherwise). */
const berlin = (local: string, offset = '+01:00') => new Date(`${local}${offset}`);
// Wednesday 13.01.2027, 17:00 to 18:30 Berlin.
const seat = { email: 'anna@beispiel.de', trial_date: '2027-01-13', signup_id: 'a1', sequence: '0' };

describe('momentOf: until when a queued mail makes sense', () => {
  it.each([
    ['the confirmation of a seat: until the lesson begins', TRIAL_TEMPLATES.confirmation, seat, berlin('2027-01-13T17:00:00')],
    ['the reminder the day before: until the lesson begins', TRIAL_TEMPLATES.reminder, { ...seat, kind: 'day-before' }, berlin('2027-01-13T17:00:00')],
    ['the reminder on the day, with the join link: until the lesson begins', TRIAL_TEMPLATES.reminder, { ...seat, kind: 'same-day' }, berlin('2027-01-13T17:00:00')],
    ['a reminder in summer time', TRIAL_TEMPLATES.reminder, { ...seat, trial_date: '2027-04-28', kind: 'same-day' }, berlin('2027-04-28T17:00:00', '+02:00')],
    ['the waitlist mail: until the lesson begins', TRIAL_TEMPLATES.waitlistJoined, { email: 'a@b.de', trial_date: '2027-01-13', waitlist_id: 'w1', position: '2' }, berlin('2027-01-13T17:00:00')],
    ['the team\'s list of the day: until the lesson ends', TRIAL_TEMPLATES.teamList, { trial_date: '2027-01-13' }, berlin('2027-01-13T18:30:00')],
    ['a waitlist offer: until its hold runs out', TRIAL_TEMPLATES.offer, { email: 'a@b.de', trial_date: '2027-01-13', waitlist_id: 'w1', offer_until: '2027-01-10T20:00:00.000Z' }, new Date('2027-01-10T20:00:00.000Z')],
    ['the offer of a new date: until the next trial date begins', FOLLOW_UP_TEMPLATES.missed, { signup_id: 'a1', email: 'a@b.de', trial_date: '2027-01-13' }, berlin('2027-01-20T17:00:00')],
    // The Winterferien 2027 (01.–06.02.) have no lesson on 03.02.: the next trial date is 10.02.
    ['the offer of a new date across the Winterferien', FOLLOW_UP_TEMPLATES.missed, { signup_id: 'a1', email: 'a@b.de', trial_date: '2027-01-27' }, berlin('2027-02-10T17:00:00')],
    // The Weihnachtsferien 2026/27: from 16.12.2026 to 06.01.2027.
    ['the offer of a new date across the Weihnachtsferien', FOLLOW_UP_TEMPLATES.missed, { signup_id: 'a1', email: 'a@b.de', trial_date: '2026-12-16' }, berlin('2027-01-06T17:00:00')],
  ])('%s', (_, templateId, params, moment) => {
    expect(momentOf(templateId, params)).toEqual(moment);
  });

  it.each([
    ['the recommendation after the lesson', FOLLOW_UP_TEMPLATES.recommendation, { signup_id: 'a1', email: 'a@b.de', trial_date: '2027-01-13' }],
    ['the offer-expiry task: a task must run', TRIAL_TEMPLATES.offerExpiry, { waitlist_id: 'w1' }],
    ['a staff mail about a seat', TRIAL_TEMPLATES.cancellation, { trial_date: '2027-01-13' }],
    ['an enquiry', 'enquiry_default', { trial_date: '2027-01-13' }],
    ['a reminder whose date is not a calendar date', TRIAL_TEMPLATES.reminder, { ...seat, trial_date: '13.01.2027' }],
    ['a waitlist offer without a deadline', TRIAL_TEMPLATES.offer, { email: 'a@b.de', trial_date: '2027-01-13', waitlist_id: 'w1' }],
    // Past the end of the lesson calendar no date can be offered, and none ends the offer either.
    ['the offer of a new date after the calendar ends', FOLLOW_UP_TEMPLATES.missed, { signup_id: 'a1', email: 'a@b.de', trial_date: '2028-08-09' }],
  ])('%s has no moment', (_, templateId, params) => {
    expect(momentOf(templateId, params)).toBeUndefined();
  });

  it('gives the confirmation and the join link of a seat taken while the lesson runs until its end', () => {
    const during = berlin('2027-01-13T17:10:00');
    for (const params of [seat, { ...seat, kind: 'same-day' }]) {
      const templateId = 'kind' in params ? TRIAL_TEMPLATES.reminder : TRIAL_TEMPLATES.confirmation;
      expect(momentOf(templateId, params, undefined, during)).toEqual(berlin('2027-01-13T18:30:00'));
      expect(momentOf(templateId, params, undefined, berlin('2027-01-13T16:59:59'))).toEqual(berlin('2027-01-13T17:00:00'));
    }
  });

  it('names the next trial lesson after a date, skipping days without lessons', () => {
    expect(nextLessonBegins('2027-01-13')).toEqual(berlin('2027-01-20T17:00:00'));
    expect(nextLessonBegins('2027-03-17')).toEqual(berlin('2027-04-07T17:00:00', '+02:00'));
  });
});

describe.each(DATABASE_KINDS)('backfillMoments on %s', (kind: DatabaseKind) => {
  let config: { url?: string; path: string };
  let cleanup: () => Promise<void>;
  /** Two connections to one database, as two instances have. */
  let db: Db;
  let second: Db;

  beforeEach(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    ({ config, cleanup } = await freshDatabaseConfig(kind, { migrated: true }));
    db = await openMigrated(config);
    second = await openMigrated(config);
  });
  afterEach(async () => {
    await db.close();
    await second.close();
    await cleanup();
    jest.restoreAllMocks();
  });

  const entry = (id: string, templateId: string, params: Record<string, string>, state: OutboxRecord['state'] = 'pending'): OutboxRecord => ({
    id,
    receivedAt: '2027-01-12T11:00:00.000Z',
    templateId,
    params,
    state,
    attempts: 0,
    ...(state === 'pending' ? { dueAt: '2027-01-13T15:00:00.000Z' } : {}),
  });

  it('gives each waiting row queued before there were moments its moment, once, also when two instances start together', async () => {
    const store = createOutboxStore(db);
    await store.insertRecords([
      entry('reminder', TRIAL_TEMPLATES.reminder, { ...seat, kind: 'same-day' }),
      entry('list', TRIAL_TEMPLATES.teamList, { trial_date: '2027-01-13' }),
      entry('task', TRIAL_TEMPLATES.offerExpiry, { waitlist_id: 'w1' }),
      entry('enquiry', 'enquiry_default', { trial_date: '2027-01-13' }),
      entry('sent', TRIAL_TEMPLATES.confirmation, seat, 'delivered'),
      // Queued with its moment already: left as it is.
      { ...entry('own', TRIAL_TEMPLATES.confirmation, seat), expiresAt: '2027-01-13T15:59:00.000Z' },
    ]);
    expect((await Promise.all([backfillMoments(db), backfillMoments(second)])).reduce((a, b) => a + b)).toBe(2);
    expect(await backfillMoments(db)).toBe(0);
    const moments = Object.fromEntries((await store.list()).map((record) => [record.id, record.expiresAt]));
    expect(moments).toEqual({
      reminder: berlin('2027-01-13T17:00:00').toISOString(),
      list: berlin('2027-01-13T18:30:00').toISOString(),
      task: undefined,
      enquiry: undefined,
      sent: undefined,
      own: '2027-01-13T15:59:00.000Z',
    });
  });
});
