// npm run db:migrate: brings the database's schema up to date without starting the site (the server does the same at
// start). DATABASE_URL (PostgreSQL) or DATABASE_PATH (SQLite), from the shell or the .env files.
import { existsSync } from 'node:fs';
import { openDatabase } from '../lib/db/connect.ts';
import { migrate } from '../lib/db/migrations.ts';

for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(name)) process.loadEnvFile(name);
}

const db = openDatabase({ url: process.env.DATABASE_URL || undefined, path: process.env.DATABASE_PATH || '.data/codingstars.db' });
try {
  const applied = await migrate(db);
  console.log(applied.length > 0 ? `Datenbank ${db.label}: ${applied.join(', ')} ausgeführt.` : `Datenbank ${db.label}: Schema ist aktuell.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
