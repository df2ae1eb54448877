import type { Queryable, SqlValue } from "../data/database";
import { INBOX_SEARCH_MAX_LENGTH } from "../../lib/forms/inbox";
import { INBOX_TABLES, isInboxState, type InboxKind, type InboxState } from "./inbox-states";

/**
 * How staff go through the inbox: a page at a time, newest first, optionally only one state and only
 * the guests whose name or address holds a search. Pages are cut by time and id (keyset), so a page
 * asked for again shows the same entries while new ones arrive, and any entry is reachable however
 * many came after it.
 */

/** Entries on one page: enough to scan on a phone, few enough that a page loads at once. */
export const INBOX_PAGE_SIZE = 50;
/** The query parameters GET /api/enquiries takes; any other is refused. */
export const INBOX_QUERY_PARAMETERS = ["state", "q", "enquiries", "messages"] as const;

export type PageDirection = "older" | "newer";

/** Where a page starts: the entries older (or newer) than this one. Written `older:<ms>:<id>`. */
export interface PageCursor {
  direction: PageDirection;
  receivedAt: number;
  id: string;
}

export interface InboxQuery {
  state: InboxState | null;
  /** The search as folded by searchFold, or null for every guest. */
  search: string | null;
  cursors: Record<InboxKind, PageCursor | null>;
}

export interface InboxPage<Entry> {
  entries: Entry[];
  /** The cursor of the next older page, or null at the oldest. */
  older: string | null;
  /** The cursor of the next newer page, or null at the newest. */
  newer: string | null;
  /** How many entries match the state and search, on every page. */
  total: number;
}

/**
 * A name or address as it is searched: lower case, without accents and in one Unicode form, so
 * "conceicao" finds "Conceição" and the same search finds the same guests on SQLite and PostgreSQL
 * (folded here, not by the database, whose LOWER differs between the two).
 */
export const searchFold = (text: string): string => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();

/** The stored search key of a guest's entry: their name and address, folded. */
export const searchKey = (guestName: string, guestEmail: string): string => searchFold(`${guestName} ${guestEmail}`);

/** Gives every entry stored before search keys existed its key (a migration's step: a year of entries at most). */
export async function fillSearchKeys(tx: Queryable): Promise<void> {
  for (const table of Object.values(INBOX_TABLES)) {
    const rows = await tx.query<{ id: string; guest_name: string; guest_email: string }>(
      `SELECT id, guest_name, guest_email FROM ${table} WHERE search_key = ''`,
    );
    for (const row of rows) await tx.run(`UPDATE ${table} SET search_key = $1 WHERE id = $2`, [searchKey(row.guest_name, row.guest_email), row.id]);
  }
}

/** A search as a LIKE pattern that matches it anywhere, its own % _ and \ taken literally. */
const containsPattern = (folded: string): string => `%${folded.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const CURSOR = /^(older|newer):(\d{1,15}):([A-Za-z0-9-]{1,64})$/;

export const writeCursor = (direction: PageDirection, entry: { receivedAt: number; id: string }): string => `${direction}:${entry.receivedAt}:${entry.id}`;

function readCursor(value: string): PageCursor | null {
  const match = CURSOR.exec(value);
  if (!match) return null;
  return { direction: match[1] as PageDirection, receivedAt: Number(match[2]), id: match[3] as string };
}

/** Characters a name or address never holds: control, format and unassigned code points, and lone surrogates. */
const UNSEARCHABLE = /[\p{Cc}\p{Cf}\p{Cn}\p{Cs}]/u;

/**
 * The staff's query (req.query, parsed by Node's querystring) as an InboxQuery, or what is wrong with
 * it: an unknown or repeated parameter, a state no entry has, a search that is empty, too long or holds
 * control characters, a cursor not written by this server.
 */
export function parseInboxQuery(query: Readonly<Record<string, unknown>>): { query: InboxQuery } | { error: string } {
  const unknown = Object.keys(query).filter((name) => !(INBOX_QUERY_PARAMETERS as readonly string[]).includes(name));
  if (unknown.length > 0) return { error: `unknown query parameter; the inbox takes ${INBOX_QUERY_PARAMETERS.join(", ")}` };
  const single: Record<string, string | undefined> = {};
  for (const name of INBOX_QUERY_PARAMETERS) {
    const value = query[name];
    if (value !== undefined && typeof value !== "string") return { error: `${name} may be given once` };
    single[name] = value;
  }
  const { state, q, enquiries, messages } = single;
  if (state !== undefined && state !== "" && !isInboxState(state)) return { error: "state must be waiting, handled or archived" };
  const search = q?.trim() ?? "";
  if (search.length > INBOX_SEARCH_MAX_LENGTH) return { error: `the search is longer than ${INBOX_SEARCH_MAX_LENGTH} characters` };
  if (UNSEARCHABLE.test(search)) return { error: "the search holds characters no name or address has" };
  const cursors: Record<InboxKind, PageCursor | null> = { enquiry: null, message: null };
  for (const [kind, value] of [
    ["enquiry", enquiries],
    ["message", messages],
  ] as const) {
    if (value === undefined || value === "") continue;
    const cursor = readCursor(value);
    if (!cursor) return { error: `${kind === "enquiry" ? "enquiries" : "messages"} must be a page the inbox gave (older:… or newer:…)` };
    cursors[kind] = cursor;
  }
  return { query: { state: isInboxState(state) ? state : null, search: search === "" ? null : searchFold(search), cursors } };
}

/** A WHERE clause built with its parameters, numbered as they are added. */
class Conditions {
  readonly params: SqlValue[] = [];
  private readonly parts: string[] = [];

  value(value: SqlValue): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(condition: string): this {
    this.parts.push(condition);
    return this;
  }

  where(): string {
    return this.parts.length > 0 ? `WHERE ${this.parts.join(" AND ")}` : "";
  }
}

function filtered(query: InboxQuery): Conditions {
  const conditions = new Conditions();
  if (query.state) conditions.add(`state = ${conditions.value(query.state)}`);
  // Backslash is the escape on both databases (PostgreSQL's standard strings take it literally).
  if (query.search !== null) conditions.add(`search_key LIKE ${conditions.value(containsPattern(query.search))} ESCAPE '\\'`);
  return conditions;
}

/** Entries strictly older (or newer) than a point of the order: time, then id for entries of the same millisecond. */
function beyond(conditions: Conditions, direction: PageDirection, point: { receivedAt: number; id: string }): Conditions {
  const operator = direction === "older" ? "<" : ">";
  const time = conditions.value(point.receivedAt);
  const id = conditions.value(point.id);
  return conditions.add(`(received_at ${operator} ${time} OR (received_at = ${time} AND id ${operator} ${id}))`);
}

type Row = Record<string, string | number>;

async function anyBeyond(
  db: Queryable,
  table: string,
  query: InboxQuery,
  direction: PageDirection,
  point: { receivedAt: number; id: string },
): Promise<boolean> {
  const conditions = beyond(filtered(query), direction, point);
  return (await db.query(`SELECT 1 AS found FROM ${table} ${conditions.where()} LIMIT 1`, conditions.params)).length > 0;
}

/** One page of a kind's entries, newest first, with the cursors of the pages either side. */
export async function inboxPage<Entry extends { receivedAt: number; id: string }>(
  db: Queryable,
  kind: InboxKind,
  query: InboxQuery,
  fromRow: (row: Row) => Entry,
): Promise<InboxPage<Entry>> {
  const table = INBOX_TABLES[kind];
  const cursor = query.cursors[kind];
  const conditions = cursor ? beyond(filtered(query), cursor.direction, cursor) : filtered(query);
  // A newer page is read upwards from its cursor, then shown newest first like every page.
  const order = cursor?.direction === "newer" ? "ASC" : "DESC";
  const rows = await db.query<Row>(
    `SELECT * FROM ${table} ${conditions.where()} ORDER BY received_at ${order}, id ${order} LIMIT ${INBOX_PAGE_SIZE}`,
    conditions.params,
  );
  const entries = rows.map(fromRow);
  if (order === "ASC") entries.reverse();

  const counted = filtered(query);
  const [count] = await db.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table} ${counted.where()}`, counted.params);
  // The page's ends; an empty page (its entries since changed state) is bounded by its cursor.
  const newest = entries[0] ?? cursor;
  const oldest = entries[entries.length - 1] ?? cursor;
  return {
    entries,
    older: oldest && (await anyBeyond(db, table, query, "older", oldest)) ? writeCursor("older", oldest) : null,
    newer: newest && (await anyBeyond(db, table, query, "newer", newest)) ? writeCursor("newer", newest) : null,
    total: Number(count?.n ?? 0),
  };
}
