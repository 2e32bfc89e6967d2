import { trialSignupCopy as copy } from '@/content/trial-signup';
import type { SendResult } from '@/lib/email/send';
import type { TrialDateOption } from './enquiry-form-state';
import type { SubmitOutcome } from './outbox-submission';

/** An option that can be chosen: a date with seats (or seats unknown), or a full one whose waitlist is open. */
export const isFull = (option: TrialDateOption) => option.seatsLeft === 0;
export const isChoosable = (option: TrialDateOption) => !isFull(option) || Boolean(option.waitlist?.open);

/** The outcome of a trial signup as the EmailJS-compatible endpoint answered it (the form with script). */
export function outcomeOfAnswer(result: SendResult): SubmitOutcome | undefined {
  if (result.ok) {
    const place = Number(/^OK: Warteliste (\d+)$/.exec(result.text ?? '')?.[1] ?? 0);
    return place > 0 ? { kind: 'waitlisted', position: place } : { kind: 'booked' };
  }
  if (result.status !== 409) return undefined;
  if (result.text?.includes('Warteliste geschlossen')) return { kind: 'waitlist-closed' };
  return result.text?.includes('ausgebucht') ? { kind: 'full' } : { kind: 'limit' };
}

interface TrialContext {
  /** The date the parent chose. */
  chosen: TrialDateOption | undefined;
  /** The dates as the server sees them now (after 'ausgebucht': the next one with seats is offered). */
  options: readonly TrialDateOption[];
  /** Whether the parent gets mails from the site (the relay is on). */
  confirmation: boolean;
}

/**
 * The words of a trial signup's outcome, the same with script and without: a success detail, or an error detail with
 * the date the form now proposes (`propose`). Undefined for outcomes every form words alike (the database away).
 */
export function trialOutcomeText(
  outcome: SubmitOutcome,
  { chosen, options, confirmation }: TrialContext,
): { success?: string; error?: string; propose?: string } | undefined {
  const label = chosen?.label ?? '';
  switch (outcome.kind) {
    case 'booked':
      return { success: `${copy.booked(label)} ${confirmation ? copy.confirmationSent : copy.confirmationByTeam}` };
    case 'waitlisted':
      return { success: `${copy.waitlisted(label, outcome.position)} ${confirmation ? copy.waitlistMailSent : copy.waitlistByTeam}` };
    case 'waitlist-closed':
      return { error: copy.waitlistClosed };
    case 'limit':
      return { error: copy.limit };
    case 'date-gone':
      return { error: copy.dateGone };
    case 'full': {
      const next = options.find((option) => !isFull(option) && option.date !== chosen?.date);
      return { error: copy.fullNow(next?.label), propose: next?.date };
    }
    default:
      return undefined;
  }
}
