import { invoiceCopy } from '@/content/billing';
import { requireStaff } from '@/lib/auth/session';
import { invoicePdf } from '@/lib/billing/invoice-pdf';
import { deliveryService } from '@/lib/outbox/service';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** /intern/rechnungen/R-2027-0001: the invoice's PDF as the family got it, made from its record. The session first. */
export async function GET(_request: Request, { params }: RouteContext<'/intern/rechnungen/[nummer]'>) {
  await requireStaff();
  const { nummer } = await params;
  const { billing } = await deliveryService();
  const invoice = billing && /^R-\d{4}-\d{4,}$/.test(nummer) ? await billing.invoiceByNumber(nummer) : undefined;
  if (!invoice) return new Response('Diese Rechnung gibt es nicht.\n', { status: 404, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(await invoicePdf(invoice)), {
    headers: { ...PRIVATE, 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${invoiceCopy.fileName(invoice.number)}"` },
  });
}
