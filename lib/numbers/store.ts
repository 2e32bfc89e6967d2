import type { Db } from '../db/connect.ts';
import type { CountBatch } from './tally.ts';

/** Rows per INSERT: 5 parameters each stays far below both databases' limit on parameters per statement. */
const ROWS_PER_STATEMENT = 500;

const byKey = <T>(key: (row: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(rows.slice(i, i + ROWS_PER_STATEMENT));
  return out;
}

/**
 * Adds a batch of counts to the database: per key one upsert that adds to the stored sum (INSERT … ON CONFLICT DO
 * UPDATE SET views = views + excluded.views), so instances that add at the same time never lose each other's counts.
 * All in one transaction, so a failed flush adds nothing and can be tried again whole. Keys go in one fixed order,
 * so two instances' transactions lock the rows they share in the same order and never wait for each other in a cycle.
 */
export async function addCounts(db: Db, { views, events }: CountBatch): Promise<void> {
  if (views.length === 0 && events.length === 0) return;
  const viewRows = [...views].sort(byKey((row) => `${row.day}\n${row.route}\n${row.source}\n${row.device}`));
  const eventRows = [...events].sort(byKey((row) => `${row.day}\n${row.route}\n${row.event}`));
  await db.kysely.transaction().execute(async (trx) => {
    for (const rows of chunks(viewRows)) {
      await trx
        .insertInto('page_views')
        .values(rows)
        .onConflict((conflict) =>
          conflict.columns(['day', 'route', 'source', 'device']).doUpdateSet((eb) => ({ views: eb('page_views.views', '+', eb.ref('excluded.views')) })),
        )
        .execute();
    }
    for (const rows of chunks(eventRows)) {
      await trx
        .insertInto('page_events')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['day', 'route', 'event']).doUpdateSet((eb) => ({ count: eb('page_events.count', '+', eb.ref('excluded.count')) })))
        .execute();
    }
  });
}
