export declare const BOOT_STATES: Record<string, string>[];
export declare function cssForPage(css: string, html: string): { css: string; kept: number; dropped: number };
