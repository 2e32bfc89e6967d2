export declare const EMPTY_PAGE_FLOOR_BYTES: number | null;
export declare function routeJsSizes(dir?: string, distDir?: string): { route: string; chunks: number; gzipBytes: number }[];
