// Server only (pdfkit needs Node's fs, zlib and streams; next.config.mjs keeps it out of every bundle).
import PDFDocument from 'pdfkit';
import { invoiceCopy as copy } from '@/content/billing';
import { formatIsoDate } from '@/lib/calendar/dates';
import { isWinAnsi } from '@/lib/legal/win-ansi';
import { VAT_PERCENT } from './billing-periods.ts';
import { giroCodePng } from './girocode.ts';
import { euro } from './money.ts';
import type { Invoice } from './store.ts';

const A4 = { width: 595.28, height: 841.89 };
const LEFT = 62;
const RIGHT = A4.width - 62;
const WIDTH = RIGHT - LEFT;
const COLOR = { text: '#1f2937', heading: '#1e1b4b', muted: '#4b5563', rule: '#9ca3af', tint: '#f5f3ff' };

/** The standard PDF fonts show WinAnsi only: a character outside it (a rare letter in a name) becomes '?'. */
const winAnsi = (text: string) => [...text].map((char) => (isWinAnsi(char) ? char : '?')).join('');


/**
 * The invoice or Stornorechnung as an A4 PDF, with everything § 14 Abs. 4 UStG asks (seller and recipient with their
 * addresses, VAT ID, date, gapless number, service and its period, net, rate, VAT, gross) and how it is paid: for SEPA
 * the pre-notification (amount, day, mandate, creditor identifier), for a transfer the academy's account and a GiroCode.
 * Made from the record alone, so the same invoice gives the same document whenever it is opened.
 */
export async function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const { document: doc } = invoice;
  const issued = new Date(`${invoice.issueDate}T08:00:00Z`);
  const title = copy.title[invoice.kind];
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 20, left: LEFT, right: 62 },
    pdfVersion: '1.4',
    lang: 'de-DE',
    displayTitle: true,
    info: { Title: `${title} ${invoice.number}`, Author: doc.seller.name, CreationDate: issued, ModDate: issued },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: string; size?: number; color?: string } = {}) => {
    const { font = 'Helvetica', size = 10, color = COLOR.text, ...rest } = options;
    pdf.font(font).fontSize(size).fillColor(color).text(winAnsi(value), x, y, { lineBreak: rest.width !== undefined, ...rest });
  };

  // The seller, top right; the sender line and the recipient's address in the window of a DIN envelope.
  const sellerLines = [doc.seller.street, `${doc.seller.postalCode} ${doc.seller.city}`, doc.seller.email, `${copy.facts.vatId} ${doc.seller.vatId}`];
  text(doc.seller.name, 340, 56, { font: 'Helvetica-Bold', size: 13, color: COLOR.heading });
  sellerLines.forEach((line, index) => text(line, 340, 76 + index * 13, { size: 9, color: COLOR.muted }));
  text(`${doc.seller.name} · ${doc.seller.street} · ${doc.seller.postalCode} ${doc.seller.city}`, LEFT, 140, { size: 7.5, color: COLOR.muted });
  [doc.recipient.name, ...doc.recipient.lines].forEach((line, index) => text(line, LEFT, 156 + index * 14, { size: 11 }));

  // The facts block beside the address.
  const facts: [string, string][] = [
    [copy.facts.number, invoice.number],
    [copy.facts.date, formatIsoDate(invoice.issueDate)],
    [copy.facts.booking, doc.bookingNumber],
    [copy.facts.period, `${formatIsoDate(invoice.periodStart)} – ${formatIsoDate(invoice.periodEnd)}`],
  ];
  facts.forEach(([label, value], index) => {
    text(label, 340, 156 + index * 15, { size: 9, color: COLOR.muted });
    text(value, 450, 156 + index * 15, { size: 9.5, font: 'Helvetica-Bold' });
  });

  let y = 250;
  text(`${title} ${invoice.number}`, LEFT, y, { font: 'Helvetica-Bold', size: 17, color: COLOR.heading });
  y += 30;
  if (doc.cancels) {
    text(copy.cancels(doc.cancels.number, formatIsoDate(doc.cancels.issueDate), doc.cancels.reason), LEFT, y, { width: WIDTH, size: 10 });
    y = pdf.y + 12;
  } else {
    text(`Guten Tag ${doc.recipient.name},`, LEFT, y);
    text(copy.intro(doc.child), LEFT, y + 16, { width: WIDTH });
    y = pdf.y + 14;
  }

  // The one position, then the sums.
  const columns = { position: LEFT + 6, service: LEFT + 40, period: LEFT + 285, amount: RIGHT - 6 };
  pdf.rect(LEFT, y, WIDTH, 22).fill(COLOR.tint);
  text(copy.columns.position, columns.position, y + 7, { font: 'Helvetica-Bold', size: 9 });
  text(copy.columns.service, columns.service, y + 7, { font: 'Helvetica-Bold', size: 9 });
  text(copy.columns.period, columns.period, y + 7, { font: 'Helvetica-Bold', size: 9 });
  text(copy.columns.amount, columns.amount - 90, y + 7, { font: 'Helvetica-Bold', size: 9, width: 90, align: 'right' });
  y += 30;
  text('1', columns.position, y, { size: 10 });
  text(`${doc.service}, für ${doc.child}`, columns.service, y, { size: 10, width: 235 });
  const serviceBottom = pdf.y;
  text(`${formatIsoDate(invoice.periodStart)} – ${formatIsoDate(invoice.periodEnd)}`, columns.period, y, { size: 10 });
  text(euro(invoice.amountCents), columns.amount - 90, y, { size: 10, width: 90, align: 'right' });
  y = Math.max(serviceBottom, y + 14) + 10;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  y += 10;
  const sums: [string, string, boolean][] = [
    [copy.net, euro(invoice.netCents), false],
    [copy.vat(VAT_PERCENT), euro(invoice.vatCents), false],
    [copy.gross, euro(invoice.amountCents), true],
  ];
  for (const [label, value, strong] of sums) {
    text(label, RIGHT - 260, y, { size: strong ? 11 : 10, font: strong ? 'Helvetica-Bold' : 'Helvetica', width: 160 });
    text(value, RIGHT - 96, y, { size: strong ? 11 : 10, font: strong ? 'Helvetica-Bold' : 'Helvetica', width: 90, align: 'right' });
    y += strong ? 20 : 16;
  }
  y += 8;

  // How it is paid.
  const amount = euro(invoice.amountCents);
  const payment = (heading: string, body: string, rows: [string, string][]) => {
    text(heading, LEFT, y, { font: 'Helvetica-Bold', size: 12, color: COLOR.heading });
    text(body, LEFT, y + 18, { width: doc.transfer && invoice.kind === 'invoice' && invoice.method === 'transfer' ? WIDTH - 150 : WIDTH, size: 10 });
    y = pdf.y + 8;
    for (const [label, value] of rows) {
      text(label, LEFT, y, { size: 9.5, color: COLOR.muted });
      text(value, LEFT + 165, y, { size: 9.5, font: 'Helvetica-Bold' });
      y += 14;
    }
  };
  const paymentTop = y;
  if (invoice.kind === 'cancellation') {
    payment(copy.cancellation.heading, copy.cancellation.text, []);
  } else {
    text(copy.due(formatIsoDate(invoice.dueDate)), LEFT, y, { width: WIDTH, size: 10 });
    y = pdf.y + 14;
    if (invoice.method === 'sepa' && doc.sepa) {
      const day = formatIsoDate(invoice.collectionDate ?? invoice.dueDate);
      payment(copy.sepa.heading, copy.sepa.text(amount, day), [
        [copy.sepa.rows.day, day],
        [copy.sepa.rows.holder, doc.sepa.accountHolder],
        [copy.sepa.rows.iban, doc.sepa.ibanMasked],
        [copy.sepa.rows.mandate, doc.sepa.mandateReference],
        [copy.sepa.rows.creditorId, doc.sepa.creditorId],
      ]);
    } else if (invoice.method === 'transfer' && doc.transfer) {
      const qrTop = y;
      payment(copy.transfer.heading, copy.transfer.text(amount, formatIsoDate(invoice.dueDate)), [
        [copy.transfer.rows.holder, doc.transfer.accountHolder],
        [copy.transfer.rows.iban, doc.transfer.iban.replace(/(.{4})(?=.)/g, '$1 ')],
        ...(doc.transfer.bic ? ([[copy.transfer.rows.bic, doc.transfer.bic]] as [string, string][]) : []),
        [copy.transfer.rows.reference, invoice.number],
      ]);
      const qr = await giroCodePng({ name: doc.transfer.accountHolder, iban: doc.transfer.iban, ...(doc.transfer.bic ? { bic: doc.transfer.bic } : {}), amountCents: invoice.amountCents, reference: invoice.number });
      pdf.image(qr, RIGHT - 120, qrTop, { width: 120 });
      text(copy.transfer.qr, RIGHT - 128, qrTop + 124, { size: 7.5, color: COLOR.muted, width: 136, align: 'center' });
      y = Math.max(y, qrTop + 150);
    } else {
      payment(copy.card.heading, copy.card.text(amount, formatIsoDate(invoice.dueDate)), []);
    }
  }
  y = Math.max(y, paymentTop) + 12;
  text(copy.closing, LEFT, y, { width: WIDTH, size: 10 });

  const footer = copy.footer({
    name: doc.seller.name,
    address: `${doc.seller.street}, ${doc.seller.postalCode} ${doc.seller.city}`,
    director: doc.seller.managingDirector,
    register: doc.seller.register,
    vatId: doc.seller.vatId,
    email: doc.seller.email,
  });
  pdf.moveTo(LEFT, A4.height - 84).lineTo(RIGHT, A4.height - 84).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
  text(footer, LEFT, A4.height - 76, { size: 7.5, color: COLOR.muted, width: WIDTH, align: 'center' });
  pdf.end();
  return done;
}
