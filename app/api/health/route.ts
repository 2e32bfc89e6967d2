import { env } from '@/lib/server/env';
import { deliveryService } from '@/lib/outbox/service';

/**
 * For monitoring: which path enquiries take and whether they get through, as counts only (no personal data).
 * 503 when the database cannot be written, because then the forms cannot take enquiries.
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
    const database = env.database.url ? 'postgres' : 'sqlite';
    return Response.json(
      { delivery: env.delivery, database, outbox: 'unwritable', reason: 'Datenbank nicht erreichbar, siehe Server-Log' },
      { status: 503, headers: noStore },
    );
  }
}
