/**
 * Room lib/db: the one door to the database: the connection (SQLite or PostgreSQL), the tables, the migrations.
 * Used by every room that keeps records, server.mjs and the operator's commands in scripts/.
 */

import { openDatabase, type Db } from './connect.ts';
import { migrate } from './migrations.ts';

export type { Db, DatabaseKind } from './connect.ts';
export { openDatabase } from './connect.ts';
export { migrate } from './migrations.ts';

/** Opens the database and brings its schema up to date; closes it again if the migration fails. */
export async function openMigrated(config: Parameters<typeof openDatabase>[0]): Promise<Db> {
  const db = openDatabase(config);
  try {
    const applied = await migrate(db);
    if (applied.length > 0) console.log(`Datenbank ${db.label}: Schema aktualisiert (${applied.join(', ')})`);
    return db;
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}
