/**
 * @jest-environment node
 */
import { createStaffAuth } from '@/lib/auth/server';
import type { DatabaseKind } from '@/lib/db';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';

jest.setTimeout(60_000);

const STAFF = 'lena@codingstars.de';

describe.each(DATABASE_KINDS)('the team’s sign-in on %s', (kind: DatabaseKind) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  const sent: { email: string; url: string }[] = [];
  const auth = (baseUrl = 'https://www.codingstars.de') =>
    createStaffAuth({ db, baseUrl, secret: 'ein-schluessel-fuer-die-tests-mit-32-zeichen', staff: [STAFF], sendLink: async (email, url) => void sent.push({ email, url }) });

  beforeEach(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    db = await freshDatabase(kind);
    sent.length = 0;
  });
  afterEach(async () => {
    await db.destroy();
    jest.restoreAllMocks();
  });

  it('sends a link only to an address of the team, keeps only its hash, and makes nobody else a user', async () => {
    const staffAuth = auth();
    await staffAuth.api.signInMagicLink({ body: { email: STAFF, callbackURL: '/intern' }, headers: new Headers() });
    await staffAuth.api.signInMagicLink({ body: { email: 'fremd@beispiel.de', callbackURL: '/intern' }, headers: new Headers() });
    expect(sent.map((mail) => mail.email)).toEqual([STAFF]);
    const token = new URL(sent[0]!.url).searchParams.get('token')!;
    const stored = await db.kysely.selectFrom('staff_verifications').select(['identifier', 'value']).execute();
    expect(JSON.stringify(stored)).not.toContain(token);
    // The stranger's link is never sent; opened anyway (guessed), it would make no user: the hook refuses.
    expect(await db.kysely.selectFrom('staff_users').select('email').execute()).toEqual([]);
  });

  it('opens a session once per link: a __Host- cookie over https, HttpOnly, Secure, SameSite=Lax, 12 hours; nothing of the browser kept', async () => {
    const staffAuth = auth();
    await staffAuth.api.signInMagicLink({ body: { email: STAFF, callbackURL: '/intern' }, headers: new Headers() });
    const url = sent[0]!.url;
    const first = await staffAuth.handler(new Request(url, { headers: { 'user-agent': 'Testbrowser/1.0', 'x-forwarded-for': '203.0.113.7' } }));
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('https://www.codingstars.de/intern');
    const cookie = first.headers.getSetCookie().find((line) => line.includes('session_token'))!;
    expect(cookie).toMatch(/^__Host-cs-intern\.session_token=/);
    expect(cookie).toMatch(/; Max-Age=43200/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);
    const sessions = await db.kysely.selectFrom('staff_sessions').selectAll().execute();
    expect(sessions).toHaveLength(1);
    expect([sessions[0]!.ip_address, sessions[0]!.user_agent]).toEqual([null, null]);
    expect(new Date(sessions[0]!.expires_at).getTime() - Date.now()).toBeGreaterThan(11.9 * 3600_000);
    // The same link again: no second session, back to the sign-in with the reason.
    const again = await staffAuth.handler(new Request(url));
    expect(again.headers.get('location')).toMatch(/\/intern\/anmelden\?fehler=link|error=/);
    expect(again.headers.getSetCookie().some((line) => line.includes('session_token=') && !line.includes('Max-Age=0'))).toBe(false);
    expect(await db.kysely.selectFrom('staff_sessions').selectAll().execute()).toHaveLength(1);
  });

  it('names the cookie plainly on http://localhost, where a __Host- cookie could not be set', async () => {
    const local = auth('http://localhost:3000');
    await local.api.signInMagicLink({ body: { email: STAFF, callbackURL: '/intern' }, headers: new Headers() });
    const response = await local.handler(new Request(sent[0]!.url));
    const cookie = response.headers.getSetCookie().find((line) => line.includes('session_token'))!;
    expect(cookie).toMatch(/^cs-intern\.session_token=/);
    expect(cookie).not.toMatch(/; Secure/);
  });
});
