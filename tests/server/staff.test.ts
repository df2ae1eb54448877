import type { Database } from "../../src/server/data/database";
import { THROTTLE } from "../../src/server/auth/throttle";
import { openTestDatabase } from "../support/test-database";
import { startSiteServer, TEST_SETUPS, type SiteServer } from "../support/site-server";
import { staffCommand } from "../support/staff-cli";
import { barePath } from "../../src/lib/routing/routes";
import { content, pathOf } from "../support/site-content";

const PASSWORD = "a long staff passphrase";
/** The staff area and the login page, where the route table puts them (the slugs are the editors'). */
const STAFF = { pt: pathOf("staff", "pt"), en: pathOf("staff", "en"), bare: barePath(content.routes.find((route) => route.id === "staff")!) };
const LOGIN = { pt: pathOf("login", "pt"), en: pathOf("login", "en") };

// Each sign-in hashes a password with scrypt on purpose (tens of milliseconds of CPU); a test makes up
// to a dozen, which on a busy machine takes longer than Jest's default 5 s. A test cut off there
// leaves its requests running into the next one's rows, so it gets the time it needs.
jest.setTimeout(30_000);

describe.each(TEST_SETUPS)("staff sign-in on the $name setup", (kind) => {
  let server: SiteServer;
  let db: Database;
  let env: Record<string, string>;
  let origin: string;
  beforeAll(async () => {
    env = await kind.create();
    expect(staffCommand(env, ["add", "Maria"], `${PASSWORD}\n`)).toMatchObject({ status: 0, stdout: expect.stringContaining('"maria" added') });
    expect(staffCommand(env, ["add", "joao"], `${PASSWORD}\n`).status).toBe(0);
    // Behind a trusted proxy, so the tests can be several visitors (X-Forwarded-For) and HTTPS (X-Forwarded-Proto).
    server = await startSiteServer({ ...env, TRUST_PROXY: "true" });
    origin = server.url;
    db = await openTestDatabase(env);
  }, 90_000);
  afterAll(async () => {
    await db?.close();
    await server?.stop();
  });

  let address = 0;
  /** A new visitor address for each test, so address counts do not carry over. */
  const visitor = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  const login = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/json", Accept: "application/json", Origin: origin, "X-Forwarded-For": visitor(), ...headers },
      body: JSON.stringify(fields),
    });
  const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const signIn = async (name = "maria") => {
    const response = await login({ username: name, password: PASSWORD, next: STAFF.pt });
    expect(response.status).toBe(200);
    return cookieOf(response);
  };
  const session = (cookie: string) => fetch(`${server.url}/api/session`, { headers: { Cookie: cookie } });
  const throttleRows = async () => Number((await db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM login_throttle"))[0]?.n);

  it("lists the accounts the command added, with no password anywhere in its output", () => {
    const listed = staffCommand(env, ["list"]);
    expect(listed.stdout).toMatch(/joao[\s\S]*maria/);
    expect(listed.stdout + listed.stderr).not.toContain(PASSWORD);
  });

  it("stores only a scrypt hash of the password", async () => {
    const [row] = await db.query<{ password_hash: string }>("SELECT password_hash FROM staff_accounts WHERE name = 'maria'");
    expect(row?.password_hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(row?.password_hash).not.toContain(PASSWORD);
  });

  it("signs in with the right password: an httpOnly SameSite=Strict cookie, and the session names the account", async () => {
    const response = await login({ username: " Maria ", password: PASSWORD, next: STAFF.pt });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: "maria", next: STAFF.pt });
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(/^staff_session=[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    const answer = await session(cookieOf(response));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ name: "maria", csrfToken: expect.any(String) });
  });

  it("marks the cookie Secure when the site is reached over HTTPS", async () => {
    const response = await login({ username: "maria", password: PASSWORD }, { "X-Forwarded-Proto": "https" });
    expect(response.headers.get("set-cookie")).toContain("; Secure");
  });

  it("sends HSTS only when the site is reached over HTTPS", async () => {
    const secure = await fetch(`${server.url}/pt/`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect((await fetch(`${server.url}/pt/`)).headers.get("strict-transport-security")).toBeNull();
  });

  it("answers a wrong password or an unknown name with the same 401 'Invalid username or password'", async () => {
    for (const username of ["maria", "nobody"]) {
      const response = await login({ username, password: "not the password" });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: "Invalid username or password", code: "invalid" });
      expect(response.headers.get("set-cookie")).toBeNull();
    }
  });

  it("slows an account after three failures, and says how long to wait", async () => {
    const attempt = () => login({ username: "joao", password: "wrong password!" });
    try {
      for (let i = 0; i < THROTTLE.account.freeAttempts + 1; i++) expect((await attempt()).status).toBe(401);
      // Each failure past the free ones doubles the wait (1 s, 2 s, 4 s…): on a machine slow enough to
      // check a password in over a second, the next attempt may still be in time, but one soon is not.
      let slowed = await attempt();
      for (let tries = 1; slowed.status === 401 && tries < 5; tries++) slowed = await attempt();
      expect(slowed.status).toBe(429);
      expect(await slowed.json()).toEqual({ error: expect.any(String), code: "slowed", retryAfter: expect.any(Number) });
      expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await db.run("DELETE FROM login_throttle WHERE key = 'account:joao'");
    }
  });

  it("locks an account after ten failures, even against the right password, and states the lock", async () => {
    await db.run("DELETE FROM login_throttle WHERE key = 'account:joao'");
    await db.run("INSERT INTO login_throttle (key, failures, last_failure_at, locked_until) VALUES ('account:joao', 9, $1, 0)", [Date.now() - 120_000]);
    const locking = await login({ username: "joao", password: "wrong password!" });
    expect(locking.status).toBe(429);
    expect(await locking.json()).toMatchObject({ code: "locked", retryAfter: expect.any(Number) });
    const right = await login({ username: "joao", password: PASSWORD });
    expect(right.status).toBe(429);
    const body = (await right.json()) as { code: string; retryAfter: number };
    expect(body.code).toBe("locked");
    expect(body.retryAfter).toBeGreaterThan(14 * 60);
    await db.run("DELETE FROM login_throttle WHERE key = 'account:joao'");
    expect((await login({ username: "joao", password: PASSWORD })).status).toBe(200);
  });

  it("locks an address that fails across many accounts", async () => {
    const address = "192.0.2.77";
    await db.run("INSERT INTO login_throttle (key, failures, last_failure_at, locked_until) VALUES ($1, 29, $2, 0)", [
      `address:${address}`,
      Date.now() - 120_000,
    ]);
    const response = await login({ username: "someone-else", password: "guess guess" }, { "X-Forwarded-For": address });
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ code: "locked" });
    expect((await login({ username: "maria", password: PASSWORD }, { "X-Forwarded-For": address })).status).toBe(429);
  });

  it("opens the staff area only with a session: others are sent to the login page of their language", async () => {
    const cookie = await signIn();
    for (const [page, loginPage] of [
      [STAFF.pt, LOGIN.pt],
      [STAFF.en, LOGIN.en],
      [STAFF.bare, LOGIN.pt],
    ] as const) {
      const anonymous = await fetch(server.url + page, { redirect: "manual" });
      expect([anonymous.status, anonymous.headers.get("location")]).toEqual([303, loginPage]);
      const signedIn = await fetch(server.url + page, { redirect: "manual", headers: { Cookie: cookie } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get("cache-control")).toBe("no-store");
      expect(await signedIn.text()).toContain('name="robots" content="noindex');
    }
    const data = await fetch(`${server.url}/page-data${STAFF.pt}page-data.json`);
    expect(data.status).toBe(401);
    expect(await data.json()).toEqual({ error: expect.any(String) });
  });

  it("refuses forged, altered and expired session cookies", async () => {
    const cookie = await signIn();
    const [name, value = ""] = cookie.split("=");
    const [token = "", signature = ""] = value.split(".");
    const forged = [
      `${name}=${token}.${signature.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
      `${name}=${token}`,
      `${name}=x.y`,
      `${name}=${"a".repeat(300)}`,
    ];
    for (const bad of forged) expect((await session(bad)).status).toBe(401);
    await db.run("UPDATE staff_sessions SET expires_at = $1", [Date.now() - 1000]);
    expect((await session(cookie)).status).toBe(401);
    expect((await fetch(`${server.url}${STAFF.pt}`, { redirect: "manual", headers: { Cookie: cookie } })).status).toBe(303);
  });

  it("signs out only with the session's CSRF token, and the old cookie is dead afterwards", async () => {
    const cookie = await signIn();
    const { csrfToken } = (await (await session(cookie)).json()) as { csrfToken: string };
    const logout = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/logout`, { method: "POST", headers: { Cookie: cookie, Origin: origin, Accept: "application/json", ...headers } });
    expect((await logout({})).status).toBe(403);
    expect((await logout({ "X-CSRF-Token": "wrong" })).status).toBe(403);
    expect((await session(cookie)).status).toBe(200);
    const out = await logout({ "X-CSRF-Token": csrfToken });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toContain("staff_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0");
    expect((await session(cookie)).status).toBe(401);
  });

  it("answers form posts without script with 303s: to the staff area, or back with the message code", async () => {
    const form = (fields: Record<string, string>) =>
      fetch(`${server.url}/api/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html", Origin: origin, "X-Forwarded-For": visitor() },
        body: new URLSearchParams(fields).toString(),
      });
    const ok = await form({ username: "maria", password: PASSWORD, next: STAFF.en, from: LOGIN.en });
    expect([ok.status, ok.headers.get("location")]).toEqual([303, STAFF.en]);
    const bad = await form({ username: "maria", password: "nope nope", next: STAFF.en, from: LOGIN.en });
    expect([bad.status, bad.headers.get("location")]).toEqual([303, `${LOGIN.en}?login=invalid`]);
    const hostile = await form({ username: "maria", password: PASSWORD, next: "//evil.example/", from: "https://evil.example/" });
    expect([hostile.status, hostile.headers.get("location")]).toEqual([303, "/"]);
  });

  it("refuses cross-site and origin-less sign-ins with 403, before any attempt is counted", async () => {
    const before = await throttleRows();
    const crossSite: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site", Origin: origin },
    ];
    for (const headers of crossSite) {
      const response = await login({ username: "maria", password: PASSWORD }, headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: "cross-site" });
    }
    const noOrigin = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "maria", password: PASSWORD }),
    });
    expect(noOrigin.status).toBe(403);
    expect(await throttleRows()).toBe(before);
  });

  const hostile: Array<[string, string, string, number]> = [
    ["SQL in the name", "application/json", JSON.stringify({ username: "' OR '1'='1' --", password: "x' OR '1'='1" }), 401],
    ["script in the name", "application/json", JSON.stringify({ username: "<script>alert(1)</script>", password: "x" }), 401],
    ["a missing password", "application/json", JSON.stringify({ username: "maria" }), 400],
    ["fields that are not text", "application/json", JSON.stringify({ username: ["maria"], password: { $ne: 1 } }), 400],
    ["a name over 64 characters", "application/json", JSON.stringify({ username: "m".repeat(65), password: "x" }), 400],
    ["malformed JSON", "application/json", '{"username": "maria",', 400],
    ["a 5 KB body", "application/json", JSON.stringify({ username: "maria", password: "p".repeat(5000) }), 413],
    ["an XML body", "application/xml", "<login/>", 415],
    ["a multipart body", "multipart/form-data; boundary=x", "--x--", 415],
  ];
  it.each(hostile)("refuses %s with its 4xx JSON error and creates no session", async (_what, type, body, status) => {
    const sessionsBefore = Number((await db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM staff_sessions"))[0]?.n);
    const response = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "Content-Type": type, Accept: "application/json", Origin: origin, "X-Forwarded-For": visitor() },
      body,
    });
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
    expect(Number((await db.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM staff_sessions"))[0]?.n)).toBe(sessionsBefore);
    const accounts = await db.query<{ name: string }>("SELECT name FROM staff_accounts ORDER BY name");
    expect(accounts.map((a) => a.name)).toEqual(["joao", "maria"]);
  });

  it("refuses wrong methods on every staff endpoint with a JSON 405", async () => {
    for (const [endpoint, method] of [
      ["login", "GET"],
      ["logout", "GET"],
      ["session", "POST"],
      ["login", "DELETE"],
    ] as const) {
      const response = await fetch(`${server.url}/api/${endpoint}`, { method, headers: { Origin: origin } });
      expect(response.status).toBe(405);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it("removes an account with the command, which also signs it out", async () => {
    const cookie = await signIn("joao");
    expect(staffCommand(env, ["remove", "joao"]).stdout).toContain("removed");
    expect((await session(cookie)).status).toBe(401);
    expect((await login({ username: "joao", password: PASSWORD })).status).toBe(401);
  });
});
