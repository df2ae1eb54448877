import type { SiteConfig } from "../content/collections";
import { site } from "./content/site";
import type { Database } from "./data/database";
import { forgetOldReports, VITALS_KEPT_DAYS } from "./data/vitals-store";
import { FLOOD_RECORD_DAYS } from "./spam/site-ceiling";
import type { FileStore } from "./storage/file-store";

/**
 * How long the server keeps each kind of row that accumulates without anyone deciding to keep it,
 * in one list that housekeeping applies (on SQLite and PostgreSQL alike). The periods that concern
 * people are in site.json's `dataRetention`, the one source the privacy policy quotes as {{tokens}};
 * the rest are here with their reasons.
 *
 * Kept while someone needs them, so no rule: staff accounts (staff add and remove them), the
 * server's secret (one row), the migration record, confirmed newsletter subscribers (until they leave)
 * and approved photos (published, until the guest asks otherwise).
 */
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export interface RetentionRule {
  /** The table the rule deletes from. */
  table: string;
  /** What is deleted, for the log: "3 booking enquiries". */
  what: string;
  /** Rows older than this are deleted. */
  cutoff(now: number): number;
  /** Deletes what is older than the cutoff; returns how many rows. */
  forget(db: Database, store: FileStore, cutoff: number, now: number): Promise<number>;
}

const ago = (ms: number) => (now: number) => now - ms;
/** A period of site.json's `dataRetention`, read when a rule is applied. */
type Period = keyof SiteConfig["dataRetention"];
const periodAgo = (period: Period, unit: number) => (now: number) => now - site().dataRetention[period] * unit;
const monthsAgo = (period: Period) => (now: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - site().dataRetention[period]);
  return date.getTime();
};

/** Rejected photos: the file (deleted at the decision, unless that failed) and then the record. */
async function forgetRejectedPhotos(db: Database, store: FileStore, cutoff: number): Promise<number> {
  const rows = await db.query<{ id: string; file_key: string }>("SELECT id, file_key FROM photo_submissions WHERE status = 'rejected' AND reviewed_at < $1", [
    cutoff,
  ]);
  for (const row of rows) {
    // File first: a record deleted before its file would leave the file for the orphan sweep only.
    await store.delete(row.file_key);
    await db.run("DELETE FROM photo_submissions WHERE id = $1 AND status = 'rejected'", [row.id]);
  }
  return rows.length;
}

/**
 * Photos nobody reviewed: the record first, and only while still pending (a staff member deciding at
 * that moment wins), then its file; a file whose deletion fails has no record left, and the orphan
 * sweep takes it.
 */
async function forgetUnreviewedPhotos(db: Database, store: FileStore, cutoff: number): Promise<number> {
  const rows = await db.query<{ id: string; file_key: string }>("SELECT id, file_key FROM photo_submissions WHERE status = 'pending' AND submitted_at < $1", [
    cutoff,
  ]);
  let deleted = 0;
  for (const row of rows) {
    if ((await db.run("DELETE FROM photo_submissions WHERE id = $1 AND status = 'pending'", [row.id])) === 0) continue;
    deleted += 1;
    await store.delete(row.file_key);
  }
  return deleted;
}

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    table: "vitals_reports",
    what: "web-vitals reports",
    cutoff: ago(VITALS_KEPT_DAYS * DAY),
    // The store computes its own cutoff from the same constant; `now` is what it needs.
    forget: (db, _store, _cutoff, now) => forgetOldReports(db, now),
  },
  {
    table: "newsletter_subscribers",
    what: "newsletter sign-ups never confirmed",
    cutoff: periodAgo("unconfirmedSignUpDays", DAY),
    forget: (db, _store, cutoff) => db.run("DELETE FROM newsletter_subscribers WHERE status = 'pending' AND consented_at < $1", [cutoff]),
  },
  {
    table: "newsletter_subscribers",
    what: "addresses that left the newsletter",
    // Kept a while so that the leaving link, clicked again, still answers in the reader's language.
    cutoff: periodAgo("unsubscribedDays", DAY),
    forget: (db, _store, cutoff) => db.run("DELETE FROM newsletter_subscribers WHERE status = 'unsubscribed' AND unsubscribed_at < $1", [cutoff]),
  },
  {
    table: "photo_submissions",
    what: "records of rejected photos",
    cutoff: periodAgo("rejectedPhotoDays", DAY),
    forget: (db, store, cutoff) => forgetRejectedPhotos(db, store, cutoff),
  },
  {
    table: "photo_submissions",
    what: "photos nobody reviewed",
    // Without it a queue nobody tends stays full, and guests are turned away for good.
    cutoff: periodAgo("unreviewedPhotoDays", DAY),
    forget: (db, store, cutoff) => forgetUnreviewedPhotos(db, store, cutoff),
  },
  {
    table: "booking_enquiries",
    what: "booking enquiries",
    cutoff: monthsAgo("enquiryMonths"),
    forget: (db, _store, cutoff) => db.run("DELETE FROM booking_enquiries WHERE received_at < $1", [cutoff]),
  },
  {
    table: "contact_messages",
    what: "contact messages",
    // What guests write to the lodge is kept as long as their booking enquiries, a period the privacy policy quotes.
    cutoff: monthsAgo("enquiryMonths"),
    forget: (db, _store, cutoff) => db.run("DELETE FROM contact_messages WHERE received_at < $1", [cutoff]),
  },
  {
    table: "enquiry_submissions",
    what: "records of enquiries sent (that stop a second sending)",
    cutoff: periodAgo("addressCountHours", HOUR),
    forget: (db, _store, cutoff) => db.run("DELETE FROM enquiry_submissions WHERE received_at < $1", [cutoff]),
  },
  {
    table: "rate_limits",
    // Also each sender's web-vitals share (keys "vitals:…"), whose window is a day.
    what: "counts per address (forms, web-vitals shares)",
    cutoff: periodAgo("addressCountHours", HOUR),
    forget: (db, _store, cutoff) => db.run("DELETE FROM rate_limits WHERE window_start < $1", [cutoff]),
  },
  {
    table: "form_ceiling_refusals",
    what: "counts of sendings refused by a form's hourly ceiling",
    // Counts only, no one's data: kept long enough for staff to see that a flood happened.
    cutoff: ago(FLOOD_RECORD_DAYS * DAY),
    forget: (db, _store, cutoff) => db.run("DELETE FROM form_ceiling_refusals WHERE hour_start < $1", [cutoff]),
  },
  {
    table: "login_throttle",
    what: "sign-in failure counts",
    cutoff: periodAgo("addressCountHours", HOUR),
    forget: (db, _store, cutoff, now) => db.run("DELETE FROM login_throttle WHERE last_failure_at < $1 AND locked_until < $2", [cutoff, now]),
  },
  {
    table: "staff_sessions",
    what: "expired staff sessions",
    // A session is no use once expired (signing in also clears them; this covers staff who stop).
    cutoff: (now) => now,
    forget: (db, _store, cutoff) => db.run("DELETE FROM staff_sessions WHERE expires_at <= $1", [cutoff]),
  },
];

/**
 * Mail written to the outbox (the embedded default, without SMTP_URL): a booking enquiry's or a
 * message's copy to the lodge holds what the guest wrote, so it goes when the enquiry does.
 */
export const OUTBOX_MAIL_CUTOFF = monthsAgo("enquiryMonths");

/** Tables that only grow when someone decides to keep something: no rule (see the note above). */
export const KEPT_WHILE_NEEDED: readonly string[] = [
  "server_secrets",
  "staff_accounts",
  "schema_migrations",
  // The lodge's own eBird records: no guest's data (no observer's name), and years of them are what the checklist's frequencies stand on.
  "ebird_checklists",
  "ebird_records",
  // eBird's published taxonomy (no one's data): replaced whole by each import, never growing.
  "ebird_names",
  // One row per capped table (its row count), never growing.
  "row_counts",
];

/**
 * Applies every rule; returns what each deleted, by its `what`, leaving out those that deleted
 * nothing. A rule that fails (the bucket unreachable, say) is logged and the others still run.
 */
export async function applyRetention(db: Database, store: FileStore, now = Date.now()): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const rule of RETENTION_RULES) {
    try {
      const count = await rule.forget(db, store, rule.cutoff(now), now);
      if (count > 0) deleted[rule.what] = count;
    } catch (error) {
      console.error(`housekeeping: ${rule.what} could not be deleted, tried again next round:`, error);
    }
  }
  return deleted;
}
