import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DatabaseConfig } from '../lib/db/connect';

/**
 * Every row of every table of a server's database (SQLite or PostgreSQL), as text, table by table: what a copy of the
 * database would give away. For SQLite also the raw bytes of the file and its journal, which hold what the tables no
 * longer show.
 */
export async function dumpDatabase(config: DatabaseConfig): Promise<{ tables: Record<string, unknown[]>; text: string }> {
  const db = openDatabase(config);
  try {
    const query =
      db.kind === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'table'`
        : sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`;
    const names = (await query.execute(db.kysely)).rows.map((row) => row.name).sort();
    const tables: Record<string, unknown[]> = {};
    for (const name of names) tables[name] = (await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db.kysely)).rows;
    let raw = '';
    if (db.kind === 'sqlite') {
      const dir = path.dirname(config.path);
      for (const file of await readdir(dir)) {
        if (file.startsWith(path.basename(config.path))) raw += (await readFile(path.join(dir, file))).toString('latin1');
      }
    }
    return { tables, text: JSON.stringify(tables) + raw };
  } finally {
    await db.close();
  }
}
