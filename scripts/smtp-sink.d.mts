import type { ParsedMail } from 'mailparser';

export interface SinkMessage {
  source: string;
  from: string;
  to: string[];
}

/** An SMTP reply that refuses: 550 'no such user' for good, 451 'try again later' for now. */
export interface SmtpRefusal {
  code: number;
  message: string;
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
  answer?: (n: number) => Promise<SmtpRefusal | undefined | void> | SmtpRefusal | undefined | void;
  /** At RCPT TO: nothing accepts the recipient, a refusal refuses it; `attempt` counts the offers of that address from 1. */
  refuseRecipient?: (address: string, attempt: number) => Promise<SmtpRefusal | undefined | void> | SmtpRefusal | undefined | void;
}): Promise<SmtpSink>;
