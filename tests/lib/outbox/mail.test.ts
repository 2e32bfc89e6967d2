/**
 * @jest-environment node
 */
import { enquiryMail, enquirySubject, headerText, messageIdFor } from '@/lib/outbox/mail';
import type { OutboxRecord } from '@/lib/outbox/store';
import { enquiryParams } from '@/tests/fixtures/enquiry';

const addressing = { to: ['team@codingstars.de'], from: 'Website <team@codingstars.de>', siteHost: 'www.codingstars.de' };

function record(params: Record<string, string>): OutboxRecord {
  return { id: 'e1d2c3', receivedAt: '2026-03-12T13:05:00.000Z', templateId: 'enquiry_default', params, state: 'pending', attempts: 0 };
}

const enquiry = enquiryParams();

describe('enquirySubject', () => {
  it.each<[string, Record<string, string>, string]>([
    ['an enquiry', { request_type: '/contact', child_name: 'Ben' }, 'Anfrage /contact – Kind: Ben'],
    ['a holiday enquiry', { request_type: 'Ferienkurs', child_name: 'Lea' }, 'Anfrage Ferienkurs – Kind: Lea'],
    ['a booking (child first name)', { request_type: 'Buchung', child_name: 'Mia Weber', child_first_name: 'Mia' }, 'Buchung – Kind: Mia'],
    ['header injection in the name', { request_type: '/contact', child_name: 'Ben\r\nBcc: evil@example.com' }, 'Anfrage /contact – Kind: Ben Bcc: evil@example.com'],
    ['control and direction characters', { request_type: '/contact', child_name: 'B\u0000e\u202En\u2028' }, 'Anfrage /contact – Kind: B e n'],
    ['no child name', { request_type: '/contact' }, 'Anfrage /contact'],
  ])('%s', (_, params, subject) => {
    expect(enquirySubject(params)).toBe(subject);
  });

  it('caps a long name', () => {
    const subject = enquirySubject({ request_type: '/contact', child_name: 'x'.repeat(5000) });
    expect(subject.length).toBeLessThan(100);
    expect(subject.endsWith('…')).toBe(true);
  });
});

describe('headerText', () => {
  it.each(['a\rb', 'a\nb', 'a\r\nb', 'a\tb', 'a\u0085b', 'a\u2029b'])('never keeps a line break or control character in %j', (raw) => {
    expect(headerText(raw)).toBe('a b');
  });
});

describe('enquiryMail', () => {
  it('goes to staff with the parent as Reply-To, a stable Message-ID and every parameter in both bodies', () => {
    const mail = enquiryMail(record({ ...enquiry, message: 'Hallo,\nBen ist 9.', custom_field: 'neu' }), addressing);
    expect(mail).toMatchObject({
      to: ['team@codingstars.de'],
      from: 'Website <team@codingstars.de>',
      replyTo: 'anna@beispiel.de',
      subject: 'Anfrage /contact – Kind: Ben',
      messageId: '<e1d2c3@www.codingstars.de>',
    });
    expect(mail.text).toContain('Vorname: Anna');
    expect(mail.text).toContain('Telefon: 030 1234567');
    expect(mail.text).toContain('Kurs: (leer)');
    expect(mail.text).toContain('Nachricht:\n  Hallo,\n  Ben ist 9.');
    // A parameter without a label still appears, under its key.
    expect(mail.text).toContain('custom_field: neu');
    expect(mail.text).toContain('12.03.2026, 14:05');
    expect(mail.html).toContain('<th style="padding:4px 12px 4px 0;vertical-align:top;text-align:left">Vorname</th>');
    expect(mail.html).toContain('custom_field');
  });

  it('names the booking’s age check without contradicting its value', () => {
    const booking = (ageFit: string) => enquiryMail(record({ ...enquiry, request_type: 'Buchung', child_age: '8', age_fit: ageFit }), addressing).text;
    expect(booking('außerhalb 12–16')).toContain('Alter zum Kurs: außerhalb 12–16');
    expect(booking('passt')).toContain('Alter zum Kurs: passt');
  });

  it('escapes every value in the HTML body', () => {
    const mail = enquiryMail(record({ ...enquiry, child_name: '<script>alert("x")</script>', last_name: "O'Brien & Co" }), addressing);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).toContain('O&#39;Brien &amp; Co');
  });

  it.each(['anna@beispiel.de\r\nBcc: evil@example.com', 'a b@beispiel.de', '<anna@beispiel.de>', 'anna@beispiel.de, evil@example.com', ''])(
    'sets no Reply-To from %j',
    (email) => {
      expect(enquiryMail(record({ ...enquiry, email }), addressing).replyTo).toBeUndefined();
    },
  );

  it.each([' anna@beispiel.de', 'anna@beispiel.de ', '\tanna@beispiel.de\n'])('sets the Reply-To from %j, trimmed as the schema checked it', (email) => {
    expect(enquiryMail(record({ ...enquiry, email, reply_to: email }), addressing).replyTo).toBe('anna@beispiel.de');
  });

  it('derives the Message-ID from the entry id alone', () => {
    expect(messageIdFor('abc', 'www.codingstars.de')).toBe('<abc@www.codingstars.de>');
    expect(enquiryMail(record(enquiry), addressing).messageId).toBe(enquiryMail(record({ ...enquiry, phone: '040 999999' }), addressing).messageId);
  });
});
