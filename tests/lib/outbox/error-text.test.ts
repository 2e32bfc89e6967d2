import { plainError, replyCodeOf } from '@/lib/outbox/error-text';

const UNREACHABLE = 'Mailserver nicht erreichbar oder zu langsam';
const NO_ADDRESS = 'Die Adresse gibt es nicht oder sie nimmt keine E-Mails an: bitte die Familie anrufen';
const REFUSED = 'Der Mailserver lehnt diese E-Mail ab';
const FOR_NOW = 'Der Mailserver hat die E-Mail nur vorübergehend abgelehnt, auch beim letzten Versuch';

describe('plainError: the last error in plain words for the team (docs/betrieb.md, "Fehlgeschlagene Anfragen")', () => {
  it.each([
    // last error as the relay writes it                                  plain words
    ['EAUTH: 535 Authentication failed', 'Zugangsdaten des Mailservers falsch: SMTP_URL prüfen'],
    ['EAUTH: Invalid login: 535 5.7.8 Error: authentication failed', 'Zugangsdaten des Mailservers falsch: SMTP_URL prüfen'],
    ['ETLS: Server does not support STARTTLS', 'Der Mailserver bietet keine Verschlüsselung an (STARTTLS): smtps:// mit Port 465 nehmen oder den Anbieter fragen'],
    ['ESOCKET: connect ECONNREFUSED 127.0.0.1:465', UNREACHABLE],
    ['EDNS: getaddrinfo ENOTFOUND smtp.example.de', UNREACHABLE],
    ['ETIMEDOUT: Connection timeout', UNREACHABLE],
    ['ETIMEDOUT: no reply within 120 s in all', UNREACHABLE],
    ['ECONNECTION: Connection closed unexpectedly', UNREACHABLE],
    ['EENVELOPE RCPT TO: 550 5.1.1 <anna@beispiel.de>: Recipient address rejected: User unknown', NO_ADDRESS],
    ['EENVELOPE RCPT TO: 551 User not local', NO_ADDRESS],
    ['EENVELOPE RCPT TO: 553 5.1.3 mailbox name not allowed', NO_ADDRESS],
    ['550 no such user', NO_ADDRESS],
    ['EENVELOPE RCPT TO: 552 5.2.2 Mailbox full', 'Das Postfach ist voll oder die E-Mail zu groß: später erneut versuchen oder die Familie anrufen'],
    ['EMESSAGE DATA: 552 Message size exceeds fixed limit', 'Das Postfach ist voll oder die E-Mail zu groß: später erneut versuchen oder die Familie anrufen'],
    ['EENVELOPE MAIL FROM: 550 5.7.1 Sender address rejected: not owned by user', 'Der Mailserver nimmt den Absender nicht an: MAIL_FROM passt nicht zum Konto'],
    ['EMESSAGE DATA: 554 5.7.1 Spam message rejected', REFUSED],
    ['EMESSAGE DATA: 550 Postfach unbekannt', REFUSED],
    ['EENVELOPE RCPT TO: 554 relay access denied', REFUSED],
    ['EMESSAGE DATA: 451 Bitte später erneut versuchen', FOR_NOW],
    ['EENVELOPE RCPT TO: 452 mailbox busy', FOR_NOW],
    ['Vorlage kaputt', 'Die E-Mail ließ sich nicht senden'],
  ])('%s → %s', (lastError, words) => {
    expect(plainError(lastError)).toBe(words);
  });

  it.each([
    ['EENVELOPE RCPT TO: 550 no such user', 550],
    ['451-4.7.1 greylisted', 451],
    ['ESOCKET: connect ECONNREFUSED 127.0.0.1:465', undefined],
    ['ETIMEDOUT: no reply within 0.3 s in all', undefined],
  ])('finds the reply code of %s: %s', (lastError, code) => {
    expect(replyCodeOf(lastError)).toBe(code);
  });
});
