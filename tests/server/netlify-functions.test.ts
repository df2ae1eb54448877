import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "../../src/server/data/database";
import { latestEnquiries } from "../../src/server/enquiries/enquiries";
import { photoSubmissions } from "../../src/server/photos/photo-submissions";
import { fileStoreTarget, openFileStore } from "../../src/server/storage/open-file-store";
import { englishEnquiry } from "../support/form-posts";
import { invokeNetlifyFunction, type FunctionRequest, type FunctionResponse } from "../support/netlify-function";
import { API_RESPONSE_HEADERS } from "../../src/server/http/api-headers";
import { phonePhoto } from "../support/photo-files";
import { TEST_SETUPS } from "../support/site-server";
import { staffCommand } from "../support/staff-cli";
import { STAFF_PASSWORD } from "../support/staff-session";
import { startSmtpCapture, type CapturedMail } from "../support/smtp-capture";
import { openTestDatabase } from "../support/test-database";

/**
 * The handlers as the CDN runs them: the functions Gatsby's Netlify adapter wrote, called the way
 * Netlify's runtime calls them, with the hosted setup (PostgreSQL, S3-compatible storage, SMTP) a
 * deploy configures, and from a working folder that must stay empty, since a function has no disk.
 */
const SITE = "https://lodge.example";
const deployed = TEST_SETUPS.find((setup) => setup.name === "deployed");
const LODGE = "reservas@lodge.example";

describe("the Netlify functions", () => {
  let env: Record<string, string>;
  let db: Database;
  let smtp: CapturedMail;
  let workingDir: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // No DATA_DIR: what a function would write by default lands in its working folder, which the last test checks.
    const { DATA_DIR: unused, ...hosted } = (await deployed?.create()) ?? {};
    void unused;
    workingDir = fs.mkdtempSync(path.join(os.tmpdir(), "function-cwd-"));
    env = { ...hosted, TRUST_PROXY: "true", SMTP_URL: smtp.url, LODGE_INBOX: LODGE };
    db = await openTestDatabase(env);
  }, 60_000);
  afterAll(async () => {
    await db.close();
    await smtp.stop();
  });

  const fromTheSite = (request: Omit<FunctionRequest, "headers"> & { headers?: Record<string, string> }): FunctionRequest => ({
    ...request,
    headers: { host: "lodge.example", origin: SITE, "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https", ...request.headers },
  });
  const answers: FunctionResponse[] = [];
  const call = async (name: string, request: FunctionRequest) => {
    const answer = await invokeNetlifyFunction(name, request, env, workingDir);
    answers.push(answer);
    return answer;
  };
  /** A JSON post from the site's own script to /api/<name>/. */
  const postJson = (name: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call(
      name,
      fromTheSite({
        method: "POST",
        path: `/api/${name}/`,
        headers: { "content-type": "application/json", accept: "application/json", ...headers },
        body: Buffer.from(JSON.stringify(fields)),
      }),
    );
  const json = (body: Buffer) => JSON.parse(body.toString("utf8")) as Record<string, unknown>;

  it("take a booking enquiry into PostgreSQL and mail the lodge and the guest", async () => {
    const answer = await postJson("enquiry", englishEnquiry());
    expect([answer.status, json(answer.body)]).toEqual([202, { ok: true, code: "sent" }]);
    const stored = await latestEnquiries(db);
    expect(stored.map((row) => [row.guestName, row.language])).toEqual([["Rita Tuiuiú", "en"]]);
    expect(await smtp.to(LODGE)).toHaveLength(1);
    expect(await smtp.to("rita@example.com")).toHaveLength(1);
  }, 30_000);

  it("take a guest's photo into the bucket, cleaned, for review", async () => {
    const boundary = "----lodge-test-boundary";
    const photo = await phonePhoto();
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(
        part("name", "Ana") + part("email", "ana@example.com") + part("caption", "Tucano") + part("consent", "on") + part("from", "/pt/photo-upload/"),
      ),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="tucano.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await call(
      "photos",
      fromTheSite({
        method: "POST",
        path: "/api/photos/",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, accept: "application/json" },
        body,
      }),
    );
    expect(answer.status).toBe(202);
    const [pending] = await photoSubmissions(db, "pending");
    expect(pending?.caption).toBe("Tucano");
    const store = await openFileStore(fileStoreTarget(env));
    expect(store.kind).toBe("s3");
    expect(await store.list("photos/")).toContain(pending?.fileKey);
    await store.close();
  }, 30_000);

  it("answer a bad request with the same errors as the server", async () => {
    const empty = await postJson("enquiry", {});
    expect(empty.status).toBe(400);
    expect(json(empty.body)["code"]).toBe("fields");

    const forged = await postJson("newsletter", { email: "a@b.co" }, { origin: "https://elsewhere.example" });
    expect(forged.status).toBe(403);

    const wrongMethod = await call("enquiry", fromTheSite({ method: "GET", path: "/api/enquiry/" }));
    expect(wrongMethod.status).toBe(405);

    const signedOut = await call("session", fromTheSite({ method: "GET", path: "/api/session/" }));
    expect([signedOut.status, json(signedOut.body)["code"]]).toEqual([401, "signed-out"]);
  }, 30_000);

  it("sign a staff member in with a secure session cookie that the next call accepts", async () => {
    expect(staffCommand(env, ["add", "recepcao"], `${STAFF_PASSWORD}\n`).status).toBe(0);
    const login = await postJson("login", { username: "recepcao", password: STAFF_PASSWORD, next: "/pt/staff/" });
    expect(login.status).toBe(200);
    const setCookie = (login.headers["set-cookie"] ?? []).join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const cookie = setCookie.split(";")[0] ?? "";
    const session = await call("session", fromTheSite({ method: "GET", path: "/api/session/", headers: { cookie } }));
    expect([session.status, json(session.body)["name"]]).toEqual([200, "recepcao"]);
  }, 30_000);

  it("send the API's security headers with every answer themselves (a CDN's header rules skip functions)", () => {
    expect(answers.length).toBeGreaterThan(5);
    const expected = Object.fromEntries(Object.entries(API_RESPONSE_HEADERS).map(([name, value]) => [name.toLowerCase(), [value]]));
    for (const answer of answers) expect(answer.headers).toMatchObject(expected);
  });

  it("write nothing to the disk they run on", () => {
    expect(fs.readdirSync(workingDir)).toEqual([]);
  });
});
