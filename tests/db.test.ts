/** @jest-environment node */
import pg from 'pg';
import { freshDatabaseConfig } from '@/tests/db';

/** Runs one query against the database at `url`. */
async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const databaseExists = async (url: string) => {
  const name = new URL(url).pathname.slice(1);
  const admin = process.env.TEST_POSTGRES_URL ?? '';
  return (await query(admin, `SELECT 1 FROM pg_database WHERE datname = '${name}'`)).length === 1;
};

describe('the migrated PostgreSQL databases the tests share (tests/db.ts)', () => {
  test('a database handed out again has no rows of the test before it, and every migration on record', async () => {
    const first = await freshDatabaseConfig('postgres', { migrated: true });
    const url = first.config.url ?? '';
    const migrations = await query(url, 'SELECT name FROM kysely_migration ORDER BY name');
    await query(url, `INSERT INTO page_events (day, route, event, count) VALUES ('2027-01-13', '/', 'view', 3)`);
    await first.cleanup();
    expect(await databaseExists(url)).toBe(false);

    const second = await freshDatabaseConfig('postgres', { migrated: true });
    const again = second.config.url ?? '';
    expect(await query(again, 'SELECT * FROM page_events')).toEqual([]);
    expect(await query(again, 'SELECT name FROM kysely_migration ORDER BY name')).toEqual(migrations);
    await second.cleanup();
  });

  test('a database whose schema a test changed is deleted, not handed out again', async () => {
    const changed = await freshDatabaseConfig('postgres', { migrated: true });
    const url = changed.config.url ?? '';
    await query(url, 'DROP TABLE page_events');
    await changed.cleanup();

    const spares = await query<{ datname: string }>(process.env.TEST_POSTGRES_URL ?? '', `SELECT datname FROM pg_database WHERE datname LIKE 'spare\\_%'`);
    for (const { datname } of spares) {
      const tables = await query(new URL(`/${datname}`, url).toString(), `SELECT 1 FROM pg_tables WHERE tablename = 'page_events'`);
      expect(tables).toHaveLength(1);
    }
    const next = await freshDatabaseConfig('postgres', { migrated: true });
    expect(await query(next.config.url ?? '', 'SELECT count(*)::int AS n FROM page_events')).toEqual([{ n: 0 }]);
    await next.cleanup();
  });
});
