import { readFile, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { APIRequestContext, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { startPostgres, type TestPostgres } from '../scripts/postgres.mjs';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { linkToken } from '../lib/trial/links';
import { expectNoAxeViolations } from './axe';
import { enquiryFrom, fillEnquiryForm, SEND_URL } from './enquiry-request';
import { openLink, outcomeTitle, pressLinkButton } from './form-post';
import { startServer, stopServer, type OwnServer } from './own-server';
import { picture } from './pictures';

// After a seat is held (DECISIONS.md, fourth round): the move link, the waitlist and its offers, the reminders with the
// join link, the team's list of the day; every link derived, none stored. The servers live on the days around a real
// trial date through faketime and are restarted in between, on the same database, against a real SMTP server.
const STAFF = 'team@codingstars.de';
const JOIN = 'https://raum.codingstars.de/probestunde';
const SHOTS = 'test-results/screenshots';
const D = '2027-01-13';
const E = '2027-01-20';
/** Tuesday 05.01.2027, 10:00 in Berlin: D (Wednesday 13.01.) is the second of the four dates offered. */
const SIGNUP_DAY = { server: '2027-01-05 09:00:00', browser: new Date('2027-01-05T10:00:00+01:00') };
/** Ten seconds before 17:00 on 12.01. in Berlin (faketime reads UTC here): the reminders of the day before. */
const BEFORE_DAY_BEFORE = '2027-01-12 15:59:50';
const BEFORE_TEAM_LIST = '2027-01-13 06:59:50';
const BEFORE_SAME_DAY = '2027-01-13 14:59:50';

const run = Date.now().toString(36);
const address = (name: string) => `${name}.${run}@beispiel.de`;
const plain = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');
const recipients = (mail: ParsedMail) => JSON.stringify(mail.to ?? '');

/** A trial request as the form posts it, from the client `ip` (the test is the proxy: TRUST_PROXY=1). */
function trialRequest(request: APIRequestContext, server: OwnServer, email: string, date: string, ip: string, extra: Record<string, string> = {}) {
  return request.post(`${server.url}${SEND_URL}`, {
    headers: { 'x-forwarded-for': ip },
    data: { ...enquiryFrom(email, { request_type: '/signup schnupper-funnel', trial_date: date, child_name: 'Emil', ...extra }), template_id: 'enquiry_trial' },
  });
}

/** The link of a page (`/start/signup/absagen` …) in a mail, opened on this server instead of the site's address. */
function linkIn(mail: ParsedMail | undefined, page: string, server: OwnServer) {
  const found = plain(mail?.text).match(new RegExp(`https://www\\.codingstars\\.de${page}\\?token=(\\S+)`));
  if (!found) throw new Error(`no ${page} link in "${mail?.subject}"`);
  return { url: `${server.url}${page}?token=${found[1]}`, token: decodeURIComponent(found[1]!) };
}

async function openPage(page: Page, url: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
}

/** The signup form as a parent sees it on the signup day, cookie choice made; returns the form. */
async function openSignupForm(page: Page, server: OwnServer, width: number) {
  await page.clock.setFixedTime(SIGNUP_DAY.browser);
  await page.addInitScript(() => {
    localStorage.cookieConsent = 'essential';
    localStorage.typeIntroShown = 'true';
  });
  await openPage(page, `${server.url}/start/signup#contact-form-section`, width);
  return page.locator('#contact-form-section form');
}

test.describe('a trial seat from the signup to the lesson, on the server’s clock', () => {
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let database: string;
  let sink: SmtpSink;
  let server: OwnServer;
  const env = () => ({ DATABASE_PATH: database, SMTP_URL: sink.url, MAIL_TO: STAFF, OUTBOX_RETRY_BASE_MS: '100', TRUST_PROXY: '1', TRIAL_JOIN_URL: JOIN });
  const mailsTo = async (email: string) => (await sink.parsed()).filter((mail) => recipients(mail).includes(email));
  const waitForMail = async (email: string, subject: RegExp) => {
    await expect.poll(async () => (await mailsTo(email)).filter((mail) => subject.test(plain(mail.subject))).length, { timeout: 30_000 }).toBeGreaterThan(0);
    return (await mailsTo(email)).filter((mail) => subject.test(plain(mail.subject))).at(-1)!;
  };
  const restartAt = async (clock: string) => {
    await stopServer(server?.child);
    server = await startServer(env(), { clock });
  };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dir = await mkdtemp(path.join(tmpdir(), 'trial-lifecycle-'));
    database = path.join(dir, 'codingstars.db');
    sink = await startSmtpSink();
    server = await startServer(env(), { clock: SIGNUP_DAY.server });
  });
  test.afterAll(async () => {
    await stopServer(server?.child, 'SIGKILL');
    await sink?.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('a parent moves the seat with the link from the confirmation: a new confirmation with the same calendar entry, one step later', async ({ page }) => {
    test.setTimeout(120_000);
    const form = await openSignupForm(page, server, 1280);
    const choice = form.getByRole('group', { name: 'Termin für die Probestunde' });
    await choice.getByRole('radio', { name: /13\. Januar 2027/ }).check();
    const anna = address('anna');
    await fillEnquiryForm(page, { email: anna });
    await form.getByRole('button', { name: 'Zur Probestunde anmelden' }).click();
    await expect(form.getByRole('status')).toContainText('Ihr Platz am Mittwoch, 13. Januar 2027 ist reserviert.');

    const confirmation = await waitForMail(anna, /^Ihr Platz in der kostenlosen Probestunde am Mittwoch, 13\. Januar 2027$/);
    // The confirmation promises the join link with the reminders and carries it nowhere itself.
    expect(plain(confirmation.text)).toContain('Den Link zur Online-Stunde schicken wir Ihnen mit der Erinnerung am Vortag um 17:00 Uhr');
    expect(`${confirmation.text}${confirmation.attachments[0]?.content.toString()}`).not.toContain(JOIN);
    // The staff mail about the signup carries the link that frees the seat.
    const staff = (await sink.parsed()).find((mail) => mail.replyTo?.text === anna)!;
    expect(plain(staff.text)).toContain('Dann geben Sie den Platz mit diesem Link frei:\nhttps://www.codingstars.de/start/signup/absagen?token=');

    const move = linkIn(confirmation, '/start/signup/verschieben', server);
    await openPage(page, move.url, 390);
    const dates = page.getByRole('group', { name: 'Neuer Termin' });
    await expect(dates.getByRole('radio')).toHaveCount(4);
    await expect(dates.getByRole('radio', { name: /13\. Januar 2027/ })).toBeDisabled();
    await expect(dates).toContainText('Ihr jetziger Termin');
    await expectNoAxeViolations(page, 'move page 390');
    await picture(page, { path: `${SHOTS}/trial-move-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await picture(page, { path: `${SHOTS}/trial-move-1280.png`, fullPage: true });
    await dates.getByRole('radio', { name: /20\. Januar 2027/ }).check();
    await page.getByRole('button', { name: 'Auf diesen Termin verschieben' }).click();
    await expect(page.getByRole('heading', { name: 'Ihr Platz ist verschoben' })).toBeVisible();
    await expect(page.getByText(/Neuer Termin: Mittwoch, 20\. Januar 2027, 17:00–18:30.Uhr \(bisher Mittwoch, 13\. Januar 2027/)).toBeVisible();
    await picture(page, { path: `${SHOTS}/trial-moved-1280.png` });

    const moved = await waitForMail(anna, /^Verschoben: Ihr Platz in der kostenlosen Probestunde am Mittwoch, 20\. Januar 2027$/);
    // Both calendar files, read by ical.js (Mozilla's parser, as Thunderbird reads them): one entry, moved.
    const events = [confirmation, moved].map((mail) => new ICAL.Event(new ICAL.Component(ICAL.parse(mail.attachments[0]!.content.toString('utf8'))).getFirstSubcomponent('vevent')!));
    expect(events[1]!.uid).toBe(events[0]!.uid);
    expect(events.map((event) => event.sequence)).toEqual([0, 1]);
    expect(events.map((event) => event.startDate.toString())).toEqual(['2027-01-13T17:00:00', '2027-01-20T17:00:00']);
    await expect.poll(async () => (await sink.parsed()).some((mail) => plain(mail.subject).startsWith('Probestunde verschoben auf 20.01.2027') && recipients(mail).includes(STAFF))).toBe(true);
    // The old link moved nothing else: the seat on 13.01. is free again, the one on 20.01. taken.
    const seats = (await (await page.request.get(`${server.url}/api/trial/dates`)).json()) as { dates: { date: string; seatsLeft: number }[] };
    expect(seats.dates.filter((entry) => entry.date === D || entry.date === E).map((entry) => entry.seatsLeft)).toEqual([12, 11]);
  });

  test('a full date offers its waitlist; a freed seat is offered to the first family, who takes it; a claim racing a new signup wins', async ({ page, request }) => {
    test.setTimeout(150_000);
    for (let n = 0; n < 12; n += 1) expect((await trialRequest(request, server, address(`platz${n}`), D, `198.51.100.${n + 1}`)).status()).toBe(200);

    // Wiebke puts her child on the waitlist through the form.
    const form = await openSignupForm(page, server, 390);
    const full = form.getByRole('group', { name: 'Termin für die Probestunde' }).getByRole('radio', { name: /13\. Januar 2027/ });
    await expect(full).toBeEnabled();
    await full.check();
    await expect(form).toContainText('Wir setzen Ihr Kind auf die Warteliste');
    const wiebke = address('wiebke');
    await fillEnquiryForm(page, { email: wiebke, childName: 'Lotta' });
    await expectNoAxeViolations(page, 'waitlist choice 390');
    await picture(form.getByRole('group', { name: 'Termin für die Probestunde' }), { path: `${SHOTS}/trial-waitlist-choice-390.png` });
    await form.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
    await expect(form.getByRole('status')).toContainText('Ihr Kind steht auf Platz 1 der Warteliste für Mittwoch, 13. Januar 2027.');
    const joined = await waitForMail(wiebke, /^Warteliste für die Probestunde am Mittwoch, 13\. Januar 2027$/);
    expect(plain(joined.text)).toContain('Von der Warteliste austragen: https://www.codingstars.de/start/signup/warteliste?token=');
    const staffMail = (await sink.parsed()).find((mail) => mail.replyTo?.text === wiebke);
    expect(plain(staffMail?.subject)).toBe('Warteliste Probestunde 13.01.2027 (Platz 1) – Kind: Lotta');

    // Two more families wait; one of them leaves with her link.
    for (const [name, ip] of [['volker', '198.51.100.40'], ['ute', '198.51.100.41'], ['tina', '198.51.100.42']] as const) {
      const response = await trialRequest(request, server, address(name), D, ip, { join_waitlist: 'ja' });
      expect(await response.text()).toMatch(/^OK: Warteliste [234]$/);
    }
    const leave = linkIn(await waitForMail(address('ute'), /^Warteliste für/), '/start/signup/warteliste', server);
    await openPage(page, leave.url, 390);
    await expect(page.getByRole('heading', { name: 'Von der Warteliste austragen?' })).toBeVisible();
    await expect(page.getByText('Ihr Kind steht auf Platz 3 der Warteliste für die Probestunde am Mittwoch, 13. Januar 2027')).toBeVisible();
    await expectNoAxeViolations(page, 'leave page 390');
    await page.getByRole('button', { name: 'Ja, austragen' }).click();
    await expect(page.getByRole('heading', { name: 'Sie sind ausgetragen' })).toBeVisible();
    await picture(page, { path: `${SHOTS}/trial-waitlist-left-390.png`, fullPage: true });
    // Opened again after its action, the link shows the outcome, not an error.
    expect(outcomeTitle(await openLink(request, leave.url))).toBe('Sie sind ausgetragen');

    // A parent frees a seat: it is held for Wiebke, not open to anyone.
    const cancel0 = linkIn(await waitForMail(address('platz0'), /^Ihr Platz/), '/start/signup/absagen', server);
    expect(outcomeTitle(await pressLinkButton(request, cancel0.url))).toBe('Ihr Platz ist freigegeben');
    expect((await trialRequest(request, server, address('zu-spaet'), D, '198.51.100.60')).status()).toBe(409);
    const offer = await waitForMail(wiebke, /^Ein Platz ist frei: Probestunde am Mittwoch, 13\. Januar 2027$/);
    // Twelve hours after the seat was freed, by the server's clock (10:00 when it started, a minute or two ago).
    expect(plain(offer.text)).toMatch(/Bitte übernehmen Sie den Platz bis Dienstag, 5\. Januar 2027, 22:0\d Uhr\./);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.setContent(String(offer.html));
      await picture(page, { path: `${SHOTS}/trial-waitlist-offer-mail-${width}.png`, fullPage: true });
    }

    const claim = linkIn(offer, '/start/signup/nachruecken', server);
    await openPage(page, claim.url, 390);
    await expect(page.getByRole('heading', { name: 'Ein Platz für Ihr Kind' })).toBeVisible();
    await expect(page.getByText(/Wir halten ihn für Ihr Kind bereit bis Dienstag, 5\. Januar 2027, 22:0\d/)).toBeVisible();
    await expectNoAxeViolations(page, 'claim page 390');
    await picture(page, { path: `${SHOTS}/trial-claim-offer-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await picture(page, { path: `${SHOTS}/trial-claim-offer-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Platz übernehmen' }).click();
    await expect(page.getByRole('heading', { name: 'Der Platz gehört Ihrem Kind' })).toBeVisible();
    await picture(page, { path: `${SHOTS}/trial-claim-booked-1280.png` });
    await page.setViewportSize({ width: 390, height: 900 });
    await picture(page, { path: `${SHOTS}/trial-claim-booked-390.png`, fullPage: true });
    await waitForMail(wiebke, /^Ihr Platz in der kostenlosen Probestunde am Mittwoch, 13\. Januar 2027$/);

    // The next freed seat goes to Volker; his claim and a new signup for it arrive at the same moment.
    const cancel1 = linkIn(await waitForMail(address('platz1'), /^Ihr Platz/), '/start/signup/absagen', server);
    expect(outcomeTitle(await pressLinkButton(request, cancel1.url))).toBe('Ihr Platz ist freigegeben');
    const volkerClaim = linkIn(await waitForMail(address('volker'), /^Ein Platz ist frei/), '/start/signup/nachruecken', server);
    const [claimed, racing] = await Promise.all([
      pressLinkButton(request, volkerClaim.url),
      trialRequest(request, server, address('schnell'), D, '198.51.100.61'),
    ]);
    expect(outcomeTitle(claimed)).toBe('Der Platz gehört Ihrem Kind');
    expect([racing.status(), await racing.text()]).toEqual([409, 'Conflict: ausgebucht']);

    // Tina is offered the third freed seat and does not answer: her offer ends at 22:00 (checked after the restart).
    const cancel2 = linkIn(await waitForMail(address('platz2'), /^Ihr Platz/), '/start/signup/absagen', server);
    expect(outcomeTitle(await pressLinkButton(request, cancel2.url))).toBe('Ihr Platz ist freigegeben');
    await waitForMail(address('tina'), /^Ein Platz ist frei/);
  });

  test('after a restart on 12.01. at 17:00: each booked family gets the day-before reminder with the join link, once; an unclaimed offer has passed on', async ({ request }) => {
    test.setTimeout(120_000);
    await restartAt(BEFORE_DAY_BEFORE);
    const booked = [...Array.from({ length: 12 }, (_, n) => address(`platz${n}`)).slice(3), address('wiebke'), address('volker')];
    const dayBefore = async () => (await sink.parsed()).filter((mail) => plain(mail.subject) === 'Morgen ist Probestunde: Mittwoch, 13. Januar 2027, 17:00 Uhr');
    await expect.poll(async () => (await dayBefore()).length, { timeout: 40_000 }).toBe(booked.length);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const reminders = await dayBefore();
    expect(reminders.map((mail) => (mail.to as { value: { address: string }[] }).value[0]!.address).sort()).toEqual(booked.sort());
    expect(new Set(reminders.map((mail) => mail.messageId)).size).toBe(booked.length);
    const one = reminders[0]!;
    expect(plain(one.text)).toContain(`Zur Online-Stunde: ${JOIN}`);
    expect(plain(one.text)).toContain('Termin verschieben: https://www.codingstars.de/start/signup/verschieben?token=');
    // Nothing typed into the form: not the child's name, not the parent's.
    for (const mail of reminders) for (const typed of ['Anna', 'Schmidt', 'Emil', 'Lotta', '1234567']) expect(`${plain(mail.text)}${mail.html}`).not.toContain(typed);
    // Tina's offer ended at 22:00 on 05.01.: her link says so, and the seat is free for anyone.
    const tina = linkIn((await mailsTo(address('tina'))).find((mail) => plain(mail.subject).startsWith('Ein Platz ist frei')), '/start/signup/nachruecken', server);
    expect(outcomeTitle(await openLink(request, tina.url))).toBe('Die Frist ist leider abgelaufen');
    const seats = (await (await request.get(`${server.url}/api/trial/dates`)).json()) as { dates: { date: string; seatsLeft: number }[] };
    expect(seats.dates.find((entry) => entry.date === D)?.seatsLeft).toBe(1);
  });

  test('on the trial day: the team’s list at 08:00, the reminders at 16:00; no link is kept in the database, and a link made with another key is refused', async ({ request }) => {
    test.setTimeout(150_000);
    await restartAt(BEFORE_TEAM_LIST);
    const lists = async () => (await sink.parsed()).filter((mail) => recipients(mail).includes(STAFF) && plain(mail.subject).startsWith('Probestunde 13.01.2027:'));
    await expect.poll(async () => (await lists()).length, { timeout: 40_000 }).toBe(1);
    const [list] = await lists();
    expect(plain(list!.subject)).toBe('Probestunde 13.01.2027: 11 Kinder, 1 Platz frei');
    const text = plain(list!.text);
    expect(text).toContain(`Link zur Online-Stunde: ${JOIN}`);
    expect(text).toContain(`Lotta – Anna Schmidt <${address('wiebke')}> Tel. 030 1234567`);
    expect(text.match(/Platz freigeben: https:\/\/www\.codingstars\.de\/start\/signup\/absagen\?token=/g)).toHaveLength(11);
    expect(text).toContain('Warteliste (0):');

    await restartAt(BEFORE_SAME_DAY);
    const sameDay = async () => (await sink.parsed()).filter((mail) => plain(mail.subject) === 'Heute um 17:00 Uhr: Probestunde bei CodingStars (Mittwoch, 13. Januar 2027)');
    await expect.poll(async () => (await sameDay()).length, { timeout: 40_000 }).toBe(11);
    expect((await lists()).length).toBe(1);

    // Every token any mail carried, in text or HTML: none of them, nor its HMAC, is in any table of the database.
    const mails = await sink.parsed();
    const tokens = [...new Set(mails.flatMap((mail) => [...`${mail.text}${mail.html}`.matchAll(/token=([\w.%-]+)/g)].map((match) => decodeURIComponent(match[1]!))))];
    // Links of every kind went out: cancel, move, claim and leave.
    const pages = new Set(mails.flatMap((mail) => [...String(mail.text).matchAll(/\/start\/signup\/(\w+)\?token=/g)].map((match) => match[1])));
    expect([...pages].sort()).toEqual(['absagen', 'nachruecken', 'verschieben', 'warteliste']);
    expect(tokens.length).toBeGreaterThan(30);
    const db = new DatabaseSync(database, { readOnly: true });
    const tables = (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((row) => row.name);
    const everything = JSON.stringify(tables.map((table) => db.prepare(`select * from "${table}"`).all()));
    db.close();
    expect(tables).toEqual(expect.arrayContaining(['enquiries', 'trial_signups', 'trial_waitlist', 'trial_dates', 'rate_limits', 'instances']));
    for (const token of tokens) {
      expect(everything).not.toContain(token);
      expect(everything).not.toContain(token.split('.')[1]);
    }
    // The key is beside the database, readable by its owner only, and in no table either.
    const secretFile = path.join(dir, 'link-secret');
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
    expect(everything).not.toContain((await readFile(secretFile, 'utf8')).trim());

    // Links from before the restarts still work; the same link made with another key does not.
    const anna = (await sink.parsed()).find((mail) => plain(mail.subject).startsWith('Verschoben: Ihr Platz'));
    const cancel = linkIn(anna, '/start/signup/absagen', server);
    expect(outcomeTitle(await openLink(request, cancel.url))).toBe('Platz in der Probestunde freigeben?');
    const forged = linkToken(Buffer.from('ein-anderer-schluessel-mit-mindestens-32-zeichen'), 'cancel', cancel.token.split('.')[0]!);
    const forgedUrl = `${server.url}/start/signup/absagen?token=${encodeURIComponent(forged)}`;
    expect(outcomeTitle(await openLink(request, forgedUrl))).toBe('Dieser Link ist nicht gültig');
    // A forged token posted with the real page's form (its hidden fields) frees nothing either.
    expect(outcomeTitle(await pressLinkButton(request, cancel.url, { token: forged }))).toBe('Dieser Link ist nicht gültig');
    expect(outcomeTitle(await openLink(request, cancel.url))).toBe('Platz in der Probestunde freigeben?');
  });
});

test.describe('two instances on one PostgreSQL, on the server’s clock', () => {
  test('each reminder and the team’s list go out exactly once', async ({ request }) => {
    test.setTimeout(180_000);
    const postgres: TestPostgres = await startPostgres();
    const sink = await startSmtpSink();
    const url = await postgres.createDatabase('lifecycle');
    const env = { DATABASE_URL: url, SMTP_URL: sink.url, MAIL_TO: STAFF, OUTBOX_RETRY_BASE_MS: '100', TRUST_PROXY: '1', TRIAL_JOIN_URL: JOIN, LINK_SECRET: 'ein-gemeinsamer-schluessel-fuer-alle-instanzen' };
    let servers: OwnServer[] = [];
    const startBoth = async (clock: string) => {
      await Promise.all(servers.map((server) => stopServer(server.child)));
      // Two server processes on one database.
      const started = await Promise.allSettled([0, 1].map(() => startServer(env, { clock })));
      servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      const failed = started.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    };
    try {
      // 16:59:30 on 12.01. in Berlin: six families sign up through either instance, half a minute before the reminders.
      await startBoth('2027-01-12 15:59:30');
      const families = Array.from({ length: 6 }, (_, n) => `pg${n}.${run}@beispiel.de`);
      const responses = await Promise.all(families.map((email, n) => trialRequest(request, servers[n % 2]!, email, D, `203.0.113.${n + 1}`)));
      expect(responses.map((response) => response.status())).toEqual([200, 200, 200, 200, 200, 200]);
      const subjectCount = async (subject: string) => (await sink.parsed()).filter((mail) => plain(mail.subject) === subject);
      await expect.poll(async () => (await subjectCount('Morgen ist Probestunde: Mittwoch, 13. Januar 2027, 17:00 Uhr')).length, { timeout: 60_000 }).toBe(6);

      await startBoth('2027-01-13 06:59:50');
      await expect.poll(async () => (await subjectCount('Probestunde 13.01.2027: 6 Kinder, 6 Plätze frei')).length, { timeout: 40_000 }).toBe(1);
      await startBoth('2027-01-13 14:59:50');
      await expect.poll(async () => (await subjectCount('Heute um 17:00 Uhr: Probestunde bei CodingStars (Mittwoch, 13. Januar 2027)')).length, { timeout: 40_000 }).toBe(6);
      // A second copy would come from the other instance right after the first: give it the time to show up.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const mails = await sink.parsed();
      expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(mails.length);
      for (const email of families) {
        const mine = mails.filter((mail) => recipients(mail).includes(email)).map((mail) => plain(mail.subject).split(':')[0]);
        expect(mine.sort()).toEqual(['Heute um 17', 'Ihr Platz in der kostenlosen Probestunde am Mittwoch, 13. Januar 2027', 'Morgen ist Probestunde']);
      }
      expect(await subjectCount('Probestunde 13.01.2027: 6 Kinder, 6 Plätze frei')).toHaveLength(1);
    } finally {
      await Promise.all(servers.map((server) => stopServer(server.child, 'SIGKILL')));
      await sink.close();
      await postgres.destroy();
    }
  });
});

test.describe('without the relay (only stored)', () => {
  test('a full date still takes a waitlist place, and the page says the team gets in touch; no mail is queued for the parent', async ({ page, request }) => {
    test.setTimeout(120_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'trial-store-'));
    const database = path.join(dir, 'codingstars.db');
    const server = await startServer({ DATABASE_PATH: database, TRUST_PROXY: '1' }, { clock: SIGNUP_DAY.server });
    try {
      for (let n = 0; n < 12; n += 1) expect((await trialRequest(request, server, address(`lager${n}`), D, `192.0.2.${n + 1}`)).status()).toBe(200);
      const form = await openSignupForm(page, server, 1280);
      await form.getByRole('group', { name: 'Termin für die Probestunde' }).getByRole('radio', { name: /13\. Januar 2027/ }).check();
      await expect(form).toContainText('wird ein Platz frei, meldet sich unser Team bei Ihnen');
      await fillEnquiryForm(page, { email: address('lager-warte') });
      await form.getByRole('button', { name: 'Auf die Warteliste setzen' }).click();
      await expect(form.getByRole('status')).toContainText('Platz 1 der Warteliste für Mittwoch, 13. Januar 2027. Wird ein Platz frei, meldet sich unser Team bei Ihnen.');
      await picture(page, { path: `${SHOTS}/trial-waitlist-stored-1280.png` });
      const db = new DatabaseSync(database, { readOnly: true });
      const templates = (db.prepare('select distinct template_id, state from enquiries').all() as { template_id: string; state: string }[]).map((row) => `${row.template_id} ${row.state}`);
      db.close();
      expect(templates).toEqual(['enquiry_trial stored']);
    } finally {
      await stopServer(server.child, 'SIGKILL');
      await rm(dir, { recursive: true, force: true });
    }
  });
});
