import { deliveryService } from '@/lib/outbox/service';

/**
 * For monitoring: which path enquiries take and whether they get through, as counts only (no personal data).
 * 503 when the outbox cannot be written, because then the forms cannot take enquiries.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const { status, report } = await (await deliveryService()).health();
  return Response.json(report, { status, headers: { 'cache-control': 'no-store' } });
}
