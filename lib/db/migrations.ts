import { PostgresAdapter, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Db } from './connect.ts';

/**
 * The schema, one versioned step at a time: a step once released is never edited, a change is a new step. Names sort
 * in the order they run. Kysely's migrator records each in `kysely_migration` and holds a lock while it runs (an
 * advisory lock on PostgreSQL; on SQLite the write lock of BEGIN IMMEDIATE), so two servers that start together
 * migrate once.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-25-01-enquiries': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('enquiries')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .addColumn('template_id', 'text', (column) => column.notNull())
        .addColumn('params', 'text', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('updated_at', 'text')
        .addColumn('last_error', 'text')
        .addColumn('due_at', 'text')
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'text')
        .execute();
      // The worker's question ("what is due?") and the retention's ("what is old?") each read one index.
      await db.schema.createIndex('enquiries_state_due').on('enquiries').columns(['state', 'due_at']).execute();
      await db.schema.createIndex('enquiries_received').on('enquiries').column('received_at').execute();
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('reset_at', 'text', (column) => column.notNull())
        .addColumn('hits', 'integer', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('instances')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('host', 'text', (column) => column.notNull())
        .addColumn('pid', 'integer', (column) => column.notNull())
        .addColumn('seen_at', 'text', (column) => column.notNull())
        .execute();
    },
  },
  '2026-11-25-02-trial-seats': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('trial_dates')
        .addColumn('date', 'text', (column) => column.primaryKey())
        .addColumn('taken', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('trial_signups')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('date', 'text', (column) => column.notNull().references('trial_dates.date'))
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('client', 'text', (column) => column.notNull())
        .addColumn('token_hash', 'text', (column) => column.notNull().unique())
        .addColumn('enquiry_id', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('cancelled_at', 'text')
        .execute();
      await db.schema.createIndex('trial_signups_date').on('trial_signups').columns(['date', 'status']).execute();
    },
  },
  '2026-11-26-01-link-tokens': {
    // Links in mails are derived when a mail is built (lib/trial/links.ts): the confirmation's queue row loses the
    // cancel token it kept in plain and names its signup instead. The hash of the old tokens stays, so links already
    // sent keep working until their lesson is over; new signups have none (token_hash becomes optional: the table is
    // rebuilt, as SQLite cannot drop a NOT NULL).
    async up(db: Kysely<unknown>) {
      const k = db as Kysely<LegacyTables>;
      await db.schema
        .createTable('trial_signups_next')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('date', 'text', (column) => column.notNull().references('trial_dates.date'))
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('client', 'text', (column) => column.notNull())
        .addColumn('token_hash', 'text', (column) => column.unique())
        .addColumn('enquiry_id', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('cancelled_at', 'text')
        .execute();
      await k.insertInto('trial_signups_next').expression(k.selectFrom('trial_signups').selectAll()).execute();
      await db.schema.dropTable('trial_signups').execute();
      await db.schema.alterTable('trial_signups_next').renameTo('trial_signups').execute();
      await db.schema.createIndex('trial_signups_date').on('trial_signups').columns(['date', 'status']).execute();

      const confirmations = await k.selectFrom('enquiries').select(['id', 'params']).where('template_id', '=', 'trial_confirmation').execute();
      for (const { id, params } of confirmations) {
        const rewritten: Record<string, string> = { ...(JSON.parse(params) as Record<string, string>), signup_id: id.replace(/-confirmation$/, ''), sequence: '0' };
        delete rewritten.token;
        await k.updateTable('enquiries').set({ params: JSON.stringify(rewritten) }).where('id', '=', id).execute();
      }
    },
  },
  '2026-11-26-02-trial-follow-up': {
    // After a seat is held: a moved seat counts its confirmations (the calendar file's SEQUENCE), and each date has a
    // waitlist whose first family is offered a freed seat for a while (lib/trial/seats.ts).
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('trial_signups').addColumn('sequence', 'integer', (column) => column.notNull().defaultTo(0)).execute();
      await db.schema
        .createTable('trial_waitlist')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('date', 'text', (column) => column.notNull().references('trial_dates.date'))
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('client', 'text', (column) => column.notNull())
        .addColumn('enquiry_id', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('offered_at', 'text')
        .addColumn('offer_until', 'text')
        .addColumn('signup_id', 'text')
        .addColumn('updated_at', 'text')
        .execute();
      await db.schema.createIndex('trial_waitlist_date').on('trial_waitlist').columns(['date', 'status', 'created_at']).execute();
    },
  },
  '2026-11-27-01-staff-sign-in': {
    // The team's sign-in (lib/auth/): Better Auth's tables under the site's names, with the column types Better Auth's
    // own generator gives each database (booleans and times native on PostgreSQL; on SQLite integers and ISO text).
    // No passwords: the account table holds which way a member signs in (a mailed link, a passkey), nothing secret.
    async up(db: Kysely<unknown>) {
      const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
      const time = postgres ? 'timestamptz' : 'date';
      const flag = postgres ? 'boolean' : 'integer';
      await db.schema
        .createTable('staff_users')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('email_verified', flag, (column) => column.notNull())
        .addColumn('image', 'text')
        .addColumn('created_at', time, (column) => column.notNull())
        .addColumn('updated_at', time, (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('expires_at', time, (column) => column.notNull())
        .addColumn('token', 'text', (column) => column.notNull().unique())
        .addColumn('created_at', time, (column) => column.notNull())
        .addColumn('updated_at', time, (column) => column.notNull())
        .addColumn('ip_address', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('user_id', 'text', (column) => column.notNull().references('staff_users.id').onDelete('cascade'))
        .execute();
      await db.schema.createIndex('staff_sessions_user').on('staff_sessions').column('user_id').execute();
      await db.schema
        .createTable('staff_accounts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('account_id', 'text', (column) => column.notNull())
        .addColumn('provider_id', 'text', (column) => column.notNull())
        .addColumn('user_id', 'text', (column) => column.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('access_token', 'text')
        .addColumn('refresh_token', 'text')
        .addColumn('id_token', 'text')
        .addColumn('access_token_expires_at', time)
        .addColumn('refresh_token_expires_at', time)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('created_at', time, (column) => column.notNull())
        .addColumn('updated_at', time, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('staff_accounts_user').on('staff_accounts').column('user_id').execute();
      await db.schema
        .createTable('staff_verifications')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('identifier', 'text', (column) => column.notNull())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('expires_at', time, (column) => column.notNull())
        .addColumn('created_at', time, (column) => column.notNull())
        .addColumn('updated_at', time, (column) => column.notNull())
        .execute();
      await db.schema.createIndex('staff_verifications_identifier').on('staff_verifications').column('identifier').execute();
      await db.schema
        .createTable('staff_passkeys')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text')
        .addColumn('public_key', 'text', (column) => column.notNull())
        .addColumn('user_id', 'text', (column) => column.notNull().references('staff_users.id').onDelete('cascade'))
        .addColumn('credential_id', 'text', (column) => column.notNull())
        .addColumn('counter', 'integer', (column) => column.notNull())
        .addColumn('device_type', 'text', (column) => column.notNull())
        .addColumn('backed_up', flag, (column) => column.notNull())
        .addColumn('transports', 'text')
        .addColumn('created_at', time)
        .addColumn('aaguid', 'text')
        .execute();
      await db.schema.createIndex('staff_passkeys_user').on('staff_passkeys').column('user_id').execute();
      await db.schema.createIndex('staff_passkeys_credential').on('staff_passkeys').column('credential_id').execute();
    },
  },
  '2026-11-27-02-trial-marks': {
    // After the lesson (DECISIONS.md, fifth round, "The team's room"): per seat whether the child came, the course the
    // teacher recommends and a note to the parents, who saved it and when; when the family asked for no more mail
    // about this trial. A booking that came through the recommendation's link names the seat it came from.
    async up(db: Kysely<unknown>) {
      for (const [name, type] of [
        ['attendance', 'text'],
        ['recommended_course', 'integer'],
        ['teacher_note', 'text'],
        ['marked_by', 'text'],
        ['marked_at', 'text'],
        ['mail_stopped_at', 'text'],
      ] as const) {
        await db.schema.alterTable('trial_signups').addColumn(name, type).execute();
      }
      await db.schema.alterTable('enquiries').addColumn('trial_signup_id', 'text').execute();
    },
  },
  '2026-11-27-03-page-views': {
    // The numbers without cookies (issue 49, lib/numbers/): page views counted per day, page, source and device class,
    // and what pages report (a finished quiz) per day and page. Only sums: every instance adds its counts to the row of
    // its key (lib/numbers/store.ts), so the key is the primary key.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('page_views')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('route', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('device', 'text', (column) => column.notNull())
        .addColumn('views', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('page_views_key', ['day', 'route', 'source', 'device'])
        .execute();
      await db.schema
        .createTable('page_events')
        .addColumn('day', 'text', (column) => column.notNull())
        .addColumn('route', 'text', (column) => column.notNull())
        .addColumn('event', 'text', (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('page_events_key', ['day', 'route', 'event'])
        .execute();
    },
  },
  '2026-11-28-01-memberships': {
    // Memberships as records (DECISIONS.md, sixth round; lib/membership/): each booking with its number and state, the
    // IBAN sealed, and every withdrawal or cancellation, also one that matches no booking. Bookings already in the
    // queue are carried over when the server starts (the IBAN's key is not the database's: lib/membership/carry-over.ts).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('bookings')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('number', 'text', (column) => column.notNull().unique())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('child_key', 'text', (column) => column.notNull())
        .addColumn('params', 'text', (column) => column.notNull())
        .addColumn('iban_sealed', 'text')
        .addColumn('package_id', 'text', (column) => column.notNull())
        .addColumn('enquiry_id', 'text', (column) => column.notNull().unique())
        .addColumn('trial_signup_id', 'text')
        .addColumn('first_lesson', 'text')
        .addColumn('lesson_time', 'text')
        .addColumn('confirmed_at', 'text')
        .addColumn('confirmed_by', 'text')
        .addColumn('mandate_reference', 'text')
        .addColumn('end_date', 'text')
        .addColumn('updated_at', 'text')
        .execute();
      await db.schema.createIndex('bookings_received').on('bookings').column('received_at').execute();
      await db.schema.createIndex('bookings_email').on('bookings').columns(['email', 'child_key']).execute();
      await db.schema
        .createTable('declarations')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('received_at', 'text', (column) => column.notNull())
        .addColumn('fingerprint', 'text', (column) => column.notNull().unique())
        .addColumn('booking_id', 'text', (column) => column.references('bookings.id'))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('booking_number', 'text', (column) => column.notNull())
        .addColumn('child_name', 'text', (column) => column.notNull())
        .addColumn('cancellation_type', 'text')
        .addColumn('reason', 'text')
        .addColumn('requested_end', 'text')
        .addColumn('end_date', 'text')
        .addColumn('outcome', 'text', (column) => column.notNull())
        .addColumn('assigned_by', 'text')
        .addColumn('assigned_at', 'text')
        .execute();
      await db.schema.createIndex('declarations_booking').on('declarations').column('booking_id').execute();
      await db.schema.createIndex('declarations_received').on('declarations').column('received_at').execute();
      await db.schema.alterTable('enquiries').addColumn('booking_id', 'text').execute();
      await db.schema.createIndex('enquiries_booking').on('enquiries').column('booking_id').execute();
    },
  },
  '2026-11-28-02-mail-moments': {
    // A mail belongs to its moment (DECISIONS.md, sixth round): until when it makes sense, which recipients took it and
    // which refused it for good. Rows already waiting get their moment when the server starts (lib/trial/moments.ts).
    async up(db: Kysely<unknown>) {
      for (const name of ['expires_at', 'delivered_to', 'refused']) await db.schema.alterTable('enquiries').addColumn(name, 'text').execute();
    },
  },
  '2026-11-29-01-offer': {
    // The offer as records the team edits (DECISIONS.md, seventh round; lib/offer/): holiday runs, the lesson calendar,
    // the positions and the promotion, every change with who, when, before and after, and the revision every instance
    // polls. The first server start seeds the records from content/ once (lib/offer/store.ts).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('offer_records')
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('data', 'text', (column) => column.notNull())
        .addColumn('version', 'integer', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('updated_by', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('offer_records_key', ['kind', 'key'])
        .execute();
      await db.schema
        .createTable('offer_changes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('revision', 'integer', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('by', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('note', 'text')
        .execute();
      await db.schema.createIndex('offer_changes_record').on('offer_changes').columns(['kind', 'key', 'revision']).execute();
      await db.schema
        .createTable('offer_state')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .addColumn('revision', 'integer', (column) => column.notNull())
        .addColumn('seeded_at', 'text', (column) => column.notNull())
        .execute();
    },
  },
  '2026-11-29-02-billing': {
    // Fees billed as the AGB say (DECISIONS.md, seventh round; lib/billing/): each invoice and Stornorechnung as a
    // record, the gapless count of its numbers per year, and the bank's files of direct debits.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('invoices')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('number', 'text', (column) => column.notNull().unique())
        .addColumn('slot', 'text', (column) => column.notNull().unique())
        .addColumn('booking_id', 'text', (column) => column.notNull().references('bookings.id'))
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('cancels_id', 'text')
        .addColumn('period_index', 'integer', (column) => column.notNull())
        .addColumn('period_start', 'text', (column) => column.notNull())
        .addColumn('period_end', 'text', (column) => column.notNull())
        .addColumn('issued_at', 'text', (column) => column.notNull())
        .addColumn('issue_date', 'text', (column) => column.notNull())
        .addColumn('due_date', 'text', (column) => column.notNull())
        .addColumn('collection_date', 'text')
        .addColumn('amount_cents', 'integer', (column) => column.notNull())
        .addColumn('net_cents', 'integer', (column) => column.notNull())
        .addColumn('vat_cents', 'integer', (column) => column.notNull())
        .addColumn('method', 'text', (column) => column.notNull())
        .addColumn('document', 'text', (column) => column.notNull())
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('cancelled_by_id', 'text')
        .addColumn('collection_id', 'text')
        .addColumn('sequence_type', 'text')
        .addColumn('paid_at', 'text')
        .addColumn('paid_by', 'text')
        .addColumn('returned_at', 'text')
        .addColumn('return_reason', 'text')
        .addColumn('returned_by', 'text')
        .execute();
      await db.schema.createIndex('invoices_booking').on('invoices').column('booking_id').execute();
      await db.schema.createIndex('invoices_collection').on('invoices').columns(['method', 'collection_date']).execute();
      await db.schema.createIndex('invoices_issue').on('invoices').column('issue_date').execute();
      await db.schema
        .createTable('invoice_counters')
        .addColumn('year', 'integer', (column) => column.primaryKey())
        .addColumn('last', 'integer', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('sepa_collections')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('message_id', 'text', (column) => column.notNull().unique())
        .addColumn('collection_date', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('created_by', 'text', (column) => column.notNull())
        .addColumn('count', 'integer', (column) => column.notNull())
        .addColumn('amount_cents', 'integer', (column) => column.notNull())
        .execute();
    },
  },
  '2026-11-29-03-trial-call-off': {
    // A trial that cannot take place is called off, not deleted (DECISIONS.md, seventh round; lib/trial/call-off.ts):
    // one row per date, written before any family's mail, with the team's reason, who and when, and how many were told.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('trial_call_offs')
        .addColumn('date', 'text', (column) => column.primaryKey())
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('called_off_by', 'text', (column) => column.notNull())
        .addColumn('called_off_at', 'text', (column) => column.notNull())
        .addColumn('seats', 'integer', (column) => column.notNull())
        .addColumn('waiting', 'integer', (column) => column.notNull())
        .execute();
    },
  },
};

/** The tables as the link-token migration finds them (it runs before the next steps change them). */
interface LegacyTables {
  enquiries: { id: string; template_id: string; params: string };
  trial_signups: Record<string, unknown>;
  trial_signups_next: Record<string, unknown>;
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date; throws with the failing step's name if one fails (the rest of it is rolled back). */
export async function migrate(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error) throw new Error(`Datenbank-Migration ${failed?.migrationName ?? ''} fehlgeschlagen: ${String((error as Error).message ?? error)}`, { cause: error });
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
