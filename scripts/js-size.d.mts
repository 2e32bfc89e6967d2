export declare const EMPTY_PAGE_FLOOR_BYTES: number | null;
export declare function routeJsSizes(dir?: string): { route: string; chunks: number; gzipBytes: number }[];
