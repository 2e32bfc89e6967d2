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
  port?: number;
  answer?: (n: number) => Promise<{ code: number; message: string } | undefined | void> | { code: number; message: string } | undefined | void;
}): Promise<SmtpSink>;
