import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpSink } from '../scripts/smtp-sink.mjs';

export interface OwnServer {
  url: string;
  /**
   * The same server as http://localhost:<port>: the address the team signs in at (BETTER_AUTH_URL), since passkeys
   * need a host name and a secure context, which 127.0.0.1 is not for WebAuthn's relying party.
   */
  localUrl: string;
  /**
   * The variables it was started with (beside the process's own), its clock's included: what `npm run staff-link` needs
   * to reach its database and to make a link that is valid by the server's clock.
   */
  env: Record<string, string>;
  child: ChildProcess;
  /** What the server printed so far (stdout and stderr). */
  output(): string;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerOptions {
  /**
   * As pid 1 in a PID namespace of its own (`unshare -p -f --mount-proc`), as in a container: two such servers on one
   * database both have pid 1. Needs root; elsewhere the server runs as a plain process.
   */
  asContainer?: boolean;
  /**
   * The server's clock starts at this UTC time ('2026-12-17 09:00:00') and runs on from there, through libfaketime
   * (Debian's `faketime`, installed by scripts/ensure-e2e-tools.mjs): the server lives on that day, every date rule
   * included, without a clock of its own for tests.
   */
  clock?: string;
}

/**
 * Debian's libfaketime, preloaded into the server directly rather than through the `faketime` wrapper. The wrapper
 * makes a semaphore and a shared-memory block named after its own pid and removes them only when it exits by itself:
 * a server killed with SIGKILL leaves them in /dev/shm, and any later wrapper that gets the same pid cannot start
 * ("faketime: sem_open: File exists"). They only share one fake start among several processes; a server is one.
 */
function libfaketime(): string {
  for (const dir of readdirSync('/usr/lib')) {
    const file = path.join('/usr/lib', dir, 'faketime', 'libfaketime.so.1');
    if (existsSync(file)) return file;
  }
  throw new Error('libfaketime.so.1 is not under /usr/lib/*/faketime: install Debian’s faketime (scripts/ensure-e2e-tools.mjs)');
}

const canUnshare = process.getuid?.() === 0;

/**
 * A copy of the build in `dir` (without Next's build cache) that a server runs from with NEXT_DIST_DIR=dir. Next writes
 * the pages it regenerates (/start/signup, /ferienkurse, /python: hourly) into its build folder: a server on another
 * day's clock must not leave its dates there for the servers on today's.
 */
export function copyBuild(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  cpSync('.next', dir, { recursive: true, filter: (source) => !/^\.next\/cache(\/|$)/.test(source) });
  // A copied build still names .next as its home; point it at its own folder (as the benchmark does).
  const requiredFile = path.join(dir, 'required-server-files.json');
  const required = JSON.parse(readFileSync(requiredFile, 'utf8'));
  required.config.distDir = dir;
  writeFileSync(requiredFile, JSON.stringify(required));
  rmSync(path.join(dir, 'server', 'route-cache'), { recursive: true, force: true });
  return dir;
}

/** The build the servers on a clock of their own share in this worker process (copied once). */
let clockBuild: string | undefined;
function buildForClocks(): string {
  if (!clockBuild) {
    clockBuild = copyBuild(`test-results/build-on-other-clocks-${process.pid}`);
    const dir = clockBuild;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  return clockBuild;
}

/**
 * Another server of the same build (as `npm start` runs it), with its own variables (a database that fails, a relay to
 * a test server). Give it DATABASE_PATH or DATABASE_URL; without either it gets a new SQLite file of its own.
 */
export async function startServer(env: Record<string, string>, { asContainer = false, clock }: ServerOptions = {}): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const localUrl = `http://localhost:${port}`;
  const database: Record<string, string> = env.DATABASE_PATH || env.DATABASE_URL ? {} : { DATABASE_PATH: path.join(await mkdtemp(path.join(tmpdir(), 'server-db-')), 'codingstars.db') };
  // The team signs in at localhost (a test that sets STAFF_EMAILS); a test may name another address itself.
  const clockEnv: Record<string, string> = clock ? { TZ: 'UTC', LD_PRELOAD: libfaketime(), FAKETIME: `@${clock}`, NEXT_DIST_DIR: buildForClocks() } : {};
  const serverEnv: Record<string, string> = { ...database, ...(env.STAFF_EMAILS ? { BETTER_AUTH_URL: localUrl } : {}), ...env };
  const server = [process.execPath, 'server.mjs', '-p', String(port), '-H', '127.0.0.1'];
  const container = asContainer && canUnshare;
  const [program, ...args] = container ? ['unshare', '-p', '-f', '--mount-proc', ...server] : server;
  const child = spawn(program!, args, {
    env: {
      ...process.env,
      OUTBOX_RATE_LIMIT_PER_MINUTE: '2000',
      OUTBOX_PATH: '/nonexistent/outbox.jsonl',
      // '@' starts the clock at that moment and lets it run. libfaketime reads it in the local time zone; the server
      // itself keeps Berlin's dates in any zone.
      ...clockEnv,
      ...serverEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a stop reaches every process it starts.
    detached: true,
  });
  // libfaketime keeps a semaphore and a shared-memory block named after the process's pid, removed only when the
  // process ends by itself: a server stopped with SIGKILL would leave them in /dev/shm. (In a PID namespace of its own
  // the server's pid is 1 there, and the names are not its pid here: those stay.)
  if (clock && !container) {
    const pid = child.pid;
    child.once('exit', () => {
      for (const name of [`faketime_shm_${pid}`, `sem.faketime_sem_${pid}`]) rmSync(path.join('/dev/shm', name), { force: true });
    });
  }
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let i = 0; i < 150; i += 1) {
    if (await fetch(`${url}/impressum`).then((r) => r.ok, () => false)) return { url, localUrl, env: { ...clockEnv, ...serverEnv }, child, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopServer(child, 'SIGKILL');
  throw new Error(`server.mjs on port ${port} did not come up:\n${output}`);
}

/**
 * SIGTERM for a clean stop; SIGKILL to crash it, as a power cut would. Resolves once it has exited, its files closed:
 * a test removes the server's folder only after this. A test's teardown kills (a clean stop waits for the connections
 * the worker's browser may still hold open to that server, once for over a minute).
 */
export function stopServer(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = exited(child);
  try {
    process.kill(-child.pid, signal);
  } catch (error) {
    // The whole group is gone already.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
  return gone;
}

/** Resolves once the process has exited (after a SIGKILL, so its files are closed). */
export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * A mail server that holds its answer to the `nth` mail until `release()`, then refuses it (421), as when the sending
 * server dies with that mail in flight: `holding` resolves once the mail has arrived and is being held.
 */
export async function sinkHoldingMail(nth: number) {
  let inFlight: () => void = () => {};
  const holding = new Promise<void>((resolve) => (inFlight = resolve));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const sink = await startSmtpSink({
    answer: async (n) => {
      if (n !== nth) return undefined;
      inFlight();
      await released;
      return { code: 421, message: 'Verbindung verloren' };
    },
  });
  return { sink, holding, release };
}
