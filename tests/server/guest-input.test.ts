import { photoSubmissions } from "../../src/server/photos/photo-submissions";
import { lodgeDayIn } from "../support/form-posts";
import { phonePhoto } from "../support/photo-files";
import { GUEST, uploadPhoto } from "../support/photo-upload";
import { mailingSiteFor } from "../support/mailing-site";
import { TEST_SETUPS } from "../support/site-server";
import { signedInStaff, type SignedIn } from "../support/staff-session";

/**
 * Values the server could take but that are dangerous where they go next: an address with mailto
 * parameters (a link or a Reply-To that adds recipients; `%40` is an `@` once a mail program decodes
 * it), half a surrogate pair (stored as invalid UTF-8, mailed to a mangled address), bytes that are
 * not UTF-8, and characters that reorder or hide text. Each is posted to every endpoint that takes text, in each way a body can come (JSON, a form,
 * multipart); each must be refused with the field named, and nothing stored or mailed.
 */
const LODGE = "reservas@lodge.example";
const PARAMETERS = "guest@example.org?bcc=x%40evil.test&body=Pague%20aqui";
const HALF = "\uD800";

const enquiry = (over: Record<string, string>) => ({
  checkIn: lodgeDayIn(30),
  checkOut: lodgeDayIn(33),
  adults: "2",
  children: "0",
  stay: "undecided",
  message: "Queremos ver aves.",
  name: "Carla Souza",
  email: "carla.guest@example.com",
  phone: "",
  from: "/pt/",
  ...over,
});

describe.each(TEST_SETUPS)("guests' input on the $name setup", (setup) => {
  const site = mailingSiteFor(setup, { LODGE_INBOX: LODGE, SITE_URL: "https://site.lodge.example" });
  let staff: SignedIn;
  beforeAll(async () => {
    staff = await signedInStaff(site.server.url, site.env, "revisora");
  });

  let visitor = 0;
  /** A post from a visitor of its own (the server trusts X-Forwarded-For here), as JSON or as a form without script. */
  const post = (endpoint: string, body: string, contentType: string) =>
    fetch(`${site.server.url}${endpoint}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": contentType,
        Accept: "application/json",
        Origin: site.server.url,
        "X-Forwarded-For": `10.77.${++visitor >> 8}.${visitor & 255}`,
      },
      body,
    });
  const json = (endpoint: string, fields: Record<string, string>) => post(endpoint, JSON.stringify(fields), "application/json");
  /** A urlencoded body written by hand, so that it can carry bytes that are not UTF-8 (`%ED%A0%80`). */
  const form = (endpoint: string, encoded: string) => post(endpoint, encoded, "application/x-www-form-urlencoded");
  const rows = async (table: string) => Number((await site.db.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]?.n);
  /** The answer's JSON with its HTTP status (which wins over a `status` field of the body). */
  const answerOf = async (response: Response) => ({
    ...((await response.json()) as { code?: string; fields?: Record<string, string> }),
    status: response.status,
  });

  /** Runs `send`, and expects a 400 naming `field` with `error`, no new row in `table` and no mail. */
  async function refused(table: string, field: string, error: string, send: () => Promise<Response>) {
    const [before, mails] = [await rows(table), site.smtp.messages.length];
    const answer = await answerOf(await send());
    expect({ status: answer.status, code: answer.code, [field]: answer.fields?.[field] }).toEqual({ status: 400, code: "fields", [field]: error });
    expect(await rows(table)).toBe(before);
    // Mail is sent before the answer; a moment more lets a stray one arrive.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(site.smtp.messages.length).toBe(mails);
  }

  it("refuses newsletter addresses with mailto parameters, half characters or non-ASCII, in JSON and in forms", async () => {
    for (const email of [PARAMETERS, `leitor${HALF}@example.com`, "leitor@example.com, x@evil.test", "leitor@exämple.com", "leitor@example.com\u202E"]) {
      await refused("newsletter_subscribers", "email", "email", () => json("/api/newsletter", { email, consent: "on", from: "/pt/" }));
    }
    await refused("newsletter_subscribers", "email", "email", () => form("/api/newsletter", "email=leitor%ED%A0%80%40example.com&consent=on"));
    await refused("newsletter_subscribers", "email", "email", () => form("/api/newsletter", `email=${encodeURIComponent(PARAMETERS)}&consent=on`));
  });

  it.each([
    ["an address with mailto parameters", { email: PARAMETERS }, "email", "email"],
    ["half a surrogate pair in the address", { email: `carla${HALF}@example.com` }, "email", "email"],
    ["half a surrogate pair in the name", { name: `Carla${HALF}` }, "name", "characters"],
    ["an invisible letter as the name", { name: "\u3164" }, "name", "nameCharacters"],
    ["half a surrogate pair in the message", { message: `Olá ${HALF} tudo bem` }, "message", "characters"],
    ["a decoder's replacement in the message", { message: "Ol\uFFFD" }, "message", "characters"],
    ["a control character in the message", { message: "Olá\u0085" }, "message", "characters"],
  ])("refuses an enquiry with %s, names the field, stores and mails nothing", async (_label, over, field, error) => {
    await refused("booking_enquiries", field, error, () => json("/api/enquiry", enquiry(over)));
  });

  it("refuses an enquiry form whose message is not UTF-8", async () => {
    const fields = new URLSearchParams(enquiry({ message: "" })).toString().replace("message=", "message=Ol%ED%A0%80+a");
    await refused("booking_enquiries", "message", "characters", () => form("/api/enquiry", fields));
  });

  it("refuses photo uploads with such values in any text field, or caption bytes that are not UTF-8", async () => {
    const jpeg = { bytes: await phonePhoto(), name: "p.jpg", type: "image/jpeg" };
    const upload = (fields: Record<string, string>) => async () => {
      const answer = await uploadPhoto(site.server.url, { ...GUEST, ...fields }, [jpeg]);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    };
    await refused("photo_submissions", "email", "email", upload({ email: PARAMETERS }));
    await refused("photo_submissions", "name", "nameCharacters", upload({ name: "Ana \u2067azuos\u2069" }));
    // A browser's FormData makes half a surrogate pair U+FFFD, as the server's decoder does with bytes that are not UTF-8.
    await refused("photo_submissions", "caption", "characters", upload({ caption: `Tucano ${HALF}` }));
    const boundary = "----guest-input";
    const part = (name: string, value: Buffer) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), value, Buffer.from("\r\n")]);
    const body = Buffer.concat([
      ...Object.entries({ ...GUEST, caption: "" }).map(([name, value]) => (name === "caption" ? Buffer.alloc(0) : part(name, Buffer.from(value)))),
      part("caption", Buffer.from([0x54, 0x75, 0xed, 0xa0, 0x80, 0xff])),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      jpeg.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    await refused("photo_submissions", "caption", "characters", () =>
      fetch(`${site.server.url}/api/photos`, {
        method: "POST",
        headers: {
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
          Accept: "application/json",
          Origin: site.server.url,
          "X-Forwarded-For": "10.78.0.1",
        },
        body,
      }),
    );
  });

  it("refuses a sign-in name or password with half a character, and keeps no record of it", async () => {
    const before = await rows("login_throttle");
    for (const credentials of [
      { username: `revisora${HALF}`, password: "a long staff passphrase" },
      { username: "revisora", password: `a long staff passphrase${HALF}` },
    ]) {
      const answer = await answerOf(await json("/api/login", credentials));
      expect({ status: answer.status, code: answer.code }).toEqual({ status: 400, code: "characters" });
    }
    expect(await rows("login_throttle")).toBe(before);
  });

  it("publishes no caption or credit that hides or reorders characters, and leaves the photo waiting", async () => {
    expect(
      (await uploadPhoto(site.server.url, { ...GUEST, caption: "Tucano \u202Elanif" }, [{ bytes: await phonePhoto(), name: "p.jpg", type: "image/jpeg" }]))
        .status,
    ).toBe(202);
    const waiting = (await photoSubmissions(site.db, "pending")).find((photo) => photo.caption === "Tucano \u202Elanif");
    const review = (fields: Record<string, string>) =>
      fetch(`${site.server.url}/api/photo-review`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", ...staff.changeHeaders },
        body: JSON.stringify({ id: waiting?.id ?? "", decision: "approve", ...fields }),
      });
    for (const [fields, field, error] of [
      [{}, "caption", "characters"],
      [{ caption: "Tucano \u2066final\u2069" }, "caption", "characters"],
      [{ caption: `Tucano ${HALF}` }, "caption", "characters"],
      [{ caption: "Tucano", credit: "Ana\u3164" }, "credit", "nameCharacters"],
      [{ caption: "Tucano", credit: `Ana${HALF}` }, "credit", "characters"],
    ] as const) {
      const answer = await answerOf(await review(fields));
      expect({ status: answer.status, [field]: answer.fields?.[field] }).toEqual({ status: 400, [field]: error });
    }
    expect((await photoSubmissions(site.db, "pending")).some((photo) => photo.id === waiting?.id)).toBe(true);
    expect((await answerOf(await review({ caption: "Tucano final", credit: "Ana" }))).status).toBe(200);
  });

  it("mails an address with ?, & and = in its local part (valid) to exactly that address, never one with mailto parameters", async () => {
    await refused("booking_enquiries", "email", "email", () => json("/api/enquiry", enquiry({ email: PARAMETERS })));
    const guest = "a&b?c=d%41@example.org";
    expect((await json("/api/enquiry", enquiry({ email: guest }))).status).toBe(202);
    const [toLodge] = await site.smtp.to(LODGE, 1);
    expect(toLodge?.replyTo?.value.map((entry) => entry.address)).toEqual([guest]);
    const [toGuest] = await site.smtp.to(guest);
    const to = Array.isArray(toGuest?.to) ? toGuest?.to : [toGuest?.to];
    expect(to.flatMap((entry) => entry?.value.map((address) => address.address))).toEqual([guest]);
    expect([toGuest?.cc, toGuest?.bcc]).toEqual([undefined, undefined]);
  });
});
