/**
 * Room lib/forms: the public forms' server actions and their answer states (enquiry, trial signup, outcome page).
 * Used by the pages with a form (/, /contact, /start, /python, /ferienkurse) through components/forms.
 */

/**
 * What the server answers a form post of an enquiry form with (lib/forms/enquiry-action.ts), and what the form renders
 * from it before or without script: the outcome, each field's message and every value as it was typed (never the
 * honeypot). Plain data, safe in the browser.
 */
export const ENQUIRY_TEXT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'childName', 'message'] as const;
export type EnquiryTextField = (typeof ENQUIRY_TEXT_FIELDS)[number];
/** Every field a message can stand at: the text fields, the consent, the trial date. */
export type EnquiryField = EnquiryTextField | 'privacy' | 'trialDate';

export interface EnquiryFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  childName: string;
  message: string;
  privacy: boolean;
  /** The holiday course chosen in the form's dropdown (its id), '' for none. */
  course: string;
  /** The trial date chosen ('YYYY-MM-DD'). */
  trialDate: string;
}

/** One trial date as the signup form offers it (components/forms/trial-date-choice.tsx). */
export interface TrialDateOption {
  date: string;
  /** 'Mittwoch, 6. Januar 2027' */
  label: string;
  /** Unknown without the site's own database (EmailJS) or before it has answered. */
  seatsLeft?: number;
  /** A full date whose waitlist still takes families (until 14:00 on the day), and how many wait already. */
  waitlist?: { open: boolean; waiting: number };
}

export interface EnquiryFormState {
  /** 'idle' before any post; 'invalid' with messages at the fields; 'sent' or 'failed' once the server tried. */
  status: 'idle' | 'invalid' | 'sent' | 'failed';
  values: EnquiryFormValues;
  errors: Partial<Record<EnquiryField, string>>;
  /** The sentence under the outcome: what happens next, or why it did not work and how to reach us. */
  detail?: string;
  /** The trial form's dates with the seats the server saw while answering, and whether mails go to parents. */
  trial?: { options: TrialDateOption[]; confirmation: boolean };
}

export const EMPTY_ENQUIRY_VALUES: EnquiryFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  childName: '',
  message: '',
  privacy: false,
  course: '',
  trialDate: '',
};

/** The server action behind every enquiry form (lib/forms/enquiry-action.ts, submitEnquiryForm). */
export type SubmitEnquiry = (previous: EnquiryFormState, formData: FormData) => Promise<EnquiryFormState>;

export const INITIAL_ENQUIRY_STATE: EnquiryFormState = { status: 'idle', values: EMPTY_ENQUIRY_VALUES, errors: {} };

/** The radio value of a full date whose waitlist the parent chooses: 'YYYY-MM-DD:warteliste'. */
export const WAITLIST_SUFFIX = ':warteliste';
