import { rmSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { openMigrated, type Db, type DatabaseKind } from '@/lib/db';

/** Both databases the site runs on: every store and queue test runs against each. */
export const DATABASE_KINDS: readonly DatabaseKind[] = ['sqlite', 'postgres'];

/**
 * Jest loads this module again for every test file, so what a worker keeps from file to file lives in the run's
 * PostgreSQL server itself, under names with the worker's number: one migrated template (`template_w1`), and the
 * migrated databases its tests are done with, emptied (`spare_w1_…`). Emptying one takes a fraction of a copy's time, and
 * a copy a fraction of the migrations' (hundreds of databases per run). The run's server is new and thrown away after.
 */
const WORKER = `w${process.env.JEST_WORKER_ID ?? '1'}`;
const TEMPLATE = `template_${WORKER}`;
const SPARE = `spare_${WORKER}_`;
/** Kysely's record of the migrations that ran: kept when a database is emptied, as it was in the template. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];
/** The templates as this test file found or made them. */
let sqliteTemplate: Promise<string> | undefined;
let postgresTemplate: Promise<{ name: string; fingerprint: string }> | undefined;

function adminUrl(): string {
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error('TEST_POSTGRES_URL fehlt: Jest startet PostgreSQL in tests/postgres-setup.mjs');
  return admin;
}

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
};

const newName = (prefix: string) => `${prefix}${randomUUID().replace(/-/g, '')}`;

/** Runs `work` with one client connected to `database` (the server's own database by default). */
async function withClient<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const client = new pg.Client({ connectionString: database ? databaseUrl(database) : adminUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Everything a test could change in a database besides its rows: tables, columns, indexes, constraints, sequences,
 * views, functions, triggers, schemas and the migrations on record. A spare database whose schema differs from the
 * template's (a test dropped a table to see a failure) is deleted instead of emptied.
 */
async function schemaFingerprint(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(`
    SELECT md5(coalesce(string_agg(item, E'\\n' ORDER BY item), '')) AS fingerprint FROM (
      SELECT format('c %s.%s.%s %s %s %s', table_schema, table_name, column_name, data_type, is_nullable, column_default) AS item
        FROM information_schema.columns WHERE table_schema NOT IN ('pg_catalog', 'information_schema')
      UNION ALL SELECT 'i ' || indexdef FROM pg_indexes WHERE schemaname NOT IN ('pg_catalog', 'information_schema')
      UNION ALL SELECT format('k %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) FROM pg_constraint
        WHERE connamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      UNION ALL SELECT 'n ' || nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'
      UNION ALL SELECT format('s %s.%s', schemaname, sequencename) FROM pg_sequences
      UNION ALL SELECT format('f %s.%s', pronamespace::regnamespace, proname) FROM pg_proc
        WHERE pronamespace NOT IN ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      UNION ALL SELECT format('t %s %s', tgrelid::regclass, tgname) FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT 'm ' || name FROM kysely_migration
    ) AS schema`);
  return rows[0]?.fingerprint ?? '';
}

/** The worker's migrated PostgreSQL template, made by the first test file that needs it; its comment is its fingerprint. */
function workerTemplate(): Promise<{ name: string; fingerprint: string }> {
  postgresTemplate ??= findOrMakeTemplate();
  return postgresTemplate;
}

async function findOrMakeTemplate(): Promise<{ name: string; fingerprint: string }> {
  const found = await withClient((client) =>
    client.query<{ fingerprint: string }>(`SELECT shobj_description(oid, 'pg_database') AS fingerprint FROM pg_database WHERE datname = $1`, [TEMPLATE]),
  );
  if (found.rows[0]) return { name: TEMPLATE, fingerprint: found.rows[0].fingerprint };
  // Migrated under another name and renamed at the end, so a test file that fails halfway leaves no half template.
  const building = newName(`building_${WORKER}_`);
  await withClient((client) => client.query(`CREATE DATABASE ${building}`));
  const db = await openMigrated({ url: databaseUrl(building), path: '' });
  await db.close();
  const fingerprint = await withClient(schemaFingerprint, building);
  await withClient(async (client) => {
    await client.query(`COMMENT ON DATABASE ${building} IS '${fingerprint}'`);
    await client.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE}`);
  });
  return { name: TEMPLATE, fingerprint };
}

/** A migrated PostgreSQL database of this worker: an emptied spare one if there is one, else a copy of the template. */
async function migratedPostgres(): Promise<string> {
  const name = newName(`test_${WORKER}_`);
  const renamed = await withClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1) LIMIT 1`, [SPARE]);
    if (!rows[0]) return false;
    // Two databases asked for at once may pick the same spare one: the second rename fails, and that one is copied.
    return client.query(`ALTER DATABASE ${rows[0].datname} RENAME TO ${name}`).then(
      () => true,
      () => false,
    );
  });
  if (!renamed) {
    const template = await workerTemplate();
    await withClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`));
  }
  return name;
}

/**
 * After a test: its database emptied for the next test of this worker (every row but the migrations' record, every
 * sequence from its start) if its schema is still the template's, else deleted. Whatever is still connected is cut off
 * first, as deleting would.
 */
async function putAside(name: string): Promise<void> {
  const { fingerprint } = await workerTemplate();
  const emptied = await withClient(async (client) => {
    await client.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    if ((await schemaFingerprint(client)) !== fingerprint) return false;
    const { rows } = await client.query<{ table: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS table FROM pg_tables
         WHERE schemaname NOT IN ('pg_catalog', 'information_schema') AND NOT (tablename = ANY($1))`,
      [MIGRATION_TABLES],
    );
    // DELETE, not TRUNCATE: a test leaves a few rows, and TRUNCATE makes every table's files anew (1 ms against 32 ms for
    // all of them). Without the foreign keys' triggers (replica role), so the order of the tables does not matter.
    await client.query(`
      SET session_replication_role = replica;
      ${rows.map(({ table }) => `DELETE FROM ${table};`).join(' ')}
      SELECT setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false) FROM pg_sequences;`);
    return true;
  }, name).catch(() => false);
  await withClient((client) =>
    client.query(emptied ? `ALTER DATABASE ${name} RENAME TO ${newName(SPARE)}` : `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

/** This test file's migrated SQLite template: a closed file holding everything (a plain copy is the whole database). */
function sqliteTemplateFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'codingstars-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'codingstars.db');
    const db = await openMigrated({ path: file });
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely);
    await db.close();
    return file;
  })();
  return sqliteTemplate;
}

/**
 * The configuration of a new database of that kind: a SQLite file in a temporary folder, or a PostgreSQL database.
 * Empty unless `migrated` (then as if every migration had just run: a copy of the template, or an emptied database).
 */
export async function freshDatabaseConfig(kind: DatabaseKind, { migrated = false } = {}): Promise<{ config: { url?: string; path: string }; cleanup: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'codingstars-db-'));
    const file = path.join(dir, 'codingstars.db');
    if (migrated) await copyFile(await sqliteTemplateFile(), file);
    return { config: { path: file }, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  if (migrated) {
    const name = await migratedPostgres();
    return { config: { url: databaseUrl(name), path: '' }, cleanup: () => putAside(name) };
  }
  const name = newName('test_');
  await withClient((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    config: { url: databaseUrl(name), path: '' },
    cleanup: () => withClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** A new, migrated database of that kind; `destroy` closes it and deletes it. */
export async function freshDatabase(kind: DatabaseKind): Promise<Db & { destroy: () => Promise<void> }> {
  const { config, cleanup } = await freshDatabaseConfig(kind, { migrated: true });
  const db = await openMigrated(config);
  return {
    ...db,
    async destroy() {
      await db.close();
      await cleanup();
    },
  };
}
