/**
 * 'stored' (no relay), 'pending' (due now or at `due_at`), 'delivered', 'failed' (stays visible); and for what the
 * trial schedules: 'skipped' (a mail no longer needed: its seat was cancelled or moved, say) and 'done' (a task that
 * sends nothing, such as passing on an unclaimed waitlist offer).
 */
export type DeliveryState = 'stored' | 'pending' | 'delivered' | 'failed' | 'skipped' | 'done';

export const DELIVERY_STATES: readonly DeliveryState[] = ['stored', 'pending', 'delivered', 'failed', 'skipped', 'done'];

export interface DeliveryStatus {
  state: DeliveryState;
  attempts: number;
  updatedAt?: string;
  /** The mail server's answer or the connection error of the last failed attempt; never personal data. */
  lastError?: string;
  /** When a pending entry is tried next. */
  retryAt?: string;
}

/** One accepted enquiry or booking and where its delivery stands. */
export interface OutboxRecord extends DeliveryStatus {
  id: string;
  receivedAt: string;
  /** When a scheduled entry is due (a reminder, the day's list); absent when it was due on arrival (or see retryAt). */
  dueAt?: string;
  templateId: string;
  params: Record<string, string>;
}
