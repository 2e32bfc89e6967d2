/**
 * @jest-environment node
 */
import type { DatabaseKind, Db } from '@/lib/db';
import type { DeliveryService } from '@/lib/outbox/service';
import { createOutboxStore } from '@/lib/outbox/store';
import { linkMaker } from '@/lib/trial/links';
import { createTrialMarks } from '@/lib/trial/marks';
import { followUpRowId } from '@/lib/trial/rows';
import { createTrialSeats } from '@/lib/trial/seats';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';
import { enquiryParams } from '@/tests/fixtures/enquiry';

// The route and the page's button run against this test's database, from one sender.
let routeService: Partial<DeliveryService> | undefined;
jest.mock('@/lib/outbox/service', () => ({
  deliveryService: async () => {
    if (!routeService) throw new Error('Datenbank nicht erreichbar');
    return routeService;
  },
}));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-codingstars-client': '203.0.113.9' }) }));
// After the mocks: both import them.
import { POST } from '@/app/api/trial/keine-emails/route';
import { stopFromLink } from '@/lib/trial/link-page-actions';

jest.setTimeout(60_000);

const SITE = 'https://www.codingstars.de';
const links = linkMaker(SITE, Buffer.from('ein-schluessel-mit-mindestens-32-zeichen'));
// Wednesday 13.01.2027, 17:00 Berlin.
const DATE = '2027-01-13';
const at = (berlin: string) => new Date(`${berlin}+01:00`);

/** What a mail program posts to the List-Unsubscribe link (RFC 8058). */
function oneClick(url: string, body: 'urlencoded' | 'multipart' | 'none' | 'other' = 'urlencoded') {
  if (body === 'none') return new Request(url, { method: 'POST' });
  if (body === 'multipart') {
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    return new Request(url, { method: 'POST', body: form });
  }
  const text = body === 'other' ? 'List-Unsubscribe=Yes' : 'List-Unsubscribe=One-Click';
  return new Request(url, { method: 'POST', body: text, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
}

const answer = async (request: Request) => {
  const response = await POST(request);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

describe.each(DATABASE_KINDS)('the one-click stop on %s', (kind: DatabaseKind) => {
  let db: Db & { destroy: () => Promise<void> };
  let signupId: string;

  beforeEach(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    db = await freshDatabase(kind);
    const seats = createTrialSeats(db, { relay: true });
    routeService = { db, seats, links, kick: () => undefined };
    const booked = await seats.reserve({ date: DATE, email: 'anna@beispiel.de', client: '198.51.100.1', enquiry: { templateId: 'enquiry_trial', params: enquiryParams({ trial_date: DATE }) } }, at('2027-01-06T10:00:00'));
    if (booked.status !== 'booked') throw new Error('not booked');
    signupId = booked.signupId;
    // The offer of a new date is waiting: the stop ends it, as the page's button does.
    await createTrialMarks(db, { relay: true }).mark({ signupId, attendance: 'missed', by: 'lehrer@codingstars.de' }, at('2027-01-13T18:40:00'));
  });
  afterEach(async () => {
    routeService = undefined;
    await db.destroy();
    jest.restoreAllMocks();
  });

  it.each(['urlencoded', 'multipart'] as const)('stops the mails after the lesson on a %s post, and answers 200 again once stopped', async (body) => {
    const first = await answer(oneClick(links.url('stop', signupId), body));
    expect(first).toMatchObject({ status: 200, type: 'text/plain; charset=utf-8' });
    expect(first.text).toContain('Sie bekommen keine weiteren E-Mails. Zur Probestunde am');
    expect((await routeService!.seats!.signup(signupId))?.mailStopped).toBe(true);
    const rows = await createOutboxStore(db).list();
    expect(rows.find((row) => row.id === followUpRowId(signupId, 'missed'))?.state).toBe('skipped');
    expect((await answer(oneClick(links.url('stop', signupId), body))).status).toBe(200);
  });

  it.each([
    ['without a token', (): string => `${SITE}/api/trial/keine-emails`, 'urlencoded'],
    ['with a token for another purpose', (): string => links.url('cancel', signupId).replace('/start/signup/absagen', '/start/signup/keine-emails'), 'urlencoded'],
    ['with a token cut short', (): string => links.url('stop', signupId).slice(0, -5), 'urlencoded'],
    ['without the body', (): string => links.url('stop', signupId), 'none'],
    ['with another body', (): string => links.url('stop', signupId), 'other'],
  ] as const)('answers 400 to a post %s and stops nothing', async (_, url, body) => {
    const { status, text } = await answer(oneClick(url(), body));
    expect(status).toBe(400);
    expect(text).toContain('Dieser Link ist nicht gültig');
    expect((await routeService!.seats!.signup(signupId))?.mailStopped).toBe(false);
  });

  it('counts against the same sender limit as the stop page, per minute', async () => {
    const form = new FormData();
    form.set('token', new URL(links.url('stop', signupId)).searchParams.get('token')!);
    // Twenty requests from one sender: half the page's button, half one-click posts.
    for (let n = 0; n < 10; n += 1) {
      expect((await stopFromLink({ token: '' }, form)).problem).toBeUndefined();
      expect((await answer(oneClick(links.url('stop', signupId)))).status).toBe(200);
    }
    expect(await answer(oneClick(links.url('stop', signupId)))).toMatchObject({ status: 429, text: expect.stringContaining('sehr viele Anfragen') });
    expect((await stopFromLink({ token: '' }, form)).problem).toBe('too-many');
  });

  it('answers 503 when the database is away', async () => {
    routeService = undefined;
    expect((await answer(oneClick(links.url('stop', signupId)))).status).toBe(503);
  });
});
