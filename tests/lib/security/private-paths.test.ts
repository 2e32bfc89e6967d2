/**
 * @jest-environment node
 */
import { PRIVATE_PATHS } from '@/lib/security/routing.mjs';
import { LINK_PATHS } from '@/lib/trial/links';

// The matcher Next itself applies to the sources of next.config.mjs headers() (it ships no types).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { match } = require('next/dist/compiled/path-to-regexp') as { match: (source: string) => (path: string) => object | false };

// What is made for one person is never cached by a proxy or CDN (next.config.mjs headers()): the pages behind the
// links in a parent's mail, and the team's room with its sign-in.
const matchesOne = (sources: readonly string[], path: string) => sources.some((source) => Boolean(match(source)(path)));

describe('private paths', () => {
  it('cover every page behind a link in a mail', () => {
    for (const path of Object.values(LINK_PATHS)) expect(matchesOne(PRIVATE_PATHS.links, path)).toBe(true);
  });

  it('cover the team’s room and its sign-in endpoints, and no public page', () => {
    for (const path of ['/intern', '/intern/anmelden', '/intern/probestunden/2027-01-13', '/api/auth/magic-link/verify']) {
      expect(matchesOne(PRIVATE_PATHS.intern, path)).toBe(true);
    }
    for (const path of ['/', '/start/signup', '/courses/1', '/internet-fuehrerschein', '/ferienkurse/internet-fuehrerschein']) {
      expect(matchesOne([...PRIVATE_PATHS.intern, ...PRIVATE_PATHS.links], path)).toBe(false);
    }
  });
});
