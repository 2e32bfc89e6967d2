import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const FILL_HEADER: string;
export declare function staticPagePaths(distDir: string): Set<string>;
export declare function isPlainPageRequest(request: { method?: string; url: string; headers: Record<string, string | string[] | undefined> }): boolean;
export declare function preferredEncoding(acceptEncoding?: string): 'br' | 'gzip' | null;
export declare function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean;
export declare function compressPage(response: {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}): Promise<{ headers: Record<string, string | string[]>; etag: string | undefined; bodies: { br: Buffer; gzip: Buffer; identity: Buffer } } | null>;
export declare function staticPages(options: { distDir: string; origin: string; onError?: (error: unknown) => void }): {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  paths: Set<string>;
  size(): number;
};
