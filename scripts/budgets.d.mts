export declare const EMPTY_PAGE_FLOOR_BYTES: number;
export declare const FORM_ROUTES: string[];
export declare const APP_ROUTES: string[];
export declare const IMAGE_MAX_BYTES: number;
export declare const HTML_MAX_GZIP_BYTES: number;
export declare function jsBudgetFor(route: string): { kind: 'content' | 'form' | 'quiz/booking'; bytes: number };
export declare function buildRouteFor(urlPath: string, buildRoutes: string[]): string;
export declare function imageFiles(dirs?: string[], root?: string): { file: string; bytes: number }[];
