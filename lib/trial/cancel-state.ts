import { TRIAL_TIME } from '@/content/trial';
import { formatLongDate } from '@/lib/dates';
import { trialOn } from '@/lib/trial-time';
import type { TrialSignup } from './seats';

/** What the cancel page shows for a token: the seat to free, or why there is nothing to do. */
export type CancelState = 'ask' | 'done' | 'already' | 'past' | 'invalid';

/** 'Mittwoch, 6. Januar 2027, 17:00–18:30 Uhr' */
export const trialDateLabel = (date: string) => `${formatLongDate(new Date(trialOn(date).start))}, ${TRIAL_TIME}\u00a0Uhr`;

/** The link works while the seat is booked and until the lesson has ended. */
export function cancelStateOf(signup: TrialSignup | undefined, now = Date.now()): { state: CancelState; date?: string } {
  if (!signup) return { state: 'invalid' };
  const date = trialDateLabel(signup.date);
  if (signup.status === 'cancelled') return { state: 'already', date };
  if (now >= Date.parse(trialOn(signup.date).end)) return { state: 'past', date };
  return { state: 'ask', date };
}
