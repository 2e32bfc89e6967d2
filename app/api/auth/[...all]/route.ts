import { staffAuth } from '@/lib/auth/server';
import { deliveryService } from '@/lib/outbox/service';
import { clientAddress, createRateLimiter } from '@/lib/security/rate-limit';

/**
 * Better Auth's endpoints of the team's sign-in (the mailed link's check, passkeys). Each request counts against the
 * sender's limit of sign-in attempts, in the database like every limit of the site; Better Auth's own limiter, which
 * would trust X-Forwarded-For, is off. 404 without the site's own database (EmailJS).
 */
export const dynamic = 'force-dynamic';

const LIMIT_PER_MINUTE = Number(process.env.OUTBOX_RATE_LIMIT_PER_MINUTE ?? 20);
const answer = (body: string, status: number) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' } });

async function handle(request: Request): Promise<Response> {
  try {
    const [auth, service] = await Promise.all([staffAuth(), deliveryService()]);
    if (!auth || !service.db) return answer('Not Found', 404);
    const allow = createRateLimiter(service.db, { limit: LIMIT_PER_MINUTE, windowMs: 60_000 });
    if (!(await allow(`signin:${clientAddress(request.headers)}`))) return answer('Too Many Requests', 429);
    return await auth.handler(request);
  } catch (error) {
    console.error('Anmeldung: nicht erreichbar', error);
    return answer('Service Unavailable', 503);
  }
}

export { handle as GET, handle as POST };
