import type { Invoice, InvoiceDocument } from '@/lib/billing/store';

/** The document an invoice of Ben's 12-month membership keeps, paid by SEPA. */
export const sepaDocument: InvoiceDocument = {
  seller: {
    name: 'CodingStars GmbH',
    street: 'Oranienstraße 185',
    postalCode: '10999',
    city: 'Berlin',
    vatId: 'DE 341 987 652',
    managingDirector: 'Daniel Brandt',
    register: 'Amtsgericht Berlin-Charlottenburg, HRB 245871 B',
    email: 'hallo@codingstars.de',
  },
  recipient: { name: "Anna O'Neill", lines: ['Musterstraße 12a', '10115 Berlin'] },
  email: 'anna@beispiel.de',
  bookingNumber: 'CS-7KQ4M2XD',
  service: 'Online-Programmierunterricht, Paket „12 Monate“, Kurs CS Webdesign',
  child: "Ben O'Neill",
  sepa: { mandateReference: 'CS-7KQ4M2XD', creditorId: 'DE98ZZZ09999999999', accountHolder: "Anna O'Neill", ibanMasked: 'DE89 •••• •••• •••• ••30 00' },
};

export const sepaInvoice: Invoice = {
  id: 'invoice-1',
  number: 'R-2027-0001',
  bookingId: 'booking-1',
  kind: 'invoice',
  periodIndex: 0,
  periodStart: '2027-01-18',
  periodEnd: '2028-01-17',
  issuedAt: '2027-01-11T05:00:00.000Z',
  issueDate: '2027-01-11',
  dueDate: '2027-01-18',
  collectionDate: '2027-01-18',
  amountCents: 129600,
  netCents: 108908,
  vatCents: 20692,
  method: 'sepa',
  document: sepaDocument,
  state: 'issued',
};

/** The academy's account of the tests (a valid German IBAN of the Bundesbank's examples). */
export const ACADEMY_IBAN = 'DE02120300000000202051';

export const transferInvoice: Invoice = {
  ...sepaInvoice,
  id: 'invoice-2',
  number: 'R-2027-0002',
  method: 'transfer',
  amountCents: 39600,
  netCents: 33277,
  vatCents: 6323,
  periodEnd: '2027-04-17',
  document: { ...sepaDocument, service: 'Online-Programmierunterricht, Paket „3 Monate“, Kurs CS Grundlagen', sepa: undefined, transfer: { accountHolder: 'CodingStars GmbH', iban: ACADEMY_IBAN, bic: 'BYLADEM1001' } } as InvoiceDocument,
};
