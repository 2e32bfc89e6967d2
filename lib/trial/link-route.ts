import { deliveryService } from '@/lib/outbox/service';
import { clientAddress, createRateLimiter } from '@/lib/rate-limit';
import { readTextCapped } from '@/lib/request-body';
import type { LinkDeps } from './link-actions';

const LIMIT_PER_MINUTE = Number(process.env.OUTBOX_RATE_LIMIT_PER_MINUTE ?? 20);
const noStore = { 'cache-control': 'no-store' };
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: noStore });

interface LinkRoute<V> {
  /** The rate limit's key: each link counts against the sender's limit per minute (lib/rate-limit.ts). */
  scope: 'cancel' | 'move' | 'waitlist';
  /** GET: what the page shows for the token. */
  view(deps: LinkDeps, token: string): Promise<V>;
  /** POST: the page's button, with the JSON body the page sent. */
  act(deps: LinkDeps, token: string, body: Record<string, unknown>): Promise<V>;
}

/**
 * The route handlers behind a link in a parent's mail (app/api/trial/*): GET tells the page what the token stands for,
 * POST does what the page's button says. A mail scanner that opens a link changes nothing: only the parent's click
 * posts. Both count against the sender's rate limit; 404 without the site's own database (EmailJS), 503 while it is
 * away.
 */
export function linkRoute<V>({ scope, view, act }: LinkRoute<V>) {
  async function prepared(request: Request) {
    const service = await deliveryService();
    if (!service.seats || !service.links) return undefined;
    const allow = createRateLimiter(service.db!, { limit: LIMIT_PER_MINUTE, windowMs: 60_000 });
    const deps: LinkDeps = { seats: service.seats, links: service.links, kick: service.kick };
    return { deps, allowed: await allow(`${scope}:${clientAddress(request.headers)}`) };
  }

  async function GET(request: Request) {
    const token = new URL(request.url).searchParams.get('token') ?? '';
    try {
      const ready = await prepared(request);
      if (!ready) return json({ state: 'invalid' }, 404);
      if (!ready.allowed) return json({ error: 'Too Many Requests' }, 429);
      return json(await view(ready.deps, token));
    } catch (error) {
      console.error(`Probestunde: Link (${scope}) nicht lesbar`, error);
      return json({ error: 'Datenbank nicht erreichbar' }, 503);
    }
  }

  async function POST(request: Request) {
    const raw = await readTextCapped(request, 2048);
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(raw ?? '{}');
      if (!parsed || typeof parsed !== 'object') throw new Error('no object');
      body = parsed as Record<string, unknown>;
    } catch {
      return json({ error: 'Bad Request' }, 400);
    }
    try {
      const ready = await prepared(request);
      if (!ready) return json({ state: 'invalid' }, 404);
      if (!ready.allowed) return json({ error: 'Too Many Requests' }, 429);
      return json(await act(ready.deps, String(body.token ?? ''), body));
    } catch (error) {
      console.error(`Probestunde: Link (${scope}) nicht ausgeführt`, error);
      return json({ error: 'Datenbank nicht erreichbar' }, 503);
    }
  }

  return { GET, POST };
}
