import type { TrialDateOption } from '@/lib/forms/enquiry-form-state';
import { nextTrialDates } from './dates';
import { trialDayLabel } from './link-views';
import { waitlistOpen } from './schedule';
import type { TrialSeats } from './seats';

/** The next four trial dates in words, seats not known yet: what the signup page renders into its HTML. */
export const offeredTrialDates = (now: Date): TrialDateOption[] =>
  nextTrialDates(now).map(({ date }) => ({ date, label: trialDayLabel(date) }));

/**
 * The next four trial dates with the seats left on each and, for a full one, whether its waitlist still takes
 * families and how many wait. Counts only, no personal data: /api/trial/dates sends it to the form's script, and a
 * form post is answered with it.
 */
export async function offeredTrialSeats(seats: TrialSeats, now: Date): Promise<TrialDateOption[]> {
  const offered = offeredTrialDates(now);
  const availability = await seats.availability(offered.map((option) => option.date));
  return availability.map(({ date, seatsLeft, waiting }, index) => ({
    date,
    label: offered[index]!.label,
    seatsLeft,
    waitlist: { open: seatsLeft === 0 && waitlistOpen(date, now), waiting },
  }));
}
