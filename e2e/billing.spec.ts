import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
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
import { dumpDatabase } from './database-dump';
import { enquiryRequest, SEND_URL } from './enquiry-request';
import { hiddenFields, openLink, postPageForm } from './form-post';
import { signIn, staffLink } from './intern-session';
import { startServer, stopServer, type OwnServer } from './own-server';
import { picture, TAKE_PICTURES } from './pictures';

// The fees as the AGB promise them (issue 62), on two instances on PostgreSQL under the servers' clock (faketime): a
// SEPA membership and one by transfer confirmed on 04.01.2027 with the first lesson on 18.01.; on 11.01. both instances
// start and bill once: each family gets its invoice, the SEPA one as the pre-notification seven days ahead; the team
// downloads the bank's file, a second export is empty, a return is marked; no plain IBAN in a mail or the database.
const STAFF = 'team@codingstars.de';
const LENA = 'lena@codingstars.de';
const SHOTS = 'test-results/screenshots';
const IBAN_DIGITS = '370400440532013000';
const IBAN_SPACED = '3704 0044 0532 0130 00';
const ACADEMY = { SEPA_CREDITOR_IBAN: 'DE02120300000000202051', SEPA_CREDITOR_BIC: 'BYLADEM1001' };
const SECRET = 'ein-schluessel-fuer-die-rechnungen-im-test-1234';

const plain = (value: unknown) => String(value ?? '').replace(/\u00a0/g, ' ');
const recipients = (mail: ParsedMail) => JSON.stringify(mail.to ?? '');

async function book(server: OwnServer, request: import('@playwright/test').APIRequestContext, email: string, child: string, sepa: boolean) {
  const params = bookingTemplateParams(
    { ...validBooking, parentEmail: email, studentFirstName: child, ...(sepa ? {} : { paymentMethod: 'bank', iban: '', accountHolder: '' }) },
    sepa ? { packageId: '12m', courseId: 2, slots: ['mo-1515'], month: '2027-02' } : { packageId: '3m', courseId: 1, slots: ['di-1515'], month: '2027-02' },
    bookingCatalog,
  );
  const answer = await request.post(`${server.url}${SEND_URL}`, { data: enquiryRequest(params, { template_id: 'booking' }) });
  expect(answer.status(), await answer.text()).toBe(200);
  return bookingAnswer(await answer.text()).number!;
}

async function shootMail(browser: Browser, mail: ParsedMail, name: string) {
  if (!TAKE_PICTURES) return;
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1200 });
    await page.setContent(String(mail.html));
    await picture(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await context.close();
}

test('fees on two instances on PostgreSQL: invoices once at their moment, the bank’s file once, a return; axe at 390 and 1280', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const postgres: TestPostgres = await startPostgres();
  const sink: SmtpSink = await startSmtpSink();
  const servers: OwnServer[] = [];
  const run = Date.now().toString(36);
  const [anna, bea] = [`anna.${run}@beispiel.de`, `bea.${run}@beispiel.de`];
  const mailsTo = async (email: string, subject: RegExp) => (await sink.parsed()).filter((mail) => recipients(mail).includes(email) && subject.test(plain(mail.subject)));
  const waitForMail = async (email: string, subject: RegExp) => {
    await expect.poll(async () => (await mailsTo(email, subject)).length, { timeout: 60_000 }).toBeGreaterThan(0);
    return (await mailsTo(email, subject)).at(-1)!;
  };
  try {
    const database = { DATABASE_URL: await postgres.createDatabase('billing') };
    const env = { ...database, ...ACADEMY, SMTP_URL: sink.url, MAIL_TO: STAFF, STAFF_EMAILS: LENA, OUTBOX_RETRY_BASE_MS: '100', LINK_SECRET: SECRET };

    // 1. Monday 04.01.2027: two bookings, confirmed with the first lesson on Monday 18.01.; no invoice yet.
    const first = await startServer(env, { clock: '2027-01-04 08:00:00' });
    servers.push(first);
    const a = await book(first, page.request, anna, 'Ben', true);
    const b = await book(first, page.request, bea, 'Mia', false);
    expect((await page.request.get(await staffLink(first, LENA))).ok()).toBe(true);
    for (const number of [a, b]) {
      const confirmed = await postPageForm(page.request, `${first.localUrl}/intern/buchungen/${number}`, 'firstLesson', { firstLesson: '2027-01-18', lessonTime: '15:15' });
      expect(await confirmed.text()).toContain('Vertragsbestätigung ist unterwegs');
    }
    await waitForMail(anna, new RegExp(`^Ihr Vertrag ${a} ist bestätigt$`));
    await waitForMail(bea, new RegExp(`^Ihr Vertrag ${b} ist bestätigt$`));
    expect(await mailsTo(anna, /Rechnung/)).toHaveLength(0);
    await stopServer(first.child, 'SIGKILL');
    servers.length = 0;

    // 2. Monday 11.01.2027, 07:00 in Berlin: two instances start on the same database; the day's run bills once.
    const [one, two] = await Promise.all([startServer(env, { clock: '2027-01-11 06:00:00' }), startServer(env, { clock: '2027-01-11 06:00:00' })]);
    servers.push(one!, two!);
    const sepaMail = await waitForMail(anna, /^Ihre Rechnung R-2027-\d{4} – Lastschrift am 18\.01\.2027$/);
    const transferMail = await waitForMail(bea, /^Ihre Rechnung R-2027-\d{4}$/);
    // Announced on 11.01. for 18.01.: seven days ahead, at least the five the AGB promise.
    expect(sepaMail.date!.toISOString().slice(0, 10)).toBe('2027-01-11');
    const sepaText = plain(sepaMail.text);
    for (const part of ['Betrag (inkl. 19 % USt): 1.296,00 €', 'Einzug am: 18.01.2027', `Mandatsreferenz: ${a}`, 'Gläubiger-Identifikationsnummer: DE98ZZZ09999999999', 'Ihr Konto: DE89 •••• •••• •••• ••30 00', 'Ankündigung der Lastschrift']) {
      expect(sepaText).toContain(part);
    }
    const sepaNumber = /R-2027-\d{4}/.exec(plain(sepaMail.subject))![0];
    const transferNumber = /R-2027-\d{4}/.exec(plain(transferMail.subject))![0];
    expect([sepaNumber, transferNumber].sort()).toEqual(['R-2027-0001', 'R-2027-0002']);
    for (const part of ['IBAN: DE02 1203 0000 0000 2020 51', 'BIC: BYLADEM1001', `Verwendungszweck: ${transferNumber}`, 'Bitte überweisen Sie 396,00 € bis zum 18.01.2027', 'GiroCode']) expect(plain(transferMail.text)).toContain(part);
    const sepaPdf = readPdf(sepaMail.attachments[0]!.content).pages.join('\n').replace(/\s+/g, ' ');
    for (const part of [`Rechnung ${sepaNumber}`, 'USt-IdNr. DE 341 987 652', 'Gesamtbetrag 1.296,00 €', 'zzgl. 19 % Umsatzsteuer 206,92 €', 'Leistungszeitraum 18.01.2027 – 17.01.2028', 'Vorabankündigung']) expect(sepaPdf).toContain(part);
    expect(transferMail.attachments[0]!.content.toString('latin1')).toContain('/Subtype /Image');
    if (TAKE_PICTURES) {
      mkdirSync(SHOTS, { recursive: true });
      writeFileSync(`${SHOTS}/invoice-sepa.pdf`, sepaMail.attachments[0]!.content);
      writeFileSync(`${SHOTS}/invoice-transfer.pdf`, transferMail.attachments[0]!.content);
    }
    await shootMail(browser, sepaMail, 'mail-invoice-sepa');
    await shootMail(browser, transferMail, 'mail-invoice-transfer');
    // Once: a while later still one invoice each, and one row per period in the database.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await mailsTo(anna, /^Ihre Rechnung/)).toHaveLength(1);
    expect(await mailsTo(bea, /^Ihre Rechnung/)).toHaveLength(1);

    // 3. The team's Lastschriften on the second instance: the debit, "Datei für die Bank", the file, a second export.
    await page.clock.setFixedTime(new Date('2027-01-11T09:00:00+01:00'));
    await signIn(page, two!, LENA);
    await page.getByRole('navigation', { name: 'Interner Bereich' }).getByRole('link', { name: 'Lastschriften' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lastschriften' })).toBeVisible();
    const day = page.locator('#tag-2027-01-18');
    await expect(day.getByRole('heading', { name: 'Einzug am Montag, 18. Januar 2027' })).toBeVisible();
    const row = day.getByRole('row').filter({ hasText: sepaNumber });
    for (const part of ['Anna Schmidt', '1.296,00 €', a, 'Erstlastschrift (FRST)', 'angekündigt']) await expect(row).toContainText(part);
    await expect(day.getByRole('row').filter({ hasText: transferNumber })).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `debits ${width}`);
      await picture(page, { path: `${SHOTS}/intern-debits-${width}.png`, fullPage: true });
    }
    const exportForm = hiddenFields(await openLink(page.request, `${two!.localUrl}/intern/lastschriften`), 'date');
    await day.getByRole('button', { name: /Datei für die Bank/ }).click();
    await expect(page.getByRole('status')).toContainText('Datei erstellt: eine Lastschrift über 1.296,00 €');
    await expect(page.locator('#tag-2027-01-18').getByRole('row').filter({ hasText: sepaNumber })).toContainText('eingezogen');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#tag-2027-01-18').getByRole('link', { name: /herunterladen/ }).click()]);
    const xml = readFileSync((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/^codingstars-lastschriften-2027-01-18-\d+\.xml$/);
    for (const part of ['urn:iso:std:iso:20022:tech:xsd:pain.008.001.08', '<Cd>CORE</Cd>', '<SeqTp>FRST</SeqTp>', '<ReqdColltnDt>2027-01-18</ReqdColltnDt>', `<IBAN>DE89${IBAN_DIGITS}</IBAN>`, '<InstdAmt Ccy="EUR">1296.00</InstdAmt>', `<MndtId>${a}</MndtId>`, `<EndToEndId>${sepaNumber}</EndToEndId>`, '<Id>DE98ZZZ09999999999</Id>', `<IBAN>${ACADEMY.SEPA_CREDITOR_IBAN}</IBAN>`]) {
      expect(xml).toContain(part);
    }
    expect(xml.match(/<DrctDbtTxInf>/g)).toHaveLength(1);
    // The same form posted again (a second press, another instance): nothing new, no second file.
    const again = await page.request.post(`${one!.localUrl}/intern/lastschriften`, { multipart: exportForm, headers: { origin: one!.localUrl } });
    expect(await again.text()).toContain('Keine neuen Lastschriften für diesen Tag');
    await page.reload();
    await expect(page.locator('#tag-2027-01-18').getByRole('link', { name: /herunterladen/ })).toHaveCount(1);
    await picture(page, { path: `${SHOTS}/intern-debits-exported-1280.png`, fullPage: true });

    // 4. The bank returns the debit: marked with its reason, the invoice unpaid again, shown on the booking's page.
    await page.locator('#tag-2027-01-18').getByLabel(/Grund der Bank/).selectOption('AM04');
    await page.locator('#tag-2027-01-18').getByRole('button', { name: /Rücklastschrift/ }).click();
    await expect(page.getByRole('status')).toContainText(`Rechnung ${sepaNumber} ist als zurückgegeben markiert`);
    await page.goto(`${two!.localUrl}/intern/buchungen/${a}`);
    const invoices = page.locator('#rechnungen');
    await expect(invoices.getByRole('row').filter({ hasText: sepaNumber })).toContainText('zurückgegeben');
    await expect(invoices).toContainText('AM04 Deckung unzureichend');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page, `booking with invoices ${width}`);
      await picture(page, { path: `${SHOTS}/intern-booking-invoices-${width}.png`, fullPage: true });
    }
    const pdf = await page.request.get(`${two!.localUrl}/intern/rechnungen/${sepaNumber}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // 5. Nowhere in plain: not in the database, not in any mail.
    const dump = await dumpDatabase({ url: database.DATABASE_URL, path: '' });
    const rows = dump.tables.invoices as { number: string; state: string }[];
    expect(rows.map((invoice) => [invoice.number, invoice.state]).sort()).toEqual([
      ['R-2027-0001', sepaNumber === 'R-2027-0001' ? 'returned' : 'issued'],
      ['R-2027-0002', sepaNumber === 'R-2027-0002' ? 'returned' : 'issued'],
    ]);
    expect(dump.text).not.toContain(IBAN_DIGITS);
    expect(dump.text).not.toContain(IBAN_SPACED);
    for (const message of sink.messages) {
      expect(message.source).not.toContain(IBAN_DIGITS);
      expect(message.source).not.toContain(IBAN_SPACED);
    }
  } finally {
    for (const server of servers) await stopServer(server.child, 'SIGKILL');
    await sink.close();
    await postgres.destroy();
  }
});
