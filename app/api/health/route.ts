import { deliveryService } from '@/lib/outbox/service';

/**
 * For monitoring: which path enquiries take and whether they get through, as counts only (no personal data).
 * 503 when the outbox cannot be written, because then the forms cannot take enquiries.
 */
export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'no-store' };

export async function GET() {
  try {
    const { status, report } = await (await deliveryService()).health();
    return Response.json(report, { status, headers: noStore });
  } catch (error) {
    // The forms cannot take enquiries either: say so like any other outage, the details stay in the server log.
    console.error('Zustellung der Anfragen nicht gestartet', error);
    return Response.json({ outbox: 'unavailable', reason: 'Zustellung der Anfragen nicht gestartet, siehe Server-Log' }, { status: 503, headers: noStore });
  }
}
