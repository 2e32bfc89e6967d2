// Server only: the bank's file holds the families' IBANs in full; it is made on request for the signed-in team.
import SEPA from 'sepa';
import type { Debit, SepaCollection } from './store.ts';

/** The format German banks take for SEPA Core direct debits since November 2023 (DK, Anlage 3 DFÜ-Abkommen). */
export const PAIN_FORMAT = 'pain.008.001.08';

export interface Creditor {
  name: string;
  /** SEPA_CREDITOR_ID */
  id: string;
  /** SEPA_CREDITOR_IBAN, SEPA_CREDITOR_BIC */
  iban: string;
  bic?: string;
}

const TRANSLITERATION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', '„': '"', '“': '"', '–': '-' };

/**
 * A name or text in the SEPA basic character set (EPC: a–z, A–Z, 0–9, / - ? : ( ) . , ' + and space): umlauts written
 * out, other accents dropped, anything else a space, so every bank takes it.
 */
export function sepaText(value: string, max: number): string {
  const plain = [...value]
    .map((char) => TRANSLITERATION[char] ?? char)
    .join('')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.slice(0, max);
}

/** 'YYYY-MM-DD' as the library wants it: a local date, written back as the same day. */
const localDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
};

/**
 * The SEPA direct debit file of one exported collection (pain.008.001.08, Core), made by sepa.js from the records: one
 * payment block per sequence type (FRST, RCUR), each debit with its invoice number as the end-to-end id, its mandate
 * and the day the mandate was given. The same collection gives the same file, so it can be downloaded again.
 */
export function sepaCollectionFile(collection: SepaCollection, debits: readonly Debit[], creditor: Creditor): string {
  const doc = new SEPA.Document(PAIN_FORMAT);
  doc.grpHdr.id = collection.messageId;
  doc.grpHdr.created = new Date(collection.createdAt);
  doc.grpHdr.initiatorName = sepaText(creditor.name, 70);
  for (const sequence of ['FRST', 'RCUR'] as const) {
    const group = debits.filter((debit) => (debit.invoice.sequenceType ?? 'RCUR') === sequence);
    if (group.length === 0) continue;
    const info = doc.createPaymentInfo();
    info.collectionDate = localDay(collection.collectionDate);
    info.creditorIBAN = creditor.iban;
    if (creditor.bic) info.creditorBIC = creditor.bic;
    info.creditorName = sepaText(creditor.name, 70);
    info.creditorId = creditor.id;
    info.localInstrumentation = 'CORE';
    info.sequenceType = sequence;
    info.batchBooking = true;
    for (const debit of group) {
      const tx = info.createTransaction();
      tx.debtorName = sepaText(debit.debtorName, 70);
      tx.debtorIBAN = debit.iban;
      tx.mandateId = sepaText(debit.invoice.document.sepa?.mandateReference ?? '', 35);
      tx.mandateSignatureDate = localDay(debit.mandateDate);
      tx.amount = debit.invoice.amountCents / 100;
      tx.remittanceInfo = sepaText(`Rechnung ${debit.invoice.number} CodingStars ${debit.invoice.document.child}`, 140);
      tx.end2endId = debit.invoice.number;
      info.addTransaction(tx);
    }
    doc.addPaymentInfo(info);
  }
  return doc.toString();
}

/** The file's name for the download: 'codingstars-lastschriften-2027-01-18-1.xml'. */
export const sepaFileName = (collection: Pick<SepaCollection, 'collectionDate' | 'messageId'>) => `codingstars-lastschriften-${collection.collectionDate}-${collection.messageId.split('-')[3] ?? '1'}.xml`;
