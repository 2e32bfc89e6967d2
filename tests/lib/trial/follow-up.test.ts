/**
 * @jest-environment node
 */
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { courseById } from '@/content/courses';
import type { Course } from '@/content/schema';
import type { DatabaseKind } from '@/lib/db';
import { SKIP } from '@/lib/outbox/relay';
import { createOutboxStore, type OutboxRecord } from '@/lib/outbox/store';
import { nextTrialDates } from '@/lib/trial/dates';
import { followUpMessage, missedMail, recommendationMail } from '@/lib/trial/follow-up-mails';
import { moveSeat, moveView, stopMail, stopView, type LinkDeps } from '@/lib/trial/link-actions';
import { idFromToken, linkMaker } from '@/lib/trial/links';
import { trialDayLabel } from '@/lib/trial/link-views';
import { createTrialMarks } from '@/lib/trial/marks';
import { FOLLOW_UP_TEMPLATES, followUpRowId, TRIAL_TEMPLATES } from '@/lib/trial/rows';
import type { ParentMailContext } from '@/lib/trial/parent-mails';
import { createTrialSeats, TRIAL_SEATS, type Reservation } from '@/lib/trial/seats';
import { teamListMail } from '@/lib/trial/team-list';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';

jest.setTimeout(60_000);

const SITE = 'https://www.codingstars.de';
const SECRET = Buffer.from('ein-schluessel-mit-mindestens-32-zeichen');
const links = linkMaker(SITE, SECRET);
const parent: ParentMailContext = { from: 'website@codingstars.de', replyTo: 'team@codingstars.de', siteUrl: SITE, links };
const SIGNUP = '2f1c9a1e-6a0b-4c3e-9d52-7e3f0b8a1c44';

// Wednesday 13.01.2027, 17:00 Berlin.
const DATE = '2027-01-13';
const at = (berlin: string) => new Date(`${berlin}+01:00`);
const WEEK_BEFORE = at('2027-01-06T10:00:00');
const AFTER_LESSON = at('2027-01-13T18:40:00');
const NEXT_MORNING = at('2027-01-14T10:00:00');

/** Text as a reader sees it: no-break spaces as spaces. */
const read = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');
const row = (kind: 'recommendation' | 'missed', signupId = SIGNUP, date = DATE): OutboxRecord => ({
  id: followUpRowId(signupId, kind),
  receivedAt: '2027-01-13T17:40:00.000Z',
  templateId: FOLLOW_UP_TEMPLATES[kind],
  params: { signup_id: signupId, email: 'anna@beispiel.de', trial_date: date },
  state: 'pending',
  attempts: 0,
});
const spieldesign = courseById(3) as Course;

describe('the recommendation mail', () => {
  const mail = recommendationMail(row('recommendation'), parent, { course: spieldesign, note: 'Ben hat toll mitgemacht!\n<b>Weiter so</b>\u202e' });
  const all = read(`${mail.subject}\n${mail.text}\n${mail.html}`);

  it('names the recommended course with its facts from the catalogue, its page and what the child learns', () => {
    expect(mail.to).toBe('anna@beispiel.de');
    expect(mail.replyTo).toBe('team@codingstars.de');
    expect(read(mail.subject)).toBe('Nach der Probestunde: unsere Kursempfehlung für Ihr Kind');
    const text = read(mail.text);
    expect(text).toContain('am Mittwoch, 13. Januar 2027 bei unserer kostenlosen Probestunde dabei war');
    expect(text).toContain(`CS Spieldesign\n\n${spieldesign.shortDescription}`);
    expect(text).toContain(`- Level ${spieldesign.courseId}\n- für ${spieldesign.about.recommendedAgeMin} bis ${spieldesign.about.recommendedAgeMax} Jahre`);
    expect(text).toContain('- 12 Monate lang wöchentlich 90 Minuten');
    expect(text).toContain('- live online in Gruppen von 5 bis 12 Kindern');
    for (const content of spieldesign.courseContents) expect(text).toContain(`- ${content.title}: ${content.description}`);
    expect(text).toContain(`Alles über CS Spieldesign auf unserer Website: ${SITE}/courses/3`);
  });

  it('opens the booking with the course chosen and the trial as its origin, a derived token and nothing personal', () => {
    const booking = read(mail.text).match(/CS Spieldesign buchen: (\S+)/)?.[1] ?? '';
    const url = new URL(booking);
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/booking`);
    expect([...url.searchParams.keys()]).toEqual(['kurs', 'probestunde']);
    expect(url.searchParams.get('kurs')).toBe('3');
    expect(idFromToken(SECRET, 'booking', url.searchParams.get('probestunde') ?? '')).toBe(SIGNUP);
    // A booking token frees, moves or stops nothing.
    for (const purpose of ['cancel', 'move', 'stop'] as const) expect(idFromToken(SECRET, purpose, url.searchParams.get('probestunde') ?? '')).toBeUndefined();
    expect(mail.html).toContain(`href="${booking.replace(/&/g, '&amp;')}"`);
  });

  it('carries the teacher’s note, escaped and without direction characters, and the link that stops further mail', () => {
    expect(read(mail.text)).toContain('Eine persönliche Nachricht der Lehrkraft:\n\nBen hat toll mitgemacht!\n<b>Weiter so</b>');
    expect(mail.html).toContain('Ben hat toll mitgemacht!<br>&lt;b&gt;Weiter so&lt;/b&gt;');
    expect(all).not.toContain('\u202e');
    expect(read(mail.text)).toContain(`Sie möchten keine weiteren E-Mails zu dieser Probestunde? Keine weiteren E-Mails: ${links.url('stop', SIGNUP)}`);
    expect(mail.messageId).toBe(`<${SIGNUP}-recommendation@www.codingstars.de>`);
  });

  it('without a note has no heading for one, and repeats nothing typed into the signup form', () => {
    const plain = recommendationMail(row('recommendation'), parent, { course: spieldesign });
    expect(read(plain.text)).not.toContain('Nachricht der Lehrkraft');
    for (const typed of ['Anna', 'Schmidt', 'Ben', '1234567']) expect(read(`${plain.subject} ${plain.text} ${plain.html}`)).not.toContain(typed);
  });
});

describe('the offer of a new date', () => {
  const mail = missedMail(row('missed'), parent, [
    { date: '2027-01-20', full: false },
    { date: '2027-01-27', full: true },
  ]);

  it('offers the next dates kindly, with the move link, the stop link and nothing typed into the form', () => {
    expect(read(mail.subject)).toBe('Probestunde am Mittwoch, 13. Januar 2027 verpasst? Wählen Sie einfach einen neuen Termin');
    const text = read(mail.text);
    expect(text).toContain('am Mittwoch, 13. Januar 2027 konnte Ihr Kind leider nicht bei unserer kostenlosen Probestunde dabei sein.');
    expect(text).toContain('Die nächsten Termine:\n\n- Mittwoch, 20. Januar 2027\n- Mittwoch, 27. Januar 2027 (ausgebucht)');
    expect(text).toContain(`Neuen Termin wählen: ${links.url('move', SIGNUP)}`);
    expect(text).toContain(`Keine weiteren E-Mails: ${links.url('stop', SIGNUP)}`);
    // The seat's lesson is over: no link to free it.
    expect(text).not.toContain('/start/signup/absagen');
    for (const typed of ['Anna', 'Schmidt', 'Ben', '1234567']) expect(read(`${mail.subject} ${mail.text} ${mail.html}`)).not.toContain(typed);
    expect(mail.messageId).toBe(`<${SIGNUP}-missed@www.codingstars.de>`);
  });
});

describe('the one-click stop of both mails (RFC 8058)', () => {
  it.each([
    ['the recommendation', recommendationMail(row('recommendation'), parent, { course: spieldesign })],
    ['the offer of a new date', missedMail(row('missed'), parent, [])],
  ])('%s names the stop link as List-Unsubscribe, to be posted to', async (_, mail) => {
    // Built as nodemailer sends it (its `list` option becomes headers only then).
    const { message } = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(mail);
    const parsed = await simpleParser(message);
    expect(parsed.headers.get('list')).toEqual({ unsubscribe: { url: links.url('stop', SIGNUP) }, 'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' } });
    expect(parsed.headerLines.map((header) => header.line)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});

describe('the team’s list', () => {
  it('links to the day’s page in the team’s room', () => {
    const list = { date: DATE, seatsLeft: TRIAL_SEATS, children: [], waitlist: [] };
    const mail = teamListMail(row('missed'), list, { to: ['team@codingstars.de'], from: 'website@codingstars.de', siteHost: 'www.codingstars.de' }, { links, siteUrl: SITE });
    expect(read(mail.text)).toContain(`Liste und Anwesenheit im internen Bereich: ${SITE}/intern/probestunden/${DATE}`);
    expect(mail.html).toContain(`<a href="${SITE}/intern/probestunden/${DATE}"`);
  });
});

const reservation = (n: number, date = DATE): Reservation => ({
  date,
  email: `eltern${n}@beispiel.de`,
  client: `198.51.100.${n}`,
  enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ email: `eltern${n}@beispiel.de`, child_name: `Kind${n}`, trial_date: date }) },
});

describe.each(DATABASE_KINDS)('after the lesson on %s', (kind: DatabaseKind) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let seats: ReturnType<typeof createTrialSeats>;
  let marks: ReturnType<typeof createTrialMarks>;
  const rows = async () => createOutboxStore(db).list();
  const rowById = async (id: string) => (await rows()).find((entry) => entry.id === id);
  const send = async (id: string, now = NEXT_MORNING) => followUpMessage((await rowById(id))!, { seats, parent, now });
  const deps = (now: Date): LinkDeps => ({ seats, links, kick: () => undefined, now });
  const book = async (n: number, date = DATE) => {
    const booked = await seats.reserve(reservation(n, date), WEEK_BEFORE);
    if (booked.status !== 'booked') throw new Error('not booked');
    return booked.signupId;
  };

  beforeEach(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    db = await freshDatabase(kind);
    seats = createTrialSeats(db, { relay: true });
    marks = createTrialMarks(db, { relay: true });
  });
  afterEach(async () => {
    await db.destroy();
    jest.restoreAllMocks();
  });

  it('sends the recommendation while the seat is marked "came" with a course, and skips it once that changed', async () => {
    const came = await book(1);
    await marks.mark({ signupId: came, attendance: 'came', recommendedCourse: 3, note: 'Sehr neugierig!', by: 'lehrerin@codingstars.de' }, AFTER_LESSON);
    expect(await marks.sendRecommendations(DATE, AFTER_LESSON)).toMatchObject({ queued: 1 });
    // A recommendation has no moment: it is of use whenever it arrives.
    expect((await rowById(followUpRowId(came, 'recommendation')))?.expiresAt).toBeUndefined();
    const mail = await send(followUpRowId(came, 'recommendation'), AFTER_LESSON);
    if (mail === SKIP || !mail) throw new Error('no mail');
    expect(read(mail.text)).toContain('CS Spieldesign');
    expect(read(mail.text)).toContain('Sehr neugierig!');
    // The team takes the course back before the mail went out: nothing to recommend.
    await marks.mark({ signupId: came, attendance: 'came', by: 'lehrerin@codingstars.de' }, AFTER_LESSON);
    expect(await send(followUpRowId(came, 'recommendation'), AFTER_LESSON)).toBe(SKIP);
  });

  it('sends the offer of a new date at 10:00 the next day with the next dates, and skips it for a child marked "came" after all', async () => {
    const missed = await book(1);
    const changed = await book(2);
    for (const signupId of [missed, changed]) await marks.mark({ signupId, attendance: 'missed', by: 'lehrer@codingstars.de' }, AFTER_LESSON);
    const queued = await rowById(followUpRowId(missed, 'missed'));
    expect(queued?.dueAt).toBe(NEXT_MORNING.toISOString());
    // Of use until the next trial date (20.01.2027) begins.
    expect(queued?.expiresAt).toBe(at('2027-01-20T17:00:00').toISOString());
    const mail = await send(followUpRowId(missed, 'missed'));
    if (mail === SKIP || !mail) throw new Error('no mail');
    const offered = nextTrialDates(NEXT_MORNING);
    expect(offered).toHaveLength(4);
    for (const trial of offered) expect(read(mail.text)).toContain(`- ${trialDayLabel(trial.date)}`);
    expect(read(mail.text)).toContain(links.url('move', missed));
    await marks.mark({ signupId: changed, attendance: 'came', by: 'lehrer@codingstars.de' }, AFTER_LESSON);
    expect((await rowById(followUpRowId(changed, 'missed')))?.state).toBe('skipped');
    expect(await send(followUpRowId(changed, 'missed'))).toBe(SKIP);
  });

  it('skips both mails for a family that stopped them, and for a seat cancelled meanwhile', async () => {
    const stopped = await book(1);
    const cancelled = await book(2);
    await marks.mark({ signupId: stopped, attendance: 'missed', by: 'lehrer@codingstars.de' }, AFTER_LESSON);
    await marks.mark({ signupId: cancelled, attendance: 'came', recommendedCourse: 1, by: 'lehrer@codingstars.de' }, AFTER_LESSON);
    await marks.sendRecommendations(DATE, AFTER_LESSON);
    expect(await seats.stopMail(stopped, AFTER_LESSON)).toBe(true);
    expect((await rowById(followUpRowId(stopped, 'missed')))?.state).toBe('skipped');
    expect(await send(followUpRowId(stopped, 'missed'))).toBe(SKIP);
    // The seat is gone by other means (the team freed it): the row is left over.
    await db.kysely.updateTable('trial_signups').set({ status: 'cancelled' }).where('id', '=', cancelled).execute();
    expect(await send(followUpRowId(cancelled, 'recommendation'), AFTER_LESSON)).toBe(SKIP);
  });

  it('the stop link asks once, then says it is done however often it is opened or pressed; other tokens are refused', async () => {
    const signupId = await book(1);
    const token = links.url('stop', signupId).split('token=')[1]!;
    const stop = decodeURIComponent(token);
    expect(await stopView(deps(AFTER_LESSON), stop)).toEqual({ state: 'ask', date: 'Mittwoch, 13. Januar 2027, 17:00–18:30\u00a0Uhr' });
    expect(await stopMail(deps(AFTER_LESSON), stop)).toEqual({ state: 'stopped', date: 'Mittwoch, 13. Januar 2027, 17:00–18:30\u00a0Uhr' });
    expect(await stopMail(deps(AFTER_LESSON), stop)).toMatchObject({ state: 'stopped' });
    expect(await stopView(deps(AFTER_LESSON), stop)).toMatchObject({ state: 'stopped' });
    expect((await seats.signup(signupId))?.mailStopped).toBe(true);
    // Later "Empfehlungen senden" leaves this family out.
    await marks.mark({ signupId, attendance: 'came', recommendedCourse: 2, by: 'lehrer@codingstars.de' }, AFTER_LESSON);
    expect(await marks.sendRecommendations(DATE, AFTER_LESSON)).toMatchObject({ queued: 0 });
    const move = decodeURIComponent(links.url('move', signupId).split('token=')[1]!);
    expect(await stopMail(deps(AFTER_LESSON), move)).toEqual({ state: 'invalid' });
    expect(await stopView(deps(AFTER_LESSON), `${signupId}.AAAA`)).toEqual({ state: 'invalid' });
  });

  describe('a seat marked "Nicht gekommen"', () => {
    const moveToken = (signupId: string) => decodeURIComponent(links.url('move', signupId).split('token=')[1]!);

    it('moves after its lesson to one of the next four dates: a new confirmation and reminders, no mark, the old seat counted down', async () => {
      const signupId = await book(1);
      await book(2);
      await marks.mark({ signupId, attendance: 'missed', by: 'lehrer@codingstars.de' }, AFTER_LESSON);
      const view = await moveView(deps(NEXT_MORNING), moveToken(signupId));
      if (view.state !== 'choose') throw new Error(`not offered: ${view.state}`);
      expect(view.missed).toBe(true);
      expect(view.options.map((option) => option.date)).toEqual(nextTrialDates(NEXT_MORNING).map((trial) => trial.date));
      const to = view.options[0]!.date;
      expect(await moveSeat(deps(NEXT_MORNING), moveToken(signupId), to)).toMatchObject({ state: 'moved' });

      const moved = await seats.signup(signupId);
      expect(moved).toMatchObject({ date: to, sequence: 1, status: 'booked', mailStopped: false });
      expect(moved?.attendance).toBeUndefined();
      const day = await marks.day(DATE, NEXT_MORNING);
      expect(day.children.map((child) => child.signupId)).not.toContain(signupId);
      expect((await marks.day(to, NEXT_MORNING)).children.find((child) => child.signupId === signupId)).not.toHaveProperty('attendance');
      expect(await seats.seatsLeft([DATE, to])).toEqual({ [DATE]: TRIAL_SEATS - 1, [to]: TRIAL_SEATS - 1 });

      const all = await rows();
      expect(all.find((entry) => entry.id === `${signupId}-confirmation-1`)).toMatchObject({ templateId: TRIAL_TEMPLATES.confirmation, params: { trial_date: to, sequence: '1' } });
      expect(all.filter((entry) => entry.id.startsWith(`${signupId}-reminder-1-`))).toHaveLength(2);
      // The offer of a new date, still waiting for 10:00 when the family moved with an earlier link, is not needed.
      expect(all.find((entry) => entry.id === followUpRowId(signupId, 'missed'))?.state).toBe('skipped');
      // The old mark stays in the staff mail of the move, for the team.
      expect(all.find((entry) => entry.id === `${signupId}-moved-1`)?.params).toMatchObject({
        trial_date: to,
        previous_trial_date: DATE,
        previous_attendance: 'nicht gekommen, eingetragen von lehrer@codingstars.de am 13.01.2027 um 18:40\u00a0Uhr',
      });
      // Opened again: the seat is on its new date, before its lesson, and moves as any seat does.
      expect(await moveView(deps(NEXT_MORNING), moveToken(signupId))).toMatchObject({ state: 'choose', current: to });
      expect(await moveView(deps(NEXT_MORNING), moveToken(signupId))).not.toHaveProperty('missed');
    });

    it('missed again on the new date gets the offer again for that date when the first was never sent', async () => {
      const signupId = await book(1);
      await marks.mark({ signupId, attendance: 'missed', by: 'lehrer@codingstars.de' }, AFTER_LESSON);
      const to = nextTrialDates(AFTER_LESSON)[1]!.date;
      expect(await seats.move(signupId, to, AFTER_LESSON)).toMatchObject({ status: 'moved' });
      const later = new Date(Date.parse(nextTrialDates(AFTER_LESSON)[1]!.end) + 60_000);
      await marks.mark({ signupId, attendance: 'missed', by: 'lehrer@codingstars.de' }, later);
      const again = await rowById(followUpRowId(signupId, 'missed'));
      expect(again).toMatchObject({ state: 'pending', params: { trial_date: to } });
      const mail = await send(followUpRowId(signupId, 'missed'), new Date(later.getTime() + 16 * 3600_000));
      expect(mail).not.toBe(SKIP);
    });

    it('moves only while marked so: not before its lesson has a mark, not once marked "came"', async () => {
      const signupId = await book(1);
      expect(await moveView(deps(AFTER_LESSON), moveToken(signupId))).toMatchObject({ state: 'started' });
      await marks.mark({ signupId, attendance: 'came', by: 'lehrer@codingstars.de' }, AFTER_LESSON);
      expect(await moveView(deps(NEXT_MORNING), moveToken(signupId))).toMatchObject({ state: 'started' });
      expect(await seats.move(signupId, nextTrialDates(NEXT_MORNING)[0]!.date, NEXT_MORNING)).toEqual({ status: 'unchanged' });
      // Changed to "missed", the move works; changed back in the meantime, the move refuses.
      await marks.mark({ signupId, attendance: 'missed', by: 'lehrer@codingstars.de' }, AFTER_LESSON);
      expect(await moveView(deps(NEXT_MORNING), moveToken(signupId))).toMatchObject({ state: 'choose', missed: true });
      await marks.mark({ signupId, attendance: 'came', by: 'lehrer@codingstars.de' }, NEXT_MORNING);
      expect(await moveSeat(deps(NEXT_MORNING), moveToken(signupId), nextTrialDates(NEXT_MORNING)[0]!.date)).toMatchObject({ state: 'started' });
    });

    it('a move after a stop is the family’s own new request: the mails after the new lesson may come again', async () => {
      const signupId = await book(1);
      await marks.mark({ signupId, attendance: 'missed', by: 'lehrer@codingstars.de' }, AFTER_LESSON);
      await seats.stopMail(signupId, AFTER_LESSON);
      expect(await seats.move(signupId, nextTrialDates(NEXT_MORNING)[0]!.date, NEXT_MORNING)).toMatchObject({ status: 'moved' });
      expect((await seats.signup(signupId))?.mailStopped).toBe(false);
    });
  });
});
