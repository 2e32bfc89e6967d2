/**
 * @jest-environment node
 */
import type { SendMailOptions } from 'nodemailer';
import type { DatabaseKind } from '@/lib/db';
import { seedOffer, setCurrentOffer } from '@/lib/offer/snapshot';
import type { DeliveryService } from '@/lib/outbox/service';
import { SKIP } from '@/lib/outbox/relay';
import { createOutboxStore, type OutboxRecord } from '@/lib/outbox/store';
import { CallOffRefused, createTrialCallOff } from '@/lib/trial/call-off';
import { isTrialDate, nextTrialDates } from '@/lib/trial/dates';
import { moveSeat, moveView } from '@/lib/trial/link-actions';
import { linkMaker } from '@/lib/trial/links';
import { trialMessage, type TrialMailContext } from '@/lib/trial/mails';
import { TRIAL_TEMPLATES } from '@/lib/trial/rows';
import { createTrialSeats, TRIAL_SEATS, type Reservation } from '@/lib/trial/seats';
import type { SmtpSink } from '@/scripts/smtp-sink.mjs';
import { startRelayedService, type RelayedService } from '@/tests/fixtures/relayed-service';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';

jest.setTimeout(60_000);

// Wednesday 13.01.2027, 17:00 Berlin, called off the day before; the next Wednesday is a lesson day.
const DATE = '2027-01-13';
const LATER = '2027-01-20';
const WEEK_BEFORE = new Date('2027-01-06T10:00:00+01:00');
const DAY_BEFORE = new Date('2027-01-12T09:00:00+01:00');
const AFTER_LESSON = new Date('2027-01-13T19:00:00+01:00');
const REASON = 'Unsere Lehrkraft ist erkrankt, und so kurzfristig findet sich keine Vertretung.';
const BY = 'lena@codingstars.de';
const SITE = 'https://www.codingstars.de';
const links = linkMaker(SITE, Buffer.from('ein-schluessel-mit-mindestens-32-zeichen'));

/** The offer as it is once the team entered the day without lessons. */
const withDayOff = (date = DATE) => {
  const seed = seedOffer();
  return { ...seed, calendar: { ...seed.calendar, daysOff: [...(seed.calendar.daysOff ?? []), { date, reason: REASON }] } };
};

/** Text as a reader sees it: no-break spaces as spaces. */
const read = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

const reservation = (n: number, date = DATE): Reservation => ({
  date,
  email: `eltern${n}@beispiel.de`,
  client: `198.51.100.${n}`,
  enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ email: `eltern${n}@beispiel.de`, child_name: `Kind${n}`, trial_date: date }) },
});

describe('a called-off date is not offered', () => {
  it('is skipped by the dates offered and refused as a date from outside, once the calendar has the day off', () => {
    const { calendar } = withDayOff();
    expect(nextTrialDates(WEEK_BEFORE).map((trial) => trial.date)).toContain(DATE);
    const offered = nextTrialDates(WEEK_BEFORE, { calendar }).map((trial) => trial.date);
    expect(offered).not.toContain(DATE);
    expect(offered.slice(0, 2)).toEqual(['2027-01-06', LATER]);
    expect(offered).toHaveLength(4);
    expect(isTrialDate(DATE, WEEK_BEFORE, { calendar })).toBe(false);
    expect(isTrialDate(LATER, WEEK_BEFORE, { calendar })).toBe(true);
  });
});

describe.each(DATABASE_KINDS)('calling a trial off on %s', (kind: DatabaseKind) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  const rows = async () => createOutboxStore(db).list();
  const told = async () => (await rows()).filter((row) => row.templateId === TRIAL_TEMPLATES.calledOff || row.templateId === TRIAL_TEMPLATES.waitlistCalledOff);

  /** Three families with a seat on DATE and one waiting (the date was full, nine freed their seats), one on LATER. */
  async function threeAndOne() {
    const seats = createTrialSeats(db, { relay: true });
    const signups: string[] = [];
    for (let n = 0; n < TRIAL_SEATS; n += 1) {
      const result = await seats.reserve(reservation(n), WEEK_BEFORE);
      if (result.status !== 'booked') throw new Error('not booked');
      signups.push(result.signupId);
    }
    const waiting = await seats.joinWaitlist(reservation(20), WEEK_BEFORE);
    if (waiting.status !== 'waiting') throw new Error('not waiting');
    // Freed without the relay: free at once, offered to nobody, so the family keeps waiting.
    const plain = createTrialSeats(db);
    for (const id of signups.slice(3)) expect(await plain.cancel(id, WEEK_BEFORE)).toBe(true);
    const later = await seats.reserve(reservation(30, LATER), WEEK_BEFORE);
    if (later.status !== 'booked') throw new Error('not booked');
    return { seats, booked: signups.slice(0, 3), entryId: waiting.entryId, laterId: later.signupId };
  }

  const context = (seats: ReturnType<typeof createTrialSeats>): TrialMailContext => ({
    seats,
    links,
    parent: { from: 'website@codingstars.de', replyTo: 'team@codingstars.de', siteUrl: SITE },
    staff: { to: ['team@codingstars.de'], from: 'website@codingstars.de', siteHost: 'www.codingstars.de' },
  });

  beforeEach(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    db = await freshDatabase(kind);
  });
  afterEach(async () => {
    setCurrentOffer(seedOffer());
    await db.destroy();
    jest.restoreAllMocks();
  });

  it('counts the seats and places, then tells each family once however often it is pressed, and the waitlist leaves', async () => {
    const { seats, booked, entryId } = await threeAndOne();
    const callOff = createTrialCallOff(db, { relay: true });
    expect(await callOff.impact(DATE)).toEqual({ date: DATE, seats: 3, waiting: 1 });
    expect(await callOff.impact(LATER)).toEqual({ date: LATER, seats: 1, waiting: 0 });

    // Pressed twice at once (two instances), and again later with other words: four mails, the first reason.
    const input = { date: DATE, reason: `  ${REASON}\n`, by: BY };
    const results = await Promise.all([callOff.callOff(input, DAY_BEFORE), callOff.callOff(input, DAY_BEFORE)]);
    results.push(await callOff.callOff({ date: DATE, reason: 'Etwas anderes', by: 'tom@codingstars.de' }, new Date(DAY_BEFORE.getTime() + 60_000)));
    for (const result of results) expect(result).toEqual({ date: DATE, seats: 3, waiting: 1 });

    const mails = await told();
    expect(mails.map((row) => row.id).sort()).toEqual([...booked.map((id) => `${id}-called-off`), `${entryId}-called-off`].sort());
    expect(mails.map((row) => [row.state, row.dueAt ?? row.receivedAt, row.expiresAt])).toEqual(Array(4).fill(['pending', DAY_BEFORE.toISOString(), undefined]));
    expect(mails.filter((row) => row.templateId === TRIAL_TEMPLATES.calledOff).map((row) => row.params.email).sort()).toEqual(['eltern0@beispiel.de', 'eltern1@beispiel.de', 'eltern2@beispiel.de']);
    expect(mails.find((row) => row.templateId === TRIAL_TEMPLATES.waitlistCalledOff)?.params).toEqual({ email: 'eltern20@beispiel.de', trial_date: DATE, waitlist_id: entryId, reason: REASON });
    expect(await callOff.record(DATE)).toEqual({ date: DATE, reason: REASON, by: BY, at: DAY_BEFORE.toISOString(), seats: 3, waiting: 1 });
    expect(await callOff.record(LATER)).toBeUndefined();

    // The seats stay until each family moves; nobody waits for the date any more.
    expect(await callOff.impact(DATE)).toEqual({ date: DATE, seats: 3, waiting: 0 });
    expect((await seats.waitlistEntry(entryId))?.status).toBe('left');
  });

  it('stops every mail still queued for the date, marked why, and leaves another date’s alone', async () => {
    const { booked, entryId, laterId } = await threeAndOne();
    await createTrialCallOff(db, { relay: true }).callOff({ date: DATE, reason: REASON, by: BY }, DAY_BEFORE);
    const all = await rows();
    const byId = new Map(all.map((row) => [row.id, row]));
    const stopped = [
      ...booked.flatMap((id) => [`${id}-confirmation`, `${id}-reminder-0-day-before`, `${id}-reminder-0-same-day`]),
      `trial-team-list-${DATE}`,
      `${entryId}-waitlist`,
    ];
    for (const id of stopped) expect([id, byId.get(id)?.state, byId.get(id)?.lastError]).toEqual([id, 'skipped', 'Probestunde abgesagt']);
    // Nothing of the trial's for the date is waiting to go out but the call-off's own mails (the team's copies of the signups may).
    const waitingForDate = all.filter((row) => row.state === 'pending' && row.params.trial_date === DATE && row.templateId.startsWith('trial_'));
    expect(waitingForDate.map((row) => row.templateId).sort()).toEqual([TRIAL_TEMPLATES.calledOff, TRIAL_TEMPLATES.calledOff, TRIAL_TEMPLATES.calledOff, TRIAL_TEMPLATES.waitlistCalledOff]);
    // The other date keeps its confirmation, both reminders and the team's list.
    for (const id of [`${laterId}-confirmation`, `${laterId}-reminder-0-day-before`, `${laterId}-reminder-0-same-day`, `trial-team-list-${LATER}`]) {
      expect([id, byId.get(id)?.state, byId.get(id)?.lastError]).toEqual([id, 'pending', undefined]);
    }
  });

  it('passes on no seat held for an offer: the offer and its deadline are stopped, the family told', async () => {
    const seats = createTrialSeats(db, { relay: true });
    const signups: string[] = [];
    for (let n = 0; n < TRIAL_SEATS; n += 1) {
      const result = await seats.reserve(reservation(n), WEEK_BEFORE);
      if (result.status === 'booked') signups.push(result.signupId);
    }
    const first = await seats.joinWaitlist(reservation(20), WEEK_BEFORE);
    const second = await seats.joinWaitlist(reservation(21), new Date(WEEK_BEFORE.getTime() + 1000));
    if (first.status !== 'waiting' || second.status !== 'waiting') throw new Error('not waiting');
    expect(await seats.cancel(signups[0]!, WEEK_BEFORE)).toBe(true);
    expect((await seats.waitlistEntry(first.entryId))?.status).toBe('offered');

    const callOff = createTrialCallOff(db, { relay: true });
    expect(await callOff.impact(DATE)).toEqual({ date: DATE, seats: TRIAL_SEATS - 1, waiting: 2 });
    expect(await callOff.callOff({ date: DATE, reason: REASON, by: BY }, DAY_BEFORE)).toEqual({ date: DATE, seats: TRIAL_SEATS - 1, waiting: 2 });
    const byId = new Map((await rows()).map((row) => [row.id, row]));
    for (const id of [`${first.entryId}-offer`, `${first.entryId}-offer-expiry`]) expect(byId.get(id)?.state).toBe('skipped');
    expect([(await seats.waitlistEntry(first.entryId))?.status, (await seats.waitlistEntry(second.entryId))?.status]).toEqual(['left', 'left']);
    // The held seat is counted no more: the booked seats only.
    expect(await seats.seatsLeft([DATE])).toEqual({ [DATE]: 1 });
  });

  it('builds each mail with the reason and the seat’s move link, which moves it from the called-off date and never to it', async () => {
    const { seats, booked, entryId } = await threeAndOne();
    await createTrialCallOff(db, { relay: true }).callOff({ date: DATE, reason: REASON, by: BY }, DAY_BEFORE);
    setCurrentOffer(withDayOff());
    const mails = new Map((await told()).map((row) => [row.id, row]));
    const mailOf = async (record: OutboxRecord | undefined) => (await trialMessage(record!, context(seats))) as SendMailOptions;

    const mail = await mailOf(mails.get(`${booked[0]}-called-off`));
    expect(mail.to).toBe('eltern0@beispiel.de');
    expect(read(mail.subject)).toBe('Die Probestunde am Mittwoch, 13. Januar 2027 fällt leider aus');
    const moveUrl = links.url('move', booked[0]!);
    expect(read(mail.text)).toContain(REASON);
    expect(read(mail.text)).toContain(`Wählen Sie hier einfach einen anderen Mittwoch:\n\nAnderen Termin wählen: ${moveUrl}`);
    expect(read(mail.text)).toContain('030 1234 5670');
    expect(mail.html).toContain(`href="${moveUrl}"`);
    expect(links.idOf('move', tokenOf(moveUrl))).toBe(booked[0]);
    for (const typed of ['Anna', 'Schmidt', 'Kind0', '1234567']) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(typed);

    const waitlist = await mailOf(mails.get(`${entryId}-called-off`));
    expect(waitlist.to).toBe('eltern20@beispiel.de');
    expect(read(waitlist.subject)).toBe('Die Probestunde am Mittwoch, 13. Januar 2027 fällt leider aus');
    expect(read(waitlist.text)).toContain(REASON);
    expect(read(waitlist.text)).toContain('die Warteliste dafür gibt es nicht mehr');
    expect(read(waitlist.text)).toContain(`Neuen Termin wählen: ${SITE}/start/signup`);

    // The move page offers the next dates without the called-off one, and refuses it.
    const deps = { seats, links, kick: () => undefined, now: DAY_BEFORE };
    const view = await moveView(deps, tokenOf(moveUrl));
    if (view.state !== 'choose') throw new Error(`move page: ${view.state}`);
    expect(view.options.map((option) => option.date)).not.toContain(DATE);
    expect(view.options[0]?.date).toBe(LATER);
    expect((await moveSeat(deps, tokenOf(moveUrl), DATE)).state).toBe('choose');
    expect((await seats.signup(booked[0]!))?.date).toBe(DATE);
    expect(await moveSeat(deps, tokenOf(moveUrl), LATER)).toMatchObject({ state: 'moved' });
    expect((await seats.signup(booked[0]!))?.date).toBe(LATER);
    // A family that moved before its mail went out does not get it.
    expect(await trialMessage(mails.get(`${booked[0]}-called-off`)!, context(seats))).toBe(SKIP);

    // After the Wednesday has passed, a seat of the called-off date still moves: the mail may be read late.
    const late = { ...deps, now: AFTER_LESSON };
    expect(await moveSeat(late, tokenOf(links.url('move', booked[1]!)), LATER)).toMatchObject({ state: 'moved' });

    // A reminder of the date queued in the same moment as the call-off is not sent.
    const reminder: OutboxRecord = {
      id: `${booked[2]}-reminder-0-same-day`,
      receivedAt: DAY_BEFORE.toISOString(),
      templateId: TRIAL_TEMPLATES.reminder,
      params: { email: 'eltern2@beispiel.de', trial_date: DATE, signup_id: booked[2]!, sequence: '0', kind: 'same-day' },
      state: 'pending',
      attempts: 0,
    };
    expect(await trialMessage(reminder, context(seats))).toBe(SKIP);
    expect(await trialMessage({ ...reminder, id: `trial-team-list-${DATE}`, templateId: TRIAL_TEMPLATES.teamList, params: { trial_date: DATE } }, context(seats))).toBe(SKIP);
  });

  it('without the relay stores the mails, and refuses a day that is no trial day, no reason, or a lesson that is over', async () => {
    const { booked } = await threeAndOne();
    const callOff = createTrialCallOff(db);
    await expect(callOff.callOff({ date: '2027-01-14', reason: REASON, by: BY }, DAY_BEFORE)).rejects.toThrow(CallOffRefused);
    await expect(callOff.callOff({ date: DATE, reason: ' \u0000 \n', by: BY }, DAY_BEFORE)).rejects.toMatchObject({ why: 'reason' });
    await expect(callOff.callOff({ date: DATE, reason: REASON, by: BY }, AFTER_LESSON)).rejects.toMatchObject({ why: 'past' });
    expect(await callOff.record(DATE)).toBeUndefined();
    expect(await told()).toHaveLength(0);

    expect(await callOff.callOff({ date: DATE, reason: REASON, by: BY }, DAY_BEFORE)).toEqual({ date: DATE, seats: 3, waiting: 1 });
    const mails = await told();
    expect(mails.map((row) => row.state)).toEqual(['stored', 'stored', 'stored', 'stored']);
    expect(mails.map((row) => row.id)).toEqual(expect.arrayContaining(booked.map((id) => `${id}-called-off`)));
  });
});

describe.each(DATABASE_KINDS)('a call-off relayed on %s', (kind: DatabaseKind) => {
  let relayed: RelayedService;
  let sink: SmtpSink;
  let service: DeliveryService;
  let reader: RelayedService['reader'];

  beforeEach(async () => {
    for (const method of ['log', 'warn', 'error'] as const) jest.spyOn(console, method).mockImplementation(() => {});
    relayed = await startRelayedService(kind, SITE);
    ({ sink, service, reader } = relayed);
  });
  afterEach(async () => {
    await relayed.stop();
    jest.restoreAllMocks();
  });

  it('sends each family one mail at once, however often it is pressed', async () => {
    const now = new Date();
    const date = nextTrialDates(now)[1]!.date;
    const signups: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const result = await service.reserveTrial({ date, email: `eltern${n}@beispiel.de`, client: `198.51.100.${n}`, templateId: 'enquiry_trial', params: enquiryParams({ email: `eltern${n}@beispiel.de`, trial_date: date }) });
      if (result.status === 'booked') signups.push(result.signupId);
    }
    // The confirmations and the team's mails go out first.
    await sink.waitFor(6, 20_000);
    await service.idle();
    const before = (await sink.parsed()).length;

    const callOff = createTrialCallOff(service.db!, { relay: service.relaying });
    await Promise.all([callOff.callOff({ date, reason: REASON, by: BY }), callOff.callOff({ date, reason: REASON, by: BY })]);
    service.kick();
    await sink.waitFor(before + 3, 20_000);
    await callOff.callOff({ date, reason: REASON, by: BY });
    service.kick();
    await service.idle();

    const mails = (await sink.parsed()).slice(before);
    expect(mails.map((mail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '')).sort()).toEqual(['eltern0@beispiel.de', 'eltern1@beispiel.de', 'eltern2@beispiel.de']);
    for (const mail of mails) {
      expect(read(mail.subject)).toMatch(/^Die Probestunde am Mittwoch, .* fällt leider aus$/);
      expect(read(mail.text)).toContain(REASON);
    }
    expect(mails.map((mail) => mail.messageId).sort()).toEqual(signups.map((id) => `<${id}-called-off@www.codingstars.de>`).sort());
    const rows = await createOutboxStore(reader).list();
    expect(rows.filter((row) => row.templateId === TRIAL_TEMPLATES.reminder).map((row) => row.state)).toEqual(Array(rows.filter((row) => row.templateId === TRIAL_TEMPLATES.reminder).length).fill('skipped'));
  });
});
