/**
 * The embedded outbox's answer to a booking ('OK: CS-7KQ4M2XD (Eingangsbestätigung per E-Mail)'): its number, and
 * whether this server mails the receipt, which only the running server knows. EmailJS answers a plain 'OK'.
 */
export const BOOKING_MAILED = ' (Eingangsbestätigung per E-Mail)';

export function bookingAnswer(text: string | undefined): { number?: string; mailed: boolean } {
  const match = /^OK: (CS-[0-9A-Z]{8})( \(Eingangsbestätigung per E-Mail\))?$/.exec(text ?? '');
  return match ? { number: match[1], mailed: Boolean(match[2]) } : { mailed: false };
}
