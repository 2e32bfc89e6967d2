// npm run trials: who comes to the coming trial lessons, who waits, seats left, the join link: the list the team
// gets by mail at 08:00 on each trial day, at any time. Reads the server's database (DATABASE_URL or DATABASE_PATH, from
// the shell or the .env files) and, for the links that free a seat, LINK_SECRET or the key file beside the database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(name)) process.loadEnvFile(name);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The trial's code is TypeScript with the project's '@/' imports; jiti compiles it on the fly.
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { openDatabase } = await jiti.import(path.join(root, 'lib/db/connect.ts'));
const { trialsReport } = await jiti.import(path.join(root, 'lib/trial/report.ts'));
const { loadLinkSecret } = await jiti.import(path.join(root, 'lib/trial/link-secret.ts'));
const { linkMaker } = await jiti.import(path.join(root, 'lib/trial/links.ts'));

const file = process.env.DATABASE_PATH || '.data/codingstars.db';
const url = process.env.DATABASE_URL || undefined;
if (!url && !existsSync(file)) {
  console.log(`Noch keine Anmeldungen (${file} existiert nicht).`);
  process.exit(0);
}
const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || 'https://www.codingstars.de').replace(/\/+$/, '');
const secret = loadLinkSecret({ value: process.env.LINK_SECRET || undefined, dir: path.dirname(file), create: false });
const db = openDatabase({ url, path: file });
try {
  console.log(await trialsReport(db, { joinUrl: process.env.TRIAL_JOIN_URL || undefined, ...(secret ? { links: linkMaker(siteUrl, secret.key) } : {}) }));
  if (!secret) console.log('\n(Ohne LINK_SECRET und ohne Schlüsseldatei neben der Datenbank: keine Links zum Freigeben.)');
} catch (error) {
  console.error(`Datenbank ${db.label} nicht lesbar: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
