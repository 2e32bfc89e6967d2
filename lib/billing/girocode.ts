// Server only: the QR code is drawn into the invoice PDF.
import QRCode from 'qrcode';

/** A SEPA credit transfer a banking app fills in from a scan: the payee, the account, the amount, the reference. */
export interface TransferOrder {
  name: string;
  iban: string;
  bic?: string;
  amountCents: number;
  /** The invoice number (AGB § 6: "die Rechnungsnummer als Verwendungszweck"). */
  reference: string;
}

/**
 * The EPC QR code's text (EPC069-12 "Quick Response Code: Guidelines to Enable Data Capture for the Initiation of a
 * SEPA Credit Transfer", version 002, UTF-8), the "GiroCode" German banking apps scan: one field a line, in this order.
 */
export function epcPayload({ name, iban, bic, amountCents, reference }: TransferOrder): string {
  return ['BCD', '002', '1', 'SCT', bic ?? '', name.slice(0, 70), iban.replace(/\s+/g, ''), `EUR${(amountCents / 100).toFixed(2)}`, '', '', reference.slice(0, 140)].join('\n');
}

/** The GiroCode as a PNG, error correction M as EPC069-12 asks. */
export function giroCodePng(order: TransferOrder): Promise<Buffer> {
  return QRCode.toBuffer(epcPayload(order), { errorCorrectionLevel: 'M', type: 'png', margin: 2, scale: 6 });
}
