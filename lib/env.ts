import { z } from 'zod';

const DEFAULT_SITE_URL = 'https://www.codingstars.de';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  siteUrl: z
    .url()
    .default(DEFAULT_SITE_URL)
    .transform((url) => url.replace(/\/+$/, '')),
  emailjs: z.object({
    publicKey: optionalString,
    serviceId: optionalString,
    templateId: optionalString,
    trialTemplateId: optionalString,
    bookingTemplateId: optionalString,
    origin: optionalString,
  }),
  outboxPath: z.string().default('.data/outbox.jsonl'),
  gaId: optionalString,
  gadsId: optionalString,
});

export type Env = z.infer<typeof envSchema>;

/** Parses the raw variables; empty strings count as unset. Exported for tests. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  return envSchema.parse({
    siteUrl: raw.NEXT_PUBLIC_SITE_URL || undefined,
    emailjs: {
      publicKey: raw.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      serviceId: raw.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      templateId: raw.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
      trialTemplateId: raw.NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID,
      bookingTemplateId: raw.NEXT_PUBLIC_EMAILJS_BOOKING_TEMPLATE_ID,
      origin: raw.NEXT_PUBLIC_EMAILJS_ORIGIN,
    },
    outboxPath: raw.OUTBOX_PATH || undefined,
    gaId: raw.NEXT_PUBLIC_GA_ID,
    gadsId: raw.NEXT_PUBLIC_GADS_ID,
  });
}

// NEXT_PUBLIC_* must be named literally so Next inlines them at build time.
export const env = parseEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_BOOKING_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_BOOKING_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  OUTBOX_PATH: process.env.OUTBOX_PATH,
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
  NEXT_PUBLIC_GADS_ID: process.env.NEXT_PUBLIC_GADS_ID,
});

/** Absolute URL on this site for a path such as '/courses/1'. */
export function absoluteUrl(path = '/'): string {
  return new URL(path, `${env.siteUrl}/`).toString();
}
