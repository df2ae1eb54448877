import fs from "node:fs";
import path from "node:path";
import type { Database } from "../../src/server/data/database";
import { MAX_STORED_REPORTS, VITALS_KEPT_DAYS } from "../../src/server/data/vitals-store";
import { PARTIAL_MAIL_GRACE_MS } from "../../src/server/mail/mailer";
import type { FileStore } from "../../src/server/storage/file-store";
import { fileStoreTarget, openFileStore } from "../../src/server/storage/open-file-store";
import { content } from "../support/site-content";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";
import { insertReports } from "../support/stored-vitals";
import { openTestDatabase } from "../support/test-database";

/**
 * Housekeeping deletes what is kept no longer, on both setups: rows written straight into the
 * database with times past each rule's period (and others just inside it) before the server starts,
 * whose first housekeeping round, at start, must delete exactly the former. The periods come from the
 * code and site.json, whatever the editors set them to.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const periods = content.site.dataRetention;
const now = Date.now();
const past = (ms: number) => now - ms - HOUR;
const within = (ms: number) => now - ms + HOUR;
const monthsAgo = (months: number, days: number) => {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime() + days * DAY;
};
const photoKey = (name: string) => `photos/${now - 400 * DAY}-${name}.jpg`;

/** The full store, all of it older than the reports are kept: a flood long over. */
const fillStoreWithOldReports = (db: Database) => insertReports(db, MAX_STORED_REPORTS, past(VITALS_KEPT_DAYS * DAY), "old");

async function seed(db: Database, store: FileStore, outbox: string): Promise<void> {
  await fillStoreWithOldReports(db);
  await db.run("INSERT INTO vitals_reports (metric_id, received_at, page, name, value) VALUES ('recent-report', $1, '/pt/', 'LCP', 900)", [
    within(VITALS_KEPT_DAYS * DAY),
  ]);

  const subscriber = (email: string, status: string, consentedAt: number, leftAt: number | null) =>
    db.run(
      "INSERT INTO newsletter_subscribers (email, language, status, nonce_hash, consented_at, confirmed_at, unsubscribed_at) VALUES ($1, 'pt', $2, NULL, $3, $4, $5)",
      [email, status, consentedAt, status === "pending" ? null : consentedAt, leftAt],
    );
  await subscriber("never-confirmed@example.com", "pending", past(periods.unconfirmedSignUpDays * DAY), null);
  await subscriber("just-signed-up@example.com", "pending", within(periods.unconfirmedSignUpDays * DAY), null);
  await subscriber("left-long-ago@example.com", "unsubscribed", now - 900 * DAY, past(periods.unsubscribedDays * DAY));
  await subscriber("just-left@example.com", "unsubscribed", now - 900 * DAY, within(periods.unsubscribedDays * DAY));
  await subscriber("reader-for-years@example.com", "confirmed", now - 900 * DAY, null);

  const photo = async (id: string, status: string, reviewedAt: number | null, submittedAt = now - 400 * DAY) => {
    await store.put(photoKey(id), Buffer.from(id));
    await db.run(
      `INSERT INTO photo_submissions (id, file_key, status, guest_name, guest_email, caption, language, width, height, bytes, submitted_at, reviewed_at)
       VALUES ($1, $2, $3, 'Guest', 'guest@example.com', 'caption', 'pt', 1200, 900, 10, $4, $5)`,
      [id, photoKey(id), status, submittedAt, reviewedAt],
    );
  };
  // A rejected photo whose file is still there (its deletion at the decision failed).
  await photo("rejected-long-ago", "rejected", past(periods.rejectedPhotoDays * DAY));
  await photo("rejected-lately", "rejected", within(periods.rejectedPhotoDays * DAY));
  await photo("waited-too-long", "pending", null, past(periods.unreviewedPhotoDays * DAY));
  await photo("waiting-for-review", "pending", null, within(periods.unreviewedPhotoDays * DAY));
  await photo("published", "approved", now - 390 * DAY);

  const enquiry = (id: string, receivedAt: number) =>
    db.run(
      `INSERT INTO booking_enquiries (id, check_in, check_out, adults, children, stay, message, guest_name, guest_email, guest_phone, language, received_at)
       VALUES ($1, '2025-01-01', '2025-01-03', 2, 0, 'undecided', '', 'Guest', 'guest@example.com', '', 'pt', $2)`,
      [id, receivedAt],
    );
  await enquiry("asked-long-ago", monthsAgo(periods.enquiryMonths, -1));
  await enquiry("asked-lately", monthsAgo(periods.enquiryMonths, 1));

  const counts = periods.addressCountHours * HOUR;
  await db.run("INSERT INTO enquiry_submissions (submission, enquiry_id, received_at) VALUES ('sent-long-ago', 'x', $1), ('sent-lately', 'y', $2)", [
    past(counts),
    within(counts),
  ]);
  await db.run("INSERT INTO rate_limits (key, window_start, count) VALUES ('enquiry:192.0.2.1', $1, 5), ('enquiry:192.0.2.2', $2, 5)", [
    past(counts),
    within(counts),
  ]);
  await db.run(
    "INSERT INTO login_throttle (key, failures, last_failure_at, locked_until) VALUES ('address:192.0.2.1', 30, $1, $2), ('address:192.0.2.2', 2, $3, 0)",
    [past(counts), past(counts) + 15 * 60_000, within(counts)],
  );
  await db.run("INSERT INTO staff_accounts (name, password_hash, created_at) VALUES ('caretaker', 'x', $1)", [now - 400 * DAY]);
  await db.run(
    `INSERT INTO staff_sessions (token_hash, staff_name, csrf_token, created_at, expires_at)
     VALUES ('expired', 'caretaker', 'c', $1, $2), ('current', 'caretaker', 'c', $3, $4)`,
    [now - 2 * DAY, now - DAY, now - HOUR, now + HOUR],
  );

  fs.mkdirSync(outbox, { recursive: true });
  const file = (name: string, ageMs: number) => {
    const full = path.join(outbox, name);
    fs.writeFileSync(full, "From: x\r\n");
    const time = new Date(now - ageMs);
    fs.utimesSync(full, time, time);
  };
  file("1-cut-off.eml.partial", PARTIAL_MAIL_GRACE_MS + HOUR);
  file("2-being-written.eml.partial", 0);
  file("3-sent-long-ago.eml", 400 * DAY);
  file("4-sent-lately.eml", 30 * DAY);
}

describe.each(TEST_SETUPS)("retention on the $name setup", (setup) => {
  let env: Record<string, string>;
  let server: SiteServer;
  let db: Database;
  let store: FileStore;
  let outbox: string;

  const ids = async (sql: string) => (await db.query<{ id: string }>(sql)).map((row) => row.id).sort();
  const remaining = async () => ({
    oldReports: Number((await db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM vitals_reports WHERE metric_id LIKE 'old-%'"))[0]?.n),
    reports: await ids("SELECT metric_id AS id FROM vitals_reports WHERE metric_id NOT LIKE 'old-%'"),
    subscribers: await ids("SELECT email AS id FROM newsletter_subscribers"),
    photos: await ids("SELECT id FROM photo_submissions"),
    photoFiles: await store.list("photos/"),
    enquiries: await ids("SELECT id FROM booking_enquiries"),
    sendings: await ids("SELECT submission AS id FROM enquiry_submissions"),
    formCounts: await ids("SELECT key AS id FROM rate_limits"),
    signInCounts: await ids("SELECT key AS id FROM login_throttle"),
    sessions: await ids("SELECT token_hash AS id FROM staff_sessions"),
    outbox: fs.readdirSync(outbox).sort(),
  });
  const expected = {
    oldReports: 0,
    reports: ["recent-report"],
    subscribers: ["just-left@example.com", "just-signed-up@example.com", "reader-for-years@example.com"],
    photos: ["published", "rejected-lately", "waiting-for-review"],
    // Files go with their records: the one rejected lately goes when its record does.
    photoFiles: [photoKey("published"), photoKey("rejected-lately"), photoKey("waiting-for-review")].sort(),
    enquiries: ["asked-lately"],
    sendings: ["sent-lately"],
    formCounts: ["enquiry:192.0.2.2"],
    signInCounts: ["address:192.0.2.2"],
    sessions: ["current"],
    outbox: ["2-being-written.eml.partial", "4-sent-lately.eml"],
  };
  let after: Awaited<ReturnType<typeof remaining>>;

  beforeAll(async () => {
    env = await setup.create();
    outbox = path.join(env["DATA_DIR"] ?? "", "outbox");
    db = await openTestDatabase(env);
    store = await openFileStore(fileStoreTarget(env));
    await seed(db, store, outbox);
    server = await startSiteServer(env);
    // The round at start deletes; wait for it, bounded, then compare what is left.
    const deadline = Date.now() + 60_000;
    do {
      after = await remaining();
      if (JSON.stringify(after) === JSON.stringify(expected)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } while (Date.now() < deadline);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await db?.close();
    await store?.close();
  });

  it("deletes web-vitals reports older than the period kept, and a store they filled takes reports again", async () => {
    expect({ oldReports: after.oldReports, reports: after.reports }).toEqual({ oldReports: 0, reports: expected.reports });
    const report = { name: "CLS", value: 0.01, id: "v6-after-the-flood", page: "/pt/", rating: "good", delta: 0.01, navigationType: "navigate" };
    const answer = await fetch(`${server.url}/api/vitals`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(report) });
    expect(answer.status).toBe(204);
  });

  it("forgets newsletter sign-ups never confirmed, and addresses that left, each after its period", () => {
    expect(after.subscribers).toEqual(expected.subscribers);
  });

  it("deletes a rejected photo's record and any file left of it after its period, and a photo nobody reviewed after its own; published photos stay", () => {
    expect({ photos: after.photos, files: after.photoFiles }).toEqual({ photos: expected.photos, files: expected.photoFiles });
  });

  it("deletes booking enquiries after the months they are kept, and the records that stop a second sending after a day", () => {
    expect({ enquiries: after.enquiries, sendings: after.sendings }).toEqual({ enquiries: expected.enquiries, sendings: expected.sendings });
  });

  it("forgets counts per address (forms, sign-in) and expired staff sessions", () => {
    expect({ formCounts: after.formCounts, signInCounts: after.signInCounts, sessions: after.sessions }).toEqual({
      formCounts: expected.formCounts,
      signInCounts: expected.signInCounts,
      sessions: expected.sessions,
    });
  });

  it("removes outbox files cut off mid-write, but not one still being written, and mail older than the enquiries it copies", () => {
    expect(after.outbox).toEqual(expected.outbox);
  });
});
