import { mailingSiteFor } from "../support/mailing-site";
import { TEST_SETUPS } from "../support/site-server";
import { signedInStaff } from "../support/staff-session";
import { mailString } from "../support/mail-wording";
import { content, pathOf } from "../support/site-content";
import { topicNames } from "../../src/server/enquiries/contact-messages";

// The topics, pages and words come from the content, whatever the editors have written.
const [topic, topicName] = [...topicNames()][0]!;

const LODGE = "contato@lodge.example";
const SITE = "https://site.lodge.example";

const MESSAGE = {
  topic,
  message: "Somos um grupo de pesquisa e queremos visitar a estação em março.",
  name: "Júlia Prado",
  email: "julia@example.com",
};

describe.each(TEST_SETUPS)("contact messages on the $name setup", (setup) => {
  const site = mailingSiteFor(setup, { LODGE_INBOX: LODGE, SITE_URL: SITE });

  let visitor = 0;
  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${site.server.url}/api/contact`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        Origin: site.server.url,
        "X-Forwarded-For": `10.9.0.${++visitor}`,
        ...headers,
      },
      body: JSON.stringify(fields),
    });
  const postForm = (fields: Record<string, string>, forwardedFor: string) =>
    fetch(`${site.server.url}/api/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: site.server.url, "X-Forwarded-For": forwardedFor },
      body: new URLSearchParams(fields).toString(),
    });
  const count = async () => Number((await site.db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM contact_messages"))[0]?.n);
  const rowsFor = async (email: string) =>
    Number((await site.db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM contact_messages WHERE guest_email = $1", [email]))[0]?.n);

  it("stores the message, mails it to the lodge (replying reaches the sender) and acknowledges it in the sender's language", async () => {
    const answer = await send({ ...MESSAGE, from: pathOf("how-to-get-here", "en") });
    expect(answer.status).toBe(202);
    const [toLodge] = await site.smtp.to(LODGE);
    expect(toLodge?.subject).toBe(mailString("pt", "contact.lodgeSubject", { topic: topicName.pt, name: MESSAGE.name }));
    expect(toLodge?.replyTo?.value.map((address) => address.address)).toEqual([MESSAGE.email]);
    expect(toLodge?.text).toContain(MESSAGE.message);
    const [toGuest] = await site.smtp.to(MESSAGE.email);
    expect(toGuest?.subject).toBe(mailString("en", "contact.ackSubject", { productName: content.site.productName }));
    expect(toGuest?.text).toContain(topicName.en);
    const [row] = await site.db.query<Record<string, string | number>>("SELECT * FROM contact_messages WHERE guest_email = $1", [MESSAGE.email]);
    expect(row).toMatchObject({ topic, guest_name: MESSAGE.name, language: "en", state: "waiting" });
  });

  it.each([
    ["a topic that is not on the list", { topic: "complaints-to-the-moon" }, "topic", "choice"],
    ["no message", { message: "  " }, "message", "required"],
    ["a script in the message", { message: "<script>alert(1)</script>" }, "message", "markup"],
    ["a lone surrogate in the message", { message: "Olá \uD800" }, "message", "characters"],
    ["SQL in the name", { name: "x'); DROP TABLE contact_messages;--" }, "name", "nameCharacters"],
    ["an address without a dot in its domain", { email: "julia@gmail" }, "email", "email"],
    ["a message over 2000 characters", { message: "a".repeat(2001) }, "message", "tooLong"],
  ])("refuses %s, naming the field, and stores and sends nothing", async (_label, override, field, problem) => {
    const [rows, mails] = [await count(), site.smtp.messages.length];
    const answer = await send({ ...MESSAGE, ...override, from: "/pt/" });
    const body = (await answer.json()) as { code: string; fields: Record<string, string> };
    expect({ status: answer.status, code: body.code, problem: body.fields[field] }).toEqual({ status: 400, code: "fields", problem });
    expect(await count()).toBe(rows);
    expect(site.smtp.messages.length).toBe(mails);
  });

  it("without script, sends a message back to its page at its result, and takes the same message posted again for the same sending", async () => {
    const fields = { ...MESSAGE, name: "Sem Script", email: "semscript@example.com", from: pathOf("how-to-get-here", "pt") };
    const [first, again] = [await postForm(fields, "10.9.2.1"), await postForm(fields, "10.9.2.2")];
    expect(first.headers.get("location")).toBe(`${pathOf("how-to-get-here", "pt")}?contact=sent#contact-sent`);
    expect({ status: again.status, location: again.headers.get("location") }).toEqual({ status: 303, location: first.headers.get("location") });
    expect(await rowsFor("semscript@example.com")).toBe(1);
  });

  it("stores one message when the same sending arrives twice at once (a double click)", async () => {
    const fields = { ...MESSAGE, name: "Dora Clique", email: "dora.contato@example.com", submission: "c0ntact-k3y-0f-th1s-0001", from: "/pt/" };
    expect((await Promise.all([send(fields), send(fields)])).map((answer) => answer.status)).toEqual([202, 202]);
    expect(await rowsFor("dora.contato@example.com")).toBe(1);
  });

  it("refuses a post from another site, and ignores a robot that fills in the hidden field", async () => {
    const rows = await count();
    expect((await send({ ...MESSAGE }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await send({ ...MESSAGE, website: "https://spam.example" })).status).toBe(202);
    expect(await count()).toBe(rows);
  });

  it("takes five messages an hour from one address", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        send({ ...MESSAGE, email: "lote.contato@example.com", message: `Mensagem ${index}` }, { "X-Forwarded-For": "192.0.2.77" }).then(
          (answer) => answer.status,
        ),
      ),
    );
    expect(statuses.filter((status) => status === 202)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it("acknowledges at most five mails a day to one recipient, however many senders ask, and still tells the lodge", async () => {
    const victim = "alvo.contato@example.com";
    for (let index = 0; index < 7; index++) {
      expect((await send({ ...MESSAGE, name: "Muitos Remetentes", email: victim, message: `Mensagem número ${index}` })).status).toBe(202);
    }
    expect(await site.smtp.to(victim, 6)).toHaveLength(5);
    expect((await site.smtp.to(LODGE, 8)).filter((mail) => mail.text?.includes("Muitos Remetentes"))).toHaveLength(7);
  });

  it("lists messages and enquiries for staff with their time, language and state; staff change a state and the count waiting follows", async () => {
    const staff = await signedInStaff(site.server.url, site.env, "recepcao");
    const inbox = async () =>
      (await (await fetch(`${site.server.url}/api/enquiries`, { headers: { Cookie: staff.cookie } })).json()) as {
        messages: Array<{ id: string; receivedAt: number; language: string; state: string; topicName: unknown }>;
        waiting: { messages: number; enquiries: number };
        subscribers: number;
      };
    expect((await send({ ...MESSAGE, name: "Nova Mais Recente", email: "recente@example.com", from: "/en/" })).status).toBe(202);
    const before = await inbox();
    const [newest] = before.messages;
    expect(newest).toMatchObject({ language: "en", state: "waiting", topicName: topicName });
    expect(Math.abs(Date.now() - (newest?.receivedAt ?? 0))).toBeLessThan(60_000);
    expect(before.messages.map((message) => message.receivedAt)).toEqual([...before.messages.map((message) => message.receivedAt)].sort((a, b) => b - a));
    expect(before.waiting.messages).toBe(before.messages.filter((message) => message.state === "waiting").length);
    expect(typeof before.subscribers).toBe("number");

    const mark = (fields: Record<string, string>, headers: Record<string, string> = staff.changeHeaders) =>
      fetch(`${site.server.url}/api/inbox-state`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
        body: JSON.stringify(fields),
      });
    const handled = { kind: "message", id: newest?.id ?? "", state: "handled" };
    // Signed out, without the session's token, or from another site: nothing changes.
    expect((await mark(handled, { Origin: site.server.url })).status).toBe(401);
    expect((await mark(handled, { Cookie: staff.cookie, Origin: site.server.url })).status).toBe(403);
    expect((await mark(handled, { ...staff.changeHeaders, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect((await mark({ ...handled, state: "deleted" })).status).toBe(400);
    expect((await mark({ ...handled, id: "no-such-message" })).status).toBe(404);
    expect((await inbox()).waiting.messages).toBe(before.waiting.messages);

    expect((await mark(handled)).status).toBe(200);
    const after = await inbox();
    expect(after.messages.find((message) => message.id === newest?.id)?.state).toBe("handled");
    expect(after.waiting.messages).toBe(before.waiting.messages - 1);
    expect((await mark({ ...handled, state: "archived" })).status).toBe(200);
    expect((await inbox()).messages.find((message) => message.id === newest?.id)?.state).toBe("archived");
  });
});
