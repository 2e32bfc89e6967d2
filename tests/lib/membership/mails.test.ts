/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import { bookingCatalog } from '@/lib/booking/catalog';
import { bookingTemplateParams } from '@/lib/booking/params';
import type { DatabaseKind } from '@/lib/db';
import { createOutboxStore } from '@/lib/outbox/store';
import { firstDebitDay, membershipMessage, type MembershipMailContext } from '@/lib/membership/mails';
import { createMemberships, MEMBERSHIP_TEMPLATES } from '@/lib/membership/store';
import { SKIP } from '@/lib/outbox/relay';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';
import { validBooking } from '@/tests/lib/booking/fixtures';

jest.setTimeout(60_000);

const SITE = 'https://www.codingstars.de';
const params = (over: Partial<typeof validBooking> = {}) =>
  bookingTemplateParams({ ...validBooking, ...over }, { packageId: '12m', courseId: 2, slots: ['mo-1515', 'mi-1745'], month: '2027-02' }, bookingCatalog);
const text = (mail: unknown) => String((mail as SendMailOptions).text ?? '').replace(/\u00a0/g, ' ');

describe('the first debit', () => {
  it.each([
    // Due with the first lesson, announced at least five days before it.
    ['2027-01-18', '2027-01-05T10:00:00+01:00', '2027-01-18'],
    ['2027-01-18', '2027-01-15T10:00:00+01:00', '2027-01-20'],
    ['2027-01-18', '2027-01-13T23:30:00+01:00', '2027-01-18'],
  ])('first lesson %s, confirmed %s: taken on %s', (firstLesson, confirmedAt, day) => {
    expect(firstDebitDay(firstLesson, new Date(confirmedAt).toISOString())).toBe(day);
  });
});

describe.each(DATABASE_KINDS)('the mails of a membership on %s', (kind: DatabaseKind) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let context: MembershipMailContext;
  const pdf = Buffer.from('%PDF-1.7 AGB');

  beforeEach(async () => {
    db = await freshDatabase(kind);
    const memberships = createMemberships(db, { relay: true, ibanKey: randomBytes(32), creditorId: 'DE98ZZZ09999999999' });
    context = {
      memberships,
      from: { name: 'CodingStars Website', address: 'team@codingstars.de' },
      replyTo: 'team@codingstars.de',
      siteUrl: SITE,
      staff: { to: ['team@codingstars.de', 'buero@codingstars.de'], from: 'team@codingstars.de', siteHost: 'www.codingstars.de' },
      legal: { text: 'ALLGEMEINE GESCHÄFTSBEDINGUNGEN … Muster-Widerrufsformular', html: '<h2>Allgemeine Geschäftsbedingungen</h2>', pdf: async () => pdf },
      creditorId: 'DE98ZZZ09999999999',
      receiptUrl: ({ id, kind: which }) => `${SITE}/${which}/eingang?token=${id}`,
    };
  });
  afterEach(async () => {
    await db.destroy();
  });

  const row = async (templateId: string, match: (params: Record<string, string>) => boolean = () => true) => {
    const found = (await createOutboxStore(db).list()).find((record) => record.templateId === templateId && match(record.params));
    if (!found) throw new Error(`no ${templateId} row`);
    return found;
  };

  it('sends the receipt at once with the whole order, the masked IBAN, both links, the AGB in the text and as one PDF', async () => {
    const booking = await context.memberships.book({ params: params() }, new Date('2027-01-04T09:30:00+01:00'));
    const mail = (await membershipMessage(await row(MEMBERSHIP_TEMPLATES.receipt), context)) as SendMailOptions;
    expect(mail.to).toBe('anna@beispiel.de');
    expect(mail.subject).toBe(`Ihre Buchung ${booking.number} ist eingegangen`);
    const body = text(mail);
    for (const part of [
      'Guten Tag Frau Schmidt,',
      'am Montag, 4. Januar 2027, um 09:30:00 Uhr bei uns eingegangen',
      booking.number,
      'Paket: 12 Monate',
      'Preis: 27 € pro Woche (1.296 € alle 12 Monate)',
      'Laufzeit: Mindestlaufzeit 12 Monate',
      'Kurs: CS Webdesign',
      'Wunschtermine: Montag, 15:15 Uhr; Mittwoch, 17:45 Uhr',
      'Startmonat: Februar 2027',
      'Name: Ben Schmidt',
      'Zahlungsart: SEPA-Lastschrift',
      'IBAN: DE89 •••• •••• •••• ••30 00',
      'Vertrag widerrufen: https://www.codingstars.de/vertrag-widerrufen',
      'Verträge hier kündigen: https://www.codingstars.de/vertraege-kuendigen',
      'Muster-Widerrufsformular',
    ]) {
      expect(body).toContain(part);
    }
    expect(body).not.toContain('3704');
    expect(String(mail.html)).toContain('<h2>Allgemeine Geschäftsbedingungen</h2>');
    expect(mail.attachments).toEqual([{ filename: 'CodingStars-AGB-und-Widerrufsbelehrung.pdf', content: pdf, contentType: 'application/pdf' }]);
  });

  it('sends the team the booking with its number, the IBAN masked and a link to its page', async () => {
    const booking = await context.memberships.book({ params: params() });
    const mail = (await membershipMessage(await row(MEMBERSHIP_TEMPLATES.staff), context)) as SendMailOptions;
    expect(mail.to).toEqual(['team@codingstars.de', 'buero@codingstars.de']);
    expect(mail.subject).toBe(`Buchung ${booking.number} – Kind: Ben`);
    expect(text(mail)).toContain(`${SITE}/intern/buchungen/${booking.number}`);
    expect(text(mail)).toContain('DE89 •••• •••• •••• ••30 00');
    expect(text(mail)).not.toContain('3704');
  });

  it('confirms the contract with the first lesson, the minimum term, the first debit and the mandate', async () => {
    const booking = await context.memberships.book({ params: params() }, new Date('2027-01-04T09:30:00+01:00'));
    await context.memberships.confirm({ number: booking.number, firstLesson: '2027-01-18', lessonTime: '15:15', by: 'lena@codingstars.de' }, new Date('2027-01-05T10:00:00+01:00'));
    const mail = (await membershipMessage(await row(MEMBERSHIP_TEMPLATES.contract), context)) as SendMailOptions;
    expect(mail.subject).toBe(`Ihr Vertrag ${booking.number} ist bestätigt`);
    const body = text(mail);
    for (const part of [
      'Erster Unterrichtstag: Montag, 18. Januar 2027',
      'Unterricht: jeden Montag, 15:15–16:45 Uhr (außer in den Berliner Schulferien und an Feiertagen)',
      'Mindestlaufzeit bis einschließlich: Montag, 17. Januar 2028',
      'Den ersten Betrag von 1.296 € ziehen wir am Montag, 18. Januar 2027 per SEPA-Lastschrift',
      'Gläubiger-Identifikationsnummer: DE98ZZZ09999999999',
      `Mandatsreferenz: ${booking.number}`,
      'IBAN: DE89 •••• •••• •••• ••30 00',
      'Vertrag widerrufen',
      'Verträge hier kündigen',
    ]) {
      expect(body).toContain(part);
    }
    expect(mail.attachments).toHaveLength(1);
  });

  it('acknowledges a cancellation to the address given and to the booking’s own, and tells the team', async () => {
    const booking = await context.memberships.book({ params: params() }, new Date('2027-01-04T09:30:00+01:00'));
    await context.memberships.confirm({ number: booking.number, firstLesson: '2027-01-18', lessonTime: '15:15', by: 'lena@codingstars.de' }, new Date('2027-01-05T10:00:00+01:00'));
    const { declaration } = await context.memberships.declare(
      { kind: 'cancellation', name: 'Tom Schmidt', email: 'tom@beispiel.de', bookingNumber: booking.number, childName: '', cancellationType: 'ordinary' },
      new Date('2027-03-02T14:05:09+01:00'),
    );
    const receipt = (await membershipMessage(await row(MEMBERSHIP_TEMPLATES.declarationReceipt), context)) as SendMailOptions;
    expect(receipt.to).toBe('tom@beispiel.de');
    expect(receipt.subject).toBe(`Ihre Kündigung ist eingegangen (${booking.number})`);
    for (const part of [
      'Ihre Kündigung ist am Dienstag, 2. März 2027, um 14:05:09 Uhr bei uns eingegangen.',
      'Erklärung: ordentliche Kündigung',
      `Buchungsnummer: ${booking.number}`,
      'Gewünschtes Ende: zum frühestmöglichen Zeitpunkt',
      // Minimum term to 17.01.2028: more than a month away.
      'Ihr Vertrag endet am Montag, 17. Januar 2028.',
      `${SITE}/cancellation/eingang?token=${declaration.id}`,
    ]) {
      expect(text(receipt)).toContain(part);
    }
    const notice = (await membershipMessage(await row(MEMBERSHIP_TEMPLATES.declarationNotice), context)) as SendMailOptions;
    expect(notice.to).toBe('anna@beispiel.de');
    expect(text(notice)).toContain('abgegeben mit der E-Mail-Adresse tom@beispiel.de');
    const staff = (await membershipMessage(await row(MEMBERSHIP_TEMPLATES.declarationStaff), context)) as SendMailOptions;
    expect(staff.to).toEqual(['team@codingstars.de', 'buero@codingstars.de']);
    expect(staff.replyTo).toBe('tom@beispiel.de');
    expect(staff.subject).toBe(`Kündigung ${booking.number}`);
    expect(text(staff)).toContain(`${SITE}/intern/buchungen/${booking.number}`);
  });

  it('says so when a withdrawal matches no booking yet, and links the team to the unassigned ones', async () => {
    await context.memberships.declare({ kind: 'withdrawal', name: 'Anna Schmidt', email: 'anna@beispiel.de', bookingNumber: 'CS-22222222', childName: '' }, new Date('2027-01-05T08:00:00+01:00'));
    const receipt = (await membershipMessage(await row(MEMBERSHIP_TEMPLATES.declarationReceipt), context)) as SendMailOptions;
    expect(text(receipt)).toContain('Wir konnten Ihre Angaben noch keiner Buchung zuordnen.');
    expect(text(receipt)).toContain('Erklärung: Widerruf des Vertrags');
    const staff = (await membershipMessage(await row(MEMBERSHIP_TEMPLATES.declarationStaff), context)) as SendMailOptions;
    expect(staff.subject).toBe('Widerruf CS-22222222');
    expect(text(staff)).toContain(`${SITE}/intern/buchungen#nicht-zugeordnet`);
  });

  it('skips the contract of a booking withdrawn before it left', async () => {
    const booking = await context.memberships.book({ params: params() }, new Date('2027-01-04T09:30:00+01:00'));
    await context.memberships.confirm({ number: booking.number, firstLesson: '2027-01-18', lessonTime: '15:15', by: 'x' }, new Date('2027-01-05T10:00:00+01:00'));
    await context.memberships.declare({ kind: 'withdrawal', name: 'Anna Schmidt', email: 'anna@beispiel.de', bookingNumber: booking.number, childName: '' }, new Date('2027-01-05T10:00:05+01:00'));
    expect(await membershipMessage(await row(MEMBERSHIP_TEMPLATES.contract), context)).toBe(SKIP);
  });

  it('leaves rows of other kinds alone', async () => {
    expect(await membershipMessage({ id: 'x', receivedAt: new Date().toISOString(), templateId: 'enquiry_default', params: {}, state: 'pending', attempts: 0 }, context)).toBeUndefined();
  });
});
