import type { Database, Queryable } from "../data/database";
import { takeRequest, type RateLimit, type RateVerdict } from "./rate-limit";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * The forms whose every sending staff must read and answer one by one: a flood of them buries the
 * real guest. Each has a ceiling for the whole site per hour, whoever sends, on top of its limit per
 * address (which a flood from many addresses stays inside).
 *
 * Not here: the newsletter sign-up (nothing in it for staff to read; each sign-up waits for its
 * reader's own confirmation, and mail to one inbox has its own daily limit) and guests' photos (what
 * waits for review is bounded by the photo queue's own cap, by count and bytes).
 */
export const CEILING_FORMS = ["enquiry", "contact"] as const;
export type CeilingForm = (typeof CEILING_FORMS)[number];

/**
 * Sendings per hour per form for the whole site. The lodge houses a few dozen guests and receives a
 * handful of real enquiries and messages a day; 30 in one hour is several days' worth, more than a
 * promotion or a holiday rush brings, so a real guest is refused only while a flood is under way.
 * A flood, in turn, adds at most 30 entries an hour for staff to page through.
 */
export const FORM_CEILING_PER_HOUR = 30;
export const FORM_CEILING: RateLimit = { limit: FORM_CEILING_PER_HOUR, windowMs: HOUR };

/** How far back the staff area's notice counts refused sendings; the rows themselves go after FLOOD_RECORD_DAYS. */
export const FLOOD_NOTICE_DAYS = 7;
/** Refusal counts are kept a month, then housekeeping deletes them (retention.ts). */
export const FLOOD_RECORD_DAYS = 30;

const hourOf = (now: number) => Math.floor(now / HOUR) * HOUR;

/**
 * Counts a sending against its form's site-wide ceiling, in the database so that every server process
 * shares it; a sending over the ceiling is refused and its refusal counted for the hour, in the same
 * transaction.
 */
export function takeCeilingSlot(db: Database, form: CeilingForm, now = Date.now()): Promise<RateVerdict> {
  return db.transaction(async (tx) => {
    const verdict = await takeRequest(tx, `ceiling:${form}`, FORM_CEILING, now);
    if (!verdict.allowed) await countRefusal(tx, form, now);
    return verdict;
  });
}

async function countRefusal(tx: Queryable, form: CeilingForm, now: number): Promise<void> {
  await tx.run(
    `INSERT INTO form_ceiling_refusals (form, hour_start, refused) VALUES ($1, $2, 1)
     ON CONFLICT (form, hour_start) DO UPDATE SET refused = form_ceiling_refusals.refused + 1`,
    [form, hourOf(now)],
  );
}

/** A form's refusals by its ceiling within the notice's days: how many, and from which hour on. */
export interface Flood {
  form: CeilingForm;
  refused: number;
  /** The start of the first hour with a refusal (ms). */
  since: number;
}

/** The floods of the last FLOOD_NOTICE_DAYS, a form at a time, in CEILING_FORMS' order. */
export async function recentFloods(db: Queryable, now = Date.now()): Promise<Flood[]> {
  const rows = await db.query<{ form: string; refused: number | string; since: number | string }>(
    "SELECT form, SUM(refused) AS refused, MIN(hour_start) AS since FROM form_ceiling_refusals WHERE hour_start >= $1 GROUP BY form",
    [hourOf(now - FLOOD_NOTICE_DAYS * DAY)],
  );
  return CEILING_FORMS.flatMap((form) => {
    const row = rows.find((found) => found.form === form);
    return row ? [{ form, refused: Number(row.refused), since: Number(row.since) }] : [];
  });
}
