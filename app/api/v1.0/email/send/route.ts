import { emailConfig } from '@/lib/email/config';
import { deliveryService } from '@/lib/outbox/service';
import { clientAddress, createRateLimiter } from '@/lib/rate-limit';
import { readTextCapped } from '@/lib/request-body';
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

  try {
    await service.accept(parsed.data.template_id, parsed.data.template_params);
  } catch (error) {
    return unavailable(error);
  }
  return text('OK', 200);
}
