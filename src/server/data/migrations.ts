import { fillSearchKeys } from "../enquiries/inbox-search";
import type { Database, Queryable } from "./database";

/**
 * The schema, as steps applied in order and never edited once released: a change is a new step.
 * Each runs once per database, inside a transaction with its record in schema_migrations, on SQLite
 * and PostgreSQL alike (so only types and syntax both accept: TEXT, BIGINT, DOUBLE PRECISION).
 */
export interface Migration {
  id: string;
  statements: readonly string[];
  /** Fills new columns of the rows already there, where SQL alone cannot compute them alike on both databases. */
  fill?: (tx: Queryable) => Promise<void>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: "001-vitals-reports",
    statements: [
      `CREATE TABLE vitals_reports (
        metric_id TEXT PRIMARY KEY,
        received_at BIGINT NOT NULL,
        page TEXT NOT NULL,
        name TEXT NOT NULL,
        value DOUBLE PRECISION NOT NULL,
        rating TEXT,
        delta DOUBLE PRECISION,
        navigation_type TEXT
      )`,
      "CREATE INDEX vitals_reports_page_name ON vitals_reports (page, name)",
    ],
  },
  {
    id: "002-staff-sign-in",
    statements: [
      "CREATE TABLE server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
      "CREATE TABLE staff_accounts (name TEXT PRIMARY KEY, password_hash TEXT NOT NULL, created_at BIGINT NOT NULL)",
      `CREATE TABLE staff_sessions (
        token_hash TEXT PRIMARY KEY,
        staff_name TEXT NOT NULL REFERENCES staff_accounts (name) ON DELETE CASCADE,
        csrf_token TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      )`,
      "CREATE INDEX staff_sessions_staff_name ON staff_sessions (staff_name)",
      "CREATE TABLE login_throttle (key TEXT PRIMARY KEY, failures BIGINT NOT NULL, last_failure_at BIGINT NOT NULL, locked_until BIGINT NOT NULL)",
    ],
  },
  {
    id: "003-guest-photos",
    statements: [
      `CREATE TABLE photo_submissions (
        id TEXT PRIMARY KEY,
        file_key TEXT NOT NULL UNIQUE,
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
        guest_name TEXT NOT NULL,
        guest_email TEXT NOT NULL,
        caption TEXT NOT NULL,
        language TEXT NOT NULL,
        width BIGINT NOT NULL,
        height BIGINT NOT NULL,
        bytes BIGINT NOT NULL,
        submitted_at BIGINT NOT NULL,
        reviewed_at BIGINT,
        reviewed_by TEXT,
        published_caption TEXT,
        credit TEXT
      )`,
      "CREATE INDEX photo_submissions_status ON photo_submissions (status, submitted_at)",
      "CREATE TABLE rate_limits (key TEXT PRIMARY KEY, window_start BIGINT NOT NULL, count BIGINT NOT NULL)",
    ],
  },
  {
    id: "004-newsletter",
    statements: [
      `CREATE TABLE newsletter_subscribers (
        email TEXT PRIMARY KEY,
        language TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        nonce_hash TEXT,
        consented_at BIGINT NOT NULL,
        confirmed_at BIGINT,
        unsubscribed_at BIGINT
      )`,
    ],
  },
  {
    id: "005-booking-enquiries",
    statements: [
      `CREATE TABLE booking_enquiries (
        id TEXT PRIMARY KEY,
        check_in TEXT NOT NULL,
        check_out TEXT NOT NULL,
        adults BIGINT NOT NULL,
        children BIGINT NOT NULL,
        stay TEXT NOT NULL,
        message TEXT NOT NULL,
        guest_name TEXT NOT NULL,
        guest_email TEXT NOT NULL,
        guest_phone TEXT NOT NULL,
        language TEXT NOT NULL,
        received_at BIGINT NOT NULL
      )`,
      "CREATE INDEX booking_enquiries_received ON booking_enquiries (received_at)",
    ],
  },
  {
    id: "006-retention",
    statements: [
      // Housekeeping deletes reports by age, a batch at a time: without this index each batch reads the table.
      "CREATE INDEX vitals_reports_received ON vitals_reports (received_at)",
      // An enquiry sent again (its answer was lost) finds its first sending here and is not stored twice.
      `CREATE TABLE enquiry_submissions (
        submission TEXT PRIMARY KEY,
        enquiry_id TEXT NOT NULL,
        received_at BIGINT NOT NULL
      )`,
      "CREATE INDEX enquiry_submissions_received ON enquiry_submissions (received_at)",
    ],
  },
  {
    id: "007-lodge-inbox",
    statements: [
      // What staff have done with an enquiry; those already received are waiting, as nobody marked them.
      "ALTER TABLE booking_enquiries ADD COLUMN state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'handled', 'archived'))",
      // The contact form's messages. Their sendings are recorded in enquiry_submissions, as the enquiries' are.
      `CREATE TABLE contact_messages (
        id TEXT PRIMARY KEY,
        topic TEXT NOT NULL,
        message TEXT NOT NULL,
        guest_name TEXT NOT NULL,
        guest_email TEXT NOT NULL,
        language TEXT NOT NULL,
        received_at BIGINT NOT NULL,
        state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'handled', 'archived'))
      )`,
      "CREATE INDEX contact_messages_received ON contact_messages (received_at)",
    ],
  },
  {
    id: "008-ebird-sightings",
    statements: [
      // The lodge's eBird checklists, one per Submission ID: an export imported again finds them here and adds nothing.
      `CREATE TABLE ebird_checklists (
        submission_id TEXT PRIMARY KEY,
        location_id TEXT NOT NULL,
        observed_on TEXT NOT NULL,
        started_at TEXT,
        protocol TEXT NOT NULL,
        duration_minutes BIGINT,
        all_species_reported BIGINT NOT NULL CHECK (all_species_reported IN (0, 1)),
        observers BIGINT,
        imported_at BIGINT NOT NULL
      )`,
      "CREATE INDEX ebird_checklists_observed ON ebird_checklists (observed_on)",
      // One species on one checklist; how_many is NULL for eBird's "X" (present, not counted).
      `CREATE TABLE ebird_records (
        submission_id TEXT NOT NULL REFERENCES ebird_checklists (submission_id) ON DELETE CASCADE,
        scientific_name TEXT NOT NULL,
        common_name TEXT NOT NULL,
        taxonomic_order DOUBLE PRECISION,
        how_many BIGINT,
        PRIMARY KEY (submission_id, scientific_name)
      )`,
      "CREATE INDEX ebird_records_species ON ebird_records (scientific_name)",
    ],
  },
  {
    id: "009-ebird-names",
    statements: [
      // eBird's taxonomy, as the lodge last imported it: names and order for species the site's content does not name.
      `CREATE TABLE ebird_names (
        scientific_name TEXT PRIMARY KEY,
        english_name TEXT NOT NULL,
        portuguese_name TEXT,
        taxonomic_order DOUBLE PRECISION NOT NULL,
        category TEXT NOT NULL
      )`,
    ],
  },
  {
    id: "010-inbox-search-and-ceiling",
    statements: [
      // What staff search the inbox by: the guest's name and address, folded as inbox-search.ts folds
      // a search (rows already stored are filled by `fill`, in the same transaction).
      "ALTER TABLE booking_enquiries ADD COLUMN search_key TEXT NOT NULL DEFAULT ''",
      "ALTER TABLE contact_messages ADD COLUMN search_key TEXT NOT NULL DEFAULT ''",
      // The inbox is paged by time and id, newest first: each page starts where the last one ended.
      "CREATE INDEX booking_enquiries_page ON booking_enquiries (received_at, id)",
      "CREATE INDEX contact_messages_page ON contact_messages (received_at, id)",
      // Sendings a form's site-wide hourly ceiling refused, per form and hour, for the staff's notice.
      `CREATE TABLE form_ceiling_refusals (
        form TEXT NOT NULL,
        hour_start BIGINT NOT NULL,
        refused BIGINT NOT NULL,
        PRIMARY KEY (form, hour_start)
      )`,
    ],
    fill: fillSearchKeys,
  },
  {
    id: "011-shared-vitals-limits",
    statements: [
      // How many rows a capped table holds, kept here so that every server process checks its cap
      // against one figure without counting the table for each write; housekeeping recounts it.
      "CREATE TABLE row_counts (table_name TEXT PRIMARY KEY, row_count BIGINT NOT NULL)",
      "INSERT INTO row_counts (table_name, row_count) SELECT 'vitals_reports', COUNT(*) FROM vitals_reports",
    ],
  },
  {
    id: "012-photo-caption-other-language",
    statements: [
      // A guest photo's caption in the site's other language (published_caption is in the guest's,
      // `language`), which staff may add when approving; NULL when they did not, as for photos before.
      "ALTER TABLE photo_submissions ADD COLUMN published_caption_other TEXT",
    ],
  },
];

/**
 * Applies the steps this database lacks; safe to call from several processes at once. `steps`: the
 * first few only, for a test that makes a database as an earlier release left it.
 */
export async function migrate(db: Database, steps: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  await db.run("CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)");
  return db.transaction(async (tx) => {
    const done = new Set((await tx.query<{ id: string }>("SELECT id FROM schema_migrations")).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of steps) {
      if (done.has(migration.id)) continue;
      for (const statement of migration.statements) await tx.run(statement);
      await migration.fill?.(tx);
      await tx.run("INSERT INTO schema_migrations (id, applied_at) VALUES ($1, $2)", [migration.id, Date.now()]);
      applied.push(migration.id);
    }
    return applied;
  });
}
