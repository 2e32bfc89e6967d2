import { TRIAL_TIME } from '@/content/trial';
import { formatLongDate } from '@/lib/calendar/dates';
import { trialOn } from '@/lib/trial/time';

/**
 * What the pages behind the links in a parent's mail show (lib/trial/link-actions.ts answers with these; the client
 * leaves in components/trial/ turn them into words). Plain data, safe to import in the browser.
 */

/** 'Mittwoch, 6. Januar 2027' */
export const trialDayLabel = (date: string) => formatLongDate(new Date(trialOn(date).start));

/** 'Mittwoch, 6. Januar 2027, 17:00–18:30 Uhr' */
export const trialDateLabel = (date: string) => `${trialDayLabel(date)}, ${TRIAL_TIME}\u00a0Uhr`;

/** The cancel link: the seat to free, or why there is nothing to do. */
export type CancelState = 'ask' | 'done' | 'already' | 'past' | 'invalid';
export type CancelView = { state: CancelState; date?: string };

export interface MoveOption {
  date: string;
  /** 'Mittwoch, 13. Januar 2027' (the time is the trial's, the same every date) */
  label: string;
  seatsLeft: number;
  /** The date the seat has now. */
  current: boolean;
}

/** The move link: choose a date (again after a date filled meanwhile), moved, or why not. */
export type MoveView =
  /** `missed`: the seat's lesson is over and the child was not there; the family catches up on a new date. */
  | { state: 'choose' | 'full' | 'limit'; date: string; current: string; options: MoveOption[]; missed?: boolean }
  | { state: 'moved'; date: string; from: string }
  | { state: 'cancelled' | 'started'; date: string }
  | { state: 'invalid' };

/** The waitlist's links (take the offered seat, leave the list): where the family stands. */
export type WaitlistView =
  | { state: 'waiting'; date: string; position: number }
  | { state: 'offered'; date: string; until: string }
  | { state: 'booked' | 'claimed' | 'expired' | 'left'; date: string }
  | { state: 'invalid' };

/** The stop link of the mails after the lesson: ask, or stopped (also when opened again). */
export type StopView = { state: 'ask' | 'stopped'; date: string } | { state: 'invalid' };
