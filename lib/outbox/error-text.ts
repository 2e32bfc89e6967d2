/**
 * The last error of a queue entry (lib/outbox/relay.ts writes it: 'EAUTH: 535 …', 'ESOCKET: connect ECONNREFUSED …',
 * 'EENVELOPE RCPT TO: 550 …') in plain words for the team, as the table in docs/betrieb.md ("Fehlgeschlagene
 * Anfragen") explains it; the technical text stays in the entry for whoever fixes the server.
 */

const RULES: { test: (error: string, reply: number | undefined) => boolean; text: string }[] = [
  { test: (error, reply) => /\bEAUTH\b/.test(error) || reply === 535, text: 'Zugangsdaten des Mailservers falsch: SMTP_URL prüfen' },
  {
    test: (error) => /\bETLS\b|STARTTLS/i.test(error),
    text: 'Der Mailserver bietet keine Verschlüsselung an (STARTTLS): smtps:// mit Port 465 nehmen oder den Anbieter fragen',
  },
  {
    test: (error) => /\b(ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNECTION|ECONNRESET|ESOCKET|EDNS|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH)\b/.test(error),
    text: 'Mailserver nicht erreichbar oder zu langsam',
  },
  { test: (error, reply) => reply !== undefined && reply >= 500 && /\bMAIL FROM\b/.test(error), text: 'Der Mailserver nimmt den Absender nicht an: MAIL_FROM passt nicht zum Konto' },
  { test: (_, reply) => reply === 552, text: 'Das Postfach ist voll oder die E-Mail zu groß: später erneut versuchen oder die Familie anrufen' },
  {
    test: (error, reply) => (reply === 550 || reply === 551 || reply === 553) && !/\bDATA\b/.test(error),
    text: 'Die Adresse gibt es nicht oder sie nimmt keine E-Mails an: bitte die Familie anrufen',
  },
  { test: (_, reply) => reply !== undefined && reply >= 500, text: 'Der Mailserver lehnt diese E-Mail ab' },
  { test: (_, reply) => reply !== undefined && reply >= 400, text: 'Der Mailserver hat die E-Mail nur vorübergehend abgelehnt, auch beim letzten Versuch' },
];

/** The SMTP reply code in a last error: the first three-digit 4xx or 5xx code that starts the server's words. */
export function replyCodeOf(lastError: string): number | undefined {
  const match = /(?:^|: )([45]\d\d)(?=[\s-]|$)/.exec(lastError);
  return match ? Number(match[1]) : undefined;
}

/** The last error in plain German for the team. */
export function plainError(lastError: string): string {
  const reply = replyCodeOf(lastError);
  return RULES.find((rule) => rule.test(lastError, reply))?.text ?? 'Die E-Mail ließ sich nicht senden';
}
