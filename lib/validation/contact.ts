import * as z from 'zod/mini';

import { CONTACT_LABELS, contactMessages, FIELD_MAX_LENGTH, MESSAGE_MAX_LENGTH } from './contact-messages';

export { CONTACT_LABELS, contactMessages, FIELD_MAX_LENGTH, MESSAGE_MAX_LENGTH };

/**
 * The one schema of the enquiry fields (spec §5), used by the form in the browser (lib/validation/enquiry-form.ts)
 * and, through `templateParamsSchema`, by the embedded outbox on the server. zod/mini keeps the bundle small.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits left after removing spaces, dashes, brackets and the plus sign. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

const requiredText = (label: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, contactMessages.required(label)),
    z.maxLength(FIELD_MAX_LENGTH, contactMessages.tooLong(label, FIELD_MAX_LENGTH)),
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

/** The optional free-text message of /contact and /ferienkurse: at most MESSAGE_MAX_LENGTH characters. */
export const messageSchema = z.string().check(
  z.maxLength(MESSAGE_MAX_LENGTH, {
    error: (issue) => contactMessages.messageTooLong(typeof issue.input === 'string' ? issue.input.length : MESSAGE_MAX_LENGTH + 1),
  }),
);
