import { siteConfig } from '@/content/site';
import { icsEvent } from '@/lib/calendar/ics';
import { absoluteUrl } from '@/lib/server/env';
import { isTrialDate, nextTrialDate, trialOn, type TrialDate } from './dates';

/**
 * The date the calendar file of /start/signup names: the one asked for (`?datum=YYYY-MM-DD`, the date the page shows
 * the visitor) while it is a trial date still to come, otherwise the next trial date by the server's clock.
 * Undefined only when the lessons calendar has run out.
 */
export function trialDateForCalendarFile(requested: string | null, now: Date): TrialDate | undefined {
  if (requested && isTrialDate(requested, now)) return trialOn(requested);
  return nextTrialDate(now);
}

/** The calendar file (RFC 5545) of one trial lesson, or undefined when there is no date to offer. */
export function trialCalendarFile(trial: TrialDate | undefined, now: Date): string | undefined {
  if (!trial) return undefined;
  const minutes = (Date.parse(trial.end) - Date.parse(trial.start)) / 60_000;
  return icsEvent(
    {
      uid: `probestunde-${trial.date}@${new URL(absoluteUrl('/')).hostname}`,
      start: new Date(trial.start),
      durationMinutes: minutes,
      summary: `Kostenlose Probestunde bei ${siteConfig.name}`,
      description: `Online-Probestunde (${minutes} Minuten). Den Link zur Stunde schicken wir Ihnen per E-Mail. Fragen: ${siteConfig.phoneDisplay}, ${siteConfig.email}`,
      location: 'Online',
      url: absoluteUrl('/start/signup'),
    },
    now,
  );
}
