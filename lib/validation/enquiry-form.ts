import * as z from 'zod/mini';
import { contactFieldsSchema, contactMessages, messageSchema } from './contact';

/** The enquiry form: the contact fields of spec §5, an optional message, the privacy consent and a honeypot. */
export const enquiryFormSchema = z.extend(contactFieldsSchema, {
  message: z.optional(messageSchema),
  privacy: z.boolean().check(z.refine((accepted) => accepted, contactMessages.privacy)),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.optional(z.string()),
});

export type EnquiryFormValues = z.infer<typeof enquiryFormSchema>;
