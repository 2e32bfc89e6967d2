/**
 * @jest-environment node
 */
import type { DatabaseKind } from '@/lib/db';
import { isUndeliverable, outboxPage, troubleNotice, undeliverableAddresses } from '@/lib/outbox/intern-reads';
import type { OutboxRecord } from '@/lib/outbox/record';
import { createOutboxStore } from '@/lib/outbox/store';
import { DATABASE_KINDS, freshDatabase } from '@/tests/db';

jest.setTimeout(30_000);

const NOW = Date.parse('2027-01-13T12:00:00.000Z');
const MINUTE_MS = 60_000;

const entry = (id: string, receivedAt: string, fields: Partial<OutboxRecord> = {}): OutboxRecord => ({
  id,
  receivedAt,
  templateId: 'trial_confirmation',
  params: { email: `${id}@beispiel.de`, trial_date: '2027-01-13' },
  state: 'delivered',
  attempts: 1,
  updatedAt: receivedAt,
  ...fields,
});

/** The three the team must see: a failed mail, an expired reminder, and one delivered; and older trouble past the 7 days. */
const ROWS: OutboxRecord[] = [
  entry('delivered', '2027-01-12T09:00:00.000Z', { templateId: 'trial_recommendation' }),
  entry('failed', '2027-01-12T10:00:00.000Z', {
    state: 'failed',
    updatedAt: '2027-01-12T10:00:05.000Z',
    lastError: 'EENVELOPE RCPT TO: 550 no such user',
    refused: [{ address: 'Failed@Beispiel.de', reply: '550 no such user' }],
  }),
  entry('expired', '2027-01-11T10:00:00.000Z', { templateId: 'trial_reminder', params: { email: 'x@beispiel.de', kind: 'same-day' }, state: 'expired', attempts: 0, updatedAt: '2027-01-11T17:00:00.000Z', expiresAt: '2027-01-11T16:00:00.000Z' }),
  entry('old-failure', '2026-12-20T10:00:00.000Z', { state: 'failed', updatedAt: '2026-12-20T10:00:00.000Z', lastError: 'EAUTH: 535', refused: [{ address: 'old@beispiel.de', reply: '550 unknown' }] }),
];

describe.each(DATABASE_KINDS)('what the team\'s room reads from the queue, on %s', (kind: DatabaseKind) => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  beforeEach(async () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    db = await freshDatabase(kind);
  });
  afterEach(async () => {
    await db.destroy();
    jest.restoreAllMocks();
  });

  describe('the outbox page', () => {
    it('puts what failed or expired in the last 7 days first, then every row newest first, in words', async () => {
      await createOutboxStore(db).insertRecords(ROWS);
      const page = await outboxPage(db, {}, NOW);
      expect(page.attention.total).toBe(2);
      expect(page.attention.rows.map((row) => [row.id, row.stateLabel])).toEqual([
        ['failed', 'fehlgeschlagen'],
        ['expired', 'abgelaufen'],
      ]);
      expect(page.rows.map((row) => [row.id, row.label, row.stateLabel])).toEqual([
        ['failed', 'Bestätigung der Probestunde', 'fehlgeschlagen'],
        ['delivered', 'Empfehlung nach der Probestunde', 'zugestellt'],
        ['expired', 'Erinnerung am Tag', 'abgelaufen'],
        ['old-failure', 'Bestätigung der Probestunde', 'fehlgeschlagen'],
      ]);
      expect([page.query, page.view, page.pages, page.total, page.answer]).toEqual([{ filter: 'all', page: 1 }, {}, 1, 4, undefined]);
    });

    it('keeps the rows of the state in the address, 50 a page, and shows the last page for an address past it', async () => {
      const store = createOutboxStore(db);
      const many = Array.from({ length: 120 }, (_, i) => entry(`f${String(i).padStart(3, '0')}`, new Date(NOW - (i + 1) * MINUTE_MS).toISOString(), { state: 'failed' }));
      await store.insertRecords([...ROWS, ...many]);
      const second = await outboxPage(db, { stand: 'fehlgeschlagen', seite: '2' }, NOW);
      expect([second.query, second.view, second.pages, second.total, second.rows.length]).toEqual([{ filter: 'failed', page: 2 }, { stand: 'fehlgeschlagen', seite: '2' }, 3, 122, 50]);
      expect(second.rows[0]!.id).toBe('f050');
      const past = await outboxPage(db, { stand: 'fehlgeschlagen', seite: '9' }, NOW);
      expect([past.query.page, past.rows.length, past.rows.at(-1)!.id]).toEqual([3, 22, 'old-failure']);
      // At most 50 under "Braucht Aufmerksamkeit"; the total says how many there are.
      const { attention } = await outboxPage(db, { stand: 'zugestellt' }, NOW);
      expect([attention.rows.length, attention.total]).toEqual([50, 122]);
    });

    it('names the booking a receipt is about by its number, read once for the page', async () => {
      await db.kysely
        .insertInto('bookings')
        .values({
          id: 'b1',
          number: 'CS-7KQ4M2XD',
          received_at: '2027-01-12T08:00:00.000Z',
          state: 'requested',
          email: 'anna@beispiel.de',
          child_key: 'ben schmidt',
          params: '{}',
          iban_sealed: null,
          package_id: 'p3',
          enquiry_id: 'staff',
          trial_signup_id: null,
          first_lesson: null,
          confirmed_at: null,
          confirmed_by: null,
          mandate_reference: null,
          end_date: null,
          updated_at: null,
        })
        .execute();
      await createOutboxStore(db).insertRecords([
        entry('receipt', '2027-01-12T08:00:01.000Z', { templateId: 'membership_receipt', params: { booking_id: 'b1', email: 'anna@beispiel.de' }, bookingId: 'b1' }),
        entry('staff', '2027-01-12T08:00:00.000Z', { templateId: 'booking', params: { request_type: 'Buchung', booking_number: 'CS-7KQ4M2XD', booking_id: 'b1' }, bookingId: 'b1' }),
      ]);
      const { rows } = await outboxPage(db, {}, NOW);
      expect(rows.map((row) => [row.label, row.booking, row.to])).toEqual([
        ['Eingangsbestätigung der Buchung', 'CS-7KQ4M2XD', 'anna@beispiel.de'],
        ['Buchung CS-7KQ4M2XD', 'CS-7KQ4M2XD', 'Team'],
      ]);
    });

    it('says what became of "Erneut versuchen", naming the row', async () => {
      const store = createOutboxStore(db);
      await store.insertRecords(ROWS);
      await store.retry('failed', NOW);
      const page = await outboxPage(db, { stand: 'fehlgeschlagen', erneut: 'failed' }, NOW);
      expect(page.answer).toEqual({ id: 'failed', text: 'Wird erneut versucht: Bestätigung der Probestunde an failed@beispiel.de. Der Stand unten zeigt, wie es weitergeht.' });
      // Retried, it needs no attention any more: its refusal is forgotten and it waits again.
      expect(page.attention.rows.map((row) => row.id)).toEqual(['expired']);
      expect((await outboxPage(db, { unterwegs: 'failed' }, NOW)).answer?.text).toMatch(/^War schon unterwegs oder zugestellt: Bestätigung der Probestunde an failed@beispiel.de\./);
    });
  });

  describe('the notice on every page', () => {
    it('counts what failed, expired or was refused in the last 7 days', async () => {
      await createOutboxStore(db).insertRecords(ROWS);
      expect(await troubleNotice(async () => ({ db }), NOW)).toBe(2);
      expect(await troubleNotice(async () => ({ db }), Date.parse('2027-02-01T00:00:00.000Z'))).toBe(0);
    });

    it('says nothing, and never throws, without a database or when it fails', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      expect(await troubleNotice(async () => ({ db: undefined }), NOW)).toBe(0);
      expect(await troubleNotice(() => Promise.reject(new Error('no database')), NOW)).toBe(0);
      await db.kysely.schema.dropTable('enquiries').execute();
      expect(await troubleNotice(async () => ({ db }), NOW)).toBe(0);
      expect(error).toHaveBeenCalledTimes(2);
    });
  });

  describe('the addresses a mail server refused, for the trial day', () => {
    it('are those of the last 120 days before the lesson, matched however the parent typed them', async () => {
      await createOutboxStore(db).insertRecords(ROWS);
      const refused = await undeliverableAddresses(db, '2027-01-13T15:00:00.000Z', NOW);
      expect([...refused].sort()).toEqual(['failed@beispiel.de', 'old@beispiel.de']);
      expect(isUndeliverable(refused, ' Failed@BEISPIEL.de ')).toBe(true);
      expect(isUndeliverable(refused, 'delivered@beispiel.de')).toBe(false);
      // A refusal more than 120 days before the lesson (and now) marks nobody any more.
      expect([...(await undeliverableAddresses(db, '2027-05-01T15:00:00.000Z', Date.parse('2027-05-01T12:00:00.000Z')))]).toEqual(['failed@beispiel.de']);
    });
  });
});
