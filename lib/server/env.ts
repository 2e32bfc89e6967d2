/**
 * Room lib/server: the server process: its environment parsed once (env.ts), server.mjs's additions (static pages,
 * client address, page policies) and the shutdown. Used by server.mjs, instrumentation.ts and the server side of lib/.
 */

import { z } from 'zod';
import { enquiryDelivery } from '../email/delivery.mjs';
import { isValidCreditorId } from '../membership/creditor-id.ts';
import { isValidIban } from '../validation/iban.ts';

const DEFAULT_SITE_URL = 'https://www.codingstars.de';
const DELIVERIES = ['emailjs', 'relay', 'store'] as const;

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const count = (fallback: number) => z.coerce.number().int().positive().default(fallback);

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
  /** Where enquiries go at run time; `atBuild` is what the prerendered privacy page says. */
  delivery: z.enum(DELIVERIES),
  atBuild: z.object({ delivery: z.enum(DELIVERIES), retentionDays: count(180), sepa: z.boolean() }),
  /** Server only: PostgreSQL with `url` (several instances), else one SQLite file at `path`. */
  database: z.object({
    url: z
      .string()
      .regex(/^postgres(ql)?:\/\/./, 'DATABASE_URL: postgres://-Adresse erwartet (ohne sie: SQLite-Datei DATABASE_PATH)')
      .optional(),
    path: z.string().default('.data/codingstars.db'),
  }),
  outbox: z.object({
    /** The outbox file of the site before the database: imported once at start, then renamed aside. */
    path: z.string().default('.data/outbox.jsonl'),
    retentionDays: count(180),
    maxAttempts: count(30),
    retryBaseMs: count(30_000),
    /** How long an instance keeps an entry it is sending before another may take it over (2.5 minutes). */
    leaseMs: count(150_000),
  }),
  /** How often each instance adds its page-view counts to the database (lib/numbers/recorder.ts): once a minute. */
  pageViewFlushMs: count(60_000),
  /** Seats one address or client may hold per trial date. */
  trialSeatsPerParent: count(2),
  /** Server only: TRIAL_JOIN_URL, the trial group's online classroom; https only. The reminders carry it. */
  trialJoinUrl: z.url({ protocol: /^https$/, error: 'TRIAL_JOIN_URL: eine https://-Adresse erwartet (der Raum der Online-Stunde)' }).optional(),
  /**
   * SEPA_CREDITOR_ID, the academy's creditor identifier for direct debits. Without it the booking offers no direct
   * debit (read at build for /booking, at start for the contract confirmations).
   */
  sepaCreditorId: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine(isValidCreditorId, 'SEPA_CREDITOR_ID: keine gültige Gläubiger-Identifikationsnummer (Format DE98ZZZ09999999999, mit Prüfziffern)')
    .optional(),
  /**
   * Server only: SEPA_CREDITOR_IBAN and SEPA_CREDITOR_BIC, the academy's account: on every transfer invoice and in the
   * bank's file of direct debits (lib/billing/). Without the IBAN the server issues no invoices.
   */
  sepaCreditorIban: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine(isValidIban, 'SEPA_CREDITOR_IBAN: keine gültige IBAN (z. B. DE02 1203 0000 0000 2020 51)')
    .optional(),
  sepaCreditorBic: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .refine((value) => /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value), 'SEPA_CREDITOR_BIC: kein gültiger BIC (8 oder 11 Zeichen, z. B. BYLADEM1001)')
    .optional(),
  /** Server only: LINK_SECRET, the key of the links in mails (lib/trial/link-secret.ts); unset, one is generated. */
  linkSecret: z.string().min(32, 'LINK_SECRET: mindestens 32 Zeichen (z. B. openssl rand -base64 48)').optional(),
  /** Server only: the academy's mail relay. Both or neither, so a half-configured relay fails the build loudly. */
  smtp: z
    .object({
      url: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL: smtp://- oder smtps://-Adresse erwartet (nötig mit MAIL_TO)' }),
      to: z.array(z.email({ error: 'MAIL_TO: E-Mail-Adressen, durch Kommas getrennt' })).min(1, 'MAIL_TO fehlt (nötig mit SMTP_URL)'),
      from: optionalString,
    })
    .optional(),
  /** Server only: STAFF_EMAILS, the addresses that may sign in to /intern (lower case); none: nobody can. */
  staffEmails: z.array(z.email({ error: 'STAFF_EMAILS: E-Mail-Adressen, durch Kommas getrennt' })).default([]),
  /**
   * Server only: BETTER_AUTH_URL, the address the team signs in at (its host is the passkeys' domain); the site's own
   * address unless the server is reached under another one (a test on http://localhost).
   */
  authUrl: z.url({ protocol: /^https?$/, error: 'BETTER_AUTH_URL: eine http(s)://-Adresse erwartet' }).optional(),
  gaId: optionalString,
  gadsId: optionalString,
});

export type Env = z.infer<typeof envSchema>;

const unlessBlank = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** Parses the raw variables; empty strings count as unset. Exported for tests. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const delivery = enquiryDelivery(raw);
  const retentionDays = unlessBlank(raw.OUTBOX_RETENTION_DAYS);
  const smtpUrl = unlessBlank(raw.SMTP_URL);
  const mailTo = unlessBlank(raw.MAIL_TO);
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
    delivery,
    atBuild: {
      delivery: unlessBlank(raw.ENQUIRY_DELIVERY_AT_BUILD) ?? delivery,
      retentionDays: unlessBlank(raw.OUTBOX_RETENTION_DAYS_AT_BUILD) ?? retentionDays,
      sepa: (unlessBlank(raw.SEPA_AT_BUILD) ?? (unlessBlank(raw.SEPA_CREDITOR_ID) ? 'ja' : '')) === 'ja',
    },
    sepaCreditorId: unlessBlank(raw.SEPA_CREDITOR_ID),
    sepaCreditorIban: unlessBlank(raw.SEPA_CREDITOR_IBAN),
    sepaCreditorBic: unlessBlank(raw.SEPA_CREDITOR_BIC),
    database: { url: unlessBlank(raw.DATABASE_URL), path: unlessBlank(raw.DATABASE_PATH) },
    outbox: {
      path: raw.OUTBOX_PATH || undefined,
      retentionDays,
      maxAttempts: unlessBlank(raw.OUTBOX_MAX_ATTEMPTS),
      retryBaseMs: unlessBlank(raw.OUTBOX_RETRY_BASE_MS),
      leaseMs: unlessBlank(raw.OUTBOX_LEASE_MS),
    },
    pageViewFlushMs: unlessBlank(raw.PAGE_VIEW_FLUSH_MS),
    trialSeatsPerParent: unlessBlank(raw.TRIAL_SEATS_PER_PARENT),
    trialJoinUrl: unlessBlank(raw.TRIAL_JOIN_URL),
    linkSecret: unlessBlank(raw.LINK_SECRET),
    smtp:
      smtpUrl || mailTo
        ? { url: smtpUrl, to: mailTo?.split(',').map((address) => address.trim()) ?? [], from: raw.MAIL_FROM }
        : undefined,
    staffEmails: unlessBlank(raw.STAFF_EMAILS)
      ?.split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
    authUrl: unlessBlank(raw.BETTER_AUTH_URL)?.replace(/\/+$/, ''),
    gaId: raw.NEXT_PUBLIC_GA_ID,
    gadsId: raw.NEXT_PUBLIC_GADS_ID,
  });
}

// NEXT_PUBLIC_* and the *_AT_BUILD stamps (next.config.mjs) must be named literally so Next inlines them at build
// time; the server variables below them are read when the server starts.
export const env = parseEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_BOOKING_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_BOOKING_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_ORIGIN: process.env.NEXT_PUBLIC_EMAILJS_ORIGIN,
  ENQUIRY_DELIVERY_AT_BUILD: process.env.ENQUIRY_DELIVERY_AT_BUILD,
  OUTBOX_RETENTION_DAYS_AT_BUILD: process.env.OUTBOX_RETENTION_DAYS_AT_BUILD,
  SEPA_AT_BUILD: process.env.SEPA_AT_BUILD,
  SEPA_CREDITOR_ID: process.env.SEPA_CREDITOR_ID,
  SEPA_CREDITOR_IBAN: process.env.SEPA_CREDITOR_IBAN,
  SEPA_CREDITOR_BIC: process.env.SEPA_CREDITOR_BIC,
  DATABASE_URL: process.env.DATABASE_URL,
  DATABASE_PATH: process.env.DATABASE_PATH,
  OUTBOX_PATH: process.env.OUTBOX_PATH,
  OUTBOX_RETENTION_DAYS: process.env.OUTBOX_RETENTION_DAYS,
  OUTBOX_MAX_ATTEMPTS: process.env.OUTBOX_MAX_ATTEMPTS,
  OUTBOX_RETRY_BASE_MS: process.env.OUTBOX_RETRY_BASE_MS,
  OUTBOX_LEASE_MS: process.env.OUTBOX_LEASE_MS,
  PAGE_VIEW_FLUSH_MS: process.env.PAGE_VIEW_FLUSH_MS,
  TRIAL_SEATS_PER_PARENT: process.env.TRIAL_SEATS_PER_PARENT,
  TRIAL_JOIN_URL: process.env.TRIAL_JOIN_URL,
  LINK_SECRET: process.env.LINK_SECRET,
  SMTP_URL: process.env.SMTP_URL,
  MAIL_TO: process.env.MAIL_TO,
  MAIL_FROM: process.env.MAIL_FROM,
  STAFF_EMAILS: process.env.STAFF_EMAILS,
  BETTER_AUTH_URL: process.env.BETTER_AUTH_URL,
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
  NEXT_PUBLIC_GADS_ID: process.env.NEXT_PUBLIC_GADS_ID,
});

/** Absolute URL on this site for a path such as '/courses/1'. */
export function absoluteUrl(path = '/'): string {
  return new URL(path, `${env.siteUrl}/`).toString();
}
