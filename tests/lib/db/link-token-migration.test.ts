/**
 * @jest-environment node
 */
import { Migrator } from 'kysely/migration';
import { migrate, openDatabase, type DatabaseKind } from '@/lib/db';
import { migrations } from '@/lib/db/migrations';
import { cancelSeat, cancelView } from '@/lib/trial/link-actions';
import { linkMaker } from '@/lib/trial/links';
import { createTrialSeats, hashToken } from '@/lib/trial/seats';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';

jest.setTimeout(30_000);

const SIGNUP = '5b0c2f6e-3d1a-4e8b-9f7c-2a4d6e8f0b1c';
const OLD_TOKEN = 'kHp_FQT1abcdefghijklmnopqrstuvwxyz0123456789';

describe.each(DATABASE_KINDS)('the link-token migration on %s', (kind: DatabaseKind) => {
  it('drops the plain token from a queued confirmation, keeps its hash, and the link already mailed still frees the seat', async () => {
    const { config, cleanup } = await freshDatabaseConfig(kind);
    const db = openDatabase(config);
    try {
      // The schema as it was before the change, with a signup and its confirmation still waiting to be sent.
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '2026-11-26'));
      await new Migrator({ db: db.kysely, provider: { getMigrations: async () => before } }).migrateToLatest();
      const at = '2027-01-05T10:00:00.000Z';
      await db.kysely.insertInto('trial_dates').values({ date: '2027-01-13', taken: 1 }).execute();
      await db.kysely
        .insertInto('trial_signups')
        .values({ id: SIGNUP, date: '2027-01-13', email: 'anna@beispiel.de', client: '198.51.100.7', token_hash: hashToken(OLD_TOKEN), enquiry_id: 'e1', status: 'booked', created_at: at, cancelled_at: null } as never)
        .execute();
      await db.kysely
        .insertInto('enquiries')
        .values({ id: `${SIGNUP}-confirmation`, received_at: at, template_id: 'trial_confirmation', params: JSON.stringify({ email: 'anna@beispiel.de', trial_date: '2027-01-13', token: OLD_TOKEN }), state: 'pending', attempts: 0, updated_at: null, last_error: null, due_at: at, lease_owner: null, lease_until: null })
        .execute();

      jest.spyOn(console, 'log').mockImplementation(() => {});
      // The link-token step and every one after it.
      expect(await migrate(db)).toEqual(Object.keys(migrations).filter((name) => name >= '2026-11-26'));

      const tables = await Promise.all(['enquiries', 'trial_signups', 'trial_dates'].map((table) => db.kysely.selectFrom(table as 'enquiries').selectAll().execute()));
      expect(JSON.stringify(tables)).not.toContain(OLD_TOKEN);
      const confirmation = await db.kysely.selectFrom('enquiries').select('params').where('id', '=', `${SIGNUP}-confirmation`).executeTakeFirstOrThrow();
      expect(JSON.parse(confirmation.params)).toEqual({ email: 'anna@beispiel.de', trial_date: '2027-01-13', signup_id: SIGNUP, sequence: '0' });

      const deps = { seats: createTrialSeats(db), links: linkMaker('https://www.codingstars.de', Buffer.from('x'.repeat(32))), kick: () => {}, now: new Date(at) };
      expect(await cancelView(deps, OLD_TOKEN)).toMatchObject({ state: 'ask' });
      expect(await cancelSeat(deps, OLD_TOKEN)).toMatchObject({ state: 'done' });
      expect(await deps.seats.seatsLeft(['2027-01-13'])).toEqual({ '2027-01-13': 12 });
      // A new signup keeps no hash at all: its links are derived.
      const fresh = await deps.seats.reserve({ date: '2027-01-20', email: 'eva@beispiel.de', client: '198.51.100.8', enquiry: { templateId: 'enquiry_trial', params: {} } }, new Date(at));
      if (fresh.status !== 'booked') throw new Error('not booked');
      expect((await db.kysely.selectFrom('trial_signups').select('token_hash').where('id', '=', fresh.signupId).executeTakeFirstOrThrow()).token_hash).toBeNull();
      expect(await cancelView(deps, deps.links.url('cancel', fresh.signupId).split('token=')[1]!)).toMatchObject({ state: 'ask' });
    } finally {
      await db.close();
      await cleanup();
      jest.restoreAllMocks();
    }
  });
});
