import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/lib/server/env';
import { staffAuth } from './server';

/** A signed-in member of the team, as a page or an action of /intern sees them. */
export interface StaffMember {
  id: string;
  email: string;
  /** When the session ends (12 hours after signing in). */
  expiresAt: Date;
}

/** Where a request without a session goes: the sign-in page, which shows nobody's data. */
export const SIGN_IN_PATH = '/intern/anmelden';

/**
 * The member of the team this request comes from, read on the server from the session row (never from a proxy's
 * word: CVE-2025-29927). Undefined without a session, with an ended one, and for an address that has left
 * STAFF_EMAILS since it signed in.
 */
export async function currentStaff(): Promise<StaffMember | undefined> {
  const auth = await staffAuth();
  if (!auth) return undefined;
  const found = await auth.api.getSession({ headers: await headers() });
  if (!found || !env.staffEmails.includes(found.user.email.toLowerCase())) return undefined;
  return { id: found.user.id, email: found.user.email, expiresAt: new Date(found.session.expiresAt) };
}

/**
 * The check every /intern page and action makes first, before it reads any personal data (STYLE.md habit 14):
 * the signed-in member, or a redirect to the sign-in page.
 */
export async function requireStaff(): Promise<StaffMember> {
  const staff = await currentStaff();
  if (!staff) redirect(SIGN_IN_PATH);
  return staff;
}
