// npm run content-check [-- --date=2027-04-01]: lists every dated offer as "kommend" or "vorbei" for today (or the
// given day), names the offers with no upcoming date left and says how far the lessons calendar reaches. Reads the
// offer's records from the server's database (DATABASE_URL or DATABASE_PATH, from the shell or the .env files), as
// the team edits them in /intern/angebot; without a database, the seed of content/. Informs only: exit code 0.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(name)) process.loadEnvFile(name);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The content is TypeScript with the project's '@/' imports; jiti compiles it on the fly.
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { contentReport } = await jiti.import(path.join(root, 'lib/checks/content-check.ts'));
const { openMigrated } = await jiti.import(path.join(root, 'lib/db/index.ts'));
const { createOfferStore } = await jiti.import(path.join(root, 'lib/offer/store.ts'));
const { setCurrentOffer } = await jiti.import(path.join(root, 'lib/offer/snapshot.ts'));

const dateArg = process.argv.find((arg) => arg.startsWith('--date='))?.slice(7);
// A given day is read at noon in Berlin, so it is that day whatever the machine's zone.
const now = dateArg ? new Date(`${dateArg}T12:00:00+01:00`) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`Unbekanntes Datum: ${dateArg} (Format: JJJJ-MM-TT)`);
} else {
  const file = process.env.DATABASE_PATH || '.data/codingstars.db';
  const url = process.env.DATABASE_URL || undefined;
  if (url || existsSync(file)) {
    const db = await openMigrated({ url, path: file });
    try {
      setCurrentOffer(await createOfferStore(db).load());
    } finally {
      await db.close();
    }
  } else {
    console.log(`(Keine Datenbank unter ${file}: die Angaben aus content/, mit denen eine neue Datenbank beginnt.)\n`);
  }
  console.log(contentReport(now));
}
