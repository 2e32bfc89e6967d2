export declare function writePagePolicies(distDir: string): { pages: number; hashes: number };
