/**
 * 'stored' (no relay), 'pending' (due now or at `due_at`), 'delivered', 'failed' (stays visible); for what the trial
 * schedules: 'skipped' (a mail no longer needed: its seat was cancelled or moved, say) and 'done' (a task that sends
 * nothing, such as passing on an unclaimed waitlist offer); and 'expired' (a mail whose moment had passed before it
 * could go out: a reminder after the lesson began, say; lib/trial/moments.ts).
 */
export type DeliveryState = 'stored' | 'pending' | 'delivered' | 'failed' | 'skipped' | 'done' | 'expired';

export const DELIVERY_STATES: readonly DeliveryState[] = ['stored', 'pending', 'delivered', 'failed', 'skipped', 'done', 'expired'];

/**
 * Where an entry stands as the team reads it (/intern/postausgang): a DeliveryState, with 'pending' split into
 * 'waiting' (due now, or being retried) and 'planned' (never tried, due later: a reminder, the day's list).
 */
export type OutboxDisplayState = 'stored' | 'waiting' | 'planned' | 'delivered' | 'failed' | 'expired' | 'skipped' | 'done';

export const OUTBOX_DISPLAY_STATES: readonly OutboxDisplayState[] = ['stored', 'waiting', 'planned', 'delivered', 'failed', 'expired', 'skipped', 'done'];

export const OUTBOX_DISPLAY_LABELS: Record<OutboxDisplayState, string> = {
  stored: 'gespeichert',
  waiting: 'wartet',
  planned: 'geplant',
  delivered: 'zugestellt',
  failed: 'fehlgeschlagen',
  expired: 'abgelaufen',
  skipped: 'entfällt',
  done: 'erledigt',
};

/** A recipient the receiving side refused for good (SMTP 5xx at RCPT TO), with the server's words. */
export interface RefusedRecipient {
  address: string;
  reply: string;
}

export interface DeliveryStatus {
  state: DeliveryState;
  attempts: number;
  updatedAt?: string;
  /** The mail server's answer or the connection error of the last failed attempt; never personal data. */
  lastError?: string;
  /** When a pending entry is tried next. */
  retryAt?: string;
  /** The recipients that accepted the mail: a retry goes to the others only. Unchanged by a settle that leaves it out. */
  deliveredTo?: string[];
  /** The recipients refused for good: never tried again. Unchanged by a settle that leaves it out. */
  refused?: RefusedRecipient[];
}

/** One accepted enquiry or booking and where its delivery stands. */
export interface OutboxRecord extends DeliveryStatus {
  id: string;
  receivedAt: string;
  /** When a scheduled entry is due (a reminder, the day's list); absent when it was due on arrival (or see retryAt). */
  dueAt?: string;
  templateId: string;
  params: Record<string, string>;
  /** Until when the mail makes sense; past it the relay marks it 'expired' instead of sending it. */
  expiresAt?: string;
  /** A mail about a membership: its booking (bookings.id). */
  bookingId?: string;
}

/** The display state of an entry at `now`: planned while a scheduled entry that was never tried waits for its time. */
export function displayStateOf(record: Pick<OutboxRecord, 'state' | 'dueAt' | 'retryAt'>, now = Date.now()): OutboxDisplayState {
  if (record.state !== 'pending') return record.state;
  return record.dueAt && !record.retryAt && Date.parse(record.dueAt) > now ? 'planned' : 'waiting';
}
