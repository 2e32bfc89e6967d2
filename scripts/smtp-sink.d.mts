import type { ParsedMail } from 'mailparser';

export interface SinkMessage {
  source: string;
  from: string;
  to: string[];
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: SinkMessage[];
  parsed(): Promise<ParsedMail[]>;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export declare function startSmtpSink(options?: {
  /** Address to listen on; 127.0.0.1 unless given. */
  host?: string;
  port?: number;
  answer?: (n: number) => Promise<{ code: number; message: string } | undefined | void> | { code: number; message: string } | undefined | void;
}): Promise<SmtpSink>;
