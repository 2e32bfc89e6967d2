export declare function cspHash(text: string): string;
export declare function absoluteUrls(css: string, stylesheetPath: string): string;
export declare function inlineStylesheets(
  html: string,
  readStylesheet: (href: string) => string,
): { html: string; hashes: string[]; inlined: number };
export declare const LATE_CSS_MARK: string;
export declare function stylesheetReader(staticDir: string): (href: string) => string;
export declare function splitInlinedStylesheets(html: string): { document: string; css: string; lateCss: string };
