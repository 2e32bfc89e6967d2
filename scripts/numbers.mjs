// npm run numbers [-- --from=YYYY-MM-DD --to=YYYY-MM-DD] [-- --csv]: the cookieless numbers of a period (issue 49),
// by default the last four weeks up to today (Berlin): the funnel from arrivals to trial signups with each step's
// rate, arrivals by source and landing page, the weeks, enquiries per form, the quizzes, the trials per date and the
// bookings, withdrawals and cancellations per month. With --csv only the page views, as CSV
// (day,route,source,device,views). Reads the server's database (DATABASE_URL or DATABASE_PATH, from the shell or the
// .env files). An instance adds its counts once a minute: the last minute's views of a running server are not in yet.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(name)) process.loadEnvFile(name);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The queries are TypeScript with the project's '@/' imports; jiti compiles them on the fly.
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { openMigrated } = await jiti.import(path.join(root, 'lib/db/index.ts'));
const { funnelReport, pageViewRows } = await jiti.import(path.join(root, 'lib/numbers/funnel.ts'));
const { funnelText, pageViewsCsv } = await jiti.import(path.join(root, 'lib/numbers/report.ts'));
const { periodFrom } = await jiti.import(path.join(root, 'lib/numbers/period.ts'));
const { enquiryDelivery } = await import('../lib/email/delivery.mjs');

const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
let period;
try {
  period = periodFrom({ from: option('from'), to: option('to') }, new Date());
} catch (error) {
  console.error(error.message);
  process.exit(2);
}

const file = process.env.DATABASE_PATH || '.data/codingstars.db';
const url = process.env.DATABASE_URL || undefined;
if (!url && !existsSync(file)) {
  console.log(`Noch keine Zahlen (${file} existiert nicht).`);
  process.exit(0);
}
// Migrated like the server does at start: a database from before the counting gets its (empty) tables.
console.log = ((log) => (...args) => (String(args[0]).startsWith('Datenbank ') ? undefined : log(...args)))(console.log);
let db;
try {
  db = await openMigrated({ url, path: file });
  if (process.argv.includes('--csv')) process.stdout.write(pageViewsCsv(await pageViewRows(db, period)));
  else process.stdout.write(funnelText(await funnelReport(db, period), { emailjs: enquiryDelivery(process.env) === 'emailjs' }));
} catch (error) {
  console.error(`Datenbank ${db?.label ?? url ?? file} nicht lesbar: ${error.message}`);
  process.exitCode = 1;
} finally {
  await db?.close();
}
