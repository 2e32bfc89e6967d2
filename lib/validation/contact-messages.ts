/**
 * Labels and messages of the enquiry fields, written once: the spec's wording (§5) with "Sie" for "du", as parents
 * are addressed formally (DECISIONS.md). Kept apart from the zod schema so the form can render its labels without
 * loading zod before it validates.
 */
export const CONTACT_LABELS = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  childName: 'Vorname des Kindes',
  message: 'Ihre Nachricht (optional)',
} as const;

/** Longest message a parent can send with an enquiry (/contact, /ferienkurse). */
export const MESSAGE_MAX_LENGTH = 2000;

/** Longest name, email address or phone number the enquiry schema accepts. */
export const FIELD_MAX_LENGTH = 120;

const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const contactMessages = {
  required: (label: string) => `${label} ist erforderlich, damit wir Sie kontaktieren können`,
  noDigits: (label: string) => `${label} darf keine Zahlen enthalten, damit wir Sie korrekt ansprechen können`,
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein (Format: name@beispiel.de), damit wir Sie erreichen können',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein (7-20 Ziffern), damit wir Sie erreichen können',
  tooLong: (label: string, max: number = FIELD_MAX_LENGTH) => `${label} darf höchstens ${thousands(max)} Zeichen lang sein`,
  messageTooLong: (length: number) =>
    `Ihre Nachricht hat ${thousands(length)} Zeichen. Bitte kürzen Sie sie auf höchstens ${thousands(MESSAGE_MAX_LENGTH)} Zeichen, damit wir sie annehmen können`,
  privacy: 'Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihre Anfrage bearbeiten dürfen',
} as const;

/** The counter under the message field: '1.234 von 2.000 Zeichen'. */
export function messageCount(length: number): string {
  return `${thousands(length)} von ${thousands(MESSAGE_MAX_LENGTH)} Zeichen`;
}
