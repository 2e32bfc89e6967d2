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
 * One migrated database of each kind per Jest worker, made on first use: a new database copied from it is ready in a
 * fraction of the time all migrations take (on PostgreSQL about 0.2 s against 0.4 s, hundreds of times per run).
 */
const templates: Partial<Record<DatabaseKind, Promise<string>>> = {};

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

async function adminQuery(query: string) {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** The worker's migrated template: a PostgreSQL database's name, or a closed SQLite file's path. */
function template(kind: DatabaseKind): Promise<string> {
  templates[kind] ??= (async () => {
    if (kind === 'postgres') {
      const name = `template_${randomUUID().replace(/-/g, '')}`;
      await adminQuery(`CREATE DATABASE ${name}`);
      const db = await openMigrated({ url: databaseUrl(name), path: '' });
      await db.close();
      return name;
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'codingstars-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'codingstars.db');
    const db = await openMigrated({ path: file });
    // Everything in the one file, so a plain copy is the whole database.
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db.kysely);
    await db.close();
    return file;
  })();
  return templates[kind];
}

/**
 * The configuration of a new database of that kind: a SQLite file in a temporary folder, or a new PostgreSQL database.
 * Empty unless `migrated` (then a copy of the worker's migrated template, as if every migration had just run).
 */
export async function freshDatabaseConfig(kind: DatabaseKind, { migrated = false } = {}): Promise<{ config: { url?: string; path: string }; cleanup: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'codingstars-db-'));
    const file = path.join(dir, 'codingstars.db');
    if (migrated) await copyFile(await template('sqlite'), file);
    return { config: { path: file }, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await adminQuery(migrated ? `CREATE DATABASE ${name} TEMPLATE ${await template('postgres')}` : `CREATE DATABASE ${name}`);
  return {
    config: { url: databaseUrl(name), path: '' },
    cleanup: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
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
