import { deliveryService } from '@/lib/outbox/service';
import { clientAddress, createRateLimiter } from '@/lib/rate-limit';
import { readTextCapped } from '@/lib/request-body';
import { cancelStateOf } from '@/lib/trial/cancel-state';

/**
 * The cancel link of a trial confirmation: GET tells the page what the token stands for, POST frees the seat (once,
 * until the lesson has ended) and queues the staff mail. A mail scanner that opens the link frees nothing: only the
 * parent's click on the page's button posts. Both count against the sender's rate limit.
 */
export const dynamic = 'force-dynamic';

const LIMIT_PER_MINUTE = Number(process.env.OUTBOX_RATE_LIMIT_PER_MINUTE ?? 20);
const noStore = { 'cache-control': 'no-store' };
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore });

async function prepared(request: Request) {
  const service = await deliveryService();
  if (!service.seats) return { service, allowed: false };
  const allow = createRateLimiter(service.db!, { limit: LIMIT_PER_MINUTE, windowMs: 60_000 });
  return { service, allowed: await allow(`cancel:${clientAddress(request.headers)}`) };
}

export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    const { service, allowed } = await prepared(request);
    if (!service.seats) return json({ state: 'invalid' }, 404);
    if (!allowed) return json({ error: 'Too Many Requests' }, 429);
    return json(cancelStateOf(token ? await service.seats.byToken(token) : undefined));
  } catch (error) {
    console.error('Probestunde: Absage-Link nicht lesbar', error);
    return json({ error: 'Datenbank nicht erreichbar' }, 503);
  }
}

export async function POST(request: Request) {
  const raw = await readTextCapped(request, 1024);
  let token = '';
  try {
    token = String((JSON.parse(raw ?? '{}') as { token?: unknown }).token ?? '');
  } catch {
    return json({ error: 'Bad Request' }, 400);
  }
  try {
    const { service, allowed } = await prepared(request);
    if (!service.seats) return json({ state: 'invalid' }, 404);
    if (!allowed) return json({ error: 'Too Many Requests' }, 429);
    const signup = token ? await service.seats.byToken(token) : undefined;
    const before = cancelStateOf(signup);
    if (before.state !== 'ask') return json(before);
    return json({ state: (await service.cancelTrial(token)) ? 'done' : 'already', date: before.date });
  } catch (error) {
    console.error('Probestunde: Absage nicht gespeichert', error);
    return json({ error: 'Datenbank nicht erreichbar' }, 503);
  }
}
