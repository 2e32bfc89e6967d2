/**
 * Where enquiries go. With EmailJS keys set at build time the browser sends to EmailJS; without them it sends to
 * this site's own EmailJS-compatible outbox (DECISIONS.md, "Embedded default"). Read without zod on purpose:
 * this module ships to the browser, and NEXT_PUBLIC_* values must be named literally to be inlined.
 */
export const EMBEDDED = {
  publicKey: 'codingstars-outbox',
  serviceId: 'codingstars_outbox',
  templates: { default: 'enquiry_default', trial: 'enquiry_trial', booking: 'booking' },
} as const;

export interface EmailConfig {
  embedded: boolean;
  publicKey: string;
  serviceId: string;
  templates: { default: string; trial: string; booking: string };
  /** API origin; undefined means EmailJS's own, '' means this site. */
  origin: string | undefined;
}

const clean = (value: string | undefined) => (value && value.trim() ? value.trim() : undefined);

export function emailConfig(): EmailConfig {
  const publicKey = clean(process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY);
  const serviceId = clean(process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID);
  const templateId = clean(process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID);
  if (!publicKey && !serviceId && !templateId) {
    return { embedded: true, ...EMBEDDED, templates: { ...EMBEDDED.templates }, origin: '' };
  }
  return {
    embedded: false,
    publicKey: publicKey ?? '',
    serviceId: serviceId ?? '',
    templates: {
      default: templateId ?? '',
      trial: clean(process.env.NEXT_PUBLIC_EMAILJS_TRIAL_TEMPLATE_ID) ?? '',
      booking: clean(process.env.NEXT_PUBLIC_EMAILJS_BOOKING_TEMPLATE_ID) ?? templateId ?? '',
    },
    origin: clean(process.env.NEXT_PUBLIC_EMAILJS_ORIGIN),
  };
}
