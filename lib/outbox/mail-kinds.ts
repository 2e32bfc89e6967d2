import { mailKindWords as words } from '../../content/mail-kinds.ts';

/**
 * What a queue row is and whom it goes to, from its template id and parameters alone: the team's outbox, a booking's
 * mails and `npm run outbox` read it here. Template ids are written out (not imported from lib/trial or
 * lib/membership) so plain Node can run scripts/outbox.ts; tests/lib/outbox/mail-kinds.test.ts ties them to the code.
 */

/** Who gets the mail: a family (params.email), the team (MAIL_TO), a member signing in (params.email), or nobody (a task). */
export type MailAudience = 'family' | 'team' | 'member' | 'nobody';

export interface MailKind {
  /** 'Erinnerung am Vortag', 'Anfrage /contact', 'Buchung CS-7KQ4M2XD'. */
  label: string;
  audience: MailAudience;
  /** The row holds what a family typed into a form (the team's copy of an enquiry, a trial signup or a booking). */
  enquiry: boolean;
  /** The booking's number where the row names it (the team's mail of a booking). */
  bookingNumber?: string;
}

type TemplateId = keyof typeof words.templates;

const AUDIENCES: Record<TemplateId, MailAudience> = {
  enquiry_default: 'team',
  enquiry_trial: 'team',
  booking: 'team',
  trial_confirmation: 'family',
  trial_reminder: 'family',
  trial_cancellation: 'team',
  trial_moved: 'team',
  trial_waitlist_joined: 'family',
  trial_waitlist_offer: 'family',
  trial_waitlist_offer_expiry: 'nobody',
  trial_waitlist_claimed: 'team',
  trial_team_list: 'team',
  trial_called_off: 'family',
  trial_waitlist_called_off: 'family',
  trial_recommendation: 'family',
  trial_missed: 'family',
  membership_receipt: 'family',
  membership_contract: 'family',
  membership_declaration_receipt: 'family',
  membership_declaration_notice: 'family',
  membership_declaration_staff: 'team',
  staff_sign_in: 'member',
  billing_run: 'nobody',
  billing_invoice: 'family',
  billing_cancellation: 'family',
};

/** The rows that carry a form's fields: the relay sends them to the team as the enquiry mail. */
const ENQUIRIES: readonly string[] = ['enquiry_default', 'enquiry_trial', 'booking'];

const isKnown = (templateId: string): templateId is TemplateId => Object.hasOwn(words.templates, templateId);

/** The request type a booking carries from the wizard (lib/booking/params.ts, BOOKING_REQUEST_TYPE). */
const BOOKING_REQUEST_TYPE = 'Buchung';

/** What a row is, in words, and whom it goes to. An id the code does not know is a team mail (the relay's fallback). */
export function mailKindOf(templateId: string, params: Readonly<Record<string, string | undefined>>): MailKind {
  const requestType = (params.request_type ?? '').trim();
  const number = (params.booking_number ?? '').trim();
  if (!isKnown(templateId)) return { label: words.unknown(templateId), audience: 'team', enquiry: true };
  const kind = { audience: AUDIENCES[templateId], enquiry: ENQUIRIES.includes(templateId) };
  if (templateId === 'trial_reminder') {
    const reminder = params.kind === 'day-before' || params.kind === 'same-day' ? words.reminders[params.kind] : words.templates.trial_reminder;
    return { ...kind, label: reminder };
  }
  if (templateId === 'booking' || requestType === BOOKING_REQUEST_TYPE) {
    return number ? { ...kind, label: words.booking(number), bookingNumber: number } : { ...kind, label: templateId === 'booking' ? words.templates.booking : words.bookingWithoutNumber };
  }
  if (templateId === 'enquiry_trial') return { ...kind, label: params.trial_waitlist ? words.waitlistEnquiry : words.templates.enquiry_trial };
  if (templateId === 'enquiry_default') return { ...kind, label: requestType ? words.enquiry(requestType) : words.templates.enquiry_default };
  return { ...kind, label: words.templates[templateId] };
}

/** The address a row goes to, for a family's or a member's mail: never a team mail's params.email (the family's, not the recipient). */
export function recipientOf(kind: Pick<MailKind, 'audience'>, params: Readonly<Record<string, string | undefined>>): string | undefined {
  if (kind.audience !== 'family' && kind.audience !== 'member') return undefined;
  const email = (params.email ?? '').trim();
  return email || undefined;
}
