/**
 * Room lib/outbox: the one queue: every mail and task a row with its due time, lease and moment; the relay sends them.
 * Used by the forms, the trial, membership and billing, instrumentation.ts (the relay) and `npm run outbox`.
 */

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Address } from 'nodemailer';
import { siteConfig } from '@/content/site';
import { enquiryMailCopy } from '@/content/enquiry-mail';
import { trialFollowUp } from '@/content/trial';
import { openMigrated, type Db, type DatabaseKind } from '@/lib/db';
import { env, type Env } from '@/lib/server/env';
import { deriveKey, loadLinkSecret } from '@/lib/trial/link-secret';
import { linkMaker, type LinkMaker } from '@/lib/trial/links';
import { isTrialTask, trialMessage } from '@/lib/trial/mails';
import { backfillMoments } from '@/lib/trial/moments';
import { signInMail } from '@/lib/auth/sign-in-mail';
import { createTrialMarks, type TrialMarks } from '@/lib/trial/marks';
import { createTrialSeats, type Reservation, type ReservationResult, type TrialSeats, type WaitlistResult } from '@/lib/trial/seats';
import { legalAppendix } from '@/lib/membership/legal-appendix';
import { membershipMessage } from '@/lib/membership/mails';
import { createMemberships, type Booking, type Memberships } from '@/lib/membership/store';
import { billingMessage, isBillingTask } from '@/lib/billing/jobs';
import { createBilling, type Billing } from '@/lib/billing/store';
import { importOutboxFile } from './legacy-import';
import { enquiryMail } from './mail';
import { createRelay, type Relay, type SmtpHealth } from './relay';
import { createOutboxStore, type OutboxStore } from './store';

const HOUR_MS = 60 * 60 * 1000;

/** Where this process's link key comes from, for the start line. */
let linkSecretSource = '';

export interface HealthReport {
  /** Which path enquiries take: the browser to EmailJS, this server to the mailbox, or the database only. */
  delivery: Env['delivery'];
  database: DatabaseKind | 'unused';
  /** Whether this process can write enquiries into the database right now. */
  outbox: 'ok' | 'unwritable' | 'unused';
  pending: number;
  /** Mails that wait for their time (reminders, the team's list of a trial day): planned, not late. */
  scheduled: number;
  failed: number;
  /** Mails not sent because their moment had passed (a reminder after the lesson began): the server was away, say. */
  expired: number;
  smtp: SmtpHealth | 'off';
  /** Whether the last clean-up went through: if it fails, entries past OUTBOX_RETENTION_DAYS are not deleted. */
  retention: 'ok' | 'failing' | 'unused';
}

export interface DeliveryService {
  /**
   * Stores one accepted enquiry (committed when this resolves) and starts its delivery without waiting for it; a booking
   * through a trial's recommendation with the seat it came from.
   */
  accept(templateId: string, params: Record<string, string>, origin?: { trialSignupId: string }): Promise<void>;
  health(): Promise<{ status: 200 | 503; report: HealthReport }>;
  /** The database this service writes to (the rate limit counts there too). */
  db: Db | undefined;
  /** Trial seats in the same database. */
  seats: TrialSeats | undefined;
  /** After the lesson: who came, the recommendations, the next step for each family (lib/trial/marks.ts). */
  marks: TrialMarks | undefined;
  /** Bookings, withdrawals and cancellations as records (lib/membership/store.ts). */
  memberships: Memberships | undefined;
  /** Whether this server takes a direct debit (SEPA_CREDITOR_ID is set). */
  directDebit: boolean;
  /** Invoices, debits and the bank's files (lib/billing/store.ts); undefined without the database. */
  billing: Billing | undefined;
  /** The academy's creditor data for the bank's file (SEPA_CREDITOR_ID, SEPA_CREDITOR_IBAN, SEPA_CREDITOR_BIC). */
  creditor: { id?: string; iban?: string; bic?: string };
  /**
   * Queues a billing run now (after the team confirmed a contract, or a family withdrew or cancelled), once per `key`,
   * and starts it: an invoice that is due goes out at once, one no longer owed is cancelled.
   */
  rebill(key: string): Promise<void>;
  /** Stores a booking with its staff mail and the parent's receipt, and starts sending them. */
  book(input: { params: Record<string, string>; trialSignupId?: string }): Promise<Booking>;
  /** Whether mails go out (the relay): then a trial signup gets its confirmation at once. */
  relaying: boolean;
  /** The links in mails to parents (lib/trial/links.ts): built and checked with this server's LINK_SECRET. */
  links: LinkMaker | undefined;
  /** A key of its own for `purpose`, derived from the same secret (the team's sign-in): the same on every instance. */
  keyFor: ((purpose: string) => Buffer) | undefined;
  /** Holds a trial seat with the signup's mails (lib/trial/seats.ts) and starts sending them. */
  reserveTrial(reservation: TrialRequest): Promise<ReservationResult>;
  /** Puts a family on a full date's waitlist and starts sending its mails. */
  joinWaitlist(reservation: TrialRequest): Promise<WaitlistResult>;
  /** Starts sending what a change of seats queued (a cancellation, a move, a claim). */
  kick(): void;
  /** For tests and the bench: resolves once nothing is pending. */
  idle(): Promise<void>;
  /**
   * For shutdown: starts no more sends and resolves once the one in flight is recorded. Enquiries are still taken
   * and stored until the process exits; any instance sends them.
   */
  drain(): Promise<void>;
  /** Drains and closes the database (tests). */
  stop(): Promise<void>;
}

export type TrialRequest = Omit<Reservation, 'enquiry'> & { templateId: string; params: Record<string, string> };

export type DeliveryConfig = Pick<Env, 'delivery' | 'database' | 'outbox' | 'smtp' | 'siteUrl'> & Partial<Pick<Env, 'trialJoinUrl' | 'linkSecret' | 'sepaCreditorId' | 'sepaCreditorIban' | 'sepaCreditorBic'>> & {
  trialSeatsPerParent?: number;
  timeoutMs?: number;
  deadlineMs?: number;
  pollMs?: number;
};

const unused: DeliveryService = {
  accept: () => Promise.reject(new Error('Anfragen gehen über EmailJS')),
  health: async () => ({
    status: 200,
    report: { delivery: 'emailjs', database: 'unused', outbox: 'unused', pending: 0, scheduled: 0, failed: 0, expired: 0, smtp: 'off', retention: 'unused' },
  }),
  db: undefined,
  seats: undefined,
  marks: undefined,
  memberships: undefined,
  directDebit: false,
  billing: undefined,
  creditor: {},
  rebill: async () => undefined,
  book: () => Promise.reject(new Error('Buchungen gehen über EmailJS')),
  relaying: false,
  links: undefined,
  keyFor: undefined,
  reserveTrial: () => Promise.reject(new Error('Anfragen gehen über EmailJS')),
  joinWaitlist: () => Promise.reject(new Error('Anfragen gehen über EmailJS')),
  kick: () => undefined,
  idle: async () => undefined,
  drain: async () => undefined,
  stop: async () => undefined,
};

/** This process as it signs its leases and its heartbeat: host, pid and a random part (two containers may both be pid 1). */
const instanceId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Opens the database (migrating it), moves an outbox file from before the database into it once, deletes entries past
 * the retention, then starts this instance's delivery worker. The clean-up runs again every hour on every instance;
 * it is one DELETE, so instances doing it at once do no harm.
 */
export async function createDeliveryService(config: DeliveryConfig): Promise<DeliveryService> {
  const { delivery, database, outbox, smtp, siteUrl, timeoutMs, deadlineMs, pollMs } = config;
  if (delivery === 'emailjs') return unused;
  const db = await openMigrated(database);
  const store: OutboxStore = createOutboxStore(db);
  const owner = instanceId();
  try {
    await importOutboxFile(outbox.path, store);
    // Rows queued before mails had moments get theirs before the relay takes any (lib/trial/moments.ts).
    const moments = await backfillMoments(db);
    if (moments > 0) console.log(`Postausgang: ${moments} wartende E-Mail(s) mit ihrem Zeitpunkt versehen`);
  } catch (error) {
    await db.close();
    throw error;
  }

  let retention: HealthReport['retention'] = 'ok';
  const purge = () =>
    store.purge(outbox.retentionDays).then(
      ({ removed }) => {
        retention = 'ok';
        if (removed > 0) console.log(`Posteingang: ${removed} Anfrage(n) nach ${outbox.retentionDays} Tagen gelöscht`);
      },
      (error: unknown) => {
        retention = 'failing';
        console.error('Posteingang: Aufräumen fehlgeschlagen', error);
      },
    );
  await purge();
  const hourly = setInterval(purge, HOUR_MS);
  hourly.unref();

  // The key of every link in a mail, kept beside the SQLite file (or LINK_SECRET), never in the database.
  let secret: ReturnType<typeof loadLinkSecret>;
  try {
    secret = loadLinkSecret({ value: config.linkSecret, dir: path.dirname(database.path || '.data/codingstars.db') });
  } catch (error) {
    clearInterval(hourly);
    await db.close();
    throw error;
  }
  const links = linkMaker(siteUrl, secret.key);
  linkSecretSource = secret.describe;
  const keyFor = (purpose: string) => deriveKey(secret.key, purpose);
  const seats = createTrialSeats(db, { perParent: config.trialSeatsPerParent, relay: delivery === 'relay' && Boolean(smtp) });
  const marks = createTrialMarks(db, { relay: delivery === 'relay' && Boolean(smtp) });
  const memberships = createMemberships(db, { relay: delivery === 'relay' && Boolean(smtp), ibanKey: keyFor('iban'), ...(config.sepaCreditorId ? { creditorId: config.sepaCreditorId } : {}) });
  const creditor = {
    ...(config.sepaCreditorId ? { id: config.sepaCreditorId } : {}),
    ...(config.sepaCreditorIban ? { iban: config.sepaCreditorIban } : {}),
    ...(config.sepaCreditorBic ? { bic: config.sepaCreditorBic } : {}),
  };
  const billing = createBilling(db, { relay: delivery === 'relay' && Boolean(smtp), ibanKey: keyFor('iban'), creditorId: creditor.id, creditorIban: creditor.iban, creditorBic: creditor.bic });
  // Bookings that were only queue rows become records with a number, their IBAN sealed, before anything is sent.
  try {
    const carried = await memberships.carryOver();
    if (carried > 0) console.log(`Buchungen: ${carried} aus dem Posteingang als Buchung mit Nummer übernommen (IBAN verschlüsselt).`);
  } catch (error) {
    clearInterval(hourly);
    await db.close();
    throw error;
  }

  let relay: Relay | undefined;
  if (delivery === 'relay' && smtp) {
    const siteHost = new URL(siteUrl).hostname;
    const from: string | Address = smtp.from ?? { name: `${siteConfig.name} ${enquiryMailCopy.senderName}`, address: smtp.to[0]! };
    const staff = { to: smtp.to, from, siteHost };
    const trialContext = { seats, links, ...(config.trialJoinUrl ? { joinUrl: config.trialJoinUrl } : {}), parent: { from, replyTo: smtp.to[0]!, siteUrl }, staff };
    const membershipContext = {
      memberships,
      from,
      replyTo: smtp.to[0]!,
      siteUrl,
      staff,
      legal: legalAppendix(siteUrl),
      ...(config.sepaCreditorId ? { creditorId: config.sepaCreditorId } : {}),
      receiptUrl: ({ id, kind }: { id: string; kind: 'withdrawal' | 'cancellation' }) => links.url(kind === 'withdrawal' ? 'withdrawal-receipt' : 'cancellation-receipt', id),
    };
    // A shorter lease (OUTBOX_LEASE_MS) shortens the send deadline with it, so a send always ends inside its lease.
    const leaseMs = outbox.leaseMs;
    const deadline = Math.min(deadlineMs ?? 4 * (timeoutMs ?? 30_000), leaseMs - Math.min(30_000, leaseMs / 5));
    relay = createRelay({
      store,
      owner,
      smtpUrl: smtp.url,
      // A member's sign-in link; the trial's rows (mails to parents, their staff mails, the team's list, tasks); a
      // membership's (the receipt, the contract, declarations, their staff mails); everything else to staff.
      message: async (record) =>
        signInMail(record, { from, siteHost, sealing: keyFor('sign-in-link') }) ??
        (await trialMessage(record, trialContext)) ??
        (await membershipMessage(record, membershipContext)) ??
        (await billingMessage(record, { billing, from, replyTo: smtp.to[0]!, siteUrl })) ??
        enquiryMail(record, staff),
      isTask: (record) => isTrialTask(record) || isBillingTask(record),
      maxAttempts: outbox.maxAttempts,
      retryBaseMs: outbox.retryBaseMs,
      timeoutMs: Math.min(timeoutMs ?? 30_000, deadline),
      deadlineMs: deadline,
      leaseMs,
      pollMs,
    });
    // The day's billing run and tomorrow's (each once, whichever instance queues it); the run queues the next day's.
    if (creditor.iban) await billing.queueDailyRuns();
    relay.kick();
  }

  async function drain() {
    clearInterval(hourly);
    await relay?.stop();
  }

  return {
    db,
    seats,
    marks,
    memberships,
    directDebit: Boolean(config.sepaCreditorId),
    billing,
    creditor,
    async rebill(key) {
      if (!relay || !creditor.iban) return;
      await billing.queueRun(key);
      relay.kick();
    },
    async book(input) {
      const booking = await memberships.book(input);
      relay?.kick();
      return booking;
    },
    relaying: Boolean(relay),
    links,
    keyFor,
    async reserveTrial({ templateId, params, ...reservation }) {
      const result = await seats.reserve({ ...reservation, enquiry: { templateId, params } });
      if (result.status === 'booked') relay?.kick();
      return result;
    },
    async joinWaitlist({ templateId, params, ...reservation }) {
      const result = await seats.joinWaitlist({ ...reservation, enquiry: { templateId, params } });
      if (result.status === 'waiting') relay?.kick();
      return result;
    },
    kick: () => relay?.kick(),
    async accept(templateId, params, origin) {
      await store.accept({ templateId, params, ...(origin ? { trialSignupId: origin.trialSignupId } : {}) }, relay ? 'pending' : 'stored');
      relay?.kick();
    },
    async health() {
      try {
        // A real write proves the database takes enquiries; the row also says which instances are alive.
        const seenAt = new Date().toISOString();
        await db.kysely
          .insertInto('instances')
          .values({ id: owner, host: hostname(), pid: process.pid, seen_at: seenAt })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ seen_at: seenAt }))
          .execute();
        const { pending, scheduled, failed, expired } = await store.counts();
        return { status: 200, report: { delivery, database: db.kind, outbox: 'ok', pending, scheduled, failed, expired, smtp: relay?.health() ?? 'off', retention } };
      } catch (error) {
        console.error('Datenbank nicht beschreibbar', error);
        return {
          status: 503,
          report: { delivery, database: db.kind, outbox: 'unwritable', pending: 0, scheduled: 0, failed: 0, expired: 0, smtp: relay?.health() ?? 'off', retention },
        };
      }
    },
    idle: async () => relay?.idle(),
    drain,
    async stop() {
      await drain();
      await db.close();
    },
  };
}

/** One line for the server log at start: which path is in use, which database, how much waits. */
function announce(service: DeliveryService, config: Env) {
  void service.health().then(({ report }) => {
    const kept = `Datenbank ${service.db?.label ?? '-'} (${report.database}), Aufbewahrung ${config.outbox.retentionDays} Tage`;
    if (report.delivery === 'emailjs') console.log('Anfragen: Versand im Browser über EmailJS; die Datenbank ist aus.');
    else if (report.delivery === 'relay' && config.smtp) {
      const host = new URL(config.smtp.url).host;
      console.log(`Anfragen: eigener Versand über ${host} an ${config.smtp.to.join(', ')}; ${kept}; ${report.pending} offen, ${report.failed} fehlgeschlagen, ${report.expired} abgelaufen.`);
    } else console.log(`Anfragen: nur gespeichert (SMTP_URL und MAIL_TO fehlen); ${kept}; ansehen mit npm run outbox.`);
    if (report.delivery !== 'emailjs') {
      console.log(`Links in E-Mails: Schlüssel ${linkSecretSource}.`);
      const join = config.trialJoinUrl ? `Link zur Online-Stunde ${new URL(config.trialJoinUrl).host}` : 'ohne Link zur Online-Stunde (TRIAL_JOIN_URL fehlt: die Erinnerungen sagen, dass das Team ihn schickt)';
      if (report.delivery === 'relay') console.log(`Probestunde: Erinnerungen am Vortag ${trialFollowUp.dayBeforeReminder} und am Tag ${trialFollowUp.sameDayReminder} Uhr, Liste ans Team ${trialFollowUp.teamList} Uhr, ${join}.`);
      else console.log('Probestunde: ohne eigenen Versand keine Bestätigungen, Erinnerungen, Angebote der Warteliste und keine Liste ans Team; npm run trials zeigt die Anmeldungen.');
    }
    if (report.delivery !== 'emailjs') {
      console.log(
        config.sepaCreditorId
          ? `Buchungen: SEPA-Lastschrift mit Gläubiger-ID ${config.sepaCreditorId}.`
          : 'Buchungen: ohne SEPA_CREDITOR_ID keine SEPA-Lastschrift; die Buchung bietet Überweisung und Kreditkarte an.',
      );
      console.log(
        config.sepaCreditorIban
          ? `Rechnungen: eigene Rechnungen und Lastschriften mit dem Konto ${config.sepaCreditorIban.slice(0, 4)} … ${config.sepaCreditorIban.slice(-4)}${report.delivery === 'relay' ? '' : ' (ohne eigenen Versand geht keine hinaus)'}.`
          : 'Rechnungen: ohne SEPA_CREDITOR_IBAN stellt der Server keine Rechnungen aus (/intern/lastschriften sagt es).',
      );
      if (config.atBuild.sepa !== Boolean(config.sepaCreditorId)) {
        console.warn(`Achtung: /booking wurde ${config.atBuild.sepa ? 'mit' : 'ohne'} SEPA_CREDITOR_ID gebaut, der Server läuft ${config.sepaCreditorId ? 'mit' : 'ohne'}. Bitte mit denselben Variablen neu bauen (npm run build).`);
      }
    }
    if (report.outbox === 'unwritable') console.error('Anfragen: Die Datenbank ist nicht beschreibbar; der Endpunkt antwortet 503.');
    const built = config.atBuild;
    if (built.delivery !== config.delivery || built.retentionDays !== config.outbox.retentionDays) {
      console.warn(
        `Achtung: Die Datenschutzerklärung wurde für „${built.delivery}“, ${built.retentionDays} Tage gebaut, der Server nutzt „${config.delivery}“, ${config.outbox.retentionDays} Tage. Bitte mit denselben Variablen neu bauen (npm run build).`,
      );
    }
  });
}

const SERVICE = Symbol.for('codingstars.enquiry-delivery');

/**
 * The one delivery service of this server process. Kept on globalThis: Next bundles instrumentation.ts and each
 * route handler separately, and a module-level variable would give each bundle its own database pool and worker.
 */
export function deliveryService(): Promise<DeliveryService> {
  const holder = globalThis as typeof globalThis & { [SERVICE]?: Promise<DeliveryService> };
  holder[SERVICE] ??= createDeliveryService(env).then(
    (service) => {
      announce(service, env);
      return service;
    },
    (error: unknown) => {
      // Not cached: the next request tries again instead of failing for the rest of the process's life.
      delete holder[SERVICE];
      throw error;
    },
  );
  return holder[SERVICE];
}
