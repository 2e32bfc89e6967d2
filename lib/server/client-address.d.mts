import type { IncomingMessage } from 'node:http';

export interface TrustProxy {
  /** How many proxies stand in front (0: none), or undefined when they are named by address. */
  hops: number | undefined;
  trust: (address: string, index: number) => boolean;
  /** For the start line: 'Verbindung', 'X-Forwarded-For hinter 1 Proxy', … */
  label: string;
}
export declare const CLIENT_ADDRESS_HEADER: string;
export declare function parseTrustProxy(raw: string | undefined): TrustProxy;
export declare function addressKey(address: string | undefined): string;
export declare function clientKey(request: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: TrustProxy): string;
export declare function stampClientAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>, trustProxy: TrustProxy): void;
