/**
 * @jest-environment node
 */
import type { Booking, Memberships } from '@/lib/membership/store';

// The actions without Next's runtime: the session, the service, the cache and the redirect are stand-ins.
const STAFF = { id: 'u1', email: 'lena@codingstars.de', expiresAt: new Date() };
const requireStaff = jest.fn(async () => STAFF);
jest.mock('@/lib/auth/session', () => ({ requireStaff: () => requireStaff() }));
const memberships = { confirm: jest.fn(), assign: jest.fn() } as unknown as jest.Mocked<Pick<Memberships, 'confirm' | 'assign'>>;
const service: { memberships: Memberships | undefined; relaying: boolean; kick: jest.Mock; rebill: jest.Mock } = { memberships: memberships as unknown as Memberships, relaying: true, kick: jest.fn(), rebill: jest.fn().mockResolvedValue(undefined) };
const deliveryService = jest.fn(async () => service);
jest.mock('@/lib/outbox/service', () => ({ deliveryService: () => deliveryService() }));
const revalidatePath = jest.fn();
jest.mock('next/cache', () => ({ revalidatePath: (path: string) => revalidatePath(path) }));
/** Like Next's, redirect() throws; the action must let it through. */
class Redirect extends Error {}
const redirect = jest.fn((url: string) => {
  throw new Redirect(url);
});
jest.mock('next/navigation', () => ({ redirect: (url: string) => redirect(url) }));
// After the mocks: the actions import them.
import { assignDeclaration, confirmContract } from '@/lib/membership/intern-actions';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const BOOKING = { id: 'b1', number: 'CS-7KQ4M2XD', email: 'anna@beispiel.de', state: 'confirmed', confirmedBy: STAFF.email, confirmedAt: '2027-01-05T09:00:00.000Z' } as Booking;

beforeEach(() => {
  jest.clearAllMocks();
  service.memberships = memberships as unknown as Memberships;
  service.relaying = true;
});

describe('confirmContract ("Vertrag bestätigen")', () => {
  it('checks the session before it reads anything', async () => {
    requireStaff.mockRejectedValueOnce(new Redirect('/intern/anmelden'));
    await expect(confirmContract({ firstLesson: '', lessonTime: '' }, form({ number: BOOKING.number, firstLesson: '2027-01-18', lessonTime: '15:15' }))).rejects.toBeInstanceOf(Redirect);
    expect(deliveryService).not.toHaveBeenCalled();
    expect(memberships.confirm).not.toHaveBeenCalled();
  });

  it('confirms with who pressed it, starts sending, refreshes the list and the page, and says where the mail goes', async () => {
    memberships.confirm.mockResolvedValueOnce({ status: 'confirmed', booking: BOOKING });
    const state = await confirmContract({ firstLesson: '', lessonTime: '' }, form({ number: BOOKING.number, firstLesson: '2027-01-18', lessonTime: '15:15' }));
    expect(memberships.confirm).toHaveBeenCalledWith({ number: BOOKING.number, firstLesson: '2027-01-18', lessonTime: '15:15', by: STAFF.email });
    expect(service.kick).toHaveBeenCalled();
    // A first lesson within seven days is billed at once: a billing run after the confirmation.
    expect(service.rebill).toHaveBeenCalledWith(`confirmed-${BOOKING.id}`);
    expect(revalidatePath.mock.calls.map(([path]) => path).sort()).toEqual(['/intern/buchungen', `/intern/buchungen/${BOOKING.number}`]);
    expect(state).toEqual({ firstLesson: '2027-01-18', lessonTime: '15:15', message: { tone: 'done', text: 'Vertragsbestätigung ist unterwegs an anna@beispiel.de.' } });
  });

  it('without the relay says the confirmation is stored, not mailed', async () => {
    service.relaying = false;
    memberships.confirm.mockResolvedValueOnce({ status: 'confirmed', booking: BOOKING });
    const state = await confirmContract({ firstLesson: '', lessonTime: '' }, form({ number: BOOKING.number, firstLesson: '2027-01-18', lessonTime: '15:15' }));
    expect(state.message?.text).toMatch(/^Der Vertrag ist bestätigt; die Vertragsbestätigung an anna@beispiel.de ist gespeichert, aber nicht verschickt/);
  });

  it('keeps the date as typed when it is no lesson day, and changes nothing', async () => {
    memberships.confirm.mockResolvedValueOnce({ status: 'no-lesson-day', reason: 'weekend' });
    const state = await confirmContract({ firstLesson: '', lessonTime: '' }, form({ number: BOOKING.number, firstLesson: '2027-01-16', lessonTime: '15:15' }));
    expect(state).toEqual({ firstLesson: '2027-01-16', lessonTime: '15:15', message: { tone: 'problem', text: 'Am Samstag, 16. Januar 2027 ist kein Unterricht: Wochenende. Bitte wähle einen Unterrichtstag.' } });
    expect(service.kick).not.toHaveBeenCalled();
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('asks for a date before it asks the store', async () => {
    expect(await confirmContract({ firstLesson: '', lessonTime: '' }, form({ number: BOOKING.number, firstLesson: '' }))).toEqual({ firstLesson: '', lessonTime: '', message: { tone: 'problem', text: 'Bitte gib den ersten Unterrichtstag ein.' } });
    expect(await confirmContract({ firstLesson: '', lessonTime: '' }, form({ number: BOOKING.number, firstLesson: '18.01.2027' }))).toMatchObject({ firstLesson: '18.01.2027', message: { tone: 'problem' } });
    expect(memberships.confirm).not.toHaveBeenCalled();
  });

  it('says it did not work when the database fails or is not there', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    memberships.confirm.mockRejectedValueOnce(new Error('database is locked'));
    const failed = await confirmContract({ firstLesson: '', lessonTime: '' }, form({ number: BOOKING.number, firstLesson: '2027-01-18', lessonTime: '15:15' }));
    expect(failed).toEqual({ firstLesson: '2027-01-18', lessonTime: '15:15', message: { tone: 'problem', text: 'Das hat gerade nicht geklappt. Bitte versuche es noch einmal.' } });
    service.memberships = undefined;
    expect((await confirmContract({ firstLesson: '', lessonTime: '' }, form({ number: BOOKING.number, firstLesson: '2027-01-18', lessonTime: '15:15' }))).message?.tone).toBe('problem');
    jest.restoreAllMocks();
  });
});

describe('assignDeclaration ("Zuordnen")', () => {
  it('checks the session before it reads anything', async () => {
    requireStaff.mockRejectedValueOnce(new Redirect('/intern/anmelden'));
    await expect(assignDeclaration({ number: '' }, form({ declaration: 'd1', number: BOOKING.number }))).rejects.toBeInstanceOf(Redirect);
    expect(deliveryService).not.toHaveBeenCalled();
  });

  it('keeps what was typed when it is no booking number, or no booking has it', async () => {
    expect(await assignDeclaration({ number: '' }, form({ declaration: 'd1', number: 'CS-123' }))).toEqual({ number: 'CS-123', error: 'number' });
    expect(memberships.assign).not.toHaveBeenCalled();
    memberships.assign.mockResolvedValueOnce({ status: 'unknown-booking' });
    expect(await assignDeclaration({ number: '' }, form({ declaration: 'd1', number: ' cs-2222 2222 ' }))).toEqual({ number: 'cs-2222 2222', error: 'unknown-booking' });
    expect(memberships.assign).toHaveBeenCalledWith({ declarationId: 'd1', number: 'CS-22222222', by: STAFF.email });
    memberships.assign.mockResolvedValueOnce({ status: 'already-assigned' });
    expect(await assignDeclaration({ number: '' }, form({ declaration: 'd1', number: BOOKING.number }))).toEqual({ number: BOOKING.number, error: 'already-assigned' });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('assigned, starts sending, refreshes and shows the list with what happened', async () => {
    memberships.assign.mockResolvedValueOnce({ status: 'assigned', declaration: { id: 'd1' } as never });
    await expect(assignDeclaration({ number: '' }, form({ declaration: 'd1', number: BOOKING.number }))).rejects.toBeInstanceOf(Redirect);
    expect(service.kick).toHaveBeenCalled();
    expect(revalidatePath.mock.calls.map(([path]) => path).sort()).toEqual(['/intern/buchungen', `/intern/buchungen/${BOOKING.number}`]);
    expect(redirect).toHaveBeenCalledWith('/intern/buchungen?zugeordnet=d1');
  });
});
