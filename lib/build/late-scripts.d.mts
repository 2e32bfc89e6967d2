export declare const LATE_SCRIPT_LOADER: string;
export declare function startScriptsAfterParse(html: string): { html: string; moved: number };
