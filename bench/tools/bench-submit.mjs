// npm run bench:submit: what the database and the mail relay cost a parent who presses 'Anfrage senden'. Uses the
// production build in .next (run `npm run build` first) and starts three servers as `npm start` does: one store-only on
// SQLite (the floor), one relaying to a real SMTP server in this process on SQLite, and one doing the same on
// PostgreSQL (a throwaway server, scripts/postgres.mjs). It fires POST /api/v1.0/email/send at each with autocannon,
// in turn (store, sqlite, postgres, store, …) because the machine is noisy; the table shows the median of the rounds.
// After each relay round it waits until everything is delivered, so the next round does not pay for the last one's mails.
// Usage: npm run bench:submit -- [--connections=50] [--duration=10] [--rounds=3] [--port=4290]
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { openDatabase } from '../../lib/db/connect.ts';
import { startPostgres } from '../../scripts/postgres.mjs';
import { startSmtpSink } from '../../scripts/smtp-sink.mjs';

const SEND_PATH = '/api/v1.0/email/send';
const DRAIN_TIMEOUT_MS = 10 * 60 * 1000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function startServer(port, env) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['server.mjs', '-p', String(port), '-H', '127.0.0.1'], {
    // Every request comes from one address: the per-sender limit would answer 429 after the first few.
    env: { ...process.env, OUTBOX_RATE_LIMIT_PER_MINUTE: '1000000000', ...env },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 150; i += 1) {
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, child };
    await sleep(200);
  }
  process.kill(-child.pid, 'SIGTERM');
  throw new Error(`server.mjs on port ${port} did not answer`);
}

const stop = (server) => server && process.kill(-server.child.pid, 'SIGTERM');

/** Entries in a database: autocannon stops counting requests still in flight at the end, the server still takes them. */
async function entriesIn(database) {
  const db = openDatabase(database);
  try {
    const { n } = await db.kysely.selectFrom('enquiries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(n);
  } finally {
    await db.close();
  }
}

/** One valid enquiry per request, each with its own address, as parents would send them. */
function submits(url, { connections, duration }) {
  let n = 0;
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: SEND_PATH,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          n += 1;
          const email = `bench${n}.${Date.now().toString(36)}@beispiel.de`;
          const body = {
            lib_version: '4.4.1',
            user_id: 'codingstars-outbox',
            service_id: 'codingstars_outbox',
            template_id: 'enquiry_default',
            template_params: {
              reply_to: email,
              first_name: 'Anna',
              last_name: 'Schmidt',
              email,
              phone: '030 1234567',
              child_name: 'Ben',
              selected_course: '',
              request_type: '/contact',
            },
          };
          return { ...request, body: JSON.stringify(body) };
        },
      },
    ],
  });
}

/** Waits until the relay has nothing pending; returns the seconds it took. */
async function drained(url) {
  const start = Date.now();
  while (Date.now() - start < DRAIN_TIMEOUT_MS) {
    const health = await fetch(`${url}/api/health`).then((r) => r.json());
    if (health.pending === 0) return (Date.now() - start) / 1000;
    await sleep(250);
  }
  throw new Error('the relay did not deliver everything in time');
}

/** Target: each relay's p99 submit latency at most this times store-only's. */
export const RELAY_P99_TIMES_STORE = 2;

const MODES = ['store', 'sqlite', 'postgres'];
const LABELS = { store: 'store only (SQLite)', sqlite: 'own relay, SQLite', postgres: 'own relay, PostgreSQL' };

/**
 * Store-only against the relay on SQLite and on PostgreSQL under `connections` parallel submits for `duration` seconds
 * per round. Returns one row per mode (latencies and req/s as medians over the rounds; for the relays also the entries
 * stored, mails delivered and `p99Ratio`, their p99 over store-only's) and the same as a Markdown table.
 */
export async function benchSubmits({ connections = 50, duration = 10, port = 4290, rounds = 3 } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-submit-'));
  const sink = await startSmtpSink();
  const postgres = await startPostgres();
  const servers = {};
  const relay = { SMTP_URL: sink.url, MAIL_TO: 'team@codingstars.de' };
  const databases = {
    store: { path: path.join(dir, 'store.db') },
    sqlite: { path: path.join(dir, 'relay.db') },
    postgres: { url: await postgres.createDatabase('bench'), path: '' },
  };
  const samples = { store: [], sqlite: [], postgres: [] };
  try {
    servers.store = await startServer(port, { DATABASE_PATH: databases.store.path });
    servers.sqlite = await startServer(port + 1, { DATABASE_PATH: databases.sqlite.path, ...relay });
    servers.postgres = await startServer(port + 2, { DATABASE_URL: databases.postgres.url, ...relay });
    for (const mode of MODES) await submits(servers[mode].url, { connections, duration: 1 });
    for (const mode of ['sqlite', 'postgres']) await drained(servers[mode].url);
    sink.messages.length = 0;

    for (let round = 1; round <= rounds; round += 1) {
      for (const mode of MODES) {
        const before = await entriesIn(databases[mode]);
        const result = await submits(servers[mode].url, { connections, duration });
        const sample = {
          p50: result.latency.p50,
          p99: result.latency.p99,
          rps: result.requests.average,
          errors: result.errors + result.timeouts + result.non2xx,
        };
        if (mode !== 'store') {
          sample.drainSeconds = await drained(servers[mode].url);
          sample.stored = (await entriesIn(databases[mode])) - before;
          sample.delivered = sink.messages.length;
          // Count, then forget the sources: thousands of mails per round would otherwise pile up in memory.
          sink.messages.length = 0;
        }
        samples[mode].push(sample);
        console.error(`round ${round} ${mode}: p50 ${sample.p50} ms, p99 ${sample.p99} ms, ${sample.rps} req/s, ${sample.errors} errors`);
      }
    }
  } finally {
    for (const mode of MODES) stop(servers[mode]);
    await sink.close();
    await postgres.destroy();
    await rm(dir, { recursive: true, force: true });
  }

  const rows = MODES.map((mode) => {
    const list = samples[mode];
    const of = (key) => median(list.map((sample) => sample[key]));
    return {
      mode,
      p50: of('p50'),
      p99: of('p99'),
      rps: Math.round(of('rps')),
      errors: list.reduce((sum, sample) => sum + sample.errors, 0),
      ...(mode !== 'store'
        ? {
            stored: list.reduce((sum, sample) => sum + sample.stored, 0),
            delivered: list.reduce((sum, sample) => sum + sample.delivered, 0),
            drainSeconds: of('drainSeconds'),
          }
        : {}),
    };
  });
  const [store, ...relays] = rows;
  for (const row of relays) row.p99Ratio = store.p99 > 0 ? row.p99 / store.p99 : NaN;
  const markdown = [
    `## Enquiry submits: store only against the own relay on SQLite and on PostgreSQL`,
    '',
    `autocannon, ${connections} connections posting valid enquiries to /api/v1.0/email/send, ${rounds} × ${duration} s per mode, the modes in turn, medians;`,
    'the relays deliver to an SMTP server in the bench process (scripts/smtp-sink.mjs); PostgreSQL is a throwaway local server (scripts/postgres.mjs).',
    '',
    '| Mode | p50 (ms) | p99 (ms) | p99 / store only | Requests/s | Errors | Stored | Delivered | Drain (s) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${LABELS[row.mode]} | ${row.p50} | ${row.p99} | ${row.p99Ratio?.toFixed(2) ?? '–'} | ${row.rps} | ${row.errors} | ${row.stored ?? '–'} | ${row.delivered ?? '–'} | ${row.drainSeconds ?? '–'} |`,
    ),
    '',
    `Target: p99 of each relay at most ${RELAY_P99_TIMES_STORE}× store only's. Drain: how long the relay still needed after a round until every mail was delivered.`,
  ].join('\n');
  return { rows, markdown };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const option = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
  const { markdown } = await benchSubmits({
    connections: option('connections', 50),
    duration: option('duration', 10),
    rounds: option('rounds', 3),
    port: option('port', process.env.BENCH_PORT ?? 4290),
  });
  console.log(markdown);
}
