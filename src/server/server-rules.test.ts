import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, serverConfig } from "./config";
import { readSiteRules } from "./http/site-rules";
import { headersFileText, inlineScriptHashes, pageContentSecurityPolicy, parseHeadersFile, type HeaderRule } from "../lib/http/response-headers";
import { limitBytes } from "./http/read-body";
import { localPath } from "./auth/staff-requests";
import { delayAfter, THROTTLE } from "./auth/throttle";

describe("server configuration", () => {
  it("has defaults that need no setup", () => {
    expect(serverConfig({}, "/srv/site")).toEqual({
      port: 9000,
      host: "127.0.0.1",
      publicDir: "/srv/site/public",
      database: { kind: "sqlite", dataDir: "/srv/site/data" },
      files: { kind: "disk", directory: "/srv/site/data/files" },
      trustProxy: false,
      buildHook: undefined,
      mail: { kind: "outbox", directory: "/srv/site/data/outbox", from: { name: "Jardim da Amazônia", address: "no-reply@jardimdaamazonia.com" } },
      siteAddress: "https://www.jardimdaamazonia.com",
      lodgeInbox: undefined,
    });
    expect(serverConfig({ DATA_DIR: "/var/lib/site" }, "/srv").files).toEqual({ kind: "disk", directory: "/var/lib/site/files" });
    expect(serverConfig({ DATABASE_URL: "postgres://db/site", TRUST_PROXY: "true" }, "/srv").database).toEqual({ kind: "postgres", url: "postgres://db/site" });
  });

  it("stores files in a bucket when S3_BUCKET names one", () => {
    const env = { S3_BUCKET: "lodge-photos", S3_ENDPOINT: "https://s3.example.net", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
    expect(serverConfig(env, "/srv").files).toEqual({
      kind: "s3",
      bucket: "lodge-photos",
      region: "us-east-1",
      endpoint: "https://s3.example.net",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    // Without keys, the SDK's own chain (an instance role, AWS_* variables) supplies them.
    expect(serverConfig({ S3_BUCKET: "lodge-photos", S3_REGION: "sa-east-1" }, "/srv").files).toEqual({
      kind: "s3",
      bucket: "lodge-photos",
      region: "sa-east-1",
    });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ BUILD_HOOK_URL: "http://hooks.example.net/build" }, "BUILD_HOOK_URL"],
    [{ BUILD_HOOK_URL: "not a url" }, "BUILD_HOOK_URL"],
    [{ BUILD_HOOK_URL: "https://api.github.com/repos/lodge/site/dispatches" }, "BUILD_HOOK_TOKEN"],
    [{ SMTP_URL: "mail.example.net:25" }, "SMTP_URL"],
    [{ SMTP_URL: "http://mail.example.net" }, "SMTP_URL"],
    [{ SITE_URL: "www.example.net" }, "SITE_URL"],
    [{ LODGE_INBOX: "reservas at example" }, "LODGE_INBOX"],
    [{ LODGE_INBOX: "reservas@example.org?bcc=audit" }, "LODGE_INBOX"],
    [{ LODGE_INBOX: "reservas@exämple.org" }, "LODGE_INBOX"],
    [{ MAIL_FROM: "no-reply@example.org?bcc=x@evil.test" }, "MAIL_FROM"],
    [{ MAIL_FROM: '"Lodge" <no-reply@example.org>, x@evil.test' }, "MAIL_FROM"],
    [{ MAIL_FROM: "Lodge\r\nBcc: x@evil.test <no-reply@example.org>" }, "MAIL_FROM"],
    [{ MAIL_FROM: "Lodge" }, "MAIL_FROM"],
    [{ S3_ENDPOINT: "http://127.0.0.1:9100" }, "S3_BUCKET"],
    [{ S3_BUCKET: "Photos_Bucket" }, "S3_BUCKET"],
    [{ S3_BUCKET: "photos", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "photos", S3_ENDPOINT: "ftp://files" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "key-without-secret" }, "S3_SECRET_ACCESS_KEY"],
    [{ DATABASE_URL: "mysql://site:s3cret-pass@db/site" }, "DATABASE_URL"],
    [{ SMTP_URL: "http://mail:s3cret-pass@mail.example.net" }, "SMTP_URL"],
    [{ SMTP_URL: "user:s3cret-pass@mail.example.net:25" }, "SMTP_URL"],
  ])("stops on a wrong value, naming it: %j", (env, name) => {
    expect(() => serverConfig(env, "/srv")).toThrow(ConfigError);
    expect(() => serverConfig(env, "/srv")).toThrow(name);
    // A password in a wrong value is never printed.
    expect(() => serverConfig(env, "/srv")).not.toThrow("s3cret-pass");
  });
});

describe("the mail's sender", () => {
  it("takes MAIL_FROM as an address, with or without a name", () => {
    const from = (MAIL_FROM: string) => serverConfig({ MAIL_FROM }, "/srv").mail.from;
    expect(from("no-reply@example.org")).toEqual({ name: "", address: "no-reply@example.org" });
    expect(from('"Jardim, Lodge" <no-reply@example.org>')).toEqual({ name: "Jardim, Lodge", address: "no-reply@example.org" });
    expect(from("Jardim da Amazônia <no-reply@example.org>")).toEqual({ name: "Jardim da Amazônia", address: "no-reply@example.org" });
  });
});

describe("response headers", () => {
  it("hash the inline scripts a browser runs, not external or JSON-LD ones", () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script type="module">b()</script>';
    // sha256 of "a()" and "b()" in base64 (openssl dgst -sha256 -binary | base64), as a browser computes them.
    expect(inlineScriptHashes(html)).toEqual(
      ["sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=", "sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc="].sort(),
    );
  });

  it("keep scripts to the site and the page's hashes, and allow the country lookup's origin only when set", () => {
    const csp = pageContentSecurityPolicy(["sha256-abc"], { countryLookupUrl: "https://lookup.example/path", analyticsEnabled: false });
    expect(csp).toContain("script-src 'self' 'sha256-abc';");
    expect(csp).toContain("connect-src 'self' https://lookup.example;");
    expect(csp).not.toContain("googletagmanager");
    expect(pageContentSecurityPolicy([], { countryLookupUrl: "", analyticsEnabled: true })).toContain("https://www.googletagmanager.com");
  });

  it("survive the _headers file round trip, and a broken line is an error", () => {
    const rules: HeaderRule[] = [
      { path: "/*", headers: { "X-A": "1", "X-B": "two words" } },
      { path: "/pt/", headers: { "Cache-Control": "no-store" } },
    ];
    expect(parseHeadersFile(headersFileText(rules))).toEqual(rules);
    expect(() => parseHeadersFile("  X-A: 1\n")).toThrow("line 1");
  });
});

describe("the build's rules files", () => {
  const siteWith = (redirects: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-rules-"));
    fs.writeFileSync(path.join(dir, "_headers"), "/*\n  X-A: 1\n");
    fs.writeFileSync(path.join(dir, "_redirects"), redirects);
    return dir;
  };

  it("read forced 301s and each language's 404, and leave the CDN's function routes to the CDN", () => {
    const rules = readSiteRules(
      siteWith(
        "/rooms/  /acomodacoes/  301!\n/old/  /new/  301\n/pt/*  /pt/404/  404\n# gatsby-adapter-netlify start\n/api/enquiry/  /.netlify/functions/enquiry-js  200\n# gatsby-adapter-netlify end\n",
      ),
    );
    expect(rules.redirectFor("/rooms/")).toBe("/acomodacoes/");
    expect(rules.redirectFor("/old/")).toBe("/new/");
    expect(rules.redirectFor("/api/enquiry/")).toBeUndefined();
    expect(rules.notFoundPageFor("/pt/x/")).toBe("/pt/404/");
    expect(rules.notFoundPageFor("/de/x/")).toBe("/404.html");
  });

  it.each(["/a/  /b/  200\n", "/a/  /b/  302\n", "/a/\n"])("refuse a rule the server cannot honour: %j", (line) => {
    expect(() => readSiteRules(siteWith(line))).toThrow("_redirects line 1");
  });
});

describe("request rules", () => {
  it("read body limits as Gatsby writes them", () => {
    expect([limitBytes(undefined), limitBytes("4kb"), limitBytes("1mb"), limitBytes(2048)]).toEqual([102400, 4096, 1048576, 2048]);
    expect(() => limitBytes("lots")).toThrow("lots");
  });

  it.each([
    ["/pt/staff/", "/pt/staff/"],
    ["//evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/pt/login/?login=x", "/pt/login/?login=x"],
  ])("redirect only to paths of this site: %s → %s", (given, expected) => {
    expect(localPath(given, "/")).toBe(expected);
  });

  it("slow sign-in after the free attempts, doubling up to a minute", () => {
    const free = THROTTLE.account.freeAttempts;
    expect([free, free + 1, free + 2, free + 3, free + 20].map((n) => delayAfter(n, "account"))).toEqual([0, 1000, 2000, 4000, 60_000]);
  });
});
