import { trialFollowUp } from '@/content/trial';
import { berlinTime } from '@/lib/calendar/dates';
import { addDays } from '@/lib/calendar/lesson-calendar';
import { clockMinutes } from '@/content/format';
import { trialOn } from '@/lib/trial/time';

/**
 * When things happen around one trial date (content/trial.ts, trialFollowUp): the reminders, the team's list, the
 * waitlist's offers. Pure functions of the date and `now`; the queue rows carry the instants they return.
 */

const HOUR_MS = 60 * 60 * 1000;

/** The instant Berlin's clock shows `time` ('HH:MM') on `date` ('YYYY-MM-DD'). */
export function atBerlin(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const minutes = clockMinutes(time);
  return berlinTime(year, month, day, Math.floor(minutes / 60), minutes % 60);
}

export type ReminderKind = 'day-before' | 'same-day';
export const REMINDER_KINDS: readonly ReminderKind[] = ['day-before', 'same-day'];

/** When each reminder of a trial date is due: 17:00 on the day before, 16:00 on the day. */
export function reminderTime(date: string, kind: ReminderKind): Date {
  return kind === 'day-before' ? atBerlin(addDays(date, -1), trialFollowUp.dayBeforeReminder) : atBerlin(date, trialFollowUp.sameDayReminder);
}

/**
 * The reminders a seat taken (or moved to this date) at `now` gets. One whose time has passed is skipped, except the
 * one on the day: a family that books after 16:00 gets it at once, since it carries the way into the lesson.
 * Nothing once the lesson is over.
 */
export function remindersFor(date: string, now: Date): { kind: ReminderKind; dueAt: Date }[] {
  if (now.getTime() >= Date.parse(trialOn(date).end)) return [];
  return REMINDER_KINDS.flatMap((kind) => {
    const at = reminderTime(date, kind);
    if (at.getTime() > now.getTime()) return [{ kind, dueAt: at }];
    return kind === 'same-day' ? [{ kind, dueAt: now }] : [];
  });
}

/** When the team gets the list of a trial date's children: 08:00 on the day. */
export const teamListTime = (date: string) => atBerlin(date, trialFollowUp.teamList);

/** The last moment a freed seat of `date` is offered to the waitlist (14:00 on the day). */
export const lastOfferTime = (date: string) => atBerlin(date, trialFollowUp.waitlistLastOffer);

/**
 * Until when a seat freed at `now` is held for the first family on the waitlist: 12 hours, or until 14:00 on the trial
 * day, whichever comes first. Undefined from 14:00 on: then a freed seat is open to anyone.
 */
export function offerDeadline(date: string, now: Date): Date | undefined {
  const last = lastOfferTime(date).getTime();
  if (now.getTime() >= last) return undefined;
  return new Date(Math.min(now.getTime() + trialFollowUp.waitlistHoldHours * HOUR_MS, last));
}

/** Whether a full date still takes families on its waitlist: only while a freed seat could still be offered. */
export const waitlistOpen = (date: string, now: Date) => now.getTime() < lastOfferTime(date).getTime();
