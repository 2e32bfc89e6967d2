import { headers } from 'next/headers';
import { deliveryService } from '@/lib/outbox/service';
import { clientAddress, createRateLimiter } from '@/lib/security/rate-limit';
import { declarationView, type DeclarationView } from './declaration-view';
import type { DeclarationKind } from './store';

const LIMIT_PER_MINUTE = Number(process.env.OUTBOX_RATE_LIMIT_PER_MINUTE ?? 20);

export type ReceiptPage =
  | { state: 'shown'; view: DeclarationView; email: string; mailed: boolean }
  | { state: 'invalid' }
  | { state: 'too-many' }
  | { state: 'unavailable' };

/**
 * The confirmation of a withdrawal or cancellation, read from its row behind the link with its token (the form sends
 * the family there; the mail links it): what was received, when, and what follows. Each look counts against the
 * sender's limit, as every link page's does.
 */
export async function receiptPage(kind: DeclarationKind, token: string): Promise<ReceiptPage> {
  try {
    const service = await deliveryService();
    if (!service.memberships || !service.links) return { state: 'invalid' };
    const allow = createRateLimiter(service.db!, { limit: LIMIT_PER_MINUTE, windowMs: 60_000 });
    if (!(await allow(`declaration:${clientAddress(await headers())}`))) return { state: 'too-many' };
    const id = service.links.idOf(kind === 'withdrawal' ? 'withdrawal-receipt' : 'cancellation-receipt', token);
    const declaration = id ? await service.memberships.declarationById(id) : undefined;
    if (!declaration || declaration.kind !== kind) return { state: 'invalid' };
    const booking = declaration.bookingId ? await service.memberships.byId(declaration.bookingId) : undefined;
    return { state: 'shown', view: declarationView(declaration, booking), email: declaration.email, mailed: service.relaying };
  } catch (error) {
    console.error('Erklärung: Bestätigung nicht lesbar', error);
    return { state: 'unavailable' };
  }
}
