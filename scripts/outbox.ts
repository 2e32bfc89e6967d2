// The enquiries in the database and what became of each: npm run outbox [-- --last=20] [-- --all]
// Pending and failed entries are always listed; of the others the last 10 (or --last=N, or --all). Reads the same
// database as the server: DATABASE_URL (PostgreSQL) or DATABASE_PATH (SQLite), from the shell or the .env files.
import { existsSync } from 'node:fs';
import { openDatabase } from '../lib/db/connect.ts';
import { createOutboxStore } from '../lib/outbox/store.ts';
import { mailKindOf, recipientOf } from '../lib/outbox/mail-kinds.ts';
import type { DeliveryState, OutboxRecord } from '../lib/outbox/record.ts';

// The .env files `next start` reads, in its order; a variable set in the shell wins, as there.
for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(name)) process.loadEnvFile(name);
}

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const last = process.argv.includes('--all') ? Infinity : Number(option('last') ?? 10);
const path = process.env.DATABASE_PATH || '.data/codingstars.db';
const url = process.env.DATABASE_URL || undefined;

const STATE_LABELS: Record<DeliveryState, string> = {
  stored: 'gespeichert',
  pending: 'wartet auf Versand',
  delivered: 'zugestellt',
  failed: 'FEHLGESCHLAGEN',
  skipped: 'nicht mehr nötig',
  done: 'erledigt',
  expired: 'abgelaufen',
};

if (!url && !existsSync(path)) {
  console.log(`Noch keine Anfragen (${path} existiert nicht).`);
  process.exit(0);
}

const db = openDatabase({ url, path });
let records: OutboxRecord[];
try {
  records = await createOutboxStore(db).list();
} catch (error) {
  console.error(`Datenbank ${db.label} nicht lesbar: ${(error as Error).message}`);
  process.exit(1);
} finally {
  await db.close();
}

const open = (record: OutboxRecord) => record.state === 'failed' || (record.state === 'pending' && !(record.dueAt && !record.retryAt && Date.parse(record.dueAt) > Date.now()));
const done = records.filter((record) => !open(record));
const shown = new Set([...done.slice(Math.max(0, done.length - last)), ...records.filter(open)]);
const time = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });
// What a parent typed reaches the terminal as plain text: no escape sequences, line breaks or direction overrides.
const plain = (value: unknown) => String(value ?? '').replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ');
const at = (iso: string) => (Number.isFinite(Date.parse(iso)) ? time.format(new Date(iso)) : plain(iso));

for (const record of records.filter((r) => shown.has(r))) {
  const p = Object.fromEntries(Object.entries(record.params).map(([key, value]) => [key, plain(value)]));
  const attempts = record.attempts ? `, ${record.attempts} Versuch${record.attempts === 1 ? '' : 'e'}` : '';
  const retry = record.state === 'pending' && record.retryAt ? `, nächster Versuch ${at(record.retryAt)}` : '';
  const planned = record.state === 'pending' && !record.retryAt && record.dueAt && Date.parse(record.dueAt) > Date.now() ? `, geplant für ${at(record.dueAt)}` : '';
  // The same words as the team's outbox page (content/mail-kinds.ts).
  const kind = mailKindOf(record.templateId, p);
  const to = recipientOf(kind, p);
  console.log(`${at(record.receivedAt)}  ${plain(kind.label)}  (${plain(record.templateId)})  ${STATE_LABELS[record.state]}${attempts}${retry}${planned}`);
  if (kind.enquiry) console.log(`  ${p.first_name ?? ''} ${p.last_name ?? ''} <${p.email ?? ''}>, Tel. ${p.phone ?? ''}, Kind: ${p.child_name ?? ''}`);
  else console.log(`  ${[to && `an ${to}`, kind.audience === 'team' && 'an das Team', p.trial_date && `Termin ${p.trial_date}`].filter(Boolean).join(', ') || '-'}`);
  if (p.selected_course) console.log(`  Kurs: ${p.selected_course}`);
  if (record.lastError) console.log(`  Letzter Fehler: ${plain(record.lastError)}`);
  if (record.state === 'expired' && record.expiresAt) console.log(`  Nicht gesendet: ihr Zeitpunkt war ${at(record.expiresAt)}`);
  for (const refusal of record.refused ?? []) console.log(`  abgelehnt: ${plain(refusal.address)} (${plain(refusal.reply)})`);
  console.log(`  Eintrag ${plain(record.id)}`);
  console.log('');
}

const count = (state: DeliveryState) => records.filter((record) => record.state === state).length;
console.log(
  `${shown.size} von ${records.length} Anfragen in ${db.label}: ` +
    `${records.filter(open).length - count('failed')} wartend, ${count('failed')} fehlgeschlagen, ${count('delivered')} zugestellt, ${count('stored')} nur gespeichert, ` +
    `${records.filter((record) => record.state === 'pending' && !open(record)).length} geplant, ${count('skipped')} nicht mehr nötig, ${count('done')} erledigt, ${count('expired')} abgelaufen`,
);
