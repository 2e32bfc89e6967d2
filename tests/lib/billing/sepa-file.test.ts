/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { validateXML } from 'xmllint-wasm';
import { PAIN_FORMAT, sepaCollectionFile, sepaText } from '@/lib/billing/sepa-file';
import type { Debit, SepaCollection } from '@/lib/billing/store';
import { ACADEMY_IBAN, sepaInvoice } from './fixtures';

jest.setTimeout(60_000);

/** The ISO 20022 schema of the format (tests/fixtures/pain.008.001.08.xsd), read by libxml2's xmllint. */
const XSD = readFileSync(path.join(__dirname, '../../fixtures/pain.008.001.08.xsd'), 'utf8');
const CREDITOR = { name: 'CodingStars GmbH', id: 'DE98ZZZ09999999999', iban: ACADEMY_IBAN, bic: 'BYLADEM1001' };

const collection: SepaCollection = {
  id: 'c1',
  messageId: 'CS-LS-20270118-1-0a1b2c3d',
  collectionDate: '2027-01-18',
  createdAt: '2027-01-12T08:30:00.000Z',
  createdBy: 'lena@codingstars.de',
  count: 3,
  amountCents: 0,
};

const debit = (number: string, amountCents: number, iban: string, name: string, mandate: string, sequence: 'FRST' | 'RCUR'): Debit => ({
  invoice: { ...sepaInvoice, id: number, number, amountCents, sequenceType: sequence, collectionId: 'c1', document: { ...sepaInvoice.document, child: 'Zoë Müller', sepa: { ...sepaInvoice.document.sepa!, mandateReference: mandate } } },
  debtorName: name,
  iban,
  mandateDate: '2027-01-04',
});

const debits = [
  debit('R-2027-0001', 129600, 'DE89370400440532013000', "Anna O'Neill", 'CS-7KQ4M2XD', 'FRST'),
  debit('R-2027-0002', 39600, 'DE02120300000000202051', 'Jürgen Weiß', 'CS-AB12CD34', 'FRST'),
  debit('R-2027-0003', 72000, 'AT611904300234573201', 'Zoë Ćosić', 'CS-ZZ99YY88', 'RCUR'),
];

const text = (node: ParentNode, selector: string) => node.querySelector(selector)?.textContent ?? '';

describe('the bank’s file (pain.008.001.08, SEPA Core)', () => {
  const xml = sepaCollectionFile(collection, debits, CREDITOR);

  it('is valid against the ISO 20022 schema', async () => {
    const result = await validateXML({ xml: [{ fileName: 'lastschriften.xml', contents: xml }], schema: [{ fileName: `${PAIN_FORMAT}.xsd`, contents: XSD }] });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('reads back with every IBAN, amount and mandate as in the records, one block per sequence', () => {
    const doc = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
    expect(doc.documentElement.namespaceURI).toBe(`urn:iso:std:iso:20022:tech:xsd:${PAIN_FORMAT}`);
    expect(text(doc, 'GrpHdr > MsgId')).toBe(collection.messageId);
    expect(text(doc, 'GrpHdr > NbOfTxs')).toBe('3');
    expect(text(doc, 'GrpHdr > CtrlSum')).toBe('2412.00');
    const blocks = [...doc.querySelectorAll('PmtInf')];
    expect(blocks.map((block) => [text(block, 'SeqTp'), text(block, 'LclInstrm > Cd'), text(block, 'ReqdColltnDt'), text(block, 'CdtrAcct IBAN'), text(block, 'CdtrSchmeId Othr > Id')])).toEqual([
      ['FRST', 'CORE', '2027-01-18', ACADEMY_IBAN, CREDITOR.id],
      ['RCUR', 'CORE', '2027-01-18', ACADEMY_IBAN, CREDITOR.id],
    ]);
    const read = [...doc.querySelectorAll('DrctDbtTxInf')].map((tx) => ({
      number: text(tx, 'EndToEndId'),
      amount: text(tx, 'InstdAmt'),
      currency: tx.querySelector('InstdAmt')?.getAttribute('Ccy'),
      mandate: text(tx, 'MndtId'),
      signed: text(tx, 'DtOfSgntr'),
      iban: text(tx, 'DbtrAcct IBAN'),
      name: text(tx, 'Dbtr > Nm'),
    }));
    expect(read).toEqual(
      debits.map((d) => ({
        number: d.invoice.number,
        amount: (d.invoice.amountCents / 100).toFixed(2),
        currency: 'EUR',
        mandate: d.invoice.document.sepa!.mandateReference,
        signed: '2027-01-04',
        iban: d.iban,
        name: sepaText(d.debtorName, 70),
      })),
    );
    expect(read.map((tx) => tx.name)).toEqual(["Anna O'Neill", 'Juergen Weiss', 'Zoe Cosic']);
  });

  it('is the same file when made again from the same records', () => {
    expect(sepaCollectionFile(collection, debits, CREDITOR)).toBe(xml);
  });
});
