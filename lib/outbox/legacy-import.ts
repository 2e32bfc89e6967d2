import { readFile, rename, stat } from 'node:fs/promises';
import { readOutbox } from './legacy-file.mjs';
import type { OutboxStore } from './store.ts';

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code ?? 'UNKNOWN';

/**
 * The upgrade from the outbox file (the site before the database): every entry moves into the database with its id,
 * state, attempts and next try, so nothing is lost and nothing delivered is sent again (the id is the Message-ID).
 * Then the file is renamed aside, so the next start does not read it again. Two instances starting together may both
 * read it: an id already in the database is left alone, so each entry lands once.
 */
export async function importOutboxFile(file: string, store: OutboxStore, now = new Date()): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    console.error(`Posteingang: ${file} nicht lesbar (${codeOf(error)}); die Anfragen darin sind noch nicht in der Datenbank.`);
    return;
  }
  const { records, unreadable } = readOutbox(text);
  const added = await store.insertRecords(records);
  const aside = `${file}.imported-${now.toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(file, aside);
  } catch (error) {
    // Another instance moved it first (ENOENT); any other reason only means the next start reads it again, harmlessly.
    if (codeOf(error) !== 'ENOENT') console.warn(`Posteingang: ${file} nicht umbenannt (${codeOf(error)}); der nächste Start liest sie erneut.`);
    if (added === 0) return;
  }
  const state = (name: string) => records.filter((record) => record.state === name).length;
  console.log(
    `Posteingang: ${added} von ${records.length} Anfragen aus ${file} in die Datenbank übernommen ` +
      `(${state('pending')} wartend, ${state('failed')} fehlgeschlagen, ${state('delivered')} zugestellt, ${state('stored')} nur gespeichert); ` +
      `die Datei liegt jetzt unter ${aside}.`,
  );
  if (unreadable.length > 0) console.warn(`Posteingang: ${unreadable.length} unlesbare Zeile(n) in ${aside}, bitte von Hand ansehen.`);
}
