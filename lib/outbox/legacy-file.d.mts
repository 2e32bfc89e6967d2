import type { OutboxRecord } from './record.ts';

export declare function readOutbox(text: string): { records: OutboxRecord[]; damaged: number; unreadable: string[] };
