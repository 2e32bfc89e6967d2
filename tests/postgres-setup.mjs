import { startPostgres } from '../scripts/postgres.mjs';

/** Starts the run's PostgreSQL server; test files find it in TEST_POSTGRES_URL (tests/db.ts). */
export default async function setup() {
  const server = await startPostgres();
  globalThis.testPostgres = server;
  process.env.TEST_POSTGRES_URL = server.url;
}
