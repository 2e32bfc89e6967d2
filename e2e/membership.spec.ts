import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { expect, test } from './fixtures';
import { startPostgres, type TestPostgres } from '../scripts/postgres.mjs';
import { startSmtpSink, type SmtpSink } from '../scripts/smtp-sink.mjs';
import { bookingAnswer } from '../lib/booking/answer';
import { bookingCatalog } from '../lib/booking/catalog';
import { bookingTemplateParams } from '../lib/booking/params';
import { readPdf } from '../tests/lib/legal/pdf-text';
import { validBooking } from '../tests/lib/booking/fixtures';
import { expectNoAxeViolations } from './axe';
import { chooseSelection, fillAddress, fillContact, fillParticipant, fillPayment, next } from './booking-wizard';
import { dumpDatabase } from './database-dump';
import { enquiryRequest, SEND_URL } from './enquiry-request';
import { postPageForm } from './form-post';
import { signIn, staffLink } from './intern-session';
import { startServer, stopServer, type OwnServer } from './own-server';
import { picture, TAKE_PICTURES } from './pictures';

// Memberships as German law asks (issue 54), on the server's clock (faketime) with the real relay and a real SMTP
// server, on SQLite and on PostgreSQL: a booking by SEPA and its receipt with the PDF at once, the contract confirmed
// in the team's room, one booking withdrawn, another cancelled without JavaScript, "jetzt kündigen" replayed, a
// declaration for a booking nobody has; no plain IBAN in the database or in a mail.
const STAFF = 'team@codingstars.de';
const LENA = 'lena@codingstars.de';
const SITE = 'https://www.codingstars.de';
const SHOTS = 'test-results/screenshots';
const IBAN_DIGITS = '370400440532013000';
const IBAN_SPACED = '3704 0044 0532 0130 00';
/** Monday 04.01.2027, 09:00 in Berlin (faketime reads UTC here). */
const MONDAY = { server: '2027-01-04 08:00:00', browser: new Date('2027-01-04T09:00:00+01:00') };

const plain = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');
const recipients = (mail: ParsedMail) => JSON.stringify(mail.to ?? '');

/** A link of the site in a mail, opened on this server instead of the site's address. */
const onServer = (url: string, server: OwnServer) => url.replace(SITE, server.url);

async function bookInBrowser(page: Page, server: OwnServer, email: string, width: number, shoot: boolean) {
  await page.clock.setFixedTime(MONDAY.browser);
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`${server.url}/booking?paket=12m`);
  await chooseSelection(page);
  await fillContact(page, email);
  await next(page);
  await fillAddress(page);
  await next(page);
  await fillPayment(page);
  await expect(page.getByText(/SEPA-Lastschriftmandat: Mit dem Klick auf „Jetzt zahlungspflichtig buchen“ ermächtigen Sie die CodingStars GmbH/)).toBeVisible();
  await next(page);
  await fillParticipant(page);
  await next(page);
  // The last step says how to withdraw and cancel online.
  await expect(page.getByRole('link', { name: '„Vertrag widerrufen“' })).toHaveAttribute('href', '/vertrag-widerrufen');
  await expect(page.getByRole('link', { name: '„Verträge hier kündigen“' })).toHaveAttribute('href', '/vertraege-kuendigen');
  await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
  await page.getByLabel(/Datenschutzerklärung/).check();
  if (shoot) await picture(page, { path: `${SHOTS}/membership-booking-last-step-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Jetzt zahlungspflichtig buchen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank, Ihre Buchung ist bei uns eingegangen!' })).toBeVisible();
  const number = /Ihre Buchungsnummer: (CS-[0-9A-Z]{8})/.exec(plain(await page.locator('main').innerText()))?.[1];
  if (!number) throw new Error('no booking number on the confirmation');
  await expect(page.getByText(`die Eingangsbestätigung mit Ihrer Buchung`, { exact: false })).toBeVisible();
  if (shoot) await picture(page, { path: `${SHOTS}/membership-booking-confirmation-${width}.png`, fullPage: true });
  return number;
}

/** A booking as the wizard sends it, straight to the endpoint (by transfer unless `sepa`): its number from the answer. */
async function bookByRequest(page: Page, server: OwnServer, email: string, child: string, sepa = false) {
  const params = bookingTemplateParams(
    { ...validBooking, parentEmail: email, studentFirstName: child, ...(sepa ? {} : { paymentMethod: 'bank', iban: '', accountHolder: '' }) },
    sepa ? { packageId: '12m', courseId: 2, slots: ['mo-1515', 'mi-1745'], month: '2027-03' } : { packageId: '3m', courseId: 1, slots: ['di-1515'], month: '2027-02' },
    bookingCatalog,
  );
  const answer = await page.request.post(`${server.url}${SEND_URL}`, { data: enquiryRequest(params, { template_id: 'booking' }) });
  const text = await answer.text();
  expect(answer.status(), text).toBe(200);
  const { number, mailed } = bookingAnswer(text);
  expect(mailed).toBe(true);
  return number!;
}

/** Renders a mail's HTML part in the browser and takes its picture at both widths. */
async function shootMail(browser: Browser, mail: ParsedMail, name: string) {
  if (!TAKE_PICTURES) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const width of [390, 1280]) {
    // What a mail program shows of it first: the whole is some 11,000 px long with the AGB below the mail itself.
    await page.setViewportSize({ width, height: 1800 });
    await page.setContent(String(mail.html));
    await picture(page, { path: `${SHOTS}/${name}-${width}.png` });
  }
  await context.close();
}

async function journey({ page, browser }: { page: Page; browser: Browser }, database: Record<string, string>) {
  const run = `${Date.now().toString(36)}s`;
  const family = (name: string) => `${name}.${run}@beispiel.de`;
  const sink: SmtpSink = await startSmtpSink();
  let server: OwnServer | undefined;
  const mailsTo = async (email: string, subject: RegExp) => (await sink.parsed()).filter((mail) => recipients(mail).includes(email) && subject.test(plain(mail.subject)));
  const waitForMail = async (email: string, subject: RegExp, timeout = 60_000) => {
    await expect.poll(async () => (await mailsTo(email, subject)).length, { timeout }).toBeGreaterThan(0);
    return (await mailsTo(email, subject)).at(-1)!;
  };
  try {
    server = await startServer(
      { ...database, SMTP_URL: sink.url, MAIL_TO: STAFF, STAFF_EMAILS: LENA, OUTBOX_RETRY_BASE_MS: '100', LINK_SECRET: 'ein-schluessel-fuer-die-vertraege-im-test-123' },
      { clock: MONDAY.server },
    );
    await page.addInitScript(() => {
      localStorage.cookieConsent = 'essential';
      localStorage.typeIntroShown = 'true';
    });

    // 1. A parent books by SEPA; the receipt arrives within a minute with the whole order and the AGB as one PDF.
    const anna = family('anna');
    const booked = Date.now();
    const a = await bookInBrowser(page, server, anna, 390, true);
    const receipt = await waitForMail(anna, new RegExp(`^Ihre Buchung ${a} ist eingegangen$`));
    expect(Date.now() - booked).toBeLessThan(60_000);
    const receiptText = plain(receipt.text);
    for (const part of ['Paket: 12 Monate', 'Preis: 27 € pro Woche (1.296 € alle 12 Monate)', 'Kurs: CS Webdesign', 'Wunschtermine: Montag, 15:15 Uhr; Mittwoch, 17:45 Uhr', 'Zahlungsart: SEPA-Lastschrift', 'IBAN: DE89 •••• •••• •••• ••30 00', 'Name: Ben O\'Neill', `Vertrag widerrufen: ${SITE}/vertrag-widerrufen`, `Verträge hier kündigen: ${SITE}/vertraege-kuendigen`, 'WIDERRUFSBELEHRUNG', 'Muster-Widerrufsformular']) {
      expect(receiptText).toContain(part);
    }
    expect(receipt.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([['CodingStars-AGB-und-Widerrufsbelehrung.pdf', 'application/pdf']]);
    const pdf = readPdf(receipt.attachments[0]!.content).pages.join('\n');
    for (const part of ['Allgemeine Geschäftsbedingungen', '§ 7 Mindestlaufzeit, Verlängerung und Kündigung', 'Widerrufsbelehrung', 'Folgen des Widerrufs', 'Muster-Widerrufsformular', 'CodingStars GmbH']) expect(pdf).toContain(part);
    // The team's mail: the number, the IBAN masked, the way to the booking's page.
    const staffMail = await waitForMail(STAFF, new RegExp(`^Buchung ${a} – Kind: Ben$`));
    expect(plain(staffMail.text)).toContain(`${SITE}/intern/buchungen/${a}`);

    // A second booking, by transfer, and a third that will be cancelled without JavaScript.
    const bea = family('bea');
    const b = await bookByRequest(page, server, bea, 'Mia');
    const cem = family('cem');
    const c = await bookByRequest(page, server, cem, 'Ela');

    // 2. The team confirms Anna's booking in its room: the full IBAN only there, the contract mail with the PDF again.
    await signIn(page, server, LENA);
    await page.goto(`${server.localUrl}/intern/buchungen`);
    const list = page.getByRole('table');
    await expect(list.getByRole('row').filter({ hasText: a })).toContainText('angefragt');
    await page.getByRole('link', { name: a }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(a);
    await expect(page.getByText(`DE89 ${IBAN_SPACED}`)).toBeVisible();
    await page.getByLabel('Erster Unterrichtstag').fill('2027-01-18');
    await page.getByLabel('Uhrzeit der Gruppe').selectOption('17:45');
    await page.getByRole('button', { name: 'Vertrag bestätigen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vertragsbestätigung' })).toBeVisible();
    await expect(page.getByText(`Bestätigt von ${LENA}`)).toBeVisible();
    const contract = await waitForMail(anna, new RegExp(`^Ihr Vertrag ${a} ist bestätigt$`));
    for (const part of ['Erster Unterrichtstag: Montag, 18. Januar 2027', 'Unterricht: jeden Montag, 17:45–19:15 Uhr', 'Mindestlaufzeit bis einschließlich: Montag, 17. Januar 2028', 'Gläubiger-Identifikationsnummer: DE98ZZZ09999999999', `Mandatsreferenz: ${a}`, 'Sie haben die CodingStars GmbH ermächtigt']) {
      expect(plain(contract.text)).toContain(part);
    }
    expect(contract.attachments).toHaveLength(1);
    {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `booking page ${width}`);
        await picture(page, { path: `${SHOTS}/intern-booking-${width}.png`, fullPage: true });
      }
    }

    // 3. Anna withdraws, with script: the confirmation at once, with the time of receipt, and the same by mail.
    const visitor = await browser.newContext();
    await visitor.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'));
    const parent = await visitor.newPage();
    await parent.setViewportSize({ width: 1280, height: 900 });
    await parent.goto(`${server.url}/vertrag-widerrufen`);
    await picture(parent, { path: `${SHOTS}/withdrawal-page-1280.png`, fullPage: true });
    await parent.getByLabel('Ihr Vor- und Nachname').fill("Zoë-Marie O'Neill");
    await parent.getByLabel('Ihre E-Mail-Adresse').fill(anna);
    await parent.getByLabel('Buchungsnummer').fill(a.toLowerCase().replace('-', ' '));
    await parent.getByRole('button', { name: 'Widerruf bestätigen' }).click();
    await expect(parent.getByRole('heading', { level: 1, name: 'Ihr Widerruf ist eingegangen' })).toBeVisible();
    await expect(parent.getByText(/Ihr Widerruf ist am Montag, 4\. Januar 2027, um \d\d:\d\d:\d\d\sUhr bei uns eingegangen\./)).toBeVisible();
    await expect(parent.getByText('Ihr Vertrag ist damit widerrufen.', { exact: false })).toBeVisible();
    const withdrawn = await waitForMail(anna, new RegExp(`^Ihr Widerruf ist eingegangen \\(${a}\\)$`));
    expect(plain(withdrawn.text)).toMatch(/Ihr Widerruf ist am Montag, 4\. Januar 2027, um \d\d:\d\d:\d\d\sUhr bei uns eingegangen\./);
    expect(plain(withdrawn.text)).toContain('Erklärung: Widerruf des Vertrags');
    {
      for (const width of [390, 1280]) {
        await parent.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(parent, `withdrawal confirmation ${width}`);
        await picture(parent, { path: `${SHOTS}/withdrawal-confirmation-${width}.png`, fullPage: true });
      }
    }
    await visitor.close();

    // 4. Cem cancels without JavaScript, before the first lesson is set: "zum frühestmöglichen Zeitpunkt".
    // Without script the cookie banner never shows (it needs script to be answered): nothing to set.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plainPage = await noScript.newPage();
    await plainPage.setViewportSize({ width: 390, height: 900 });
    await plainPage.goto(`${server.url}/vertraege-kuendigen`);
    await plainPage.getByLabel('Ihr Vor- und Nachname').fill('Cem Yilmaz');
    await plainPage.getByLabel('Ihre E-Mail-Adresse').fill(cem);
    await plainPage.getByLabel('Buchungsnummer').fill(c);
    await plainPage.getByRole('button', { name: 'jetzt kündigen' }).click();
    await expect(plainPage.getByRole('heading', { level: 1, name: 'Ihre Kündigung ist eingegangen' })).toBeVisible();
    await expect(plainPage.getByText('Ihr Vertrag endet zum frühestmöglichen Zeitpunkt.', { exact: false })).toBeVisible();
    const reference = await plainPage.locator('dt', { hasText: 'Eingangsnummer' }).locator('xpath=following-sibling::dd').innerText();
    await picture(plainPage, { path: `${SHOTS}/cancellation-confirmation-no-script-390.png`, fullPage: true });
    await noScript.close();
    // Replayed: the same form post again, twice, records nothing new and sends no second mail.
    const fields = { name: 'Cem Yilmaz', email: cem, bookingNumber: c, childName: '', cancellationType: 'ordinary', reason: '', when: 'earliest', date: '' };
    for (let n = 0; n < 2; n += 1) {
      const again = await postPageForm(page.request, `${server.url}/vertraege-kuendigen`, 'bookingNumber', fields);
      expect(again.status()).toBe(200);
      expect(await again.text()).toContain(reference);
    }
    const cancelled = await waitForMail(cem, new RegExp(`^Ihre Kündigung ist eingegangen \\(${c}\\)$`));
    expect(plain(cancelled.text)).toContain('Gewünschtes Ende: zum frühestmöglichen Zeitpunkt');
    {
      // The confirmation again, from the link in its mail, as a parent opens it later: with script, under axe.
      const again = /(https:\/\/www\.codingstars\.de\/vertraege-kuendigen\/eingang\?token=\S+)/.exec(plain(cancelled.text))![1]!;
      const later = await browser.newContext();
      await later.addInitScript(() => localStorage.setItem('cookieConsent', 'essential'));
      const reader = await later.newPage();
      await reader.goto(onServer(again, server));
      await expect(reader.getByRole('heading', { level: 1, name: 'Ihre Kündigung ist eingegangen' })).toBeVisible();
      await expect(reader.getByText(reference)).toBeVisible();
      await expect(reader.getByRole('button', { name: 'Seite drucken oder als PDF speichern' })).toBeVisible();
      for (const width of [390, 1280]) {
        await reader.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(reader, `cancellation confirmation ${width}`);
        await picture(reader, { path: `${SHOTS}/cancellation-confirmation-${width}.png`, fullPage: true });
      }
      await later.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await mailsTo(cem, /Kündigung ist eingegangen/)).toHaveLength(1);

    // 5. Bea cancels from another address: both addresses hear of it; then one for a number nobody has.
    await postPageForm(page.request, `${server.url}/vertraege-kuendigen`, 'bookingNumber', { ...fields, name: 'Tom Berg', email: family('tom'), bookingNumber: b });
    await waitForMail(family('tom'), /^Ihre Kündigung ist eingegangen/);
    const notice = await waitForMail(bea, new RegExp(`^Kündigung zu Ihrer Buchung ${b}$`));
    expect(plain(notice.text)).toContain(`abgegeben mit der E-Mail-Adresse ${family('tom')}`);
    const stranger = family('fremd');
    const unknown = await postPageForm(page.request, `${server.url}/vertraege-kuendigen`, 'bookingNumber', { ...fields, name: 'Fremde Person', email: stranger, bookingNumber: 'CS-22222222' });
    expect(await unknown.text()).toContain('Wir konnten Ihre Angaben noch keiner Buchung zuordnen.');
    await waitForMail(stranger, /^Ihre Kündigung ist eingegangen \(CS-22222222\)$/);

    // 6. The team's list: each state, and the declaration nobody's booking matched.
    await page.goto(`${server.localUrl}/intern/buchungen`);
    await expect(page.getByRole('row').filter({ hasText: a })).toContainText('widerrufen');
    await expect(page.getByRole('row').filter({ hasText: c })).toContainText('gekündigt');
    const unassigned = page.locator('#nicht-zugeordnet');
    await expect(unassigned).toContainText(stranger);
    await expect(unassigned).toContainText('CS-22222222');
    {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `bookings list ${width}`);
        await picture(page, { path: `${SHOTS}/intern-bookings-${width}.png`, fullPage: true });
      }
      await shootMail(browser, receipt, 'mail-booking-receipt');
      await shootMail(browser, contract, 'mail-contract-confirmation');
      await shootMail(browser, cancelled, 'mail-cancellation-receipt');
    }

    // 7. Nowhere in plain: not in any table or file of the database, not in any mail that left.
    const dump = await dumpDatabase(database.DATABASE_URL ? { url: database.DATABASE_URL, path: '' } : { path: database.DATABASE_PATH! });
    expect(dump.text).not.toContain(IBAN_DIGITS);
    expect(dump.text).not.toContain(IBAN_SPACED);
    for (const message of sink.messages) {
      expect(message.source).not.toContain(IBAN_DIGITS);
      expect(message.source).not.toContain(IBAN_SPACED);
    }
    const declarations = dump.tables.declarations as { booking_number: string }[];
    expect(declarations.filter((row) => row.booking_number === c)).toHaveLength(1);
  } finally {
    await stopServer(server?.child, 'SIGKILL');
    await sink.close();
  }
}

/**
 * The same journey on PostgreSQL, as a browser without script drives it (form posts with the server actions' fields):
 * what differs between the databases is the server's, not the page's.
 */
async function journeyByRequests(page: Page, databaseUrl: string) {
  const run = `${Date.now().toString(36)}p`;
  const family = (name: string) => `${name}.${run}@beispiel.de`;
  const sink: SmtpSink = await startSmtpSink();
  let server: OwnServer | undefined;
  const mailsTo = async (email: string, subject: RegExp) => (await sink.parsed()).filter((mail) => recipients(mail).includes(email) && subject.test(plain(mail.subject)));
  const waitForMail = async (email: string, subject: RegExp) => {
    await expect.poll(async () => (await mailsTo(email, subject)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    return (await mailsTo(email, subject)).at(-1)!;
  };
  try {
    server = await startServer(
      { DATABASE_URL: databaseUrl, SMTP_URL: sink.url, MAIL_TO: STAFF, STAFF_EMAILS: LENA, OUTBOX_RETRY_BASE_MS: '100', LINK_SECRET: 'ein-schluessel-fuer-die-vertraege-im-test-123' },
      { clock: MONDAY.server },
    );
    const [anna, bea, cem] = [family('anna'), family('bea'), family('cem')];
    const a = await bookByRequest(page, server, anna, 'Ben', true);
    const b = await bookByRequest(page, server, bea, 'Mia');
    const c = await bookByRequest(page, server, cem, 'Ela');
    const receipt = await waitForMail(anna, new RegExp(`^Ihre Buchung ${a} ist eingegangen$`));
    expect(plain(receipt.text)).toContain('IBAN: DE89 •••• •••• •••• ••30 00');
    expect(readPdf(receipt.attachments[0]!.content).pages.join('\n')).toContain('Muster-Widerrufsformular');

    // The team: signed in by its link, confirms with a form post; the full IBAN only on the booking's page.
    const signedIn = await page.request.get(await staffLink(server, LENA));
    expect(signedIn.url()).toBe(`${server.localUrl}/intern/probestunden`);
    const bookingPage = `${server.localUrl}/intern/buchungen/${a}`;
    expect(await (await page.request.get(bookingPage)).text()).toContain(`DE89 ${IBAN_SPACED}`);
    const confirmed = await postPageForm(page.request, bookingPage, 'firstLesson', { firstLesson: '2027-01-18', lessonTime: '15:15' });
    expect(await confirmed.text()).toContain(`Vertragsbestätigung ist unterwegs an ${anna}.`);
    const contract = await waitForMail(anna, new RegExp(`^Ihr Vertrag ${a} ist bestätigt$`));
    expect(plain(contract.text)).toContain('Gläubiger-Identifikationsnummer: DE98ZZZ09999999999');

    // Anna withdraws, Cem cancels, both as form posts; the cancellation twice more (replayed); one for nobody's booking.
    const withdrawal = await postPageForm(page.request, `${server.url}/vertrag-widerrufen`, 'bookingNumber', { name: 'Anna Schmidt', email: anna, bookingNumber: a, childName: '' });
    expect(await withdrawal.text()).toContain('Ihr Vertrag ist damit widerrufen.');
    const fields = { name: 'Cem Yilmaz', email: cem, bookingNumber: c, childName: '', cancellationType: 'ordinary', reason: '', when: 'earliest', date: '' };
    const references = new Set<string>();
    for (let n = 0; n < 3; n += 1) {
      const answer = await (await postPageForm(page.request, `${server.url}/vertraege-kuendigen`, 'bookingNumber', fields)).text();
      expect(answer).toContain('Ihr Vertrag endet zum frühestmöglichen Zeitpunkt.');
      references.add(/Eingangsnummer<\/dt><dd[^>]*>([0-9A-F]{8})</.exec(answer)?.[1] ?? '');
    }
    expect([...references]).toHaveLength(1);
    await postPageForm(page.request, `${server.url}/vertraege-kuendigen`, 'bookingNumber', { ...fields, email: family('fremd'), bookingNumber: 'CS-22222222' });
    await postPageForm(page.request, `${server.url}/vertraege-kuendigen`, 'bookingNumber', { ...fields, name: 'Tom Berg', email: family('tom'), bookingNumber: b });
    await waitForMail(anna, new RegExp(`^Ihr Widerruf ist eingegangen \\(${a}\\)$`));
    await waitForMail(family('fremd'), /^Ihre Kündigung ist eingegangen \(CS-22222222\)$/);
    await waitForMail(bea, new RegExp(`^Kündigung zu Ihrer Buchung ${b}$`));
    await waitForMail(cem, new RegExp(`^Ihre Kündigung ist eingegangen \\(${c}\\)$`));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await mailsTo(cem, /Kündigung ist eingegangen/)).toHaveLength(1);

    const dump = await dumpDatabase({ url: databaseUrl, path: '' });
    const states = Object.fromEntries((dump.tables.bookings as { number: string; state: string }[]).map((row) => [row.number, row.state]));
    expect(states).toEqual({ [a]: 'withdrawn', [b]: 'cancelled', [c]: 'cancelled' });
    const declarations = dump.tables.declarations as { booking_number: string; booking_id: string | null; outcome: string }[];
    expect(declarations.filter((row) => row.booking_number === c)).toHaveLength(1);
    expect(declarations.find((row) => row.booking_number === 'CS-22222222')).toMatchObject({ booking_id: null, outcome: 'unassigned' });
    expect(dump.text).not.toContain(IBAN_DIGITS);
    for (const message of sink.messages) expect(message.source).not.toContain(IBAN_DIGITS);
  } finally {
    await stopServer(server?.child, 'SIGKILL');
    await sink.close();
  }
}

test.describe('memberships as the law asks, on the server’s clock', () => {
  test('on SQLite: book, receipt with PDF, confirm, withdraw, cancel without script, replay, unknown booking; axe and pictures', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const dir = await mkdtemp(path.join(tmpdir(), 'membership-'));
    try {
      await journey({ page, browser }, { DATABASE_PATH: path.join(dir, 'codingstars.db') });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('on PostgreSQL: the same journey by form posts, as without script', async ({ page }) => {
    test.setTimeout(180_000);
    const postgres: TestPostgres = await startPostgres();
    try {
      await journeyByRequests(page, await postgres.createDatabase('membership'));
    } finally {
      await postgres.destroy();
    }
  });
});
