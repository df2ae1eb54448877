import { parse } from "node-html-parser";
import { LEAVE_FORM } from "../../src/lib/forms/newsletter";
import { FORM_ANSWER_CONTENT_SECURITY_POLICY } from "../../src/lib/http/response-headers";
import { freePort } from "../support/free-port";
import { mailingSiteFor } from "../support/mailing-site";
import { startSiteServer, TEST_SETUPS } from "../support/site-server";
import { linkIn } from "../support/smtp-capture";
import { signedInStaff } from "../support/staff-session";
import { mailString } from "../support/mail-wording";
import { content, pathOf, uiString } from "../support/site-content";

describe.each(TEST_SETUPS)("the newsletter on the $name setup", (setup) => {
  const site = mailingSiteFor(setup);

  let visitor = 0;
  const signUp = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${site.server.url}/api/newsletter`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
        Origin: site.server.url,
        "X-Forwarded-For": `10.9.0.${++visitor}`,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  const status = async (email: string) =>
    (await site.db.query<{ status: string }>("SELECT status FROM newsletter_subscribers WHERE email = $1", [email]))[0]?.status;
  const open = (link: string, accept = "text/html") => fetch(link, { redirect: "manual", headers: { Accept: accept } });
  /** A newsletter mail's subject in a language, filled as the server fills it; the wording is the editors'. */
  const subject = (language: "pt" | "en", key: "confirmSubject" | "welcomeSubject") =>
    mailString(language, `newsletter.${key}`, { productName: content.site.productName, siteUrl: `${site.env.SITE_URL}/${language}/` });
  /** Where a link leads once done: the newsletter page of the route table, at its result. */
  const resultPage = (language: "pt" | "en", result: string) => `${pathOf("newsletter", language)}?newsletter=${result}#newsletter-${result}`;

  it("asks for confirmation by e-mail in the reader's language, confirms once, welcomes, and lets them go", async () => {
    const email = "Leitora@Example.com";
    const answer = await signUp({ email, consent: "on", from: "/en/" });
    expect(answer.status).toBe(202);
    expect(await status("leitora@example.com")).toBe("pending");
    const [confirmation] = await site.smtp.to("leitora@example.com");
    expect(confirmation?.subject).toBe(subject("en", "confirmSubject"));
    expect(confirmation?.headers.get("content-language")).toBe("en");
    const confirmLink = linkIn(confirmation!, "/api/newsletter-confirm");
    expect(confirmLink.startsWith(`${site.server.url}/api/newsletter-confirm?token=`)).toBe(true);

    const confirmed = await open(confirmLink);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe(resultPage("en", "confirmed"));
    expect(await status("leitora@example.com")).toBe("confirmed");
    const [, welcome] = await site.smtp.to("leitora@example.com", 2);
    expect(welcome?.subject).toBe(subject("en", "welcomeSubject"));

    // The same link again confirms nothing new.
    expect(await (await open(confirmLink, "application/json")).json()).toEqual({ code: "already" });

    const unsubscribeLink = linkIn(welcome!, "/api/newsletter-unsubscribe");
    // Opening the link asks first and changes nothing (mail scanners open links too); the page's form leaves.
    const asked = await open(unsubscribeLink);
    expect(asked.status).toBe(200);
    expect(asked.headers.get("content-security-policy")).toBe(FORM_ANSWER_CONTENT_SECURITY_POLICY);
    const page = parse(await asked.text());
    expect(page.querySelector("html")?.getAttribute("lang")).toBe("en");
    expect(page.querySelectorAll("script")).toHaveLength(0);
    const leave = page.querySelector(`form#${LEAVE_FORM.id}`);
    const { pathname, search } = new URL(unsubscribeLink);
    expect([leave?.getAttribute("action"), leave?.hasAttribute("data-returned")]).toEqual([`${pathname}${search}`, true]);
    expect(leave?.text).toContain(uiString("en", "newsletter:leave.question"));
    expect(await (await open(unsubscribeLink, "application/json")).json()).toEqual({ code: "leave" });
    expect(await status("leitora@example.com")).toBe("confirmed");
    const fields = Object.fromEntries(leave!.querySelectorAll("input").map((input) => [input.getAttribute("name") ?? "", input.getAttribute("value") ?? ""]));
    const left = await fetch(`${site.server.url}${pathname}${search}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" },
      body: new URLSearchParams(fields).toString(),
    });
    expect([left.status, left.headers.get("location")]).toEqual([303, resultPage("en", "unsubscribed")]);
    expect(await status("leitora@example.com")).toBe("unsubscribed");
    // One-click unsubscribe (a mail program's POST) works too, every time.
    expect(
      (await fetch(unsubscribeLink, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } }))
        .status,
    ).toBe(200);
  });

  it("refuses forged, altered and replaced links", async () => {
    await signUp({ email: "alvo@example.com", consent: "on", from: "/pt/" });
    const [first] = await site.smtp.to("alvo@example.com");
    const link = linkIn(first!, "/api/newsletter-confirm");
    const token = new URL(link).searchParams.get("token") ?? "";
    const [payload, signature] = token.split(".");
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), e: "someone@example.com" })).toString(
      "base64url",
    );
    for (const forged of [`${otherPayload}.${signature}`, `${payload}.${"A".repeat(43)}`, `${payload}`, "", "x".repeat(1500), `${payload}.${signature}.x`]) {
      const answer = await open(`${site.server.url}/api/newsletter-confirm?token=${encodeURIComponent(forged)}`, "application/json");
      expect(`${forged.slice(0, 20)} ${answer.status}`).toBe(`${forged.slice(0, 20)} 400`);
    }
    expect(await status("alvo@example.com")).toBe("pending");
    // Signing up again sends a new link; the first one no longer works.
    await signUp({ email: "alvo@example.com", consent: "on", from: "/pt/" });
    const [, second] = await site.smtp.to("alvo@example.com", 2);
    expect(second?.subject).toBe(subject("pt", "confirmSubject"));
    expect(await (await open(link, "application/json")).json()).toEqual({ code: "invalid" });
    expect(await (await open(linkIn(second!, "/api/newsletter-confirm"), "application/json")).json()).toEqual({ code: "confirmed" });
  });

  it("answers an address already on the list exactly like a new one, and sends it nothing", async () => {
    await signUp({ email: "ja@example.com", consent: "on", from: "/pt/" });
    const [confirmation] = await site.smtp.to("ja@example.com");
    await open(linkIn(confirmation!, "/api/newsletter-confirm"));
    const again = await signUp({ email: "ja@example.com", consent: "on", from: "/pt/" });
    expect({ status: again.status, body: await again.json() }).toEqual({ status: 202, body: { ok: true, code: "sent" } });
    expect(await site.smtp.to("ja@example.com", 3)).toHaveLength(2);
  });

  it.each([
    ["a malformed address", { email: "not-an-address", consent: "on" }, {}, 400, "fields"],
    ["markup in the address", { email: "<script>@example.com", consent: "on" }, {}, 400, "fields"],
    ["SQL in the address", { email: "x'; DROP TABLE newsletter_subscribers;--@example.com", consent: "on" }, {}, 400, "fields"],
    ["no consent", { email: "sem@example.com" }, {}, 400, "fields"],
    [
      "a post from another site",
      { email: "cross@example.com", consent: "on" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      403,
      "crossSite",
    ],
  ])("refuses %s, stores nothing and sends nothing", async (_label, fields, headers, expectedStatus, code) => {
    const before = site.smtp.messages.length;
    const answer = await signUp({ from: "/pt/", ...fields }, headers);
    expect({ status: answer.status, code: ((await answer.json()) as { code: string }).code }).toEqual({ status: expectedStatus, code });
    expect(await status((fields.email ?? "").toLowerCase())).toBeUndefined();
    expect(site.smtp.messages.length).toBe(before);
  });

  it("tells a robot that fills in the hidden field it was sent, and keeps nothing", async () => {
    const answer = await signUp({ email: "robo@example.com", consent: "on", website: "https://spam.example" });
    expect(answer.status).toBe(202);
    expect(await status("robo@example.com")).toBeUndefined();
  });

  it("takes five sign-ups from one address in ten minutes, of 100 sent at once", async () => {
    const from = { "X-Forwarded-For": "192.0.2.200" };
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => signUp({ email: `lote${index}@example.com`, consent: "on", from: "/pt/" }, from)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((code) => code === 202)).toHaveLength(5);
    expect(statuses.filter((code) => code === 429)).toHaveLength(95);
    const stored = await site.db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email LIKE 'lote%'");
    expect(Number(stored[0]?.n)).toBe(5);
  });

  it("counts every address of one IPv6 /64 as one sender", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        signUp({ email: `rede${index}@example.com`, consent: "on", from: "/pt/" }, { "X-Forwarded-For": `2001:db8:77:1::${(index + 1).toString(16)}` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(202), ...Array(7).fill(429)]);
  });

  it("counts the address the proxy reports, whatever a client writes before it in X-Forwarded-For", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        signUp({ email: `forjado${index}@example.com`, consent: "on", from: "/pt/" }, { "X-Forwarded-For": `198.51.100.${index + 1}, 192.0.2.201` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(202), ...Array(7).fill(429)]);
  });

  it("sends a form post without script back to its page, at its result", async () => {
    const answer = await signUp({ email: "semjs@example.com", consent: "on", from: "/pt/" }, { Accept: "text/html" });
    expect(answer.headers.get("location")).toBe("/pt/?newsletter=sent#newsletter-sent");
  });

  it("counts for staff a reader who confirmed and left as having left, no longer on the list", async () => {
    const staff = await signedInStaff(site.server.url, site.env, "noticias");
    const counts = async () => {
      const inbox = (await (await fetch(`${site.server.url}/api/enquiries`, { headers: { Cookie: staff.cookie } })).json()) as {
        subscribers: number;
        formerSubscribers: { count: number; days: number };
      };
      return { subscribers: inbox.subscribers, left: inbox.formerSubscribers.count, days: inbox.formerSubscribers.days };
    };
    await signUp({ email: "passageira@example.com", consent: "on", from: "/pt/" });
    const [confirmation] = await site.smtp.to("passageira@example.com");
    await open(linkIn(confirmation!, "/api/newsletter-confirm"));
    const before = await counts();
    const [, welcome] = await site.smtp.to("passageira@example.com", 2);
    const oneClick = { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } };
    expect((await fetch(linkIn(welcome!, "/api/newsletter-unsubscribe"), oneClick)).status).toBe(200);
    expect(await counts()).toEqual({ subscribers: before.subscribers - 1, left: before.left + 1, days: content.site.dataRetention.unsubscribedDays });
  });

  it("exports the confirmed list as CSV to staff only, with formulas made inert", async () => {
    await signUp({ email: "=2+5@example.com", consent: "on", from: "/pt/" });
    const [confirmation] = await site.smtp.to("=2+5@example.com");
    await open(linkIn(confirmation!, "/api/newsletter-confirm"));
    expect((await fetch(`${site.server.url}/api/newsletter-export`)).status).toBe(401);
    const staff = await signedInStaff(site.server.url, site.env, "comunicacao");
    const csv = await fetch(`${site.server.url}/api/newsletter-export`, { headers: { Cookie: staff.cookie } });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe('"email","language","consented_at","confirmed_at"');
    expect(text).toContain(`"'=2+5@example.com","pt"`);
    expect(text).not.toContain("leitora@example.com");
    expect(text).not.toContain("lote0@example.com");
  });
});

describe("a sign-up when the mail server is down", () => {
  it("says it failed, so the reader can try again", async () => {
    const env = { ...(await TEST_SETUPS[0]!.create()), SMTP_URL: `smtp://127.0.0.1:${await freePort()}` };
    const server = await startSiteServer(env);
    try {
      const answer = await fetch(`${server.url}/api/newsletter`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", Origin: server.url },
        body: JSON.stringify({ email: "down@example.com", consent: "on", from: "/pt/" }),
      });
      expect({ status: answer.status, code: ((await answer.json()) as { code: string }).code }).toEqual({ status: 503, code: "failed" });
    } finally {
      await server.stop();
    }
  }, 60_000);
});
