import { EMBEDDED, emailConfig } from '@/lib/email/config';
import { admitSender, submitToOutbox, type SubmitOutcome } from '@/lib/forms/outbox-submission';
import { clientAddress } from '@/lib/security/rate-limit';
import { BOOKING_MAILED } from '@/lib/booking/answer';
import { readTextCapped } from '@/lib/security/request-body';
import { emailRequestSchema } from '@/lib/validation/email-request';

/**
 * The embedded outbox: answers the EmailJS send contract (200 'OK', 4xx with a reason as text). Each accepted enquiry
 * is committed to the database before the 200; with SMTP_URL and MAIL_TO the relay then mails it to staff in the
 * background (lib/outbox/service.ts). With EmailJS configured the endpoint does not exist (404). A form posted to its
 * page without script takes the same way through lib/forms/outbox-submission.ts.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 32 * 1024;

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

const unavailable = () => text('Service Unavailable: Posteingang nicht erreichbar', 503);

/**
 * The answer for each outcome, as @emailjs/browser hands it to the form (lib/email/send.ts): a trial signup put on a
 * waitlist says its place ('OK: Warteliste 3'), a full date or a third seat 409 with the reason.
 */
const ANSWERS: { [K in SubmitOutcome['kind']]: (outcome: Extract<SubmitOutcome, { kind: K }>) => Response } = {
  accepted: () => text('OK', 200),
  // The wizard shows the number on its confirmation (components/booking/booking-confirmation.tsx).
  booking: ({ number, mailed }) => text(`OK: ${number}${mailed ? BOOKING_MAILED : ''}`, 200),
  'no-sepa': () => text('Bad Request: payment_method: SEPA-Lastschrift wird derzeit nicht angeboten', 400),
  booked: () => text('OK', 200),
  waitlisted: ({ position }) => text(`OK: Warteliste ${position}`, 200),
  full: () => text('Conflict: ausgebucht', 409),
  'waitlist-closed': () => text('Conflict: ausgebucht, Warteliste geschlossen', 409),
  limit: () => text('Conflict: höchstens zwei Plätze je Termin', 409),
  'date-gone': () => text('Bad Request: trial_date: Dieser Termin wird nicht mehr angeboten', 400),
  unavailable,
};

export async function POST(request: Request) {
  if (!emailConfig().embedded) return text('Not Found', 404);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('application/json')) {
    return text('Unsupported Media Type: JSON erwartet', 415);
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return text('Payload Too Large', 413);

  const client = clientAddress(request.headers);
  let service;
  try {
    service = await admitSender(client);
  } catch (error) {
    console.error('Posteingang: Datenbank nicht erreichbar', error);
    return unavailable();
  }
  if (service === 'too-many') return text('Too Many Requests', 429);

  const raw = await readTextCapped(request, MAX_BODY_BYTES);
  if (raw === undefined) return text('Payload Too Large', 413);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return text('Bad Request: kein gültiges JSON', 400);
  }
  const parsed = emailRequestSchema.safeParse(json);
  if (!parsed.success) {
    const reasons = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
    return text(`Bad Request: ${reasons.join('; ')}`, 400);
  }

  const { template_id: templateId, template_params: params } = parsed.data;
  if (templateId === EMBEDDED.templates.trial && !params.trial_date) return text('Bad Request: trial_date: Bitte wählen Sie einen Termin', 400);
  const outcome = await submitToOutbox(service, { templateId, params, client });
  return (ANSWERS[outcome.kind] as (outcome: SubmitOutcome) => Response)(outcome);
}
