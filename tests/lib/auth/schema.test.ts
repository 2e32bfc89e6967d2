/**
 * @jest-environment node
 */
import { getMigrations } from 'better-auth/db/migration';
import { createStaffAuth } from '@/lib/auth/server';
import type { DatabaseKind } from '@/lib/db';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';

jest.setTimeout(60_000);

// The team's sign-in tables are the site's migrations (2026-11-27-01-staff-sign-in), not Better Auth's generator:
// Better Auth's own plan for the same configuration finds nothing to create or add, on either database.
describe.each(DATABASE_KINDS)('the sign-in tables on %s', (kind: DatabaseKind) => {
  it('are what Better Auth expects', async () => {
    const db = await freshDatabase(kind);
    try {
      const auth = createStaffAuth({ db, baseUrl: 'https://www.codingstars.de', secret: 'x'.repeat(32), staff: [], sendLink: async () => {} });
      const plan = await getMigrations(auth.options, { throwOnUnsafe: false });
      expect(plan.toBeCreated.map((table) => table.table)).toEqual([]);
      expect(plan.toBeAdded.map((table) => `${table.table}: ${Object.keys(table.fields).join(', ')}`)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
