import { EMBEDDED, emailConfig } from '@/lib/email/config';
import { deliveryService } from '@/lib/outbox/service';
import { clientAddress, createRateLimiter } from '@/lib/rate-limit';
import { readTextCapped } from '@/lib/request-body';
import { isTrialDate } from '@/lib/trial/dates';
import { trialDateLabel } from '@/lib/trial/link-views';
import { emailRequestSchema } from '@/lib/validation/email-request';

/**
 * The embedded outbox: answers the EmailJS send contract (200 'OK', 4xx with a reason as text). Each accepted enquiry
 * is committed to the database before the 200; with SMTP_URL and MAIL_TO the relay then mails it to staff in the
 * background (lib/outbox/service.ts). With EmailJS configured the endpoint does not exist (404).
 */
export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 32 * 1024;
const LIMIT_PER_MINUTE = Number(process.env.OUTBOX_RATE_LIMIT_PER_MINUTE ?? 20);

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

const unavailable = (error: unknown) => {
  console.error('Posteingang: Datenbank nicht erreichbar', error);
  return text('Service Unavailable: Posteingang nicht erreichbar', 503);
};

export async function POST(request: Request) {
  if (!emailConfig().embedded) return text('Not Found', 404);
  if (!(request.headers.get('content-type') ?? '').toLowerCase().includes('application/json')) {
    return text('Unsupported Media Type: JSON erwartet', 415);
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return text('Payload Too Large', 413);

  let service;
  try {
    service = await deliveryService();
    // Counted in the database, so the limit holds whichever instance the request reaches.
    const allow = createRateLimiter(service.db!, { limit: LIMIT_PER_MINUTE, windowMs: 60_000 });
    if (!(await allow(`send:${clientAddress(request.headers)}`))) return text('Too Many Requests', 429);
  } catch (error) {
    return unavailable(error);
  }

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
  if (templateId === EMBEDDED.templates.trial) return signUp(service, request, params);
  try {
    await service.accept(templateId, params);
  } catch (error) {
    return unavailable(error);
  }
  return text('OK', 200);
}

type Service = Awaited<ReturnType<typeof deliveryService>>;

/**
 * A trial signup holds a seat on the chosen date, or says why not: 409 'ausgebucht' (the form then offers the next
 * date with seats, or the full date's waitlist) or 409 for a third seat of one parent. Asked for the waitlist
 * (`join_waitlist`), a full date puts the family on it: 200 'OK: Warteliste <place>'; a seat that became free meanwhile
 * is simply booked ('OK'). Staff see the date in words (`trial_date_label`).
 */
async function signUp(service: Service, request: Request, params: Record<string, string>) {
  const date = params.trial_date;
  if (!date) return text('Bad Request: trial_date: Bitte wählen Sie einen Termin', 400);
  if (!isTrialDate(date, new Date())) return text('Bad Request: trial_date: Dieser Termin wird nicht mehr angeboten', 400);
  const { join_waitlist: joinWaitlist, ...sent } = params;
  const request_ = {
    date,
    email: params.email!.trim().toLowerCase(),
    client: clientAddress(request.headers),
    templateId: EMBEDDED.templates.trial,
    params: { ...sent, trial_date_label: trialDateLabel(date) },
  };
  try {
    // A seat first, also for a family that asked for the waitlist: one may have become free. Twice at most, when the
    // waitlist answers that a seat is free after all.
    for (let round = 0; round < 2; round += 1) {
      const result = await service.reserveTrial(request_);
      if (result.status === 'booked') return text('OK', 200);
      if (result.status === 'limit') return text('Conflict: höchstens zwei Plätze je Termin', 409);
      if (!joinWaitlist) return text('Conflict: ausgebucht', 409);
      const waiting = await service.joinWaitlist(request_);
      if (waiting.status === 'waiting') return text(`OK: Warteliste ${waiting.position}`, 200);
      if (waiting.status === 'limit') return text('Conflict: höchstens zwei Plätze je Termin', 409);
      if (waiting.status === 'closed') return text('Conflict: ausgebucht, Warteliste geschlossen', 409);
    }
    return text('Conflict: ausgebucht', 409);
  } catch (error) {
    return unavailable(error);
  }
}
