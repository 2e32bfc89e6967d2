import nodemailer, { type SendMailOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { OutboxRecord, OutboxStore, RefusedRecipient } from './store.ts';

/** 'configured' until the first attempt, then how the last attempt went. */
export type SmtpHealth = 'configured' | 'ok' | 'failing';

export interface RelayOptions {
  store: OutboxStore;
  /** This server process, as it signs its leases. */
  owner: string;
  /** smtp:// or smtps:// with credentials, as nodemailer reads it. */
  smtpUrl: string;
  /**
   * The mail of an entry, built when it is sent (so a reminder reads the seat as it is then); SKIP when it is no longer
   * needed (the seat was cancelled), DONE for a task the entry stands for, run instead of a mail.
   */
  message: (record: OutboxRecord) => Outgoing | Promise<Outgoing>;
  /** Entries that are tasks, not mails: they run even while the mail server is away. */
  isTask?: (record: OutboxRecord) => boolean;
  maxAttempts: number;
  /** Wait before the second attempt; it doubles after each failure, up to MAX_DELAY_MS. */
  retryBaseMs: number;
  /** Connection, greeting and socket timeout; a mail server slower than this counts as a failed attempt. */
  timeoutMs?: number;
  /** The longest one send may take in all: the socket timeout restarts with every byte a server trickles. */
  deadlineMs?: number;
  /**
   * How long an entry stays with this process once taken. Longer than the deadline, so it has been sent or given up
   * before another instance may take it over; only a process that died leaves one to run out.
   */
  leaseMs?: number;
  /** How often to look for entries that other instances took in, or left behind; sooner when one is due. */
  pollMs?: number;
}

/** `message` answers: nothing to send any more (recorded 'skipped'). */
export const SKIP = Symbol('skip');
/** `message` answers: the entry was a task and it has run (recorded 'done'). */
export const DONE = Symbol('done');
export type Outgoing = SendMailOptions | typeof SKIP | typeof DONE;

export interface Relay {
  /** Delivers what is due, in the background; never awaited by a request. */
  kick(): void;
  health(): SmtpHealth;
  /** Resolves once no entry is due or being retried: each one delivered, failed, skipped or done (scheduled ones wait). */
  idle(): Promise<void>;
  /** Takes no more entries and resolves once the one in flight is recorded. */
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
  /** The SMTP command the reply answered ('RCPT TO', 'DATA', …). */
  command?: string;
  /** With EENVELOPE at RCPT TO: the recipient this reply refused. */
  recipient?: string;
  /** With EENVELOPE when every recipient was refused: each refusal. */
  rejectedErrors?: SmtpError[];
}

/**
 * Whether an SMTP reply refuses for good (RFC 5321: 5yz); 503 (bad sequence of commands) is about the session, not
 * the mail, so a new session may go through.
 */
export const isPermanentReply = (code: number | undefined) => code !== undefined && code >= 500 && code < 600 && code !== 503;

/** Whether the entry's moment (lib/trial/moments.ts) has passed at `now`: then it is not sent any more. */
export const isExpired = (entry: Pick<OutboxRecord, 'expiresAt'>, now = Date.now()) => entry.expiresAt !== undefined && now >= Date.parse(entry.expiresAt);

const lower = (address: string) => address.toLowerCase();
const addressOf = (recipient: unknown) => (typeof recipient === 'string' ? recipient : String((recipient as { address?: unknown })?.address ?? ''));

/** The SMTP envelope nodemailer derives from a mail's From, To, Cc and Bcc (or its own `envelope`). */
function envelopeOf(mail: SendMailOptions): { from: string; to: string[] } {
  const envelope = new MailComposer(mail as ConstructorParameters<typeof MailComposer>[0]).compile().getEnvelope();
  return { from: envelope.from || '', to: envelope.to.map(addressOf) };
}

/**
 * An AbortSignal for the send's overall deadline. It fires one turn of the event loop late on purpose: when the
 * process was busy past the deadline (a synchronous SQLite commit, a slow machine) a reply that arrived meanwhile is
 * read first, so a mail the server has taken is not counted as failed and sent a second time.
 */
function deadlineSignal(ms: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => setImmediate(() => controller.abort()), ms);
  timer.unref();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/**
 * The mail server's answer or the connection error, one line: what `npm run outbox` shows as the last error. A reply
 * to the envelope or the message names its command ('EENVELOPE RCPT TO: 550 …'), so a refused recipient reads apart
 * from a refused sender (lib/outbox/error-text.ts).
 */
function describe(error: unknown): string {
  const { code, response, message, command } = (error ?? {}) as SmtpError;
  const stage = (code === 'EENVELOPE' || code === 'EMESSAGE') && command ? `${code} ${command}` : code;
  const text = [stage, response ?? message ?? String(error)].filter(Boolean).join(': ');
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The academy's mail relay: takes each due entry from the database with a lease, sends it over one pooled connection,
 * and records the outcome. Every instance runs one; the lease keeps them from sending the same entry. An entry past
 * its moment is not sent but 'expired'. A failure is retried with doubling waits, kept in the entry, so it holds
 * across restarts and instances; after `maxAttempts` the entry is 'failed' and stays. A refusal for good (5xx for a
 * recipient, or for the message at DATA) fails it at once; a mail to several recipients fails only for the refused
 * ones and is retried only for those refused for now. When the server cannot be reached at all, every entry that was
 * due counts the same failed attempt, so an outage costs one connection attempt per round instead of one per entry.
 */
export function createRelay(options: RelayOptions): Relay {
  const { store, owner, smtpUrl, message, isTask = () => false, maxAttempts, retryBaseMs, timeoutMs = 30_000, pollMs = 5000 } = options;
  const deadlineMs = options.deadlineMs ?? 4 * timeoutMs;
  const leaseMs = options.leaseMs ?? deadlineMs + 30_000;
  const transport = nodemailer.createTransport(transportOptions(smtpUrl, timeoutMs));
  let health: SmtpHealth = 'configured';
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  type Status = Parameters<OutboxStore['settle']>[2];

  /** Records the outcome; with `claimNext`, takes the next due entry in the same commit and resolves it. */
  async function save(entry: OutboxRecord, status: Status, claimNext = false): Promise<OutboxRecord | undefined> {
    const { settled, next } = claimNext && !stopped
      ? await store.settleAndClaim(entry.id, owner, status, leaseMs)
      : { settled: await store.settle(entry.id, owner, status), next: undefined };
    if (!settled) console.warn(`Anfrage ${entry.id}: Ergebnis nicht vermerkt, ein anderer Serverprozess hat sie übernommen (Lease abgelaufen).`);
    return next;
  }

  /** A failed attempt: tried again later, or 'failed' after the last one; `recipients` as they stand after it. */
  function failure(entry: OutboxRecord, lastError: string, recipients: Pick<Status, 'deliveredTo' | 'refused'> = {}): Status {
    const attempts = entry.attempts + 1;
    const updatedAt = new Date().toISOString();
    if (attempts >= maxAttempts) {
      console.error(`Anfrage ${entry.id} nach ${attempts} Versuchen nicht zugestellt: ${lastError}`);
      return { state: 'failed', attempts, updatedAt, lastError, ...recipients };
    }
    const retryAt = Date.now() + retryDelay(attempts, retryBaseMs);
    return { state: 'pending', attempts, updatedAt, lastError, retryAt: new Date(retryAt).toISOString(), ...recipients };
  }

  /** Past its moment: not sent, no attempt counted. */
  function expiry(entry: OutboxRecord): Status {
    console.warn(`Anfrage ${entry.id} (${entry.templateId}) abgelaufen, nicht gesendet: ihr Zeitpunkt war ${entry.expiresAt}.`);
    return { state: 'expired', attempts: entry.attempts, updatedAt: new Date().toISOString() };
  }

  /**
   * The outcome of an attempt the mail server answered per recipient: those that accepted it have it, those refused
   * for good (5xx) are never tried again, those refused for now (4xx) are retried. Once none is left for later, the
   * entry is delivered if anyone ever took it, else failed, at once, with the server's words.
   */
  function byRecipient(entry: OutboxRecord, accepted: readonly unknown[], rejected: readonly SmtpError[]): Status {
    const deliveredTo = [...new Set([...(entry.deliveredTo ?? []), ...accepted.map(addressOf)])];
    const refusedNow: RefusedRecipient[] = rejected
      .filter((error) => isPermanentReply(error.responseCode))
      .map((error) => ({ address: error.recipient ?? '', reply: describe({ response: error.response ?? error.message }) }));
    const refused = [...(entry.refused ?? []), ...refusedNow];
    // The count and the codes only: the log keeps no addresses.
    const codes = rejected.filter((error) => isPermanentReply(error.responseCode)).map((error) => error.responseCode);
    if (codes.length) console.error(`Anfrage ${entry.id}: ${codes.length} Empfänger vom Mailserver endgültig abgelehnt (${codes.join(', ')}).`);
    const later = rejected.find((error) => !isPermanentReply(error.responseCode));
    if (later) return failure(entry, describe(later), { deliveredTo, refused });
    const updatedAt = new Date().toISOString();
    const attempts = entry.attempts + 1;
    if (deliveredTo.length) return { state: 'delivered', attempts, updatedAt, deliveredTo, refused };
    const first = rejected.find((error) => isPermanentReply(error.responseCode));
    return { state: 'failed', attempts, updatedAt, lastError: first ? describe(first) : (entry.lastError ?? 'EENVELOPE: keine Empfänger'), deliveredTo, refused };
  }

  /**
   * One attempt, recorded: resolves the next due entry (taken in the same commit), or, when the mail server did not
   * answer at all, the reason every other due entry shares.
   */
  async function attempt(entry: OutboxRecord, claimNext = true): Promise<{ next?: OutboxRecord; sharedFailure?: string }> {
    if (isExpired(entry)) return { next: await save(entry, expiry(entry), claimNext) };
    let mail: Outgoing;
    try {
      mail = await message(entry);
    } catch (error) {
      // This entry's own fault (or the database's, for a task): the mail server was never asked, so it says nothing
      // about the others.
      return { next: await save(entry, failure(entry, describe(error)), claimNext) };
    }
    if (mail === SKIP || mail === DONE) {
      const updatedAt = new Date().toISOString();
      const status = mail === SKIP ? { state: 'skipped' as const, attempts: entry.attempts, updatedAt } : { state: 'done' as const, attempts: entry.attempts + 1, updatedAt };
      return { next: await save(entry, status, claimNext) };
    }
    // `Date` is when the mail leaves; the Message-ID stays the entry's, so a redelivery is still folded.
    let outgoing: SendMailOptions = { ...mail, date: new Date() };
    if (entry.deliveredTo?.length || entry.refused?.length) {
      // A retry goes only to the recipients that have not taken it or refused it for good; the headers stay as built.
      const done = new Set([...(entry.deliveredTo ?? []), ...(entry.refused ?? []).map((refusal) => refusal.address)].map(lower));
      const envelope = envelopeOf(mail);
      const rest = envelope.to.filter((address) => !done.has(lower(address)));
      if (rest.length === 0) return { next: await save(entry, byRecipient(entry, [], []), claimNext) };
      outgoing = { ...outgoing, envelope: { from: envelope.from, to: rest } };
    }
    const deadline = deadlineSignal(deadlineMs);
    try {
      const info = await transport.sendMail({ ...outgoing, signal: deadline.signal });
      health = 'ok';
      return { next: await save(entry, byRecipient(entry, info.accepted, (info.rejectedErrors ?? []) as SmtpError[]), claimNext) };
    } catch (error) {
      const smtp = error as SmtpError;
      if (smtp.code === 'EENVELOPE' && smtp.command === 'RCPT TO' && Array.isArray(smtp.rejectedErrors)) {
        // Every recipient refused: the server works, the addresses decide.
        health = 'ok';
        return { next: await save(entry, byRecipient(entry, [], smtp.rejectedErrors), claimNext) };
      }
      health = 'failing';
      const aborted = smtp.code === 'EABORT';
      const reason = aborted ? `ETIMEDOUT: no reply within ${deadlineMs / 1000} s in all` : describe(error);
      if (smtp.command === 'DATA' && isPermanentReply(smtp.responseCode)) {
        // Refused for good for what it is (554 spam, 552 too large): another try gets the same answer.
        console.error(`Anfrage ${entry.id} vom Mailserver endgültig abgelehnt: ${reason}`);
        return { next: await save(entry, { state: 'failed', attempts: entry.attempts + 1, updatedAt: new Date().toISOString(), lastError: reason }, claimNext) };
      }
      // A server that answered (e.g. 451 for this message) may take the next one; one that did not answer will not.
      const shared = typeof smtp.responseCode !== 'number';
      const next = await save(entry, failure(entry, reason), claimNext && !shared);
      return shared ? { sharedFailure: reason } : { next };
    } finally {
      deadline.clear();
    }
  }

  async function run() {
    do {
      again = false;
      let entry = await store.claim(owner, leaseMs);
      while (entry && !stopped) {
        const { next, sharedFailure } = await attempt(entry);
        if (sharedFailure) {
          // Each one failed moves its next try into the future, so this takes every due entry once.
          // Tasks need no mail server: they run now.
          for (let rest = await store.claim(owner, leaseMs); rest; rest = await store.claim(owner, leaseMs)) {
            if (isTask(rest)) await attempt(rest, false);
            else await save(rest, isExpired(rest) ? expiry(rest) : failure(rest, sharedFailure));
          }
          break;
        }
        entry = next;
      }
      // Taken in the last commit but not sent (the process is stopping): it goes back to the queue at once.
      if (entry) await store.settle(entry.id, owner, { state: 'pending', attempts: entry.attempts, ...(entry.updatedAt ? { updatedAt: entry.updatedAt } : {}), ...(entry.lastError ? { lastError: entry.lastError } : {}), retryAt: entry.retryAt ?? new Date().toISOString() });
    } while (again && !stopped);
  }

  async function schedule() {
    clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const next = await store.nextDue().catch(() => undefined);
    const wait = next === undefined ? pollMs : Math.min(pollMs, Math.max(0, next - Date.now()));
    if (stopped) return;
    timer = setTimeout(kick, wait);
    // Waiting must not keep a process alive that is otherwise done (tests, `next build`).
    timer.unref();
  }

  function kick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run()
      // The database or the mail server may be away for a while: log it, and the next round tries again.
      .catch((error: unknown) => console.error('Versand der Anfragen unterbrochen', error))
      .then(schedule)
      .finally(() => {
        running = undefined;
        // An enquiry that arrived while the round was ending is sent now, not at the next poll.
        if (again) kick();
      });
  }

  return {
    kick,
    health: () => health,
    async idle() {
      while (!stopped) {
        const { pending } = await store.counts();
        if (pending === 0 && !running) return;
        await sleep(50);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      clearTimeout(timer);
      transport.close();
    },
  };
}
