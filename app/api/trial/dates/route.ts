import { deliveryService } from '@/lib/outbox/service';
import { emailConfig } from '@/lib/email/config';
import { nextTrialDates } from '@/lib/trial/dates';
import { waitlistOpen } from '@/lib/trial/schedule';

/**
 * The next trial dates with the seats left on each and, for a full one, whether its waitlist still takes families
 * and how many wait; and whether the parent gets mails (the relay is on). Changes with every signup, so never cached.
 * Counts only, no personal data.
 */
export const dynamic = 'force-dynamic';

const noStore = { 'cache-control': 'no-store' };

export async function GET() {
  if (!emailConfig().embedded) return Response.json({ error: 'Anmeldungen gehen über EmailJS' }, { status: 404, headers: noStore });
  const now = new Date();
  const dates = nextTrialDates(now);
  try {
    const service = await deliveryService();
    const availability = await service.seats!.availability(dates.map((trial) => trial.date));
    return Response.json(
      {
        confirmation: service.relaying,
        dates: availability.map(({ date, seatsLeft, waiting }) => ({ date, seatsLeft, waitlistOpen: seatsLeft === 0 && waitlistOpen(date, now), waiting })),
      },
      { headers: noStore },
    );
  } catch (error) {
    console.error('Probestunde: freie Plätze nicht lesbar', error);
    return Response.json({ error: 'Datenbank nicht erreichbar' }, { status: 503, headers: noStore });
  }
}
