/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import { epcPayload } from '@/lib/billing/girocode';
import { invoicePdf } from '@/lib/billing/invoice-pdf';
import { readPdf } from '@/tests/lib/legal/pdf-text';
import { ACADEMY_IBAN, sepaInvoice, transferInvoice } from './fixtures';

jest.setTimeout(30_000);

/** INVOICE_PDF_DIR=… keeps the PDFs to look at (pdftoppm -png). */
function keep(name: string, pdf: Buffer) {
  const dir = process.env.INVOICE_PDF_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${name}.pdf`, pdf);
}

const flat = (pdf: Buffer) => readPdf(pdf).pages.join('\n').replace(/\s+/g, ' ');

describe('the invoice as PDF (§ 14 Abs. 4 UStG)', () => {
  it('states seller, recipient, number, date, service and period, net, 19 % VAT, gross, due date and the SEPA pre-notification', async () => {
    const pdf = await invoicePdf(sepaInvoice);
    keep('rechnung-sepa', pdf);
    const text = flat(pdf);
    for (const part of [
      'CodingStars GmbH',
      'Oranienstraße 185',
      '10999 Berlin',
      'USt-IdNr. DE 341 987 652',
      "Anna O'Neill",
      'Musterstraße 12a',
      'Rechnung R-2027-0001',
      'Rechnungsdatum 11.01.2027',
      'Leistungszeitraum 18.01.2027 – 17.01.2028',
      'Paket „12 Monate“',
      'Nettobetrag 1.089,08 €',
      'zzgl. 19 % Umsatzsteuer 206,92 €',
      'Gesamtbetrag 1.296,00 €',
      'Fällig am 18.01.2027',
      'Wir ziehen 1.296,00 € am 18.01.2027 von Ihrem Konto ein',
      'Vorabankündigung',
      'Mandatsreferenz CS-7KQ4M2XD',
      'Gläubiger-Identifikationsnummer DE98ZZZ09999999999',
      'DE89 •••• •••• •••• ••30 00',
    ]) {
      expect(text).toContain(part);
    }
    expect(readPdf(pdf).pages).toHaveLength(1);
  });

  it('for a transfer names the academy’s account, the number as the reference, and carries a GiroCode', async () => {
    const pdf = await invoicePdf(transferInvoice);
    keep('rechnung-ueberweisung', pdf);
    const text = flat(pdf);
    for (const part of ['Zahlung per Überweisung', 'IBAN DE02 1203 0000 0000 2020 51', 'BIC BYLADEM1001', 'Verwendungszweck R-2027-0002', 'GiroCode']) expect(text).toContain(part);
    // The QR code is an image in the PDF.
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(epcPayload({ name: 'CodingStars GmbH', iban: ACADEMY_IBAN, bic: 'BYLADEM1001', amountCents: 39600, reference: 'R-2027-0002' }).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'BYLADEM1001',
      'CodingStars GmbH',
      ACADEMY_IBAN,
      'EUR396.00',
      '',
      '',
      'R-2027-0002',
    ]);
  });

  it('a Stornorechnung names the invoice it cancels, with negative amounts', async () => {
    const pdf = await invoicePdf({
      ...sepaInvoice,
      number: 'R-2027-0003',
      kind: 'cancellation',
      amountCents: -129600,
      netCents: -108908,
      vatCents: -20692,
      document: { ...sepaInvoice.document, cancels: { number: 'R-2027-0001', issueDate: '2027-01-11', reason: 'Widerruf des Vertrags' } },
    });
    keep('stornorechnung', pdf);
    const text = flat(pdf);
    for (const part of ['Stornorechnung R-2027-0003', 'hebt die Rechnung R-2027-0001 vom 11.01.2027 vollständig auf', 'Gesamtbetrag -1.296,00 €']) expect(text).toContain(part);
  });
});
