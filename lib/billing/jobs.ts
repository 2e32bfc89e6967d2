import type { Address, SendMailOptions } from 'nodemailer';
import { invoiceMailCopy as copy, invoiceCopy } from '@/content/billing';
import { formatIsoDate } from '@/lib/calendar/dates';
import { messageIdFor, PLAIN_ADDRESS } from '@/lib/outbox/mail';
import type { OutboxRecord } from '@/lib/outbox/record';
import { DONE, type Outgoing } from '@/lib/outbox/relay';
import { renderMail, type MailBlock } from '@/lib/trial/mail-layout';
import { invoicePdf } from './invoice-pdf.ts';
import { euro } from './money.ts';
import { BILLING_TEMPLATES, type Billing, type Invoice } from './store.ts';

/**
 * What the queue does with billing's rows (STYLE.md habit 12): the billing run is a task that issues each invoice whose
 * day has come and queues the next day's run; an invoice or Stornorechnung mail is built from its record when it leaves,
 * with the PDF attached.
 */

export interface BillingMailContext {
  billing: Billing;
  from: string | Address;
  replyTo: string;
  siteUrl: string;
}

const TEMPLATES: readonly string[] = Object.values(BILLING_TEMPLATES);
export const isBillingTemplate = (templateId: string) => TEMPLATES.includes(templateId);
/** The billing run needs no mail server: it runs while the mail server is away, too. */
export const isBillingTask = (record: OutboxRecord) => record.templateId === BILLING_TEMPLATES.run;

/** 'Frau O'Neill' from the name the invoice is addressed to: the invoice knows no salutation, so the full name. */
const greetingName = (invoice: Invoice) => invoice.document.recipient.name;

/** The invoice mail: the overview, the pre-notification (SEPA) or the way to pay (transfer, card), the PDF attached. */
export async function invoiceMail(record: OutboxRecord, invoice: Invoice, context: BillingMailContext): Promise<SendMailOptions> {
  const { document: doc } = invoice;
  if (!PLAIN_ADDRESS.test(doc.email)) throw new Error('Rechnung: keine gültige Empfängeradresse');
  const amount = euro(invoice.amountCents);
  const period = `${formatIsoDate(invoice.periodStart)} – ${formatIsoDate(invoice.periodEnd)}`;
  const blocks: MailBlock[] = [{ kind: 'p', text: copy.greeting(greetingName(invoice)) }];
  let subject: string;
  if (invoice.kind === 'cancellation') {
    subject = copy.subject.cancellation(invoice.number, doc.cancels?.number ?? '');
    blocks.push({ kind: 'p', text: copy.cancellationIntro(doc.cancels?.number ?? '', doc.cancels?.reason ?? '') }, { kind: 'p', text: copy.cancellationPayment });
  } else {
    const due = formatIsoDate(invoice.dueDate);
    blocks.push(
      { kind: 'p', text: copy.intro(doc.child, period) },
      { kind: 'h', text: copy.summaryHeading },
      { kind: 'list', items: [`${copy.rows.number}: ${invoice.number}`, `${copy.rows.amount}: ${amount}`, `${copy.rows.period}: ${period}`, `${copy.rows.due}: ${due}`] },
    );
    if (invoice.method === 'sepa' && doc.sepa) {
      const day = formatIsoDate(invoice.collectionDate ?? invoice.dueDate);
      subject = copy.subject.sepa(invoice.number, day);
      blocks.push(
        { kind: 'h', text: copy.sepaHeading },
        { kind: 'p', text: copy.sepa(amount, day) },
        {
          kind: 'list',
          items: [`${copy.sepaRows.day}: ${day}`, `${copy.sepaRows.mandate}: ${doc.sepa.mandateReference}`, `${copy.sepaRows.creditorId}: ${doc.sepa.creditorId}`, `${copy.sepaRows.iban}: ${doc.sepa.ibanMasked}`],
        },
      );
    } else if (invoice.method === 'transfer' && doc.transfer) {
      subject = copy.subject.transfer(invoice.number);
      blocks.push(
        { kind: 'h', text: copy.transferHeading },
        { kind: 'p', text: copy.transfer(amount, due) },
        {
          kind: 'list',
          items: [
            `${copy.transferRows.holder}: ${doc.transfer.accountHolder}`,
            `${copy.transferRows.iban}: ${doc.transfer.iban.replace(/(.{4})(?=.)/g, '$1 ')}`,
            ...(doc.transfer.bic ? [`${copy.transferRows.bic}: ${doc.transfer.bic}`] : []),
            `${copy.transferRows.reference}: ${invoice.number}`,
          ],
        },
      );
    } else {
      subject = copy.subject.card(invoice.number);
      blocks.push({ kind: 'p', text: copy.card(amount, due) });
    }
  }
  blocks.push({ kind: 'p', text: copy.attachment }, { kind: 'p', text: copy.closing });
  return {
    from: context.from,
    to: doc.email,
    replyTo: context.replyTo,
    subject,
    messageId: messageIdFor(record.id, new URL(context.siteUrl).hostname),
    ...renderMail(blocks),
    attachments: [{ filename: invoiceCopy.fileName(invoice.number), content: await invoicePdf(invoice), contentType: 'application/pdf' }],
  };
}

/**
 * What the relay does with a billing row: the run (then tomorrow's is queued, so the chain never ends), or the mail of
 * an invoice read from its record. Undefined for rows that are not billing's.
 */
export async function billingMessage(record: OutboxRecord, context: BillingMailContext): Promise<Outgoing | undefined> {
  if (!isBillingTemplate(record.templateId)) return undefined;
  const { billing } = context;
  if (record.templateId === BILLING_TEMPLATES.run) {
    const { issued, cancelled } = await billing.run();
    if (issued + cancelled > 0) console.log(`Rechnungen: ${issued} ausgestellt, ${cancelled} storniert.`);
    await billing.queueDailyRuns();
    return DONE;
  }
  const invoice = await billing.invoiceById(record.params.invoice_id ?? '');
  if (!invoice) throw new Error(`Rechnung ${record.params.invoice_id ?? '?'} nicht gefunden`);
  return invoiceMail(record, invoice, context);
}
