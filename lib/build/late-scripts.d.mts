export declare const LATE_SCRIPT_LOADER: string;
export declare function startScriptsAfterParse(html: string): { html: string; moved: number };
/** The chunks a page's loader starts, in order, from its HTML. */
export declare function lateScriptSources(html: string): string[];
