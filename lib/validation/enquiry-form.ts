import * as z from 'zod/mini';
import { contactFieldsSchema, contactMessages } from './contact';

/** The enquiry form: the contact fields of spec §5, the privacy consent and a honeypot. */
export const enquiryFormSchema = z.extend(contactFieldsSchema, {
  privacy: z.boolean().check(z.refine((accepted) => accepted, contactMessages.privacy)),
  /** Honeypot: hidden from people, filled by bots. */
  website: z.optional(z.string()),
});

export type EnquiryFormValues = z.infer<typeof enquiryFormSchema>;
