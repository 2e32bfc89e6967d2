export declare function pageTokens(html: string): { tags: Set<string>; classes: Set<string>; ids: Set<string> };
export declare function splitForPage(css: string, html: string): { page: string; rest: string };
