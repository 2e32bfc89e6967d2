// A throwaway PostgreSQL server for the tests and the bench: Debian's server binaries, a new cluster in a temporary
// folder, on a free port of 127.0.0.1, stopped and deleted afterwards. Never a shared database, never a mock.
// scripts/ensure-postgres.mjs installs Debian's `postgresql` package when no server binaries are there (`npm test`
// runs it, as it installs Chromium).
import { execFileSync, execSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder (PostgreSQL 14 or newer), or undefined. */
export function postgresBin() {
  if (!existsSync(ROOT)) return undefined;
  const versions = readdirSync(ROOT)
    .filter((name) => Number(name) >= 14 && existsSync(path.join(ROOT, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(ROOT, versions[0], 'bin');
}

export function ensurePostgres() {
  if (postgresBin()) return;
  console.log('PostgreSQL fehlt – installiere das Debian-Paket „postgresql“ …');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql`, { stdio: 'inherit' });
  if (!postgresBin()) throw new Error(`Keine PostgreSQL-Serverprogramme unter ${ROOT}/*/bin gefunden.`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a new cluster and resolves `{ url, port, createDatabase(name), stop(), start(), destroy() }`. PostgreSQL
 * refuses to run as root, so as root the cluster belongs to the `postgres` user Debian's package creates.
 */
export async function startPostgres() {
  ensurePostgres();
  const bin = postgresBin();
  const dir = await mkdtemp(path.join(tmpdir(), 'codingstars-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (program, args) =>
    execFileSync(asRoot ? 'runuser' : path.join(bin, program), asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      cwd: dir,
    });
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // A throwaway cluster: nothing in it has to outlive a crash of the machine, so commits need not wait for the disk
  // (fsync, synchronous_commit and full-page writes off). The tests stop their servers, never this one, by force.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const running = () => {
    try {
      run('pg_ctl', ['-D', data, 'status']);
      return true;
    } catch {
      return false;
    }
  };
  // Starting a running server is a no-op, so a test's `finally` may bring it back whatever happened before.
  const start = () => {
    if (!running()) run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
  };
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  };
  start();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url: url(),
    dir,
    /** A new, empty database on this server; resolves its URL. */
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop,
    start,
    async destroy() {
      stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
