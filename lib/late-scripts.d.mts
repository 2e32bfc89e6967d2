export declare const LATE_STYLE: string;
export declare const STYLE_WAIT_MS: number;
export declare const LATE_SCRIPT_LOADER: string;
export declare function startScriptsAfterParse(html: string): { html: string; moved: number };
