'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { env } from '@/lib/server/env';
import { deliveryService } from '@/lib/outbox/service';
import { clientAddress, createRateLimiter } from '@/lib/security/rate-limit';
import { staffAuth } from './server';
import { requireStaff, SIGN_IN_PATH } from './session';

/** What the sign-in form shows after a post: the same words for every address (nobody learns who is staff). */
export interface SignInState {
  email: string;
  outcome?: 'sent' | 'invalid' | 'too-many' | 'unavailable';
}

const LIMIT_PER_MINUTE = Number(process.env.OUTBOX_RATE_LIMIT_PER_MINUTE ?? 20);
const address = z.email();

/**
 * "Anmeldelink senden": a staff address gets a sign-in link through the queue (lib/auth/server.ts); any other address
 * gets the same answer and nothing happens. Counted against the sender's limit of sign-in attempts.
 */
export async function requestSignInLink(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const raw = formData.get('email');
  const email = typeof raw === 'string' ? raw.trim().slice(0, 254) : '';
  if (!address.safeParse(email).success) return { email, outcome: 'invalid' };
  const requestHeaders = await headers();
  try {
    const [auth, service] = await Promise.all([staffAuth(), deliveryService()]);
    if (!auth || !service.db) return { email, outcome: 'unavailable' };
    const allow = createRateLimiter(service.db, { limit: LIMIT_PER_MINUTE, windowMs: 60_000 });
    if (!(await allow(`signin:${clientAddress(requestHeaders)}`))) return { email, outcome: 'too-many' };
    // Only an address of the team reaches Better Auth: no verification row, no user, no mail for anyone else.
    if (env.staffEmails.includes(email.toLowerCase())) {
      await auth.api.signInMagicLink({ body: { email, callbackURL: '/intern', errorCallbackURL: `${SIGN_IN_PATH}?fehler=link` }, headers: requestHeaders });
    }
    return { email, outcome: 'sent' };
  } catch (error) {
    console.error('Anmeldung: Link nicht angefordert', error);
    return { email, outcome: 'unavailable' };
  }
}

/** "Abmelden": the session row goes at once, with its cookie. */
export async function signOut(): Promise<void> {
  const auth = await staffAuth();
  if (auth) {
    try {
      await auth.api.signOut({ headers: await headers() });
    } catch (error) {
      // No session any more (signed out on another tab): nothing to end.
      console.error('Abmelden:', error);
    }
  }
  redirect(`${SIGN_IN_PATH}?abgemeldet=1`);
}

/** "Entfernen" beside a passkey of the signed-in member (Better Auth deletes only the member's own). */
export async function removePasskey(formData: FormData): Promise<void> {
  await requireStaff();
  const id = formData.get('passkey');
  const auth = await staffAuth();
  if (auth && typeof id === 'string') {
    await auth.api.deletePasskey({ body: { id }, headers: await headers() });
  }
  revalidatePath('/intern/konto');
}
