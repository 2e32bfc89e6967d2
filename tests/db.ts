import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openMigrated, type Db, type DatabaseKind } from '@/lib/db';

/** Both databases the site runs on: every store and queue test runs against each. */
export const DATABASE_KINDS: readonly DatabaseKind[] = ['sqlite', 'postgres'];

/** The configuration of a new, empty database of that kind: a SQLite file in a temporary folder, or a new PostgreSQL database. */
export async function freshDatabaseConfig(kind: DatabaseKind): Promise<{ config: { url?: string; path: string }; cleanup: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'codingstars-db-'));
    return { config: { path: path.join(dir, 'codingstars.db') }, cleanup: () => rm(dir, { recursive: true, force: true }) };
  }
  const admin = process.env.TEST_POSTGRES_URL;
  if (!admin) throw new Error('TEST_POSTGRES_URL fehlt: Jest startet PostgreSQL in tests/postgres-setup.mjs');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    config: { url: url.toString(), path: '' },
    async cleanup() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** A new, migrated database of that kind; `close` closes it and deletes it. */
export async function freshDatabase(kind: DatabaseKind): Promise<Db & { destroy: () => Promise<void> }> {
  const { config, cleanup } = await freshDatabaseConfig(kind);
  const db = await openMigrated(config);
  return {
    ...db,
    async destroy() {
      await db.close();
      await cleanup();
    },
  };
}
