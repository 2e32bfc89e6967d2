import type { Address } from 'nodemailer';
import { siteConfig } from '@/content/site';
import { enquiryMailCopy } from '@/content/enquiry-mail';
import { env, type Env } from '@/lib/env';
import { enquiryMail } from './mail';
import { createRelay, type Relay, type SmtpHealth } from './relay';
import { createOutboxStore } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often a process that another one locked out asks again (a deploy's old server may exit any moment). */
const RETAKE_MS = 2000;

export interface HealthReport {
  /** Which path enquiries take: the browser to EmailJS, this server to the mailbox, or this server's file only. */
  delivery: Env['delivery'];
  /** 'locked': another server process holds the outbox, so this one takes no enquiries. */
  outbox: 'ok' | 'unwritable' | 'locked' | 'unused';
  pending: number;
  failed: number;
  smtp: SmtpHealth | 'off';
  /** Whether the last compaction went through: if it fails, entries past OUTBOX_RETENTION_DAYS are not deleted. */
  retention: 'ok' | 'failing' | 'unused';
}

export interface DeliveryService {
  /** Stores one accepted enquiry (on disk when this resolves) and starts its delivery without waiting for it. */
  accept(templateId: string, params: Record<string, string>): Promise<void>;
  health(): Promise<{ status: 200 | 503; report: HealthReport }>;
  /** For tests and the bench: resolves once nothing is pending. */
  idle(): Promise<void>;
  /**
   * For shutdown: starts no more sends and resolves once the one in flight is recorded. Enquiries are still taken
   * and stored until the process exits; the next start sends them.
   */
  drain(): Promise<void>;
  /** Drains and gives the outbox up (tests). */
  stop(): Promise<void>;
}

export type DeliveryConfig = Pick<Env, 'delivery' | 'outbox' | 'smtp' | 'siteUrl'> & { timeoutMs?: number; deadlineMs?: number };

const unused: DeliveryService = {
  accept: () => Promise.reject(new Error('Anfragen gehen über EmailJS')),
  health: async () => ({ status: 200, report: { delivery: 'emailjs', outbox: 'unused', pending: 0, failed: 0, smtp: 'off', retention: 'unused' } }),
  idle: async () => undefined,
  drain: async () => undefined,
  stop: async () => undefined,
};

/**
 * Opens the outbox, folds it and drops entries past the retention, then resumes every pending delivery. Compaction
 * runs again once a day; it goes through the outbox's write queue, so no enquiry that arrives meanwhile is lost.
 * While another server process holds the outbox, this one answers 503 and asks again until that one has gone.
 */
export async function createDeliveryService(config: DeliveryConfig): Promise<DeliveryService> {
  const { delivery, outbox, smtp, siteUrl, timeoutMs, deadlineMs } = config;
  if (delivery === 'emailjs') return unused;
  const store = createOutboxStore(outbox.path);
  let retention: HealthReport['retention'] = 'ok';
  const compact = () =>
    store.compact(outbox.retentionDays).then(
      ({ removed }) => {
        retention = 'ok';
        if (removed > 0) console.log(`Posteingang: ${removed} Anfrage(n) nach ${outbox.retentionDays} Tagen gelöscht`);
      },
      (error: unknown) => {
        retention = 'failing';
        console.error('Posteingang: Aufräumen fehlgeschlagen', error);
      },
    );
  let daily: NodeJS.Timeout | undefined;

  let relay: Relay | undefined;
  if (delivery === 'relay' && smtp) {
    const siteHost = new URL(siteUrl).hostname;
    const from: string | Address = smtp.from ?? { name: `${siteConfig.name} ${enquiryMailCopy.senderName}`, address: smtp.to[0]! };
    relay = createRelay({
      store,
      smtpUrl: smtp.url,
      message: (record) => enquiryMail(record, { to: smtp.to, from, siteHost }),
      maxAttempts: outbox.maxAttempts,
      retryBaseMs: outbox.retryBaseMs,
      timeoutMs,
      deadlineMs,
    });
  }

  let taking: Promise<boolean> | undefined;
  let lockedOut = false;
  let stopped = false;
  const retake = setInterval(() => void own(), RETAKE_MS);
  retake.unref();
  /** Takes the outbox unless this process has it; the first time it does, cleans it up and starts sending. */
  function own(): Promise<boolean> {
    if (store.owned() || stopped) return Promise.resolve(store.owned());
    taking ??= store
      .load()
      .then(async (owned) => {
        if (!owned) {
          lockedOut ||= store.heldBy() !== undefined;
          return false;
        }
        clearInterval(retake);
        if (lockedOut) console.log(`Posteingang ${outbox.path} übernommen: Dieser Prozess nimmt jetzt Anfragen an.`);
        await compact();
        daily = setInterval(compact, DAY_MS);
        daily.unref();
        relay?.kick();
        return true;
      })
      .finally(() => {
        taking = undefined;
      });
    return taking;
  }
  async function drain() {
    stopped = true;
    clearInterval(retake);
    clearInterval(daily);
    await relay?.stop();
  }

  await own();

  return {
    async accept(templateId, params) {
      await own();
      await store.accept({ templateId, params }, relay ? 'pending' : 'stored');
      relay?.kick();
    },
    async health() {
      const writable = (await own()) && (await store.writable());
      const { pending, failed } = store.counts();
      const state = store.heldBy() !== undefined ? 'locked' : writable ? 'ok' : 'unwritable';
      return {
        status: writable ? 200 : 503,
        report: { delivery, outbox: state, pending, failed, smtp: relay?.health() ?? 'off', retention },
      };
    },
    idle: async () => relay?.idle(),
    drain,
    async stop() {
      await drain();
      store.close();
    },
  };
}

/** One line for the server log at start: which path is in use, where the outbox is, how much waits. */
function announce(service: DeliveryService, config: Env) {
  void service.health().then(({ report }) => {
    const { path, retentionDays } = config.outbox;
    const kept = `Posteingang ${path}, Aufbewahrung ${retentionDays} Tage`;
    if (report.delivery === 'emailjs') console.log('Anfragen: Versand im Browser über EmailJS; der eingebaute Posteingang ist aus.');
    else if (report.delivery === 'relay' && config.smtp) {
      const host = new URL(config.smtp.url).host;
      console.log(`Anfragen: eigener Versand über ${host} an ${config.smtp.to.join(', ')}; ${kept}; ${report.pending} offen, ${report.failed} fehlgeschlagen.`);
    } else console.log(`Anfragen: nur gespeichert (SMTP_URL und MAIL_TO fehlen); ${kept}; ansehen mit npm run outbox.`);
    if (report.outbox === 'unwritable') console.error(`Anfragen: ${path} ist nicht beschreibbar; der Endpunkt antwortet 503.`);
    const built = config.atBuild;
    if (built.delivery !== config.delivery || built.retentionDays !== retentionDays) {
      console.warn(
        `Achtung: Die Datenschutzerklärung wurde für „${built.delivery}“, ${built.retentionDays} Tage gebaut, der Server nutzt „${config.delivery}“, ${retentionDays} Tage. Bitte mit denselben Variablen neu bauen (npm run build).`,
      );
    }
  });
}

const SERVICE = Symbol.for('codingstars.enquiry-delivery');

/**
 * The one delivery service of this server process. Kept on globalThis: Next bundles instrumentation.ts and each
 * route handler separately, and a module-level variable would give each bundle its own outbox queue.
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
