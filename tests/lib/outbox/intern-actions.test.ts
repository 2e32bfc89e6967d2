/**
 * @jest-environment node
 */
import type { DatabaseKind, Db } from '@/lib/db';
import type { RetryFormState } from '@/lib/outbox/intern-actions';
import { createOutboxStore } from '@/lib/outbox/store';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';
import { openMigrated } from '@/lib/db';

// The action without Next's runtime: the session, the service, the cache and the redirect are stand-ins; the queue is real.
const requireStaff = jest.fn(async () => ({ id: 'u1', email: 'lena@codingstars.de', expiresAt: new Date() }));
jest.mock('@/lib/auth/session', () => ({ requireStaff: () => requireStaff() }));
const service: { db: Db | undefined; relaying: boolean; kick: jest.Mock } = { db: undefined, relaying: true, kick: jest.fn() };
const deliveryService = jest.fn(async () => service);
jest.mock('@/lib/outbox/service', () => ({ deliveryService: () => deliveryService() }));
const revalidatePath = jest.fn();
jest.mock('next/cache', () => ({ revalidatePath: (...args: unknown[]) => revalidatePath(...args) }));
/** Like Next's, redirect() throws; the action must let it through. */
class Redirect extends Error {}
jest.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Redirect(url);
  },
}));
// After the mocks: the action imports them.
import { retryMail } from '@/lib/outbox/intern-actions';

jest.setTimeout(30_000);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

/** Where the action sent the browser, or its answer in place. */
async function press(fields: Record<string, string>): Promise<string | RetryFormState> {
  try {
    return await retryMail({}, form(fields));
  } catch (error) {
    if (error instanceof Redirect) return error.message;
    throw error;
  }
}

const FAILED = {
  id: 'm1',
  receivedAt: '2027-01-12T10:00:00.000Z',
  templateId: 'trial_confirmation',
  params: { email: 'anna@beispiel.de' },
  state: 'failed' as const,
  attempts: 30,
  updatedAt: '2027-01-12T10:00:01.000Z',
  lastError: 'EENVELOPE RCPT TO: 550 no such user',
  refused: [{ address: 'anna@beispiel.de', reply: '550 no such user' }],
};

beforeEach(() => {
  jest.clearAllMocks();
  service.db = undefined;
  service.relaying = true;
  jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('retryMail ("Erneut versuchen"): what is decided before the queue', () => {
  it('checks the session before it reads anything', async () => {
    requireStaff.mockRejectedValueOnce(new Redirect('/intern/anmelden'));
    await expect(retryMail({}, form({ id: 'm1' }))).rejects.toBeInstanceOf(Redirect);
    expect(deliveryService).not.toHaveBeenCalled();
  });

  it('says why nothing happened: no row named, no database, no relay, a failing database', async () => {
    expect(await press({ id: '' })).toEqual({ problem: 'Diese E-Mail gibt es nicht (mehr).' });
    expect(await press({ id: 'm1' })).toEqual({ problem: 'Das hat gerade nicht geklappt. Bitte versuche es noch einmal.' });
    service.db = {} as Db;
    service.relaying = false;
    expect(await press({ id: 'm1' })).toEqual({ problem: 'Kann nicht gesendet werden: Dieser Server verschickt keine E-Mails (eigener Versand ist nicht eingerichtet).' });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    deliveryService.mockRejectedValueOnce(new Error('database is locked'));
    expect(await press({ id: 'm1' })).toEqual({ problem: 'Das hat gerade nicht geklappt. Bitte versuche es noch einmal.' });
    expect(service.kick).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});

describe.each(DATABASE_KINDS)('retryMail ("Erneut versuchen") on %s', (kind: DatabaseKind) => {
  let cleanup: () => Promise<void>;
  const opened: Db[] = [];

  beforeEach(async () => {
    const fresh = await freshDatabaseConfig(kind, { migrated: true });
    cleanup = fresh.cleanup;
    const db = await openMigrated(fresh.config);
    opened.push(db);
    await createOutboxStore(db).insertRecords([FAILED, { ...FAILED, id: 'm2', state: 'delivered', attempts: 1, refused: [] }]);
    // Two instances of the server: each its own connection to the one database.
    opened.push(await openMigrated(fresh.config));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close()));
    await cleanup();
  });

  it('makes a failed mail due again, starts sending, refreshes the room and comes back to the view with the answer', async () => {
    service.db = opened[0];
    expect(await press({ id: 'm1', stand: 'fehlgeschlagen', seite: '2' })).toBe('/intern/postausgang?stand=fehlgeschlagen&seite=2&erneut=m1');
    expect(service.kick).toHaveBeenCalledTimes(1);
    expect(revalidatePath).toHaveBeenCalledWith('/intern', 'layout');
    expect(await createOutboxStore(opened[0]!).entry('m1')).toMatchObject({ state: 'pending', attempts: 0, display: 'waiting' });
  });

  it('pressed on two instances at once, sends once: the other hears it was underway already', async () => {
    const answers: (string | RetryFormState)[] = [];
    await Promise.all(
      opened.map(async (db) => {
        // Each press sees its own instance's service.
        deliveryService.mockImplementationOnce(async () => ({ ...service, db }));
        answers.push(await press({ id: 'm1' }));
      }),
    );
    expect(answers.sort()).toEqual(['/intern/postausgang?erneut=m1', '/intern/postausgang?unterwegs=m1']);
    expect(service.kick).toHaveBeenCalledTimes(1);
  });

  it('says a delivered mail was underway already, and changes nothing', async () => {
    service.db = opened[0];
    expect(await press({ id: 'm2' })).toBe('/intern/postausgang?unterwegs=m2');
    expect(service.kick).not.toHaveBeenCalled();
    expect(await createOutboxStore(opened[0]!).entry('m2')).toMatchObject({ state: 'delivered' });
  });

  it('says a mail that is not there (any more) is not there', async () => {
    service.db = opened[0];
    expect(await press({ id: 'gone' })).toEqual({ problem: 'Diese E-Mail gibt es nicht (mehr).' });
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});

