import { headers } from 'next/headers';
import { deliveryService } from '@/lib/outbox/service';
import { clientAddress, createRateLimiter } from '@/lib/security/rate-limit';
import type { LinkDeps } from './link-actions';

const LIMIT_PER_MINUTE = Number(process.env.OUTBOX_RATE_LIMIT_PER_MINUTE ?? 20);

/** Why a link page could not answer: too many requests from this sender, or the database away. */
export type LinkProblem = 'too-many' | 'unavailable';

/**
 * What a page behind a link in a parent's mail shows: the view of the token (lib/trial/link-views.ts), or none yet
 * when the first look failed; a problem of the last request, with the view it had kept.
 */
export interface LinkPageState<V> {
  token: string;
  view?: V;
  problem?: LinkProblem;
}

/** The rate limit's key of each link: each look and each click counts against the sender's limit per minute. */
export type LinkScope = 'cancel' | 'move' | 'waitlist' | 'stop';

/**
 * Runs `step` (a look at the token or its button) with the seats and links of the site's database, counted against
 * the sender's limit like every request to the outbox. Without the site's own database (EmailJS) every token is
 * invalid.
 */
export async function runLinkStep<V>(scope: LinkScope, token: string, step: (deps: LinkDeps) => Promise<V>, invalid: V): Promise<LinkPageState<V>> {
  try {
    const service = await deliveryService();
    if (!service.seats || !service.links) return { token, view: invalid };
    const allow = createRateLimiter(service.db!, { limit: LIMIT_PER_MINUTE, windowMs: 60_000 });
    if (!(await allow(`${scope}:${clientAddress(await headers())}`))) return { token, problem: 'too-many' };
    return { token, view: await step({ seats: service.seats, links: service.links, kick: service.kick }) };
  } catch (error) {
    console.error(`Probestunde: Link (${scope}) nicht ausgeführt`, error);
    return { token, problem: 'unavailable' };
  }
}

/** The token of a link page's address (`?token=…`), as the page's props give it. */
export async function tokenOf(searchParams: Promise<Record<string, string | string[] | undefined>>): Promise<string> {
  const token = (await searchParams).token;
  return typeof token === 'string' ? token.slice(0, 200) : '';
}
