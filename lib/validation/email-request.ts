import * as z from 'zod/mini';
import { bookingCatalog } from '@/lib/booking/catalog';
import { bookingParamsSchema } from '@/lib/booking/params-schema';
import { EMBEDDED } from '@/lib/email/config';
import { contactFieldsSchema, messageSchema } from './contact';

const REQUEST_TYPES = ['/start funnel', '/signup schnupper-funnel', '/contact', 'Ferienkurs'] as const;

/** template_params as the enquiry form sends them: the contact rules again, on the server. */
export const templateParamsSchema = z
  .object({
    reply_to: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    child_name: z.string(),
    from_name: z.optional(z.string().check(z.maxLength(250))),
    selected_course: z.string().check(z.maxLength(200)),
    /** The parent's own words (/contact, /ferienkurse); '' when left blank. */
    message: z.optional(messageSchema),
    request_type: z.enum(REQUEST_TYPES),
    /** The trial date the parent chose ('YYYY-MM-DD'); the server checks it is one still offered. */
    trial_date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
    /** 'ja': if the date is full, put the child on its waitlist (the server stores the place instead). */
    join_waitlist: z.optional(z.literal('ja')),
  })
  .check(
    z.superRefine((params, ctx) => {
      const fields = contactFieldsSchema.safeParse({
        firstName: params.first_name,
        lastName: params.last_name,
        email: params.email,
        phone: params.phone,
        childName: params.child_name,
      });
      if (!fields.success) {
        for (const issue of fields.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, input: params });
      }
      if (params.reply_to !== params.email) {
        ctx.addIssue({ code: 'custom', message: 'reply_to muss der E-Mail-Adresse entsprechen', input: params });
      }
    }),
  );

const envelope = {
  lib_version: z.string().check(z.maxLength(20)),
  user_id: z.literal(EMBEDDED.publicKey),
  service_id: z.literal(EMBEDDED.serviceId),
};

/** The body @emailjs/browser 4.4.1 posts to /api/v1.0/email/send, as the embedded outbox accepts it. */
export const emailRequestSchema = z.discriminatedUnion('template_id', [
  z.object({
    ...envelope,
    template_id: z.enum([EMBEDDED.templates.default, EMBEDDED.templates.trial]),
    template_params: templateParamsSchema,
  }),
  z.object({
    ...envelope,
    template_id: z.literal(EMBEDDED.templates.booking),
    template_params: bookingParamsSchema(bookingCatalog),
  }),
]);

export type EmailRequest = z.infer<typeof emailRequestSchema>;
