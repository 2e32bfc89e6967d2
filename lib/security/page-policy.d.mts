export declare const CSP_HEADER: string;
export declare function cspHash(text: string): string;
export declare function inlineScripts(html: string): string[];
export declare function scriptHashes(html: string): string[];
export declare function styleHashes(html: string): string[];
export declare function withSources(policy: string, name: string, sources: string[], elemName?: string): string;
export declare function pagePolicy(sitePolicy: string, html: string): string;
export declare function sitePolicyFromManifest(routesManifest: { headers?: { regex: string; headers: { key: string; value: string }[] }[] }): string;
export declare function withPagePolicy(
  headers: Record<string, string | string[] | number | undefined> | undefined,
  sitePolicy: string,
  html: string,
): Record<string, string | string[] | number | undefined>;
