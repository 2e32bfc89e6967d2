import { passkeyClient } from '@better-auth/passkey/client';
import { createAuthClient } from 'better-auth/client';

let client: ReturnType<typeof create> | undefined;

const create = () => createAuthClient({ basePath: '/api/auth', plugins: [passkeyClient()] });

/** Better Auth's client for the team's passkeys, on this site's own address; only /intern pages load it, on demand. */
export function staffAuthClient() {
  client ??= create();
  return client;
}
