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

export interface Database {
  enquiries: EnquiryTable;
  rate_limits: RateLimitTable;
  instances: InstanceTable;
  trial_dates: TrialDateTable;
  trial_signups: TrialSignupTable;
  trial_waitlist: TrialWaitlistTable;
}
