import * as z from 'zod/mini';

/**
 * The one schema of the enquiry form (spec §5), used by the form in the browser and, through
 * `templateParamsSchema`, by the embedded outbox on the server. zod/mini keeps the form's bundle small.
 */
export const CONTACT_LABELS = {
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail-Adresse',
  phone: 'Telefonnummer',
  childName: 'Name des Kindes',
} as const;

/** The spec's messages, written once. */
export const contactMessages = {
  required: (label: string) => `${label} ist erforderlich, damit wir dich kontaktieren können`,
  noDigits: (label: string) => `${label} darf keine Zahlen enthalten, damit wir dich korrekt ansprechen können`,
  email: 'Bitte gib eine gültige E-Mail-Adresse ein (Format: name@beispiel.de), damit wir dich erreichen können',
  phone: 'Bitte gib eine gültige Telefonnummer ein (7-20 Ziffern), damit wir dich erreichen können',
  tooLong: (label: string) => `${label} ist zu lang`,
  privacy: 'Bitte stimme der Datenschutzerklärung zu, damit wir deine Anfrage bearbeiten dürfen',
} as const;

const MAX_LENGTH = 120;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits left after removing spaces, dashes, brackets and the plus sign. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

const requiredText = (label: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, contactMessages.required(label)),
    z.maxLength(MAX_LENGTH, contactMessages.tooLong(label)),
  );

const personName = (label: string) =>
  requiredText(label).check(z.refine((value) => !/\d/.test(value), contactMessages.noDigits(label)));

export const contactFieldsSchema = z.object({
  firstName: personName(CONTACT_LABELS.firstName),
  lastName: personName(CONTACT_LABELS.lastName),
  email: requiredText(CONTACT_LABELS.email).check(z.refine((value) => EMAIL.test(value), contactMessages.email)),
  phone: requiredText(CONTACT_LABELS.phone).check(
    z.refine((value) => {
      const digits = phoneDigits(value).length;
      return digits >= 7 && digits <= 20;
    }, contactMessages.phone),
  ),
  childName: requiredText(CONTACT_LABELS.childName),
});

export type ContactFields = z.infer<typeof contactFieldsSchema>;
