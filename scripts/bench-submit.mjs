// npm run bench:submit: what the mail relay costs a parent who presses 'Anfrage senden'. Uses the production build in
// .next (run `npm run build` first), starts two servers as `npm start` does, one store-only and one relaying to a real SMTP
// server in this process, and fires POST /api/v1.0/email/send at each with autocannon, alternating (store, relay,
// store, relay, …) because the machine is noisy; the table shows the median of the rounds. After each relay round
// it waits until the relay has delivered everything, so the next round does not pay for the last one's mails.
// Usage: npm run bench:submit -- [--connections=50] [--duration=10] [--rounds=3] [--port=4290]
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { readOutbox } from '../lib/outbox/log.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

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

/** Entries on disk: autocannon stops counting requests still in flight at the end, the server still takes them. */
const entriesIn = async (file) => readOutbox(await readFile(file, 'utf8')).records.length;

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

/**
 * Store-only against relay under `connections` parallel submits for `duration` seconds per round. Returns one row per
 * mode (latencies and req/s as medians over the rounds; for the relay also the entries stored, mails delivered and
 * `p99Ratio`, its p99 over store-only's) and the same as a Markdown table.
 */
/** Target: the relay's p99 submit latency at most this times store-only's. */
export const RELAY_P99_TIMES_STORE = 2;

export async function benchSubmits({ connections = 50, duration = 10, port = 4290, rounds = 3 } = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-submit-'));
  const sink = await startSmtpSink();
  const servers = {};
  const outboxes = { store: path.join(dir, 'store.jsonl'), relay: path.join(dir, 'relay.jsonl') };
  const samples = { store: [], relay: [] };
  try {
    servers.store = await startServer(port, { OUTBOX_PATH: outboxes.store });
    servers.relay = await startServer(port + 1, {
      OUTBOX_PATH: outboxes.relay,
      SMTP_URL: sink.url,
      MAIL_TO: 'team@codingstars.de',
    });
    for (const mode of ['store', 'relay']) await submits(servers[mode].url, { connections, duration: 1 });
    await drained(servers.relay.url);
    sink.messages.length = 0;

    for (let round = 1; round <= rounds; round += 1) {
      for (const mode of ['store', 'relay']) {
        const before = await entriesIn(outboxes[mode]);
        const result = await submits(servers[mode].url, { connections, duration });
        const sample = {
          p50: result.latency.p50,
          p99: result.latency.p99,
          rps: result.requests.average,
          errors: result.errors + result.timeouts + result.non2xx,
        };
        if (mode === 'relay') {
          sample.drainSeconds = await drained(servers.relay.url);
          sample.stored = (await entriesIn(outboxes.relay)) - before;
          sample.delivered = sink.messages.length;
          // Count, then forget the sources: thousands of mails per round would otherwise pile up in memory.
          sink.messages.length = 0;
        }
        samples[mode].push(sample);
        console.error(`round ${round} ${mode}: p50 ${sample.p50} ms, p99 ${sample.p99} ms, ${sample.rps} req/s, ${sample.errors} errors`);
      }
    }
  } finally {
    stop(servers.store);
    stop(servers.relay);
    await sink.close();
    await rm(dir, { recursive: true, force: true });
  }

  const rows = ['store', 'relay'].map((mode) => {
    const list = samples[mode];
    const of = (key) => median(list.map((sample) => sample[key]));
    return {
      mode,
      p50: of('p50'),
      p99: of('p99'),
      rps: Math.round(of('rps')),
      errors: list.reduce((sum, sample) => sum + sample.errors, 0),
      ...(mode === 'relay'
        ? {
            stored: list.reduce((sum, sample) => sum + sample.stored, 0),
            delivered: list.reduce((sum, sample) => sum + sample.delivered, 0),
            drainSeconds: of('drainSeconds'),
          }
        : {}),
    };
  });
  const [store, relay] = rows;
  relay.p99Ratio = store.p99 > 0 ? relay.p99 / store.p99 : NaN;
  const markdown = [
    `## Enquiry submits: store only against own relay`,
    '',
    `autocannon, ${connections} connections posting valid enquiries to /api/v1.0/email/send, ${rounds} × ${duration} s per mode, the modes alternating, medians;`,
    'the relay delivers to an SMTP server in the bench process (scripts/smtp-sink.mjs).',
    '',
    '| Mode | p50 (ms) | p99 (ms) | Requests/s | Errors | Stored | Delivered | Drain (s) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.mode === 'store' ? 'store only' : 'own relay (SMTP)'} | ${row.p50} | ${row.p99} | ${row.rps} | ${row.errors} | ${row.stored ?? '–'} | ${row.delivered ?? '–'} | ${row.drainSeconds ?? '–'} |`,
    ),
    '',
    `p99 relay / store only: **${relay.p99Ratio.toFixed(2)}** (target: at most ${RELAY_P99_TIMES_STORE}). Drain: how long the relay still needed after a round until every mail was delivered.`,
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
