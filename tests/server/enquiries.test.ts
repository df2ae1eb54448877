import { lodgeToday } from "../../src/lib/forms/enquiry";
import { mailingSiteFor } from "../support/mailing-site";
import { TEST_SETUPS } from "../support/site-server";
import { signedInStaff } from "../support/staff-session";
import { formatLongDate } from "../../src/lib/format/business-constants";
import { mailCount, mailString } from "../support/mail-wording";
import { content, pathOf } from "../support/site-content";

// The room, the pages and the mails' words come from the content, whatever the editors have written.
const { rooms, site } = content;
const room = rooms[0]!;

const LODGE = "reservas@lodge.example";
/** Where the mails' links lead (SITE_URL). */
const SITE = "https://site.lodge.example";
const inDays = (days: number) => new Date(Date.parse(`${lodgeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const ENQUIRY = {
  checkIn: inDays(30),
  checkOut: inDays(34),
  adults: "2",
  children: "1",
  stay: `room:${room.id}`,
  message: "Queremos observar aves ao amanhecer; há guia para crianças?",
  name: "Carla Souza",
  email: "carla@example.com",
  phone: "+55 65 99999-0000",
};

/** The values the server fills a mail's {{placeholders}} with for ENQUIRY, in a language. */
const mailValues = (language: "pt" | "en") => ({
  productName: site.productName,
  siteUrl: `${SITE}/${language}/`,
  name: ENQUIRY.name,
  // The acknowledgement greets by the first name alone (src/server/mail/unconfirmed-recipient.ts).
  greeting: mailString(language, "guest.greetingNamed", { firstName: ENQUIRY.name.split(" ")[0]! }),
  checkIn: formatLongDate(ENQUIRY.checkIn, language),
  checkOut: formatLongDate(ENQUIRY.checkOut, language),
  nights: mailCount(language, "enquiry.nights", 4),
  guests: `${mailCount(language, "enquiry.adults", 2)}, ${mailCount(language, "enquiry.children", 1)}`,
  stay: room.name[language],
  message: ENQUIRY.message,
  // The lodge has an inbox (LODGE_INBOX below): the acknowledgement invites a reply to it.
  replyNote: mailString(language, "guest.replyReachesInbox", { inbox: LODGE }),
});

describe.each(TEST_SETUPS)("booking enquiries on the $name setup", (setup) => {
  const site = mailingSiteFor(setup, { LODGE_INBOX: LODGE, SITE_URL: SITE });

  let visitor = 0;
  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${site.server.url}/api/enquiry`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Origin: site.server.url,
        "X-Forwarded-For": `10.8.0.${++visitor}`,
        ...headers,
      },
      body: JSON.stringify(fields),
    });
  const count = async () => Number((await site.db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM booking_enquiries"))[0]?.n);

  it("stores the enquiry, tells the lodge (reply goes to the guest) and acknowledges it in the guest's language", async () => {
    const answer = await send({ ...ENQUIRY, from: pathOf("how-to-get-here", "en") });
    expect(answer.status).toBe(202);
    const [toLodge] = await site.smtp.to(LODGE);
    expect(toLodge?.subject).toBe(mailString("pt", "enquiry.lodgeSubject", mailValues("pt")));
    expect(toLodge?.replyTo?.text).toContain("carla@example.com");
    expect(toLodge?.text).toContain(room.name.pt);
    expect(toLodge?.text).toContain(ENQUIRY.message);
    expect(toLodge?.text).toContain(mailValues("pt").guests);
    const [toGuest] = await site.smtp.to("carla@example.com");
    expect(toGuest?.subject).toBe(mailString("en", "enquiry.ackSubject", mailValues("en")));
    // The whole acknowledgement: four nights and two adults and a child in English's plural forms, the dates in words.
    expect(toGuest?.text?.trimEnd()).toBe(mailString("en", "enquiry.ackBody", mailValues("en")).trimEnd());

    const staff = await signedInStaff(site.server.url, site.env, "reservas");
    expect((await fetch(`${site.server.url}/api/enquiries`)).status).toBe(401);
    const listed = (await (await fetch(`${site.server.url}/api/enquiries`, { headers: { Cookie: staff.cookie } })).json()) as {
      enquiries: Array<Record<string, unknown>>;
    };
    expect(listed.enquiries[0]).toMatchObject({
      guestName: "Carla Souza",
      checkIn: ENQUIRY.checkIn,
      adults: 2,
      children: 1,
      stay: `room:${room.id}`,
      language: "en",
      state: "waiting",
    });
    expect(Math.abs(Date.now() - Number(listed.enquiries[0]?.["receivedAt"]))).toBeLessThan(60_000);
  });

  it("lets staff mark an enquiry handled, which leaves the count waiting", async () => {
    expect((await send({ ...ENQUIRY, name: "Lia Atendida", email: "lia@example.com", from: "/pt/" })).status).toBe(202);
    const staff = await signedInStaff(site.server.url, site.env, "atendimento");
    const inbox = async () =>
      (await (await fetch(`${site.server.url}/api/enquiries`, { headers: { Cookie: staff.cookie } })).json()) as {
        enquiries: Array<{ id: string; guestName: string; state: string }>;
        waiting: { enquiries: number };
      };
    const before = await inbox();
    const lia = before.enquiries.find((enquiry) => enquiry.guestName === "Lia Atendida");
    const answer = await fetch(`${site.server.url}/api/inbox-state`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json", ...staff.changeHeaders },
      body: JSON.stringify({ kind: "enquiry", id: lia?.id, state: "handled" }),
    });
    expect(answer.status).toBe(200);
    const after = await inbox();
    expect(after.enquiries.find((enquiry) => enquiry.id === lia?.id)?.state).toBe("handled");
    expect(after.waiting.enquiries).toBe(before.waiting.enquiries - 1);
  });

  it.each([
    ["a check-in in the past", { checkIn: inDays(-1) }, "checkIn", "past"],
    ["a check-out before the check-in", { checkOut: inDays(29) }, "checkOut", "order"],
    ["a date that does not exist", { checkIn: "2027-02-30" }, "checkIn", "date"],
    ["a stay of 90 nights", { checkOut: inDays(120) }, "checkOut", "tooLongStay"],
    ["no adults", { adults: "0" }, "adults", "guests"],
    ["a room that is not the lodge's", { stay: "room:penthouse" }, "stay", "choice"],
    ["a script in the message", { message: "<script>alert(1)</script>" }, "message", "markup"],
    ["SQL in the name", { name: "x'); DROP TABLE booking_enquiries;--" }, "name", "nameCharacters"],
    ["a malformed e-mail", { email: "carla@" }, "email", "email"],
    ["letters for a phone", { phone: "call me maybe" }, "phone", "phone"],
    ["a message over 2000 characters", { message: "a".repeat(2001) }, "message", "tooLong"],
  ])("refuses %s, naming the field, and stores and sends nothing", async (_label, override, field, problem) => {
    const [rows, mails] = [await count(), site.smtp.messages.length];
    const answer = await send({ ...ENQUIRY, ...override, from: "/pt/" });
    const body = (await answer.json()) as { code: string; fields: Record<string, string> };
    expect({ status: answer.status, code: body.code, problem: body.fields[field] }).toEqual({ status: 400, code: "fields", problem });
    expect(await count()).toBe(rows);
    expect(site.smtp.messages.length).toBe(mails);
  });

  it("refuses a post from another site, and ignores a robot that fills in the hidden field", async () => {
    const rows = await count();
    expect((await send({ ...ENQUIRY }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await send({ ...ENQUIRY, website: "https://spam.example" })).status).toBe(202);
    expect(await count()).toBe(rows);
  });

  it("takes five enquiries an hour from one address", async () => {
    const from = { "X-Forwarded-For": "192.0.2.55" };
    // Twenty different enquiries: the same one twenty times would be one sending.
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send({ ...ENQUIRY, email: "lote@example.com", message: `Pedido ${index}` }, from).then((answer) => answer.status),
      ),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  const rowsFor = async (email: string) =>
    Number((await site.db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM booking_enquiries WHERE guest_email = $1", [email]))[0]?.n);
  /** The lodge's mails about one guest's enquiries (the server sends them before it answers). */
  const lodgeMailsAbout = async (name: string) => (await site.smtp.to(LODGE)).filter((mail) => mail.text?.includes(name));

  it("answers an enquiry sent again with the same key as the first time, without storing or mailing it twice", async () => {
    const guest = { ...ENQUIRY, name: "Rita Duplicada", email: "rita@example.com", submission: "k3y-0f-th1s-s3nding-0001", from: "/pt/" };
    const first = await send(guest, { "X-Forwarded-For": "10.7.0.1" });
    // The answer was lost; the guest sends again, maybe from another network.
    const again = await send(guest, { "X-Forwarded-For": "10.7.0.2" });
    expect({ status: again.status, body: await again.json() }).toEqual({ status: first.status, body: await first.json() });
    expect(first.status).toBe(202);
    expect(await rowsFor("rita@example.com")).toBe(1);
    expect(await lodgeMailsAbout("Rita Duplicada")).toHaveLength(1);
    // Waits a while for a second acknowledgement, which must not come.
    expect(await site.smtp.to("rita@example.com", 2)).toHaveLength(1);
  });

  it("stores one enquiry when the same sending arrives twice at once (a double click)", async () => {
    const guest = { ...ENQUIRY, name: "Dora Clique", email: "dora@example.com", submission: "k3y-0f-th1s-s3nding-0002", from: "/pt/" };
    const answers = await Promise.all([send(guest), send(guest)]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect(await rowsFor("dora@example.com")).toBe(1);
    expect(await lodgeMailsAbout("Dora Clique")).toHaveLength(1);
  });

  it("without script (no key), takes the same enquiry posted again for the same sending and gives the same answer", async () => {
    const form = new URLSearchParams({ ...ENQUIRY, name: "Sem Script", email: "semscript@example.com", from: pathOf("how-to-get-here", "pt") }).toString();
    const post = () =>
      fetch(`${site.server.url}/api/enquiry`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: site.server.url, "X-Forwarded-For": "10.7.1.1" },
        body: form,
      });
    const [first, again] = [await post(), await post()];
    expect({ status: again.status, location: again.headers.get("location") }).toEqual({ status: first.status, location: first.headers.get("location") });
    expect(await rowsFor("semscript@example.com")).toBe(1);
    expect(await lodgeMailsAbout("Sem Script")).toHaveLength(1);
  });

  it("stores a different enquiry even when it comes with a key already used", async () => {
    const guest = { ...ENQUIRY, name: "Ana Outra", email: "ana@example.com", submission: "k3y-0f-th1s-s3nding-0003", from: "/pt/" };
    expect((await send(guest)).status).toBe(202);
    expect((await send({ ...guest, message: "Mudamos de ideia: vamos em dois." })).status).toBe(202);
    expect(await rowsFor("ana@example.com")).toBe(2);
  });

  it("sends a form post without script back to its page, at its result", async () => {
    const answer = await fetch(`${site.server.url}/api/enquiry`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: site.server.url, "X-Forwarded-For": "10.8.9.9" },
      body: new URLSearchParams({ ...ENQUIRY, from: pathOf("how-to-get-here", "pt") }).toString(),
    });
    expect(answer.headers.get("location")).toBe(`${pathOf("how-to-get-here", "pt")}?enquiry=sent#enquiry-sent`);
  });
});
