export type DeliveryState = 'stored' | 'pending' | 'delivered' | 'failed';

export interface DeliveryStatus {
  state: DeliveryState;
  attempts: number;
  updatedAt?: string;
  /** The mail server's answer or the connection error of the last failed attempt; never personal data. */
  lastError?: string;
  retryAt?: string;
}

export interface OutboxRecord extends DeliveryStatus {
  id: string;
  receivedAt: string;
  templateId: string;
  params: Record<string, string>;
}

export declare const DELIVERY_STATES: readonly DeliveryState[];
export declare function readOutbox(text: string): { records: OutboxRecord[]; damaged: number; unreadable: string[] };
export declare function damagedPath(file: string): string;
export declare function lockPath(file: string): string;
export declare function entryLine(record: OutboxRecord): string;
export declare function stateLine(id: string, status: DeliveryStatus): string;
