/**
 * @jest-environment node
 */
import { randomBytes } from 'node:crypto';
import { openMigrated, type Db, type DatabaseKind } from '@/lib/db';
import { bookingCatalog } from '@/lib/booking/catalog';
import { bookingTemplateParams } from '@/lib/booking/params';
import { BILLING_TEMPLATES, createBilling } from '@/lib/billing/store';
import { createMemberships, type DeclarationInput } from '@/lib/membership/store';
import { createOutboxStore } from '@/lib/outbox/store';
import { DATABASE_KINDS, freshDatabaseConfig } from '@/tests/db';
import { validBooking } from '@/tests/lib/booking/fixtures';
import { ACADEMY_IBAN } from './fixtures';

jest.setTimeout(90_000);

const IBAN_DIGITS = '370400440532013000';
const CREDITOR_ID = 'DE98ZZZ09999999999';
const at = (iso: string) => new Date(iso);
const params = (packageId: string, over: Partial<typeof validBooking> = {}) =>
  bookingTemplateParams({ ...validBooking, ...over }, { packageId, courseId: 2, slots: ['mo-1515'], month: '2027-02' }, bookingCatalog);
const transfer = { paymentMethod: 'bank', iban: '', accountHolder: '' } as const;

describe.each(DATABASE_KINDS)('billing on %s', (kind: DatabaseKind) => {
  let db: Db;
  let second: Db | undefined;
  let cleanup: () => Promise<void>;
  let config: { url?: string; path: string };
  const key = randomBytes(32);
  const memberships = () => createMemberships(db, { relay: true, ibanKey: key, creditorId: CREDITOR_ID });
  const billingOn = (on: Db) => createBilling(on, { relay: true, ibanKey: key, creditorId: CREDITOR_ID, creditorIban: ACADEMY_IBAN });

  beforeEach(async () => {
    ({ config, cleanup } = await freshDatabaseConfig(kind, { migrated: true }));
    db = await openMigrated(config);
  });
  afterEach(async () => {
    await second?.close();
    second = undefined;
    await db.close();
    await cleanup();
  });

  /** A booking confirmed by the team on 04.01.2027 with its first lesson. */
  async function confirmed(packageId: string, firstLesson: string, over: Partial<typeof validBooking> = {}) {
    const store = memberships();
    const booking = await store.book({ params: params(packageId, over) }, at('2027-01-04T08:00:00Z'));
    const result = await store.confirm({ number: booking.number, firstLesson, lessonTime: '15:15', by: 'lena@codingstars.de' }, at('2027-01-04T09:00:00Z'));
    if (result.status !== 'confirmed') throw new Error(result.status);
    return result.booking;
  }

  it('bills each period seven days ahead, once, as a record with its mail, and never twice on a second run', async () => {
    const sepa = await confirmed('3m', '2027-01-18');
    const bank = await confirmed('12m', '2027-01-20', { ...transfer, parentEmail: 'bea@beispiel.de' });
    const billing = billingOn(db);
    expect(await billing.run(at('2027-01-10T06:00:00Z'))).toEqual({ issued: 0, cancelled: 0 });
    expect(await billing.run(at('2027-01-11T06:00:00Z'))).toEqual({ issued: 1, cancelled: 0 });
    expect(await billing.run(at('2027-01-13T06:00:00Z'))).toEqual({ issued: 1, cancelled: 0 });
    expect(await billing.run(at('2027-01-13T07:00:00Z'))).toEqual({ issued: 0, cancelled: 0 });

    const [first] = await billing.invoicesOf(sepa.id);
    expect(first).toMatchObject({ number: 'R-2027-0001', periodStart: '2027-01-18', periodEnd: '2027-04-17', issueDate: '2027-01-11', dueDate: '2027-01-18', collectionDate: '2027-01-18', amountCents: 39600, netCents: 33277, vatCents: 6323, method: 'sepa', state: 'issued' });
    expect(first!.document.sepa).toEqual({ mandateReference: sepa.number, creditorId: CREDITOR_ID, accountHolder: 'Anna Schmidt', ibanMasked: 'DE89 •••• •••• •••• ••30 00' });
    const [second12] = await billing.invoicesOf(bank.id);
    expect(second12).toMatchObject({ number: 'R-2027-0002', amountCents: 129600, method: 'transfer', document: { transfer: { iban: ACADEMY_IBAN } } });
    expect(second12!.collectionDate).toBeUndefined();

    const mails = (await createOutboxStore(db).list()).filter((row) => row.templateId === BILLING_TEMPLATES.invoice);
    expect(mails.map((row) => [row.id, row.params.email, row.bookingId])).toEqual(
      expect.arrayContaining([
        [`${first!.id}-mail`, 'anna@beispiel.de', sepa.id],
        [`${second12!.id}-mail`, 'bea@beispiel.de', bank.id],
      ]),
    );
    expect(mails).toHaveLength(2);

    // Three months on: the second period of the 3-month package, nothing for the 12-month one.
    expect(await billing.run(at('2027-04-11T06:00:00Z'))).toEqual({ issued: 1, cancelled: 0 });
    expect((await billing.invoicesOf(sepa.id)).map((invoice) => [invoice.number, invoice.periodStart])).toEqual([
      ['R-2027-0001', '2027-01-18'],
      ['R-2027-0003', '2027-04-18'],
    ]);
    // Nowhere a plain IBAN.
    const rows = await db.kysely.selectFrom('invoices').select('document').execute();
    expect(JSON.stringify(rows)).not.toContain(IBAN_DIGITS);
  });

  it('gapless numbers across two instances billing at the same moment', async () => {
    for (let n = 0; n < 6; n += 1) await confirmed('3m', '2027-01-18', { parentEmail: `family${n}@beispiel.de` });
    // Two instances share PostgreSQL; SQLite serves one server, whose runs may still overlap.
    if (kind === 'postgres') second = await openMigrated(config);
    const other = second ?? db;
    const results = await Promise.all([billingOn(db).run(at('2027-01-11T06:00:00Z')), billingOn(other).run(at('2027-01-11T06:00:01Z')), billingOn(db).run(at('2027-01-11T06:00:02Z'))]);
    expect(results.reduce((sum, result) => sum + result.issued, 0)).toBe(6);
    const numbers = (await db.kysely.selectFrom('invoices').select('number').orderBy('number').execute()).map((row) => row.number);
    expect(numbers).toEqual(['R-2027-0001', 'R-2027-0002', 'R-2027-0003', 'R-2027-0004', 'R-2027-0005', 'R-2027-0006']);
    expect(await db.kysely.selectFrom('invoice_counters').selectAll().execute()).toEqual([{ year: 2027, last: 6 }]);
    expect((await createOutboxStore(db).list()).filter((row) => row.templateId === BILLING_TEMPLATES.invoice)).toHaveLength(6);
  });

  it('a withdrawal cancels its invoice with a Stornorechnung and bills nothing more', async () => {
    const booking = await confirmed('3m', '2027-01-18');
    const billing = billingOn(db);
    await billing.run(at('2027-01-11T06:00:00Z'));
    const withdrawal: DeclarationInput = { kind: 'withdrawal', name: 'Anna Schmidt', email: 'anna@beispiel.de', bookingNumber: booking.number, childName: '' };
    await memberships().declare(withdrawal, at('2027-01-12T10:00:00Z'));
    expect(await billing.run(at('2027-01-12T10:00:01Z'))).toEqual({ issued: 0, cancelled: 1 });
    expect(await billing.run(at('2027-04-11T06:00:00Z'))).toEqual({ issued: 0, cancelled: 0 });
    const [invoice, storno] = await billing.invoicesOf(booking.id);
    expect(invoice).toMatchObject({ number: 'R-2027-0001', state: 'cancelled', cancelledById: storno!.id });
    expect(storno).toMatchObject({ number: 'R-2027-0002', kind: 'cancellation', cancelsId: invoice!.id, amountCents: -39600, netCents: -33277, vatCents: -6323, document: { cancels: { number: 'R-2027-0001', reason: 'Widerruf des Vertrags' } } });
    // What the invoice says stays as it was sent.
    expect(invoice!.document).toEqual({ ...storno!.document, cancels: undefined });
    expect((await createOutboxStore(db).list()).filter((row) => row.templateId === BILLING_TEMPLATES.cancellation)).toHaveLength(1);
    // Not in the bank's file.
    expect(await billing.exportCollection({ collectionDate: '2027-01-18', by: 'lena@codingstars.de' })).toEqual({ status: 'empty' });
  });

  it('a cancellation inside a paid period: no invoice after the end, the refund of § 7 computed', async () => {
    const booking = await confirmed('3m', '2027-01-18');
    const billing = billingOn(db);
    await billing.run(at('2027-01-11T06:00:00Z'));
    await billing.exportCollection({ collectionDate: '2027-01-18', by: 'lena@codingstars.de' }, at('2027-01-15T09:00:00Z'));
    const cancellation: DeclarationInput = { kind: 'cancellation', name: 'Anna Schmidt', email: 'anna@beispiel.de', bookingNumber: booking.number, childName: '', cancellationType: 'extraordinary', reason: 'Umzug', requestedEnd: '2027-02-28' };
    await memberships().declare(cancellation, at('2027-02-01T10:00:00Z'));
    expect(await billing.run(at('2027-10-11T06:00:00Z'))).toEqual({ issued: 0, cancelled: 0 });
    expect(await billing.refundsOf(booking.id)).toEqual([{ invoiceNumber: 'R-2027-0001', reason: 'after-end', from: '2027-03-01', to: '2027-04-17', days: 48, cents: 21120 }]);
  });

  it('exports each debit into exactly one file, marks a return, and sums the month', async () => {
    const anna = await confirmed('3m', '2027-01-18');
    const cem = await confirmed('6m', '2027-01-18', { parentEmail: 'cem@beispiel.de', accountHolder: 'Cem Yılmaz' });
    const bank = await confirmed('3m', '2027-01-18', { ...transfer, parentEmail: 'bea@beispiel.de' });
    const billing = billingOn(db);
    await billing.run(at('2027-01-11T06:00:00Z'));
    expect((await billing.debitsFrom('2027-01-01')).map((invoice) => invoice.bookingId).sort()).toEqual([anna.id, cem.id].sort());

    const exported = await billing.exportCollection({ collectionDate: '2027-01-18', by: 'lena@codingstars.de' }, at('2027-01-12T09:00:00Z'));
    if (exported.status !== 'exported') throw new Error('nothing exported');
    expect(exported.collection).toMatchObject({ collectionDate: '2027-01-18', count: 2, amountCents: 39600 + 72000, createdBy: 'lena@codingstars.de' });
    expect(await billing.exportCollection({ collectionDate: '2027-01-18', by: 'lena@codingstars.de' })).toEqual({ status: 'empty' });
    const debits = await billing.debitsOf(exported.collection.id);
    expect(debits.map((debit) => [debit.invoice.sequenceType, debit.iban, debit.mandateDate])).toEqual([
      ['FRST', `DE89${IBAN_DIGITS}`, '2027-01-04'],
      ['FRST', `DE89${IBAN_DIGITS}`, '2027-01-04'],
    ]);
    // Confirmed in the same moment: the invoice numbers (and so the file's order) follow the booking numbers.
    expect(debits.map((debit) => debit.debtorName).sort()).toEqual(['Anna Schmidt', 'Cem Yılmaz']);

    const first = debits.find((debit) => debit.debtorName === 'Anna Schmidt')!.invoice;
    expect(await billing.markReturned({ invoiceId: first.id, reason: 'AM04 Deckung unzureichend', by: 'lena@codingstars.de' }, at('2027-01-20T09:00:00Z'))).toMatchObject({ status: 'done', invoice: { state: 'returned', returnReason: 'AM04 Deckung unzureichend' } });
    expect((await billing.markReturned({ invoiceId: first.id, reason: 'again', by: 'lena@codingstars.de' })).status).toBe('not-allowed');
    const [bankInvoice] = await billing.invoicesOf(bank.id);
    expect((await billing.markPaid({ invoiceId: bankInvoice!.id, by: 'lena@codingstars.de' }, at('2027-01-19T09:00:00Z'))).status).toBe('done');
    expect(await billing.monthSums('2027-01-01', '2027-01-31')).toEqual([{ month: '2027-01', billedCents: 39600 + 72000 + 39600, collectedCents: 72000 + 39600, returnedCents: 39600 }]);

    // The next period of the 3-month booking is a follow-up debit.
    await billing.run(at('2027-04-11T06:00:00Z'));
    const april = await billing.exportCollection({ collectionDate: '2027-04-19', by: 'lena@codingstars.de' }, at('2027-04-12T09:00:00Z'));
    if (april.status !== 'exported') throw new Error('nothing exported in April');
    expect((await billing.debitsOf(april.collection.id)).map((debit) => debit.invoice.sequenceType)).toEqual(['RCUR']);
  });

  it('queues the day’s run and tomorrow’s once, whoever asks', async () => {
    const billing = billingOn(db);
    await billing.queueDailyRuns(at('2027-01-11T09:00:00Z'));
    await billingOn(db).queueDailyRuns(at('2027-01-11T09:00:05Z'));
    const runs = (await createOutboxStore(db).list()).filter((row) => row.templateId === BILLING_TEMPLATES.run);
    expect(runs.map((row) => [row.id, row.dueAt ?? row.receivedAt])).toEqual([
      ['billing-run-2027-01-11', '2027-01-11T09:00:00.000Z'],
      ['billing-run-2027-01-12', '2027-01-12T05:00:00.000Z'],
    ]);
  });
});
