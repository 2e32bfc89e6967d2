// npm run staff-link -- <address>: a sign-in link to /intern for a member of the team, printed here instead of mailed
// (for a server without the relay, or a first sign-in before mail works). Valid 15 minutes and once, like a mailed
// one. Reads the server's database and key (DATABASE_URL or DATABASE_PATH, LINK_SECRET or the key file beside the
// database) and STAFF_EMAILS, BETTER_AUTH_URL, NEXT_PUBLIC_SITE_URL, from the shell or the .env files.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(name)) process.loadEnvFile(name);
}

const email = (process.argv.slice(2).find((arg) => !arg.startsWith('-')) ?? '').trim().toLowerCase();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { env } = await jiti.import(path.join(root, 'lib/server/env.ts'));
const { openMigrated } = await jiti.import(path.join(root, 'lib/db/index.ts'));
const { deriveKey, loadLinkSecret } = await jiti.import(path.join(root, 'lib/trial/link-secret.ts'));
const { createStaffAuth } = await jiti.import(path.join(root, 'lib/auth/server.ts'));

if (!email) {
  console.error('Aufruf: npm run staff-link -- name@codingstars.de');
  process.exit(2);
}
if (!env.staffEmails.includes(email)) {
  console.error(`${email} steht nicht in STAFF_EMAILS (${env.staffEmails.join(', ') || 'leer'}): Nur diese Adressen können sich anmelden.`);
  process.exit(1);
}
const secret = loadLinkSecret({ value: env.linkSecret, dir: path.dirname(env.database.path), create: false });
if (!secret) {
  console.error('Kein Schlüssel: LINK_SECRET setzen oder den Server einmal starten (er legt den Schlüssel neben der Datenbank an).');
  process.exit(1);
}
const db = await openMigrated(env.database);
try {
  let printed = false;
  const auth = createStaffAuth({
    db,
    baseUrl: env.authUrl ?? env.siteUrl,
    secret: deriveKey(secret.key, 'staff-session').toString('base64url'),
    staff: env.staffEmails,
    sendLink: async (_address, url) => {
      console.log(`Anmeldelink für ${email} (15 Minuten gültig, einmal):\n${url}`);
      printed = true;
    },
  });
  await auth.api.signInMagicLink({ body: { email, callbackURL: '/intern' }, headers: new Headers() });
  if (!printed) process.exitCode = 1;
} finally {
  await db.close();
}
