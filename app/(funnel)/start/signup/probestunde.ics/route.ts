import { siteConfig } from '@/content/site';
import { trialSlot } from '@/content/trial';
import { icsEvent } from '@/lib/calendar';
import { nextWeeklySlot } from '@/lib/dates';
import { absoluteUrl } from '@/lib/env';

// The date is the one the signup page shows today, so it is computed per request.
export const dynamic = 'force-dynamic';

export function GET() {
  const start = nextWeeklySlot(new Date(), trialSlot);
  const body = icsEvent({
    uid: `probestunde-${start.toISOString().slice(0, 10)}@${new URL(absoluteUrl('/')).hostname}`,
    start,
    durationMinutes: trialSlot.durationMinutes,
    summary: `Kostenlose Probestunde bei ${siteConfig.name}`,
    description: `Online-Probestunde (${trialSlot.durationMinutes} Minuten). Den Link zur Stunde schicken wir Ihnen per E-Mail. Fragen: ${siteConfig.phoneDisplay}, ${siteConfig.email}`,
    location: 'Online',
    url: absoluteUrl('/start/signup'),
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="codingstars-probestunde.ics"',
      'cache-control': 'no-store',
    },
  });
}
