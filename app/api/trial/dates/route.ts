import { deliveryService } from '@/lib/outbox/service';
import { emailConfig } from '@/lib/email/config';
import { offeredTrialSeats } from '@/lib/trial/offer';

/**
 * The next trial dates with the seats left on each (lib/trial/offer.ts), and whether the parent gets mails (the relay
 * is on). Changes with every signup, so never cached. Counts only, no personal data.
 */
export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'no-store' };

export async function GET() {
  if (!emailConfig().embedded) return Response.json({ error: 'Anmeldungen gehen über EmailJS' }, { status: 404, headers: noStore });
  try {
    const service = await deliveryService();
    const dates = await offeredTrialSeats(service.seats!, new Date());
    return Response.json({ confirmation: service.relaying, dates }, { headers: noStore });
  } catch (error) {
    console.error('Probestunde: freie Plätze nicht lesbar', error);
    return Response.json({ error: 'Datenbank nicht erreichbar' }, { status: 503, headers: noStore });
  }
}
