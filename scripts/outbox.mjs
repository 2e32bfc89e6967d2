// The enquiries in the embedded outbox and what became of each: npm run outbox [-- --last=20] [-- --all]
// Pending and failed entries are always listed; of the others the last 10 (or --last=N, or --all).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { damagedPath, readOutbox } from '../lib/outbox/log.mjs';

// The .env files `next start` reads, in its order; a variable set in the shell wins, as there (Node 20.12+).
for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(name)) process.loadEnvFile?.(name);
}

const file = process.env.OUTBOX_PATH || '.data/outbox.jsonl';
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const last = process.argv.includes('--all') ? Infinity : Number(option('last') ?? 10);

const STATE_LABELS = {
  stored: 'gespeichert',
  pending: 'wartet auf Versand',
  delivered: 'zugestellt',
  failed: 'FEHLGESCHLAGEN',
};

const text = await readFile(file, 'utf8').catch((error) => {
  if (error.code === 'ENOENT') {
    console.log(`Noch keine Anfragen (${file} existiert nicht).`);
    process.exit(0);
  }
  throw error;
});

const { records, damaged } = readOutbox(text);
const open = (record) => record.state === 'pending' || record.state === 'failed';
const done = records.filter((record) => !open(record));
const shown = new Set([...done.slice(Math.max(0, done.length - last)), ...records.filter(open)]);
const time = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
// What a parent typed reaches the terminal as plain text: no escape sequences, line breaks or direction overrides.
const plain = (value) => String(value ?? '').replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ');
const at = (iso) => (Number.isFinite(Date.parse(iso)) ? time.format(new Date(iso)) : plain(iso));

for (const record of records.filter((r) => shown.has(r))) {
  const p = Object.fromEntries(Object.entries(record.params).map(([key, value]) => [key, plain(value)]));
  const attempts = record.attempts ? `, ${record.attempts} Versuch${record.attempts === 1 ? '' : 'e'}` : '';
  const retry = record.state === 'pending' && record.retryAt ? `, nächster Versuch ${at(record.retryAt)}` : '';
  console.log(`${at(record.receivedAt)}  ${p.request_type ?? '?'}  (${plain(record.templateId)})  ${STATE_LABELS[record.state]}${attempts}${retry}`);
  console.log(`  ${p.first_name ?? ''} ${p.last_name ?? ''} <${p.email ?? ''}>, Tel. ${p.phone ?? ''}, Kind: ${p.child_name ?? ''}`);
  if (p.selected_course) console.log(`  Kurs: ${p.selected_course}`);
  if (record.lastError) console.log(`  Letzter Fehler: ${plain(record.lastError)}`);
  console.log(`  Eintrag ${plain(record.id)}`);
  console.log('');
}

// Unreadable lines the server moved aside before a compaction: each may be an enquiry, so they are counted here.
const saved = (await readFile(damagedPath(file), 'utf8').catch(() => '')).split('\n').filter(Boolean).length;
const count = (state) => records.filter((record) => record.state === state).length;
console.log(
  `${shown.size} von ${records.length} Anfragen in ${file}: ` +
    `${count('pending')} wartend, ${count('failed')} fehlgeschlagen, ${count('delivered')} zugestellt, ${count('stored')} nur gespeichert` +
    (damaged ? `; ${damaged} unlesbare Zeile(n)` : ''),
);
if (saved) console.log(`${saved} beschädigte Zeile(n) beiseitegelegt in ${damagedPath(file)}: bitte von Hand ansehen.`);
