/**
 * Labels and the spec's messages (§5) of the enquiry fields, written once. Kept apart from the zod schema so the
 * form can render its labels without loading zod before it validates.
 */
export const CONTACT_LABELS = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  childName: 'Name des Kindes',
} as const;

export const contactMessages = {
  required: (label: string) => `${label} ist erforderlich, damit wir dich kontaktieren können`,
  noDigits: (label: string) => `${label} darf keine Zahlen enthalten, damit wir dich korrekt ansprechen können`,
  email: 'Bitte gib eine gültige E-Mail-Adresse ein (Format: name@beispiel.de), damit wir dich erreichen können',
  phone: 'Bitte gib eine gültige Telefonnummer ein (7-20 Ziffern), damit wir dich erreichen können',
  tooLong: (label: string) => `${label} ist zu lang`,
  privacy: 'Bitte stimme der Datenschutzerklärung zu, damit wir deine Anfrage bearbeiten dürfen',
} as const;
