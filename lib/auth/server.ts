/**
 * Room lib/auth: the team's sign-in (links by mail, passkeys), sessions and requireStaff().
 * Used by every /intern page and action, the signed-in API and `npm run staff-link`.
 */

import { randomUUID } from 'node:crypto';
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { nextCookies } from 'better-auth/next-js';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Kysely } from 'kysely';
import { internCopy } from '@/content/intern';
import type { Db } from '@/lib/db';
import { env } from '@/lib/server/env';
import { deliveryService } from '@/lib/outbox/service';
import { seal } from './seal';
import { SIGN_IN_TEMPLATE } from './sign-in-template';

/** A sign-in link holds for 15 minutes and for one use (DECISIONS.md, fifth round). */
export const SIGN_IN_LINK_SECONDS = 15 * 60;
/** A session ends 12 hours after signing in, whatever happens in between. */
export const SESSION_SECONDS = 12 * 60 * 60;

/** Better Auth's fields under the site's snake_case column names (lib/db/migrations.ts, 2026-11-27-01-staff-sign-in). */
const COLUMNS = {
  user: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
  session: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at', ipAddress: 'ip_address', userAgent: 'user_agent', userId: 'user_id' },
  account: {
    accountId: 'account_id',
    providerId: 'provider_id',
    userId: 'user_id',
    accessToken: 'access_token',
    refreshToken: 'refresh_token',
    idToken: 'id_token',
    accessTokenExpiresAt: 'access_token_expires_at',
    refreshTokenExpiresAt: 'refresh_token_expires_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
  verification: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
  passkey: { publicKey: 'public_key', userId: 'user_id', credentialID: 'credential_id', deviceType: 'device_type', backedUp: 'backed_up', createdAt: 'created_at' },
} as const;

export interface StaffAuthConfig {
  db: Db;
  /** Where the team signs in (BETTER_AUTH_URL, else the site's address): links, cookies and passkeys follow it. */
  baseUrl: string;
  /** Signs the session cookie: derived from LINK_SECRET, the same on every instance. */
  secret: string;
  /** STAFF_EMAILS, lower case. */
  staff: readonly string[];
  /** Sends (queues) a sign-in link to a staff address; never called for any other address. */
  sendLink(email: string, url: string): Promise<void>;
}

/**
 * The team's sign-in: Better Auth on the site's own database (its Kysely connection, SQLite or PostgreSQL), with a
 * link by mail (15 minutes, once) and passkeys. Only STAFF_EMAILS: no user is made and no link sent for any other
 * address. No passwords. The session cookie is `__Host-` prefixed over https (a plain name on http://localhost),
 * HttpOnly, SameSite=Lax, and ends 12 hours after signing in; its row keeps no address or browser of the member.
 */
export function createStaffAuth({ db, baseUrl, secret, staff, sendLink }: StaffAuthConfig) {
  const https = baseUrl.startsWith('https://');
  const isStaff = (email: string) => staff.includes(email.trim().toLowerCase());
  return betterAuth({
    appName: internCopy.brand,
    baseURL: baseUrl,
    basePath: '/api/auth',
    secret,
    database: { db: db.kysely as unknown as Kysely<Record<string, never>>, type: db.kind },
    telemetry: { enabled: false },
    emailAndPassword: { enabled: false },
    // The site counts every request to /api/auth against the sender's limit (app/api/auth/[...all]/route.ts).
    rateLimit: { enabled: false },
    user: { modelName: 'staff_users', fields: COLUMNS.user },
    account: { modelName: 'staff_accounts', fields: COLUMNS.account },
    verification: { modelName: 'staff_verifications', fields: COLUMNS.verification },
    session: {
      modelName: 'staff_sessions',
      fields: COLUMNS.session,
      expiresIn: SESSION_SECONDS,
      disableSessionRefresh: true,
      // Every request reads the session row: signing out, or leaving STAFF_EMAILS, counts at once.
      cookieCache: { enabled: false },
    },
    advanced: {
      useSecureCookies: false,
      cookiePrefix: https ? '__Host-cs-intern' : 'cs-intern',
      defaultCookieAttributes: { secure: https, httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { disableIpTracking: true },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      // The only way in is an address of the team: nobody else becomes a user, whatever calls the sign-in.
      user: { create: { before: async (user) => (isStaff(user.email) ? { data: user } : false) } },
      // No address or browser of the member is kept with a session.
      session: { create: { before: async (session) => ({ data: { ...session, ipAddress: null, userAgent: null } }) } },
    },
    plugins: [
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          if (isStaff(email)) await sendLink(email.trim().toLowerCase(), url);
        },
      }),
      passkey({
        rpID: new URL(baseUrl).hostname,
        rpName: internCopy.brand,
        origin: baseUrl,
        schema: { passkey: { modelName: 'staff_passkeys', fields: COLUMNS.passkey } },
      }),
      nextCookies(),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

const AUTH = Symbol.for('codingstars.staff-auth');

/**
 * The one sign-in of this server process, on the delivery service's database (kept on globalThis like the service:
 * Next bundles route handlers and pages separately). Undefined without the site's own database (EmailJS).
 */
export function staffAuth(): Promise<StaffAuth | undefined> {
  const holder = globalThis as typeof globalThis & { [AUTH]?: Promise<StaffAuth | undefined> };
  holder[AUTH] ??= deliveryService().then(
    (service) => {
      if (!service.db || !service.keyFor) return undefined;
      const sealing = service.keyFor('sign-in-link');
      return createStaffAuth({
        db: service.db,
        baseUrl: env.authUrl ?? env.siteUrl,
        secret: service.keyFor('staff-session').toString('base64url'),
        staff: env.staffEmails,
        // Through the one queue, sealed: the relay sends it (lib/auth/sign-in-mail.ts). Without the relay nothing
        // would send it, so nothing is stored; `npm run staff-link` prints a link instead.
        sendLink: async (email, url) => {
          if (service.relaying) await service.accept(SIGN_IN_TEMPLATE, { email, link: seal(sealing, url) });
        },
      });
    },
    (error: unknown) => {
      delete holder[AUTH];
      throw error;
    },
  );
  return holder[AUTH];
}
