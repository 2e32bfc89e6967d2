// npm run pages [-- --url=https://www.codingstars.de] [-- --json]: every page of the running site as search engines
// and messengers see it, with warnings (lib/pages-review). Reads the server at --url (default http://localhost:3000)
// one request at a time. The sitemap and the head name the public address NEXT_PUBLIC_SITE_URL (from the shell or the
// .env files, as the server reads it; or --site=…), which the review maps onto --url. Exit code 1 when there is an
// error (no title, a broken link, unreadable JSON-LD), so a deployment can stop on it; 2 when the site does not answer.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(name)) process.loadEnvFile(name);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The review is TypeScript with the project's '@/' imports; jiti compiles it on the fly.
const jiti = createJiti(import.meta.url, { alias: { '@': root } });
const { reviewSite } = await jiti.import(path.join(root, 'lib/pages-review/review.ts'));
const { formatReport } = await jiti.import(path.join(root, 'lib/pages-review/format-text.ts'));
const { pagesReviewCopy: copy } = await jiti.import(path.join(root, 'content/pages-review.ts'));

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const baseUrl = option('url') ?? 'http://localhost:3000';
const siteUrl = (option('site') ?? (process.env.NEXT_PUBLIC_SITE_URL || 'https://www.codingstars.de')).replace(/\/+$/, '');
const json = process.argv.includes('--json');

if (!json) console.error(copy.cliChecking(baseUrl));
let report;
try {
  report = await reviewSite({ baseUrl, siteUrl });
} catch (error) {
  console.error(copy.cliFailed(baseUrl, error.message));
  process.exit(2);
}
if (report.robots.status === null && report.sitemap.status === null) {
  console.error(copy.cliFailed(baseUrl, 'keine Antwort auf /robots.txt und /sitemap.xml'));
  process.exit(2);
}
console.log(json ? JSON.stringify(report, null, 2) : formatReport(report));
process.exit(report.summary.errors > 0 ? 1 : 0);
