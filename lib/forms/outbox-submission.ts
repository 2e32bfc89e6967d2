import { enquiryMailCopy } from '@/content/enquiry-mail';
import { TRIAL_ORIGIN_KEY } from '@/lib/booking/trial-origin';
import { EMBEDDED } from '@/lib/email/config';
import { deliveryService } from '@/lib/outbox/service';
import { createRateLimiter } from '@/lib/security/rate-limit';
import { isTrialDate } from '@/lib/trial/dates';
import { trialDateLabel, trialDayLabel } from '@/lib/trial/link-views';

/**
 * What the embedded outbox makes of one accepted request, whichever way it came: the EmailJS-compatible endpoint
 * (app/api/v1.0/email/send, the forms with script) or a form post to the page (lib/forms/enquiry-action.ts, before or
 * without script). Both call these functions, so a request is limited, stored and answered the same way.
 */
export type SubmitOutcome =
  | { kind: 'accepted' }
  /** A membership booking is on record under this number; `mailed`: its receipt is on its way (the relay is on). */
  | { kind: 'booking'; number: string; mailed: boolean }
  /** A direct debit while this server has no SEPA_CREDITOR_ID. */
  | { kind: 'no-sepa' }
  /** A trial seat is held on the chosen date. */
  | { kind: 'booked' }
  | { kind: 'waitlisted'; position: number }
  /** The date filled up (and the parent did not ask for its waitlist). */
  | { kind: 'full' }
  | { kind: 'waitlist-closed' }
  /** A third seat of one parent or sender on one date. */
  | { kind: 'limit' }
  /** The chosen trial date is not (or no longer) one of those offered. */
  | { kind: 'date-gone' }
  | { kind: 'unavailable' };

const LIMIT_PER_MINUTE = Number(process.env.OUTBOX_RATE_LIMIT_PER_MINUTE ?? 20);

type Service = Awaited<ReturnType<typeof deliveryService>>;

/**
 * Counts one request of `client` against the outbox's limit per minute (in the database, so it holds across
 * instances). Resolves the service to store with, or 'too-many'; throws while the database is away.
 */
export async function admitSender(client: string): Promise<Service | 'too-many'> {
  const service = await deliveryService();
  const allow = createRateLimiter(service.db!, { limit: LIMIT_PER_MINUTE, windowMs: 60_000 });
  return (await allow(`send:${client}`)) ? service : 'too-many';
}

interface Submission {
  templateId: string;
  params: Record<string, string>;
  client: string;
}

/** Stores one enquiry, booking or trial signup (validated by the caller with the form's schema). */
export async function submitToOutbox(service: Service, { templateId, params, client }: Submission): Promise<SubmitOutcome> {
  try {
    if (templateId === EMBEDDED.templates.trial) return await signUp(service, params, client);
    if (templateId === EMBEDDED.templates.booking) return await book(service, params);
    await service.accept(templateId, params);
    return { kind: 'accepted' };
  } catch (error) {
    console.error('Posteingang: Datenbank nicht erreichbar', error);
    return { kind: 'unavailable' };
  }
}

/**
 * A trial signup holds a seat on the chosen date, or says why not. Asked for the waitlist (`join_waitlist`), a full
 * date puts the family on it; a seat that became free meanwhile is simply booked. Staff see the date in words.
 */
async function signUp(service: Service, params: Record<string, string>, client: string): Promise<SubmitOutcome> {
  const date = params.trial_date;
  if (!date || !isTrialDate(date, new Date())) return { kind: 'date-gone' };
  const { join_waitlist: joinWaitlist, ...sent } = params;
  const request = {
    date,
    email: (params.email ?? '').trim().toLowerCase(),
    client,
    templateId: EMBEDDED.templates.trial,
    params: { ...sent, trial_date_label: trialDateLabel(date) },
  };
  // A seat first, also for a family that asked for the waitlist: one may have become free. Twice at most, when the
  // waitlist answers that a seat is free after all.
  for (let round = 0; round < 2; round += 1) {
    const result = await service.reserveTrial(request);
    if (result.status === 'booked') return { kind: 'booked' };
    if (result.status === 'limit') return { kind: 'limit' };
    if (!joinWaitlist) return { kind: 'full' };
    const waiting = await service.joinWaitlist(request);
    if (waiting.status === 'waiting') return { kind: 'waitlisted', position: waiting.position };
    if (waiting.status === 'limit') return { kind: 'limit' };
    if (waiting.status === 'closed') return { kind: 'waitlist-closed' };
  }
  return { kind: 'full' };
}

/**
 * A booking: a record with its number, its staff mail and the parent's receipt (lib/membership/store.ts). One that
 * came through the recommendation after a trial lesson carries that seat's booking token (lib/booking/trial-origin.ts):
 * a genuine one, of a seat still on record, names the seat (so the team can count trials that led to a booking) and the
 * trial's date in the staff mail. The token itself is stored nowhere; a forged, foreign or outdated one is dropped and
 * the booking stored as any.
 */
async function book(service: Service, params: Record<string, string>): Promise<SubmitOutcome> {
  const { [TRIAL_ORIGIN_KEY]: token, ...booking } = params;
  if (booking.iban && !service.directDebit) return { kind: 'no-sepa' };
  const signupId = token ? service.links?.idOf('booking', token) : undefined;
  const signup = signupId ? await service.seats?.signup(signupId) : undefined;
  const record = signup
    ? await service.book({ params: { ...booking, trial_origin_label: enquiryMailCopy.trialOrigin(trialDayLabel(signup.date)) }, trialSignupId: signup.id })
    : await service.book({ params: booking });
  return { kind: 'booking', number: record.number, mailed: service.relaying };
}
