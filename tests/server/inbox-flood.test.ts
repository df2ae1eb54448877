import { INBOX_SEARCH_MAX_LENGTH } from "../../src/lib/forms/inbox";
import { storeEnquiry } from "../../src/server/enquiries/enquiries";
import { INBOX_PAGE_SIZE } from "../../src/server/enquiries/inbox-search";
import { ENQUIRIES_PER_ADDRESS } from "../../src/api/enquiry";
import { MESSAGES_PER_ADDRESS } from "../../src/api/contact";
import { topicNames } from "../../src/server/enquiries/contact-messages";
import { FORM_CEILING_PER_HOUR } from "../../src/server/spam/site-ceiling";
import { englishEnquiry } from "../support/form-posts";
import { mailingSiteFor } from "../support/mailing-site";
import { TEST_SETUPS } from "../support/site-server";
import { signedInStaff, type SignedIn } from "../support/staff-session";

/**
 * A flood must not bury the real guest: one real enquiry, then many from many addresses, each inside
 * its own limit. Staff reach the real one by paging and by search, the site's hourly ceiling refuses
 * the rest of the flood, and staff see that it happened. Scaled down: the ceiling and page size are the
 * code's own; a night's flood before this hour is stored directly, as the server stores an enquiry.
 */

interface Listed {
  id: string;
  guestName: string;
  guestEmail: string;
  state: string;
}
interface InboxAnswer {
  enquiries: Listed[];
  messages: Listed[];
  pages: Record<"enquiries" | "messages", { older: string | null; newer: string | null; total: number }>;
  floods: Array<{ form: string; refused: number; since: number }>;
}

const REAL_GUEST = { name: "Conceição Araújo", email: "Conceicao.Araujo@Example.org" };
/** Enough stored after the real enquiry that it is two pages down. */
const EARLIER_FLOOD = 2 * INBOX_PAGE_SIZE + 7;
/** Flood senders per address: inside the limit per address, so only the ceiling can stop them. */
const PER_ADDRESS = ENQUIRIES_PER_ADDRESS.limit - 1;
const [topic] = [...topicNames().keys()];
/** A name for each number: names hold letters only. */
const nameOf = (index: number) => `Promo ${index.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)))}`;

describe.each(TEST_SETUPS)("a flood of enquiries on the $name setup", (setup) => {
  const site = mailingSiteFor(setup, { LODGE_INBOX: "reservas@lodge.example" });
  let staff: SignedIn;
  beforeAll(async () => {
    staff = await signedInStaff(site.server.url, site.env, "recepcao");
  });

  const post = (form: "/api/enquiry" | "/api/contact", fields: Record<string, string>, address: string, accept = "application/json") =>
    fetch(`${site.server.url}${form}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": accept === "application/json" ? "application/json" : "application/x-www-form-urlencoded",
        Accept: accept,
        Origin: site.server.url,
        "X-Forwarded-For": address,
      },
      body: accept === "application/json" ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
  const rawInbox = (query: string) => fetch(`${site.server.url}/api/enquiries${query}`, { headers: { Cookie: staff.cookie } });
  const inbox = async (query: Record<string, string> = {}): Promise<InboxAnswer> => {
    const answer = await rawInbox(`?${new URLSearchParams(query).toString()}`);
    expect(answer.status).toBe(200);
    return (await answer.json()) as InboxAnswer;
  };
  /** A flood's sending: the same kind of text from address after address, each a little different. */
  const floodEnquiry = (index: number): Record<string, string> => ({
    ...englishEnquiry(),
    name: nameOf(index),
    email: `promo${index}@spam.example`,
    message: `Win prizes ${index}`,
  });

  /** Every enquiry the inbox has for a query, page after older page, with how many pages that took. */
  async function allPages(query: Record<string, string>, between: () => Promise<void> = async () => undefined) {
    const seen: Listed[] = [];
    let page = await inbox(query);
    let pages = 1;
    for (;;) {
      seen.push(...page.enquiries);
      const older = page.pages.enquiries.older;
      if (!older) return { seen, pages, total: page.pages.enquiries.total };
      await between();
      page = await inbox({ ...query, enquiries: older });
      pages += 1;
    }
  }

  it("keeps the real enquiry reachable by paging and by search, refuses the rest of the flood with 429, and tells staff", async () => {
    expect((await post("/api/enquiry", { ...englishEnquiry(), ...REAL_GUEST }, "198.51.100.7")).status).toBe(202);
    const [real] = await site.db.query<{ id: string; received_at: number | string }>("SELECT id, received_at FROM booking_enquiries WHERE guest_name = $1", [
      REAL_GUEST.name,
    ]);
    // The night's flood, after the real enquiry and before this hour: stored as the server stores one.
    for (let index = 0; index < EARLIER_FLOOD; index += 1) {
      const sent = floodEnquiry(1000 + index);
      await storeEnquiry(
        site.db,
        {
          checkIn: sent["checkIn"] ?? "",
          checkOut: sent["checkOut"] ?? "",
          adults: 2,
          children: 0,
          stay: "undecided",
          message: sent["message"] ?? "",
          guestName: sent["name"] ?? "",
          guestEmail: sent["email"] ?? "",
          guestPhone: "",
          language: "en",
        },
        // Some in the same millisecond: the order by id keeps them apart.
        Number(real?.received_at) + 1 + Math.floor(index / 3),
      );
    }

    // This hour's flood, from many addresses, each inside its limit: the ceiling takes it up to itself.
    const flood = Array.from({ length: FORM_CEILING_PER_HOUR + 12 }, (_, index) => floodEnquiry(index));
    const answers = await Promise.all(flood.map((fields, index) => post("/api/enquiry", fields, `203.0.113.${1 + Math.floor(index / PER_ADDRESS)}`)));
    const statuses = answers.map((answer) => answer.status);
    // The real enquiry took one of the hour's places.
    expect(statuses.filter((status) => status === 202)).toHaveLength(FORM_CEILING_PER_HOUR - 1);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(flood.length - (FORM_CEILING_PER_HOUR - 1));
    for (const answer of refused) {
      const retryAfter = Number(answer.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await answer.json()).toEqual({ error: expect.stringMatching(/too many requests right now/), code: "busy", retryAfter });
    }

    // Staff see the flood, and reach the real guest two pages down, each entry once while more arrive.
    const first = await inbox();
    expect(first.floods).toEqual([{ form: "enquiry", refused: refused.length, since: expect.any(Number) }]);
    expect(first.enquiries).toHaveLength(INBOX_PAGE_SIZE);
    expect(first.enquiries.map((entry) => entry.guestName)).not.toContain(REAL_GUEST.name);
    let arrivals = 0;
    const { seen, pages, total } = await allPages({}, async () => {
      // An enquiry arrives while staff page back: it goes on top, and the pages below do not shift.
      await storeEnquiry(site.db, { ...(await firstStored()), guestName: `Arrival ${++arrivals}` }, Date.now());
    });
    const stored = 1 + EARLIER_FLOOD + FORM_CEILING_PER_HOUR - 1;
    expect(total).toBe(stored + arrivals);
    expect(seen).toHaveLength(stored);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(stored);
    expect(seen[seen.length - 1]?.guestName).toBe(REAL_GUEST.name);
    expect(pages).toBe(Math.ceil(stored / INBOX_PAGE_SIZE));

    // And by search, in any case and without the accents, by name or address.
    for (const q of ["conceicao", "ARAÚJO", "conceicao.araujo@example", "Example.ORG"]) {
      const found = await inbox({ q });
      expect({ q, names: found.enquiries.map((entry) => entry.guestName) }).toEqual({ q, names: [REAL_GUEST.name] });
    }
    // LIKE's own characters are letters like any other here.
    for (const q of ["%", "_", "promo_1", "\\"]) expect((await inbox({ q })).enquiries).toEqual([]);
    // A newer page leads back to the first.
    const second = await inbox({ enquiries: first.pages.enquiries.older ?? "" });
    const back = await inbox({ enquiries: second.pages.enquiries.newer ?? "" });
    expect(back.enquiries.map((entry) => entry.id)).toEqual(first.enquiries.map((entry) => entry.id));
    expect(back.pages.enquiries.newer).not.toBeNull();
  }, 60_000);

  /** An enquiry's fields, as the first stored one has them. */
  async function firstStored() {
    const [row] = await site.db.query<Record<string, string | number>>("SELECT * FROM booking_enquiries ORDER BY received_at LIMIT 1");
    return {
      checkIn: String(row?.["check_in"]),
      checkOut: String(row?.["check_out"]),
      adults: 2,
      children: 0,
      stay: "undecided",
      message: "",
      guestName: "",
      guestEmail: "arrival@lodge-test.example",
      guestPhone: "",
      language: "pt" as const,
    };
  }

  it("filters by state: the one staff answered, or those still waiting", async () => {
    const [real] = (await inbox({ q: "conceicao" })).enquiries;
    const marked = await fetch(`${site.server.url}/api/inbox-state`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...staff.changeHeaders },
      body: JSON.stringify({ kind: "enquiry", id: real?.id, state: "handled" }),
    });
    expect(marked.status).toBe(200);
    const handled = await inbox({ state: "handled" });
    expect(handled.enquiries.map((entry) => entry.id)).toEqual([real?.id]);
    expect(handled.pages.enquiries).toEqual({ older: null, newer: null, total: 1 });
    const waiting = await allPages({ state: "waiting" });
    expect(waiting.seen.map((entry) => entry.id)).not.toContain(real?.id);
    expect(waiting.seen.every((entry) => entry.state === "waiting")).toBe(true);
    expect((await inbox({ state: "archived" })).enquiries).toEqual([]);
    // State and search together.
    expect((await inbox({ state: "waiting", q: "conceicao" })).enquiries).toEqual([]);
  });

  it.each([
    ["a state no entry has", "?state=closed"],
    ["a state given twice", "?state=waiting&state=handled"],
    ["a search longer than the limit", `?q=${"a".repeat(INBOX_SEARCH_MAX_LENGTH + 1)}`],
    ["a search with a control character", "?q=ana%00"],
    ["a search with a direction override", "?q=%E2%80%AEana"],
    ["a search as an array", "?q[]=ana"],
    ["an unknown parameter", "?limit=100000"],
    ["a cursor not written by the inbox", "?enquiries=older:1' OR '1'='1"],
    ["a cursor with a negative time", "?messages=newer:-5:abc"],
  ])("answers %s with 400 and a JSON error", async (_label, query) => {
    const answer = await rawInbox(query);
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await answer.json()).toEqual({ error: expect.any(String), code: "query" });
  });

  it("has a ceiling for the contact form too, and gives a form without script its page back with everything typed", async () => {
    const message = (index: number) => ({ topic: topic ?? "", message: `Flood message ${index}`, name: nameOf(index), email: `s${index}@spam.example` });
    const perAddress = MESSAGES_PER_ADDRESS.limit - 1;
    const statuses = await Promise.all(
      Array.from({ length: FORM_CEILING_PER_HOUR + 3 }, (_, index) =>
        post("/api/contact", message(index), `192.0.2.${1 + Math.floor(index / perAddress)}`).then((answer) => answer.status),
      ),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(FORM_CEILING_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);

    // Without script: the enquiry's page again at 429, the guest's words in it and the "busy" message shown.
    const guest: Record<string, string> = { ...englishEnquiry(), message: "Chegamos de barco & carro" };
    const page = await post("/api/enquiry", guest, "198.51.100.99", "text/html");
    expect(page.status).toBe(429);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await page.text();
    expect(html).toContain("Chegamos de barco &amp; carro");
    expect(html).toContain(`value="${guest["name"]}"`);
    expect(html).toMatch(/<p\b[^>]*\bid="enquiry-busy"[^>]*\bdata-returned/);

    const { floods } = await inbox();
    expect(floods.map((flood) => flood.form)).toEqual(["enquiry", "contact"]);
    expect(floods[1]?.refused).toBe(3);
  });
});
