export declare const DEFAULT_EMAILJS_ORIGIN: string;
export declare const GOOGLE_HOSTS: { script: string[]; connect: string[]; img: string[]; frame: string[] };
export declare const DENIED_FEATURES: string[];
export declare function emailjsOrigin(value: string | undefined): string;
export declare function contentSecurityPolicy(options?: { emailjs?: string; dev?: boolean }): string;
export declare function securityHeaders(options?: { emailjs?: string; dev?: boolean }): { key: string; value: string }[];
export declare function staticAssetHeaders(): { key: string; value: string }[];
export declare function imageHeaders(): { key: string; value: string }[];
