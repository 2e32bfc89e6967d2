export type DeliveryState = 'stored' | 'pending' | 'delivered' | 'failed';

export const DELIVERY_STATES: readonly DeliveryState[] = ['stored', 'pending', 'delivered', 'failed'];

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
  templateId: string;
  params: Record<string, string>;
}
