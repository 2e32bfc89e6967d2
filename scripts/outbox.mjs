// Prints the latest enquiries of the embedded outbox: npm run outbox [-- --last=20]
import { readFile } from 'node:fs/promises';

const file = process.env.OUTBOX_PATH || '.data/outbox.jsonl';
const last = Number(process.argv.find((a) => a.startsWith('--last='))?.slice(7) ?? 10);

const text = await readFile(file, 'utf8').catch((error) => {
  if (error.code === 'ENOENT') {
    console.log(`Noch keine Anfragen (${file} existiert nicht).`);
    process.exit(0);
  }
  throw error;
});
const entries = text.split('\n').filter(Boolean).slice(-last);
const time = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
for (const line of entries) {
  const { receivedAt, templateId, params: p } = JSON.parse(line);
  console.log(`${time.format(new Date(receivedAt))}  ${p.request_type}  (${templateId})`);
  console.log(`  ${p.first_name} ${p.last_name} <${p.email}>, Tel. ${p.phone}, Kind: ${p.child_name}`);
  if (p.selected_course) console.log(`  Kurs: ${p.selected_course}`);
  console.log('');
}
console.log(`${entries.length} von ${text.split('\n').filter(Boolean).length} Anfragen in ${file}`);
