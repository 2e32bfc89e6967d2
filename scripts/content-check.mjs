// npm run content-check [-- --date=2027-04-01]: lists every dated offer as "kommend" or "vorbei" for today (or the
// given day) and names the offers with no upcoming date left. Informs only: the exit code is always 0.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The content is TypeScript with the project's '@/' imports; jiti compiles it on the fly.
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { contentReport } = await jiti.import(path.join(root, 'lib/content-check.ts'));

const dateArg = process.argv.find((arg) => arg.startsWith('--date='))?.slice(7);
// A given day is read at noon in Berlin, so it is that day whatever the machine's zone.
const now = dateArg ? new Date(`${dateArg}T12:00:00+01:00`) : new Date();
if (Number.isNaN(now.getTime())) {
  console.error(`Unbekanntes Datum: ${dateArg} (Format: JJJJ-MM-TT)`);
} else {
  console.log(contentReport(now));
}
