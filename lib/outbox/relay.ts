import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { OutboxRecord, OutboxStore } from './store';

/** 'configured' until the first attempt, then how the last attempt went. */
export type SmtpHealth = 'configured' | 'ok' | 'failing';

export interface RelayOptions {
  store: OutboxStore;
  /** smtp:// or smtps:// with credentials, as nodemailer reads it. */
  smtpUrl: string;
  message: (record: OutboxRecord) => SendMailOptions;
  maxAttempts: number;
  /** Wait before the second attempt; it doubles after each failure, up to MAX_DELAY_MS. */
  retryBaseMs: number;
  /** Connection, greeting and socket timeout; a mail server slower than this counts as a failed attempt. */
  timeoutMs?: number;
  /** The longest one send may take in all: the socket timeout restarts with every byte a server trickles. */
  deadlineMs?: number;
}

export interface Relay {
  /** Delivers what is due, in the background; never awaited by a request. */
  kick(): void;
  health(): SmtpHealth;
  /** Resolves once no entry is pending: each one delivered or failed. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

const MAX_DELAY_MS = 60 * 60 * 1000;
const ERROR_MAX = 300;

export const retryDelay = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** (attempts - 1), MAX_DELAY_MS);

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** The mail server's answer or the connection error, one line: what `npm run outbox` shows as the last error. */
function describe(error: unknown): string {
  const { code, response, message } = (error ?? {}) as SmtpError;
  const text = [code, response ?? message ?? String(error)].filter(Boolean).join(': ');
  return text.replace(/\s+/g, ' ').trim().slice(0, ERROR_MAX);
}

/** Only on this machine may SMTP run without TLS: the test and bench mail servers listen on loopback. */
const isLoopback = (hostname: string) => hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/** The pooled nodemailer transport for `smtpUrl`: one connection, every phase bounded by `timeoutMs`. */
export function transportOptions(smtpUrl: string, timeoutMs: number) {
  const { protocol, hostname } = new URL(smtpUrl);
  return {
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // STARTTLS or no mail: a man in the middle who strips STARTTLS from smtp:// must not get the enquiry in clear text.
    ...(protocol === 'smtp:' && !isLoopback(hostname) ? { requireTLS: true } : {}),
  };
}

/** When an entry is due: its stored retryAt, so a restart does not try early and burn an attempt; else at once. */
function dueAt(entry: OutboxRecord): number {
  const at = entry.retryAt ? Date.parse(entry.retryAt) : 0;
  return Number.isFinite(at) ? at : 0;
}

/**
 * The academy's mail relay: sends each pending outbox entry to staff, one at a time over one pooled connection, and
 * records the outcome in the outbox. A failure is retried with doubling waits; after `maxAttempts` the entry is
 * 'failed' and stays in the outbox. The next try's time is kept in the entry, so it holds across a restart. When the
 * server cannot be reached at all, every entry that was due counts the same failed attempt, so an outage costs one
 * connection attempt per round instead of one per entry.
 */
export function createRelay(options: RelayOptions): Relay {
  const { store, smtpUrl, message, maxAttempts, retryBaseMs, timeoutMs = 30_000, deadlineMs = 4 * timeoutMs } = options;
  const transport = nodemailer.createTransport(transportOptions(smtpUrl, timeoutMs));
  let health: SmtpHealth = 'configured';
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let idleWaiters: (() => void)[] = [];

  async function save(id: string, status: Parameters<OutboxStore['update']>[1]) {
    // A refused write is logged by the outbox; the status stays in memory, so this process does not send twice.
    await store.update(id, status).catch(() => undefined);
  }

  async function fail(entry: OutboxRecord, lastError: string) {
    const attempts = entry.attempts + 1;
    const updatedAt = new Date().toISOString();
    if (attempts >= maxAttempts) {
      console.error(`Anfrage ${entry.id} nach ${attempts} Versuchen nicht zugestellt: ${lastError}`);
      return save(entry.id, { state: 'failed', attempts, updatedAt, lastError });
    }
    const retryAt = Date.now() + retryDelay(attempts, retryBaseMs);
    return save(entry.id, { state: 'pending', attempts, updatedAt, lastError, retryAt: new Date(retryAt).toISOString() });
  }

  /** One attempt: undefined when delivered, else why not and whether the other due entries share the failure. */
  async function attempt(entry: OutboxRecord): Promise<{ reason: string; chargeRest: boolean } | undefined> {
    let mail: SendMailOptions;
    try {
      mail = message(entry);
    } catch (error) {
      // This entry's own fault: the mail server was never asked, so it says nothing about the others.
      const reason = describe(error);
      await fail(entry, reason);
      return { reason, chargeRest: false };
    }
    try {
      await transport.sendMail({ ...mail, signal: AbortSignal.timeout(deadlineMs) });
    } catch (error) {
      health = 'failing';
      const aborted = (error as SmtpError).code === 'EABORT';
      const reason = aborted ? `ETIMEDOUT: no reply within ${deadlineMs / 1000} s in all` : describe(error);
      await fail(entry, reason);
      // A server that answered (e.g. 550 for this message) may take the next one; one that did not answer will not.
      return { reason, chargeRest: typeof (error as SmtpError).responseCode !== 'number' };
    }
    health = 'ok';
    await save(entry.id, { state: 'delivered', attempts: entry.attempts + 1, updatedAt: new Date().toISOString() });
    return undefined;
  }

  async function run() {
    do {
      again = false;
      const now = Date.now();
      const due = store.pending().filter((entry) => dueAt(entry) <= now);
      for (let i = 0; i < due.length && !stopped; i += 1) {
        const failure = await attempt(due[i]!);
        if (failure?.chargeRest) {
          await Promise.all(due.slice(i + 1).map((rest) => fail(rest, failure.reason)));
          break;
        }
      }
    } while (again && !stopped);
  }

  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    const pending = store.pending();
    if (stopped || pending.length === 0) {
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
      return;
    }
    // A loop, not Math.min(...): a long outage can leave more entries waiting than a call takes arguments.
    let next = Infinity;
    for (const entry of pending) next = Math.min(next, dueAt(entry));
    timer = setTimeout(kick, Math.max(0, next - Date.now()));
    // Waiting for a retry must not keep a process alive that is otherwise done (tests, `next build`).
    timer.unref();
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      .catch((error: unknown) => console.error('Versand der Anfragen unterbrochen', error))
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  return {
    kick,
    health: () => health,
    idle: () =>
      new Promise<void>((resolve) => {
        if (!running && store.pending().length === 0) resolve();
        else idleWaiters.push(resolve);
      }),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
  };
}
