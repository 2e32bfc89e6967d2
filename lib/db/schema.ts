import type { Generated } from 'kysely';

// The tables as the query layer (Kysely) sees them, the same on SQLite and PostgreSQL. Times are ISO 8601 text in UTC
// (`toISOString()`): they sort and compare as text on both, and read as they are in `sqlite3` or `psql`.

/** One accepted enquiry or booking and where its delivery stands. */
export interface EnquiryTable {
  id: string;
  received_at: string;
  template_id: string;
  /** The template parameters as JSON text, exactly as the form sent them. */
  params: string;
  /** 'stored' (no relay), 'pending', 'delivered', 'failed', 'skipped' or 'done' (lib/outbox/record.ts). */
  state: string;
  attempts: number;
  updated_at: string | null;
  last_error: string | null;
  /** When a pending entry may be tried (again). */
  due_at: string | null;
  /** Which server process is sending it, until when: another one takes it over once the lease has run out. */
  lease_owner: string | null;
  lease_until: string | null;
  /** A booking made through a trial's recommendation link: the seat of that trial (trial_signups.id). */
  trial_signup_id: Generated<string | null>;
  /**
   * Until when the mail makes sense (a reminder until the lesson begins, the team's list until it ends, a waitlist
   * offer until its hold runs out): past it the relay does not send it but marks it 'expired'. Null: no moment.
   */
  expires_at: Generated<string | null>;
  /** The addresses that accepted the mail (JSON array): a mail to several recipients is retried only for the rest. */
  delivered_to: Generated<string | null>;
  /** Recipients the receiving side refused for good (SMTP 5xx), as JSON `[{ address, reply }]`: never tried again. */
  refused: Generated<string | null>;
  /** A mail about a membership (lib/membership/): its booking (bookings.id). */
  booking_id: Generated<string | null>;
}

/** A fixed-window counter per client and action, shared by every instance. */
export interface RateLimitTable {
  key: string;
  reset_at: string;
  hits: number;
}

/** Each server process's last sign of life: the health check's proof that the database takes writes. */
export interface InstanceTable {
  id: string;
  host: string;
  pid: number;
  seen_at: string;
}

/** Seats taken per trial date ('YYYY-MM-DD', Berlin): the one row every reservation for that date updates. */
export interface TrialDateTable {
  date: string;
  taken: number;
}

/** One seat held for a child at a trial lesson, until it is cancelled. */
export interface TrialSignupTable {
  id: string;
  date: string;
  /** The parent's address, lower case, and the client's address: at most two seats per date for either. */
  email: string;
  client: string;
  /**
   * SHA-256 (hex) of a cancel token from before 2026-11-26, when tokens were random: links already mailed keep working
   * until their lesson is over. Null for later signups, whose links are derived (lib/trial/links.ts) and stored nowhere.
   */
  token_hash: string | null;
  /** The enquiry row with what the parent sent (the staff mail). */
  enquiry_id: string;
  /** 'booked' or 'cancelled'. */
  status: string;
  created_at: string;
  cancelled_at: string | null;
  /** How often the seat was moved to another date: the SEQUENCE of its calendar file (the UID stays). */
  sequence: Generated<number>;
  /** After the lesson, as the team marked it: 'came' or 'missed'; null until then. */
  attendance: Generated<string | null>;
  /** For a child who came: the course the teacher recommends (content/courses.ts, its id). */
  recommended_course: Generated<number | null>;
  /** For a child who came: the teacher's words to the parents (at most 500 characters). */
  teacher_note: Generated<string | null>;
  /** Who saved the mark (a staff address) and when. */
  marked_by: Generated<string | null>;
  marked_at: Generated<string | null>;
  /** When the family asked for no more mail about this trial (the link in each follow-up mail). */
  mail_stopped_at: Generated<string | null>;
}

/**
 * One family waiting for a seat on a full date. 'waiting' in the order of `created_at`; 'offered' while a freed seat
 * is held for it until `offer_until`; then 'claimed' (a signup, `signup_id`), 'expired' (passed on), or 'left'.
 */
export interface TrialWaitlistTable {
  id: string;
  date: string;
  email: string;
  client: string;
  /** The enquiry row with what the parent sent (the staff mail). */
  enquiry_id: string;
  status: string;
  created_at: string;
  offered_at: string | null;
  offer_until: string | null;
  signup_id: string | null;
  updated_at: string | null;
}

/**
 * The team's sign-in (lib/auth/): Better Auth's tables under the site's names. Better Auth reads and writes them
 * itself; the site's code only reads who is signed in through it.
 */
export interface StaffUserTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean | number;
  image: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface StaffSessionTable {
  id: string;
  expires_at: Date | string;
  token: string;
  created_at: Date | string;
  updated_at: Date | string;
  /** Not kept (lib/auth/server.ts): always null. */
  ip_address: string | null;
  user_agent: string | null;
  user_id: string;
}

export interface StaffAccountTable {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Date | string | null;
  refresh_token_expires_at: Date | string | null;
  scope: string | null;
  password: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A sign-in link's token, hashed, for 15 minutes (and WebAuthn challenges, for minutes). */
export interface StaffVerificationTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Date | string;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface StaffPasskeyTable {
  id: string;
  name: string | null;
  public_key: string;
  user_id: string;
  credential_id: string;
  counter: number;
  device_type: string;
  backed_up: boolean | number;
  transports: string | null;
  created_at: Date | string | null;
  aaguid: string | null;
}

/**
 * Page views of one day on one page from one source on one device class (lib/numbers/): a sum, nothing per visitor.
 * `day` is the Berlin date 'YYYY-MM-DD'; `source` a search engine's or social network's name, `utm:<utm_source>`,
 * another site's host, 'intern' or 'direkt'; `device` 'phone' or 'desktop'.
 */
export interface PageViewTable {
  day: string;
  route: string;
  source: string;
  device: string;
  views: number;
}

/** How often an event happened on a page on a day ('quiz-finished' on '/quiz'): a sum, nothing per visitor. */
export interface PageEventTable {
  day: string;
  route: string;
  event: string;
  count: number;
}

/**
 * One membership booked through /booking (lib/membership/): a record of its own from "Jetzt zahlungspflichtig buchen"
 * on. `state`: 'requested' (angefragt: the receipt is out, the team has not confirmed), 'confirmed' (bestätigt: the
 * contract confirmation with the first lesson is out), 'withdrawn' (widerrufen), 'cancelled' (gekündigt, with its
 * `end_date`); a cancelled booking whose end date has passed reads as 'ended' (beendet, lib/membership/state.ts).
 */
export interface BookingTable {
  id: string;
  /** What the family sees and quotes: 'CS-' and eight letters and digits, random (lib/membership/number.ts). */
  number: string;
  received_at: string;
  state: string;
  /** The parent's address, lower case: where the booking's mails go, and what a declaration is compared with. */
  email: string;
  /** The child's first and last name, lower case, spaces folded: a declaration without a number names the child. */
  child_key: string;
  /** Everything the family entered, as the wizard sent it, the IBAN masked (JSON text). */
  params: string;
  /** The IBAN, AES-256-GCM under a key derived from LINK_SECRET (lib/membership/iban-seal.ts); null without SEPA. */
  iban_sealed: string | null;
  package_id: string;
  /** The staff mail of the booking in the queue (enquiries.id). */
  enquiry_id: string;
  /** A booking made through a trial's recommendation link: that seat (trial_signups.id). */
  trial_signup_id: string | null;
  /** 'YYYY-MM-DD': the first lesson, set by the team with "Vertrag bestätigen". */
  first_lesson: string | null;
  /** 'HH:MM': when the group's weekly lesson begins (content/lessons.ts), set with the first lesson (AGB § 3). */
  lesson_time: string | null;
  confirmed_at: string | null;
  /** The staff address that confirmed. */
  confirmed_by: string | null;
  /** The SEPA mandate's reference, given with the contract confirmation. */
  mandate_reference: string | null;
  /** 'YYYY-MM-DD', the last day of the contract once cancelled (AGB § 7); null until it is known. */
  end_date: string | null;
  updated_at: string | null;
}

/**
 * A withdrawal (§ 356a BGB, "Widerruf bestätigen") or a cancellation (§ 312k BGB, "jetzt kündigen"), kept before
 * anything else happens. `booking_id` null: it matched no booking ("nicht zugeordnet") until the team assigns it.
 */
export interface DeclarationTable {
  id: string;
  /** 'withdrawal' or 'cancellation'. */
  kind: string;
  received_at: string;
  /** The same declaration sent again (a second press, a replay, another instance) finds this row instead of adding one. */
  fingerprint: string;
  booking_id: string | null;
  name: string;
  /** As typed (trimmed); lower case in the fingerprint. */
  email: string;
  /** The booking number as typed, normalised ('CS-…'); '' when the family gave the child's name instead. */
  booking_number: string;
  child_name: string;
  /** Cancellations: 'ordinary' or 'extraordinary' (with `reason`). */
  cancellation_type: string | null;
  reason: string | null;
  /** 'YYYY-MM-DD' the family asked for; null: "zum frühestmöglichen Zeitpunkt". */
  requested_end: string | null;
  /** 'YYYY-MM-DD' the contract ends on (AGB § 7); null while the first lesson is not set. */
  end_date: string | null;
  /**
   * What it did to its booking: 'applied' (the booking is withdrawn or cancelled), 'late' (a withdrawal after the
   * period), 'already' (the booking was withdrawn or cancelled before), 'unassigned'.
   */
  outcome: string;
  /** Who assigned an unassigned declaration to a booking, and when. */
  assigned_by: string | null;
  assigned_at: string | null;
}

/** The offer the team edits (lib/offer/): one row per holiday run, calendar entry, position or the promotion. */
export interface OfferRecordTable {
  /** 'holiday-run', 'school-holiday', 'public-holiday', 'day-off', 'coverage', 'position' or 'promotion'. */
  kind: string;
  key: string;
  /** The record as JSON, in the shape lib/offer/records.ts gives each kind. */
  data: string;
  /** One more with every save: a save based on an older version is refused (no lost update). */
  version: number;
  updated_at: string;
  /** The team member's address, or 'content/' for the seed. */
  updated_by: string;
}

/** Every change of the offer, kept: who, when, before and after (the "Verlauf" in /intern/angebot). */
export interface OfferChangeTable {
  id: string;
  /** The offer's revision this change made (offer_state.revision): the order of changes across instances. */
  revision: number;
  at: string;
  by: string;
  kind: string;
  key: string;
  /** The record as JSON before and after; null before a record was made and after it was removed. */
  before: string | null;
  after: string | null;
  /** A trial called off with it: how many families with a seat and on the waitlist were told. */
  note: string | null;
}

/** One row (id 1): the offer's revision, which every instance polls to learn that the offer changed. */
export interface OfferStateTable {
  id: number;
  revision: number;
  seeded_at: string;
}

/** A trial date called off by the team (lib/trial/call-off.ts): the reason the families were given, who, when, how many. */
export interface TrialCallOffTable {
  date: string;
  /** The team's words, as the mails to the families carry them. */
  reason: string;
  /** The staff address that pressed "Probestunde absagen". */
  called_off_by: string;
  called_off_at: string;
  /** Families with a seat and on the waitlist that were told (a second press adds those it found new). */
  seats: number;
  waiting: number;
}

// ---- Fees (lib/billing/, DECISIONS.md seventh round): invoices, their gapless count, the bank's files. ----

/**
 * One invoice or Stornorechnung (§ 14 UStG), kept as written when it was issued and never changed after: what the PDF
 * and the mail show is `document`; a correction is a new row of kind 'cancellation' that points to the one it cancels.
 * Only the payment facts move: `state` 'issued', 'paid', 'returned' (Rücklastschrift) or 'cancelled' (storniert).
 */
export interface InvoiceTable {
  id: string;
  /** 'R-2027-0001', gapless per year (invoice_counters). */
  number: string;
  /** Which period of which booking, once: 'period:<booking>:<index>:<revision>' or 'storno:<invoice id>'. */
  slot: string;
  booking_id: string;
  /** 'invoice' or 'cancellation' (Stornorechnung). */
  kind: string;
  /** A Stornorechnung: the invoice it cancels. */
  cancels_id: string | null;
  period_index: number;
  period_start: string;
  period_end: string;
  issued_at: string;
  /** 'YYYY-MM-DD' (Berlin): the invoice date. */
  issue_date: string;
  due_date: string;
  /** A direct debit's collection day (AGB § 6); null for a transfer or a card. */
  collection_date: string | null;
  /** Gross, net and VAT in cents; negative on a Stornorechnung. */
  amount_cents: number;
  net_cents: number;
  vat_cents: number;
  /** 'sepa', 'transfer' or 'card'. */
  method: string;
  /** Everything the document says, as JSON, written once (lib/billing/store.ts InvoiceDocument); no plain IBAN. */
  document: string;
  state: string;
  /** The Stornorechnung that cancelled it. */
  cancelled_by_id: string | null;
  /** The bank file it is in (sepa_collections.id), and its sequence there ('FRST' or 'RCUR'). */
  collection_id: string | null;
  sequence_type: string | null;
  paid_at: string | null;
  paid_by: string | null;
  returned_at: string | null;
  /** The bank's reason of a Rücklastschrift ('AM04 Deckung unzureichend'). */
  return_reason: string | null;
  returned_by: string | null;
}

/** The last invoice number taken per year: raised in the same transaction as the invoice it numbers. */
export interface InvoiceCounterTable {
  year: number;
  last: number;
}

/** One SEPA direct debit file (pain.008.001.08) as exported for a collection day; its debits point to it. */
export interface SepaCollectionTable {
  id: string;
  /** The file's message id (GrpHdr/MsgId). */
  message_id: string;
  collection_date: string;
  created_at: string;
  created_by: string;
  count: number;
  amount_cents: number;
}

export interface Database {
  enquiries: EnquiryTable;
  rate_limits: RateLimitTable;
  instances: InstanceTable;
  trial_dates: TrialDateTable;
  trial_signups: TrialSignupTable;
  trial_waitlist: TrialWaitlistTable;
  staff_users: StaffUserTable;
  staff_sessions: StaffSessionTable;
  staff_accounts: StaffAccountTable;
  staff_verifications: StaffVerificationTable;
  staff_passkeys: StaffPasskeyTable;
  page_views: PageViewTable;
  page_events: PageEventTable;
  bookings: BookingTable;
  declarations: DeclarationTable;
  offer_records: OfferRecordTable;
  offer_changes: OfferChangeTable;
  offer_state: OfferStateTable;
  trial_call_offs: TrialCallOffTable;
  invoices: InvoiceTable;
  invoice_counters: InvoiceCounterTable;
  sepa_collections: SepaCollectionTable;
}
