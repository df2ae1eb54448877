import type { ParsedMail } from "mailparser";
import type { Database } from "../../src/server/data/database";
import { stayChoices } from "../../src/server/enquiries/stays";
import { lodgeDayIn, postForm, type PublicForm } from "../support/form-posts";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";
import { mailsTo, readOutbox } from "../support/outbox";
import { linkIn } from "../support/smtp-capture";
import { signedInStaff } from "../support/staff-session";
import { openTestDatabase } from "../support/test-database";

/**
 * The newsletter and booking-enquiry forms when the server dies mid-request: 30 sign-ups and 30
 * enquiries from 60 visitors (16 posts in flight at a time), and a SIGKILL once a third of them are
 * acknowledged. A 202 is the site's promise to the visitor (and, for a sign-up, that its confirmation
 * mail is out), so every acknowledged post must be stored, whole; a post cut off may or may not be
 * stored, but never in part, and nothing is stored that no one sent. Loopback only, bounded to 60
 * posts (and 2 after the restart) per setup.
 */
const PER_FORM = 30;
/** Not a divisor of the kill threshold, so the kill lands part-way through a round of posts. */
const LANES_PER_FORM = 8;
const LODGE = "reservas@lodge.example";

interface Post {
  form: PublicForm;
  /** The address as typed: what identifies the post in the database and in the mail. */
  email: string;
  fields: Record<string, string>;
  /** The visitor's own address (X-Forwarded-For), so no post meets the per-address limit. */
  clientAddress: string;
}

interface SubscriberRow {
  email: string;
  language: string;
  status: string;
  nonce_hash: string | null;
  consented_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
}

interface EnquiryRow {
  id: string;
  check_in: string;
  check_out: string;
  adults: number;
  children: number;
  stay: string;
  message: string;
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  language: string;
  received_at: number;
}

const languageOf = (from: string) => (from.startsWith("/en/") ? "en" : "pt");
/** Names take letters only: 0 → "a", 27 → "bb". */
const lettersOf = (index: number) => String.fromCharCode(97 + (index % 26)).repeat(1 + Math.floor(index / 26));

function signUp(index: number): Post {
  // Mixed case, which the list stores lower-cased; every other reader on the English pages.
  const email = `Leitora.${index}@Example.com`;
  return {
    form: "/api/newsletter",
    email,
    fields: { email, consent: "on", from: index % 2 === 0 ? "/pt/" : "/en/", website: "" },
    clientAddress: `10.31.0.${index + 1}`,
  };
}

function enquiry(index: number): Post {
  const stays = [...stayChoices()];
  const email = `Hospede.${index}@Example.com`;
  const checkIn = 20 + index;
  // Every field differs from one enquiry to the next, so a row with another's field shows.
  const fields = {
    checkIn: lodgeDayIn(checkIn),
    checkOut: lodgeDayIn(checkIn + 1 + (index % 5)),
    adults: String(1 + (index % 4)),
    children: String(index % 3),
    stay: stays[index % stays.length] ?? "undecided",
    message: `Pedido ${index}: queremos ver araras ao amanhecer.\nHá guia para crianças? Obrigada!`,
    name: `Maria D'Ávila ${lettersOf(index)}`,
    email,
    phone: `+55 65 9${String(index).padStart(4, "0")}-0000`,
    from: index % 2 === 0 ? "/pt/como-chegar/" : "/en/how-to-get-here/",
    website: "",
  };
  return { form: "/api/enquiry", email, fields, clientAddress: `10.32.0.${index + 1}` };
}

/** The row an enquiry must be stored as, field for field (its id and time aside). */
function expectedEnquiryRow(post: Post): Omit<EnquiryRow, "id" | "received_at"> {
  const field = (name: string) => post.fields[name] ?? "";
  return {
    check_in: field("checkIn"),
    check_out: field("checkOut"),
    adults: Number(field("adults")),
    children: Number(field("children")),
    stay: field("stay"),
    message: field("message"),
    guest_name: field("name"),
    guest_email: field("email"),
    guest_phone: field("phone"),
    language: languageOf(field("from")),
  };
}

interface Outcome {
  acknowledged: Post[];
  /** Posts sent before the kill that got no answer: in flight when the server died. */
  cutOff: Post[];
  /** Any other answer: none is expected, each post coming from an address of its own. */
  otherStatuses: number[];
  killedAt: number;
}

/**
 * Sends each form's posts over `lanes` parallel connections, each lane one post after another (so
 * that at any moment some posts are being validated, some written, some mailed), and SIGKILLs the
 * server as soon as `killAfter` posts are acknowledged, at least one of each form. Whatever the server
 * has not answered by then is cut off wherever it was; no lane sends after the kill.
 */
async function postUntilKilled(server: SiteServer, forms: ReadonlyArray<readonly Post[]>, lanes: number, killAfter: number): Promise<Outcome> {
  const acknowledged: Post[] = [];
  const cutOff: Post[] = [];
  const otherStatuses: number[] = [];
  let killed: Promise<void> | undefined;
  const enough = () => acknowledged.length >= killAfter && forms.every((posts) => posts.some((post) => acknowledged.includes(post)));
  const send = async (post: Post) => {
    const status = await postForm(server.url, post.form, post.fields, post.clientAddress);
    if (status === 202) acknowledged.push(post);
    else if (status === null) cutOff.push(post);
    else otherStatuses.push(status);
    if (!killed && enough()) killed = server.stop("SIGKILL");
  };
  await Promise.all(
    forms.flatMap((posts) =>
      Array.from({ length: lanes }, async (_, lane) => {
        for (let index = lane; index < posts.length && !killed; index += lanes) {
          const post = posts[index];
          if (post) await send(post);
        }
      }),
    ),
  );
  // Had the threshold never been met, the server dies here all the same, and no post was cut off:
  // the test then fails, as it proved nothing about a crash.
  await (killed ?? server.stop("SIGKILL"));
  return { acknowledged, cutOff, otherStatuses, killedAt: Date.now() };
}

const subscriberRows = (db: Database) =>
  db.query<SubscriberRow>("SELECT email, language, status, nonce_hash, consented_at, confirmed_at, unsubscribed_at FROM newsletter_subscribers");
const enquiryRows = (db: Database) =>
  db.query<EnquiryRow>(
    "SELECT id, check_in, check_out, adults, children, stay, message, guest_name, guest_email, guest_phone, language, received_at FROM booking_enquiries",
  );

/** Rows with a required field null or empty: a half-written record, whatever its e-mail. */
async function brokenRows(db: Database): Promise<number> {
  const [subscribers] = await db.query<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM newsletter_subscribers
     WHERE COALESCE(email, '') = '' OR COALESCE(language, '') NOT IN ('pt', 'en') OR COALESCE(status, '') = '' OR consented_at IS NULL
       OR (status = 'pending' AND COALESCE(nonce_hash, '') = '')`,
  );
  const [enquiries] = await db.query<{ n: number | string }>(
    `SELECT COUNT(*) AS n FROM booking_enquiries
     WHERE COALESCE(id, '') = '' OR COALESCE(check_in, '') = '' OR COALESCE(check_out, '') = '' OR COALESCE(adults, 0) < 1 OR children IS NULL
       OR COALESCE(stay, '') = '' OR COALESCE(guest_name, '') = '' OR COALESCE(guest_email, '') = '' OR COALESCE(language, '') NOT IN ('pt', 'en')
       OR received_at IS NULL`,
  );
  return Number(subscribers?.n) + Number(enquiries?.n);
}

/** The confirmation link of a sign-up's mail, as a path and query to open on any server of the site. */
const confirmationPath = (mail: ParsedMail) => {
  const link = linkIn(mail, "/api/newsletter-confirm");
  return link ? `${new URL(link).pathname}${new URL(link).search}` : "";
};

describe.each(TEST_SETUPS)("newsletter sign-ups and booking enquiries on the $name setup when the server is killed mid-request", (setup) => {
  it("keeps every post it acknowledged, whole; stores nothing half-written or never sent; starts again without repair", async () => {
    // Mail to the outbox (DATA_DIR/outbox), the default: it dies with the server, as a mail server
    // would not, and its files show whether a message was written whole.
    const env: Record<string, string> = { ...(await setup.create()), TRUST_PROXY: "true", LODGE_INBOX: LODGE };
    const server = await startSiteServer(env);
    let restarted: SiteServer | undefined;
    let db: Database | undefined;
    try {
      const signUps = Array.from({ length: PER_FORM }, (_, index) => signUp(index));
      const enquiries = Array.from({ length: PER_FORM }, (_, index) => enquiry(index));
      const startedAt = Date.now();
      const outcome = await postUntilKilled(server, [signUps, enquiries], LANES_PER_FORM, Math.ceil((2 * PER_FORM) / 3));
      const acknowledgedSignUps = outcome.acknowledged.filter((post) => post.form === "/api/newsletter");
      const acknowledgedEnquiries = outcome.acknowledged.filter((post) => post.form === "/api/enquiry");
      expect(outcome.otherStatuses).toEqual([]);
      // The kill must land while posts are in flight, or this test proves nothing about a crash.
      expect(outcome.cutOff.length).toBeGreaterThan(0);

      db = await openTestDatabase(env);
      const subscribers = await subscriberRows(db);
      const stored = await enquiryRows(db);
      const outbox = await readOutbox(env["DATA_DIR"] ?? "");
      const figures = (form: PublicForm, rows: number) => {
        const acknowledged = outcome.acknowledged.filter((post) => post.form === form).length;
        const cutOff = outcome.cutOff.filter((post) => post.form === form).length;
        return `${acknowledged} acknowledged, ${cutOff} cut off, ${PER_FORM - acknowledged - cutOff} unsent, ${rows} stored`;
      };
      console.log(
        `${setup.name}, SIGKILL mid-request: sign-ups ${figures("/api/newsletter", subscribers.length)}; ` +
          `enquiries ${figures("/api/enquiry", stored.length)}; outbox ${outbox.messages.length} mails, ${outbox.unfinished.length} cut off`,
      );

      // Sign-ups: each acknowledged one is on the list, pending, in its page's language; every row is
      // of an address that was sent, whole, and written during the run.
      const signUpByAddress = new Map(signUps.map((post) => [post.email.toLowerCase(), post]));
      const listed = new Set(subscribers.map((row) => row.email));
      expect(acknowledgedSignUps.map((post) => post.email.toLowerCase()).filter((address) => !listed.has(address))).toEqual([]);
      expect(subscribers.filter((row) => !signUpByAddress.has(row.email)).map((row) => row.email)).toEqual([]);
      for (const row of subscribers) {
        expect(row).toEqual({
          email: row.email,
          language: languageOf(signUpByAddress.get(row.email)?.fields["from"] ?? ""),
          status: "pending",
          nonce_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
          consented_at: row.consented_at,
          confirmed_at: null,
          unsubscribed_at: null,
        });
      }
      expect(subscribers.filter((row) => row.consented_at < startedAt || row.consented_at > outcome.killedAt)).toEqual([]);
      // A 202 to a sign-up also means its confirmation mail is written, whole, with its link.
      const confirmations = new Map(acknowledgedSignUps.map((post) => [post.email, mailsTo(outbox.messages, post.email.toLowerCase())]));
      const unconfirmed = [...confirmations].filter(([, mails]) => mails.length !== 1 || !mails[0] || confirmationPath(mails[0]) === "");
      expect(unconfirmed.map(([email]) => email)).toEqual([]);

      // Enquiries: each acknowledged one stored once; every row exactly as one that was sent.
      const enquiryByEmail = new Map(enquiries.map((post) => [post.email, post]));
      const rowsByEmail = (email: string) => stored.filter((row) => row.guest_email === email);
      expect(acknowledgedEnquiries.filter((post) => rowsByEmail(post.email).length !== 1).map((post) => post.email)).toEqual([]);
      expect(stored.filter((row) => !enquiryByEmail.has(row.guest_email)).map((row) => row.guest_email)).toEqual([]);
      for (const row of stored) {
        const sent = enquiryByEmail.get(row.guest_email);
        expect(row).toEqual({ id: row.id, received_at: row.received_at, ...(sent ? expectedEnquiryRow(sent) : {}) });
        expect(rowsByEmail(row.guest_email)).toHaveLength(1);
      }
      expect(stored.filter((row) => row.received_at < startedAt || row.received_at > outcome.killedAt)).toEqual([]);
      expect(await brokenRows(db)).toBe(0);

      // The same data, a new process, no repair step: it serves the staff list, takes new posts, and
      // the link in a mail sent before the crash still confirms.
      restarted = await startSiteServer(env);
      const staff = await signedInStaff(restarted.url, env, "reservas");
      const list = await fetch(`${restarted.url}/api/enquiries`, { headers: { Cookie: staff.cookie } });
      expect(list.status).toBe(200);
      const listedEmails = ((await list.json()) as { enquiries: Array<{ guestEmail: string }> }).enquiries.map((listedEnquiry) => listedEnquiry.guestEmail);
      expect(acknowledgedEnquiries.filter((post) => !listedEmails.includes(post.email)).map((post) => post.email)).toEqual([]);

      const [firstAcknowledged] = acknowledgedSignUps;
      const [mail] = confirmations.get(firstAcknowledged?.email ?? "") ?? [];
      if (!firstAcknowledged || !mail) throw new Error("no acknowledged sign-up with its confirmation mail to follow");
      const confirmed = await fetch(`${restarted.url}${confirmationPath(mail)}`, { headers: { Accept: "application/json" } });
      expect(await confirmed.json()).toEqual({ code: "confirmed" });
      const after = { ...signUp(PER_FORM), clientAddress: "10.33.0.1" };
      expect(await postForm(restarted.url, after.form, after.fields, after.clientAddress)).toBe(202);
      const late = { ...enquiry(PER_FORM), clientAddress: "10.33.0.2" };
      expect(await postForm(restarted.url, late.form, late.fields, late.clientAddress)).toBe(202);
      const statuses = await db.query<{ email: string; status: string }>("SELECT email, status FROM newsletter_subscribers WHERE email IN ($1, $2)", [
        firstAcknowledged.email.toLowerCase(),
        after.email.toLowerCase(),
      ]);
      expect(Object.fromEntries(statuses.map((row) => [row.email, row.status]))).toEqual({
        [firstAcknowledged.email.toLowerCase()]: "confirmed",
        [after.email.toLowerCase()]: "pending",
      });
      const lateRows = (await enquiryRows(db)).filter((row) => row.guest_email === late.email);
      expect(lateRows).toHaveLength(1);
      expect(lateRows[0]).toMatchObject(expectedEnquiryRow(late));
    } finally {
      await server.stop("SIGKILL");
      await restarted?.stop();
      await db?.close();
    }
  }, 120_000);
});
