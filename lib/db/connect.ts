import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface DatabaseConfig {
  /** postgres:// or postgresql://: PostgreSQL, for several instances. Unset: the SQLite file at `path`. */
  url?: string;
  path: string;
}

export interface Db {
  kind: DatabaseKind;
  /** Where it is, without credentials: for logs and `npm run outbox`. */
  label: string;
  kysely: Kysely<Database>;
  close(): Promise<void>;
}

/**
 * Creates a folder and its missing parents one level at a time. Not `mkdirSync(dir, { recursive: true })`: on Node 24
 * that still loops for ever for a folder that cannot be created (under /proc, say), and the server would hang with it.
 */
function ensureDir(dir: string): void {
  try {
    mkdirSync(dir, { mode: 0o700 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    const parent = path.dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw error;
    ensureDir(parent);
    try {
      mkdirSync(dir, { mode: 0o700 });
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'EEXIST') throw again;
    }
  }
}

/** How long a SQLite writer waits for another process's transaction before it gives up (SQLITE_BUSY). */
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * node:sqlite (built into Node 24) in the shape Kysely's SQLite dialect expects. Every transaction starts with
 * BEGIN IMMEDIATE: it takes the write lock up front and waits for it, where a plain BEGIN that reads first could fail
 * at once with SQLITE_BUSY when another process wrote in between (two servers on one file, two starting together).
 */
function nodeSqlite(file: string): SqliteDatabase {
  if (file !== ':memory:') ensureDir(path.dirname(file));
  const db = new DatabaseSync(file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  // WAL: readers never block the writer; FULL: a commit is on disk before the browser hears 200.
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  return {
    close: () => db.close(),
    prepare(query) {
      const statement = db.prepare(query === 'begin' ? 'begin immediate' : query);
      type Value = null | number | bigint | string | NodeJS.ArrayBufferView;
      const values = (parameters: ReadonlyArray<unknown>) => parameters as Value[];
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => statement.iterate(...values(parameters)),
      };
    },
  };
}

/**
 * Kysely's SQLite dialect, with schema changes inside a transaction: SQLite can do that (Kysely does not assume it for
 * every driver), and it makes the migrator run each step under BEGIN IMMEDIATE, so two servers starting together on
 * one file migrate one after the other instead of both creating the same table.
 */
class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl() {
        return true;
      }
    })();
  }
}

const isPostgres = (url: string | undefined): url is string => Boolean(url && /^postgres(ql)?:\/\//.test(url));

/** Opens the database the configuration names; the schema is brought up to date separately (migrate). */
export function openDatabase({ url, path: file }: DatabaseConfig): Db {
  if (url && !isPostgres(url)) throw new Error('DATABASE_URL: postgres://-Adresse erwartet (ohne sie: SQLite-Datei DATABASE_PATH)');
  if (isPostgres(url)) {
    // Up to 20 connections per instance (PostgreSQL allows 100 by default). The timeout covers the wait for a free one
    // under a burst too, so it is generous; a database that is down refuses at once and does not wait for it.
    const pool = new pg.Pool({ connectionString: url, max: 20, connectionTimeoutMillis: 20_000, idleTimeoutMillis: 30_000 });
    // A connection that breaks while idle (the database restarts) is dropped from the pool and replaced on the next
    // query; without a listener the error would end the whole server.
    pool.on('error', (error) => console.error(`Datenbank: Verbindung verloren (${error.message})`));
    const { host, pathname } = new URL(url);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kind: 'postgres', label: `postgres://${host}${pathname}`, kysely, close: () => kysely.destroy() };
  }
  const kysely = new Kysely<Database>({ dialect: new TransactionalDdlSqliteDialect({ database: () => Promise.resolve(nodeSqlite(file)) }) });
  return { kind: 'sqlite', label: file, kysely, close: () => kysely.destroy() };
}
