/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openMigrated, type DatabaseKind } from '@/lib/db';
import type { OutboxRecord } from '@/lib/outbox/record';
import { createOutboxStore } from '@/lib/outbox/store';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';

jest.setTimeout(30_000);

const entry = (id: string, params: Record<string, string>, status: Partial<OutboxRecord> = {}): OutboxRecord => ({
  id,
  receivedAt: '2026-11-20T10:00:00.000Z',
  templateId: 'enquiry_default',
  params,
  state: 'stored',
  attempts: 0,
  ...status,
});

/** `npm run outbox` as an operator runs it: a separate node process that only reads, with these variables. */
async function outboxScript(env: Record<string, string | undefined>, cwd = process.cwd()): Promise<string> {
  const script = path.join(process.cwd(), 'scripts', 'outbox.ts');
  const merged: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: undefined, DATABASE_PATH: undefined, ...env };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const { stdout } = await promisify(execFile)(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', script], { cwd, env: merged });
  return stdout;
}

describe.each(DATABASE_KINDS)('npm run outbox on %s', (kind: DatabaseKind) => {
  let config: { url?: string; path: string };
  let cleanup: () => Promise<void>;
  const variables = () => (kind === 'postgres' ? { DATABASE_URL: config.url } : { DATABASE_PATH: config.path });

  beforeEach(async () => {
    ({ config, cleanup } = await freshDatabaseConfig(kind, { migrated: true }));
    jest.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(async () => {
    await cleanup();
    jest.restoreAllMocks();
  });

  async function insert(...records: OutboxRecord[]) {
    const db = await openMigrated(config);
    await createOutboxStore(db).insertRecords(records);
    await db.close();
  }

  it('lists each entry with its state, attempts, next try and last error, and counts them', async () => {
    await insert(
      entry('a', { first_name: 'Anna', child_name: 'Ben', request_type: '/contact' }, { state: 'delivered', attempts: 1 }),
      entry('b', { first_name: 'Lea', request_type: 'Buchung' }, { state: 'pending', attempts: 2, lastError: 'ECONNREFUSED', retryAt: '2026-11-20T10:05:00.000Z' }),
      entry('c', { first_name: 'Tom', request_type: '/contact' }, { state: 'failed', attempts: 30, lastError: 'EAUTH: 535 Authentication failed' }),
    );
    const output = await outboxScript(variables());
    expect(output).toContain('Anfrage /contact  (enquiry_default)  zugestellt, 1 Versuch\n');
    expect(output).toContain('Buchung  (enquiry_default)  wartet auf Versand, 2 Versuche, nächster Versuch 20.11.2026, 11:05\n');
    expect(output).toContain('  Letzter Fehler: EAUTH: 535 Authentication failed\n');
    expect(output).toContain('3 von 3 Anfragen in ');
    expect(output).toContain('1 wartend, 1 fehlgeschlagen, 1 zugestellt, 0 nur gespeichert');
  });

  it('shows a mail past its moment as abgelaufen and each refused recipient with the server\'s words, and counts them', async () => {
    await insert(
      entry('r', { email: 'anna@beispiel.de', trial_date: '2027-01-13' }, { templateId: 'trial_reminder', state: 'expired', updatedAt: '2027-01-13T17:40:00.000Z', expiresAt: '2027-01-13T16:00:00.000Z' }),
      entry('c', { email: 'tom@beispiel.de', trial_date: '2027-01-13' }, {
        templateId: 'trial_confirmation',
        state: 'failed',
        attempts: 1,
        lastError: 'EENVELOPE RCPT TO: 550 no such user',
        refused: [{ address: 'tom@beispiel.de', reply: '550 no such user' }],
      }),
    );
    const output = await outboxScript(variables());
    expect(output).toContain('Erinnerung an die Probestunde  (trial_reminder)  abgelaufen\n');
    expect(output).toContain('  Nicht gesendet: ihr Zeitpunkt war 13.01.2027, 17:00\n');
    expect(output).toContain('Bestätigung der Probestunde  (trial_confirmation)  FEHLGESCHLAGEN, 1 Versuch\n');
    expect(output).toContain('  abgelehnt: tom@beispiel.de (550 no such user)\n');
    expect(output).toContain('0 wartend, 1 fehlgeschlagen, 0 zugestellt, 0 nur gespeichert, 0 geplant, 0 nicht mehr nötig, 0 erledigt, 1 abgelaufen');
  });

  it('names each row as the team\'s outbox page does, with whom it goes to, and never a sign-in link', async () => {
    await insert(
      entry('r', { email: 'anna@beispiel.de', trial_date: '2027-01-13', kind: 'day-before', signup_id: 's1' }, { templateId: 'trial_reminder', state: 'pending', dueAt: '2099-01-12T16:00:00.000Z' }),
      entry('l', { trial_date: '2027-01-13' }, { templateId: 'trial_team_list', state: 'delivered', attempts: 1 }),
      entry('s', { email: 'lena@codingstars.de', link: 'sealed-link-text' }, { templateId: 'staff_sign_in', state: 'delivered', attempts: 1 }),
    );
    const output = await outboxScript(variables());
    expect(output).toContain('Erinnerung am Vortag  (trial_reminder)  wartet auf Versand, geplant für ');
    expect(output).toContain('  an anna@beispiel.de, Termin 2027-01-13\n');
    expect(output).toContain('Liste des Tages ans Team  (trial_team_list)  zugestellt, 1 Versuch\n  an das Team, Termin 2027-01-13\n');
    expect(output).toContain('Anmeldelink fürs Team  (staff_sign_in)  zugestellt, 1 Versuch\n  an lena@codingstars.de\n');
    expect(output).not.toContain('sealed-link-text');
  });

  it('prints what a parent typed without control, escape or direction characters', async () => {
    await insert(entry('a\u001b[2Jx', { first_name: 'Anna\r\nFake: 1', child_name: 'Ben\u001b]0;title\u0007\u202Elive\u200B', email: 'a@b.de\u2028' }));
    const output = await outboxScript(variables());
    expect(output).toContain('  Anna Fake: 1  <a@b.de >, Tel. , Kind: Ben ]0;title live \n');
    expect(output).toContain('Eintrag a [2Jx');
    expect(output).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u200b\u202e\u2028]/);
  });

  it('reads the database named in .env when the shell names none', async () => {
    await insert(entry('e', { first_name: 'aus .env' }));
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-script-'));
    try {
      const [name, value] = Object.entries(variables())[0]!;
      await writeFile(path.join(dir, '.env'), `${name}=${value}\n`);
      expect(await outboxScript({}, dir)).toContain('  aus .env ');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('npm run outbox without a database', () => {
  it('says there are no enquiries yet instead of creating one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-script-'));
    try {
      expect(await outboxScript({ DATABASE_PATH: path.join(dir, 'none.db') })).toBe(`Noch keine Anfragen (${path.join(dir, 'none.db')} existiert nicht).\n`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
