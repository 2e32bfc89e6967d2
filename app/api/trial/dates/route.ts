import { deliveryService } from '@/lib/outbox/service';
import { emailConfig } from '@/lib/email/config';
import { nextTrialDates } from '@/lib/trial-dates';

/**
 * The next trial dates with the seats left on each, for the signup form (changes with every signup, so never cached),
 * and whether the parent gets a confirmation mail at once (the relay is on). Counts only, no personal data.
 */
export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'no-store' };

export async function GET() {
  if (!emailConfig().embedded) return Response.json({ error: 'Anmeldungen gehen über EmailJS' }, { status: 404, headers: noStore });
  const dates = nextTrialDates(new Date());
  try {
    const service = await deliveryService();
    const left = await service.seats!.seatsLeft(dates.map((trial) => trial.date));
    return Response.json(
      { confirmation: service.relaying, dates: dates.map((trial) => ({ date: trial.date, seatsLeft: left[trial.date] ?? 0 })) },
      { headers: noStore },
    );
  } catch (error) {
    console.error('Probestunde: freie Plätze nicht lesbar', error);
    return Response.json({ error: 'Datenbank nicht erreichbar' }, { status: 503, headers: noStore });
  }
}
