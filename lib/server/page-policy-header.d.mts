import type { ServerResponse } from 'node:http';
export declare function replaceContentSecurityPolicyOnAppend<T extends ServerResponse>(res: T): T;
