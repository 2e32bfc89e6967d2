export declare const hostileUrlRewrites: { source: string; destination: string }[];
export declare const HTML_CACHE_CONTROL: string;
export declare const IMAGE_CACHE_CONTROL: string;
export declare const PRIVATE_CACHE_CONTROL: string;
export declare const PRIVATE_PATHS: { intern: readonly string[]; links: readonly string[] };
