import { nextTrialDates } from '@/lib/trial/dates';
import { trialOn } from '@/lib/trial/time';
import { isDerivedToken, type LinkMaker } from './links';
import { trialDateLabel, trialDayLabel, type CancelView, type MoveView, type StopView, type WaitlistView } from './link-views';
import { formatBerlinDateTime } from './parent-mails';
import { isMovable } from './moving';
import type { TrialSeats, TrialSignup } from './seats';

/**
 * What the pages behind the links in a parent's mails show, and what their button does: free the seat, move it, take
 * a seat offered from the waitlist, leave the waitlist, stop the mails after the lesson. Each answer is a state the page turns into words
 * (content/trial-links.ts); the route handlers in app/api/trial/* only add the rate limit.
 */
export interface LinkDeps {
  seats: TrialSeats;
  links: LinkMaker;
  /** Starts sending what a change queued. */
  kick(): void;
  now?: Date;
}

/** A cancel token: derived (lib/trial/links.ts), or random from before 2026-11-26 (only its hash is kept). */
async function signupOfCancelToken({ seats, links }: LinkDeps, token: string): Promise<TrialSignup | undefined> {
  if (!token) return undefined;
  if (isDerivedToken(token)) {
    const id = links.idOf('cancel', token);
    return id ? seats.signup(id) : undefined;
  }
  return seats.signupByLegacyToken(token);
}

/** The link works while the seat is booked and until the lesson has ended. */
function cancelViewOf(signup: TrialSignup | undefined, now: Date): CancelView {
  if (!signup) return { state: 'invalid' };
  const date = trialDateLabel(signup.date);
  if (signup.status === 'cancelled') return { state: 'already', date };
  if (now.getTime() >= Date.parse(trialOn(signup.date).end)) return { state: 'past', date };
  return { state: 'ask', date };
}

export async function cancelView(deps: LinkDeps, token: string): Promise<CancelView> {
  return cancelViewOf(await signupOfCancelToken(deps, token), deps.now ?? new Date());
}

/** Frees the seat on the parent's click (a mail scanner that only opens the link frees nothing). */
export async function cancelSeat(deps: LinkDeps, token: string): Promise<CancelView> {
  const signup = await signupOfCancelToken(deps, token);
  const before = cancelViewOf(signup, deps.now ?? new Date());
  if (before.state !== 'ask' || !signup) return before;
  const cancelled = await deps.seats.cancel(signup.id, deps.now);
  if (cancelled) deps.kick();
  return { state: cancelled ? 'done' : 'already', date: before.date };
}

async function moveChoice(deps: LinkDeps, signup: TrialSignup, state: 'choose' | 'full' | 'limit'): Promise<MoveView> {
  const now = deps.now ?? new Date();
  const dates = nextTrialDates(now).map((trial) => trial.date);
  const left = await deps.seats.seatsLeft(dates);
  const missed = signup.attendance === 'missed' && now.getTime() >= Date.parse(trialOn(signup.date).start);
  return {
    state,
    date: trialDateLabel(signup.date),
    current: signup.date,
    options: dates.map((date) => ({ date, label: trialDayLabel(date), seatsLeft: left[date] ?? 0, current: date === signup.date })),
    ...(missed ? { missed } : {}),
  };
}

async function movable(deps: LinkDeps, token: string): Promise<{ signup: TrialSignup } | { view: MoveView }> {
  const id = deps.links.idOf('move', token);
  const signup = id ? await deps.seats.signup(id) : undefined;
  if (!signup) return { view: { state: 'invalid' } };
  if (signup.status === 'cancelled') return { view: { state: 'cancelled', date: trialDateLabel(signup.date) } };
  // After its lesson only a seat marked "Nicht gekommen" moves: the offer of a new date links here.
  if (!isMovable(signup, deps.now ?? new Date())) return { view: { state: 'started', date: trialDateLabel(signup.date) } };
  return { signup };
}

/** The seat's date and the next four trial dates with their free seats (a missed date: the words say so). */
export async function moveView(deps: LinkDeps, token: string): Promise<MoveView> {
  const found = await movable(deps, token);
  return 'view' in found ? found.view : moveChoice(deps, found.signup, 'choose');
}

/** Moves the seat to `date`, one of the dates offered; a date that filled meanwhile answers with fresh choices. */
export async function moveSeat(deps: LinkDeps, token: string, date: string): Promise<MoveView> {
  const found = await movable(deps, token);
  if ('view' in found) return found.view;
  const { signup } = found;
  if (!nextTrialDates(deps.now ?? new Date()).some((trial) => trial.date === date) || date === signup.date) return moveChoice(deps, signup, 'choose');
  const result = await deps.seats.move(signup.id, date, deps.now);
  if (result.status === 'moved') {
    deps.kick();
    return { state: 'moved', date: trialDateLabel(date), from: trialDateLabel(signup.date) };
  }
  if (result.status === 'unchanged') return moveView(deps, token);
  return moveChoice(deps, (await deps.seats.signup(signup.id)) ?? signup, result.status);
}

async function waitlistViewOf(deps: LinkDeps, id: string | undefined): Promise<WaitlistView> {
  const entry = id ? await deps.seats.waitlistEntry(id) : undefined;
  if (!entry) return { state: 'invalid' };
  const date = trialDateLabel(entry.date);
  switch (entry.status) {
    case 'waiting':
      return { state: 'waiting', date, position: entry.position ?? 1 };
    case 'offered':
      return { state: 'offered', date, until: formatBerlinDateTime(new Date(entry.offerUntil!)) };
    default:
      return { state: entry.status, date };
  }
}

/** Behind the offer's link: the seat held, until when; or why not any more. */
export const claimView = (deps: LinkDeps, token: string) => waitlistViewOf(deps, deps.links.idOf('claim', token));

/** Takes the seat held for this family; 'booked' on success. */
export async function claimSeat(deps: LinkDeps, token: string): Promise<WaitlistView> {
  const id = deps.links.idOf('claim', token);
  if (!id) return { state: 'invalid' };
  const result = await deps.seats.claim(id, deps.now);
  if (result.status === 'booked' || result.status === 'expired') deps.kick();
  if (result.status === 'booked') return { state: 'booked', date: trialDateLabel(result.date) };
  return waitlistViewOf(deps, id);
}

/** Behind the leave link: the place in the line (or the offer). */
export const leaveView = (deps: LinkDeps, token: string) => waitlistViewOf(deps, deps.links.idOf('leave', token));

/** Takes the family off the list; 'left' on success, and a seat held for it goes on. */
export async function leaveWaitlist(deps: LinkDeps, token: string): Promise<WaitlistView> {
  const id = deps.links.idOf('leave', token);
  if (!id) return { state: 'invalid' };
  if (await deps.seats.leave(id, deps.now)) deps.kick();
  return waitlistViewOf(deps, id);
}

/** The stop link: the seat's date and whether the family has stopped the mails after the lesson already. */
async function stopViewOf(deps: LinkDeps, id: string | undefined): Promise<StopView> {
  const signup = id ? await deps.seats.signup(id) : undefined;
  if (!signup) return { state: 'invalid' };
  return { state: signup.mailStopped ? 'stopped' : 'ask', date: trialDateLabel(signup.date) };
}

export const stopView = (deps: LinkDeps, token: string) => stopViewOf(deps, deps.links.idOf('stop', token));

/** Ends the mails after the lesson on the parent's click (a mail scanner that only opens the link stops nothing). */
export async function stopMail(deps: LinkDeps, token: string): Promise<StopView> {
  const id = deps.links.idOf('stop', token);
  if (!id) return { state: 'invalid' };
  await deps.seats.stopMail(id, deps.now);
  return stopViewOf(deps, id);
}
