import * as z from 'zod/mini';
import { countryOptions, experienceOptions, paymentOptions, salutationOptions } from '@/content/booking';
import { ibanProblem, type IbanProblem } from '@/lib/validation/iban';
import { BOOKING_LABELS, type BookingField, type BookingFormData } from '@/lib/booking/form-data';
import { contactFieldsSchema } from './contact';

/**
 * The booking wizard's schemas, one per step (spec §5), used by the wizard in the browser (loaded after the page,
 * so zod is not part of its first load) and, through `bookingParamsSchema`, by the embedded outbox on the server.
 * Step 0 is the contact form's rule set.
 */
const IBAN_MESSAGES: Record<IbanProblem, string> = {
  format: 'Bitte geben Sie eine gültige IBAN ein (Format: DE89 3704 0044 0532 0130 00)',
  country: 'Diese IBAN gehört zu keinem Land im SEPA-Raum. Bitte prüfen Sie sie oder wählen Sie eine andere Zahlungsart',
  length: 'Die IBAN hat nicht die richtige Länge. Bitte vergleichen Sie sie mit Ihrem Kontoauszug',
  checksum: 'Die Prüfziffer der IBAN stimmt nicht. Bitte vergleichen Sie die IBAN mit Ihrem Kontoauszug',
};

/** Messages in the spirit of spec §5, addressing parents formally. */
export const bookingMessages = {
  required: (label: string) => `${label} ist erforderlich, damit wir Ihre Buchung bearbeiten können`,
  noDigits: (label: string) => `${label} darf keine Zahlen enthalten, damit wir Ihr Kind korrekt ansprechen können`,
  tooLong: (label: string, max: number) => `${label} darf höchstens ${max} Zeichen lang sein`,
  salutation: 'Bitte wählen Sie eine Anrede oder „Keine Angabe“',
  houseNumber: 'Bitte geben Sie eine Hausnummer mit Ziffer ein (zum Beispiel 12 oder 12a)',
  postalCode: (country: string, digits: number) =>
    `Bitte geben Sie eine gültige Postleitzahl ein (${digits} Ziffern für ${country}), damit Ihre Rechnung ankommt`,
  city: 'Ort darf keine Zahlen enthalten, damit Ihre Rechnung ankommt',
  country: 'Bitte wählen Sie ein Land aus der Liste',
  payment: 'Bitte wählen Sie eine Zahlungsart',
  accountHolder: 'Kontoinhaber oder Kontoinhaberin darf keine Zahlen enthalten',
  iban: IBAN_MESSAGES,
  ageFormat: 'Bitte geben Sie das Alter Ihres Kindes in ganzen Jahren ein (zum Beispiel 9)',
  ageRange: 'Unsere Kurse sind für Kinder und Jugendliche von 6 bis 18 Jahren. Bitte geben Sie ein Alter zwischen 6 und 18 ein',
  experience: 'Bitte wählen Sie die Vorkenntnisse Ihres Kindes',
  terms: 'Bitte bestätigen Sie die AGB, damit wir Ihre Buchung annehmen dürfen',
  privacy: 'Bitte stimmen Sie der Datenschutzerklärung zu, damit wir Ihre Angaben verarbeiten dürfen',
} as const;

const MAX_LENGTH = 120;
/** 34 characters of the longest IBAN, with room for the spaces of its printed groups. */
const IBAN_MAX_LENGTH = 42;

const requiredText = (label: string, max = MAX_LENGTH) =>
  z.string().check(
    z.trim(),
    z.minLength(1, bookingMessages.required(label)),
    z.maxLength(max, bookingMessages.tooLong(label, max)),
  );

const childName = (label: string) =>
  requiredText(label).check(z.refine((value) => !/\d/.test(value), bookingMessages.noDigits(label)));

const values = <T extends readonly { value: string }[]>(options: T) => options.map((o) => o.value) as [T[number]['value']];

/** Digits a postal code has in each country of the list. */
const POSTAL_DIGITS: Record<(typeof countryOptions)[number], number> = {
  Deutschland: 5,
  Österreich: 4,
  Schweiz: 4,
  Liechtenstein: 4,
  Luxemburg: 4,
  Belgien: 4,
  Italien: 5,
};

const contact = contactFieldsSchema.shape;

export const contactStepSchema = z.object({
  parentSalutation: z.enum(values(salutationOptions), { error: bookingMessages.salutation }),
  parentFirstName: contact.firstName,
  parentLastName: contact.lastName,
  parentEmail: contact.email,
  parentPhone: contact.phone,
});

export const addressStepSchema = z
  .object({
    street: requiredText(BOOKING_LABELS.street),
    houseNumber: requiredText(BOOKING_LABELS.houseNumber, 12).check(
      z.refine((value) => /\d/.test(value), bookingMessages.houseNumber),
    ),
    postalCode: requiredText(BOOKING_LABELS.postalCode, 10),
    city: requiredText(BOOKING_LABELS.city).check(z.refine((value) => !/\d/.test(value), bookingMessages.city)),
    country: z.enum(countryOptions, { error: bookingMessages.country }),
  })
  .check(
    z.superRefine((address, ctx) => {
      const digits = POSTAL_DIGITS[address.country];
      if (address.postalCode && !new RegExp(`^\\d{${digits}}$`).test(address.postalCode)) {
        ctx.addIssue({
          code: 'custom',
          path: ['postalCode'],
          message: bookingMessages.postalCode(address.country, digits),
          input: address.postalCode,
        });
      }
    }),
  );

export const paymentStepSchema = z
  .object({
    paymentMethod: z.enum(values(paymentOptions), { error: bookingMessages.payment }),
    accountHolder: z.string().check(z.trim(), z.maxLength(MAX_LENGTH, bookingMessages.tooLong(BOOKING_LABELS.accountHolder, MAX_LENGTH))),
    iban: z.string().check(z.trim(), z.maxLength(IBAN_MAX_LENGTH, bookingMessages.tooLong(BOOKING_LABELS.iban, IBAN_MAX_LENGTH))),
  })
  .check(
    z.superRefine((payment, ctx) => {
      if (payment.paymentMethod !== 'sepa') return;
      const issue = (path: 'accountHolder' | 'iban', message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message, input: payment[path] });
      if (!payment.accountHolder) issue('accountHolder', bookingMessages.required(BOOKING_LABELS.accountHolder));
      else if (/\d/.test(payment.accountHolder)) issue('accountHolder', bookingMessages.accountHolder);
      if (!payment.iban) issue('iban', bookingMessages.required(BOOKING_LABELS.iban));
      else {
        const problem = ibanProblem(payment.iban);
        if (problem) issue('iban', IBAN_MESSAGES[problem]);
      }
    }),
  );

export const participantStepSchema = z.object({
  studentFirstName: childName(BOOKING_LABELS.studentFirstName),
  studentLastName: childName(BOOKING_LABELS.studentLastName),
  studentAge: requiredText(BOOKING_LABELS.studentAge, 10).check(
    z.refine((value) => /^\d+$/.test(value), { message: bookingMessages.ageFormat, abort: true }),
    z.refine((value) => Number(value) >= 6 && Number(value) <= 18, bookingMessages.ageRange),
  ),
  studentExperience: z.enum(values(experienceOptions), { error: bookingMessages.experience }),
});

export const consentStepSchema = z.object({
  termsAccepted: z.boolean().check(z.refine((accepted) => accepted, bookingMessages.terms)),
  privacyAccepted: z.boolean().check(z.refine((accepted) => accepted, bookingMessages.privacy)),
});

/** Steps 0 to 4 of the wizard; the overview (4) checks the two consent boxes. */
export const STEP_SCHEMAS = [
  contactStepSchema,
  addressStepSchema,
  paymentStepSchema,
  participantStepSchema,
  consentStepSchema,
] as const;

export type FieldErrors = Partial<Record<BookingField, string>>;

/** The first message per field of one step; empty when the step is valid. */
export function stepErrors(step: number, data: BookingFormData): FieldErrors {
  const schema = STEP_SCHEMAS[step];
  if (!schema) return {};
  const result = schema.safeParse(data);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Every step's data, trimmed, when all five steps are valid; null otherwise. */
export function parseBooking(data: BookingFormData): BookingFormData | null {
  const parsed: Partial<BookingFormData> = {};
  for (const schema of STEP_SCHEMAS) {
    const result = schema.safeParse(data);
    if (!result.success) return null;
    Object.assign(parsed, result.data);
  }
  const complete = { ...data, ...parsed };
  // Account data only travels with a SEPA booking.
  if (complete.paymentMethod !== 'sepa') Object.assign(complete, { accountHolder: '', iban: '' });
  return complete;
}
