import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { builtFiles, urlOfBuiltFile } from "../../src/build/built-files";
import { CONSENT_BANNER_ATTRIBUTE } from "../../src/lib/behaviours/consent";
import { readSiteRules } from "../../src/server/http/site-rules";
import { content, PUBLIC_DIR } from "./helpers";

/**
 * Every built page against the headers it is sent with (the `_headers` rules, as the production
 * server and the CDN apply them). The inline scripts are found with an HTML parser, independently of
 * the build's own reading of them, and hashed as a browser hashes them.
 */
const rules = readSiteRules(PUBLIC_DIR);

// Not pages: the CMS has a policy of its own (tests/build/cms.test.ts), and Gatsby's slice files are
// fragments it stitches into pages while building, never opened as documents.
const pages = builtFiles(PUBLIC_DIR)
  .filter((file) => file.endsWith(".html"))
  .map((file) => [urlOfBuiltFile(file), path.join(PUBLIC_DIR, file)] as const)
  .filter(([url]) => !url.startsWith("/admin/") && !url.startsWith("/_gatsby/"))
  .sort(([a], [b]) => a.localeCompare(b));

const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name, values]),
  );

const EXECUTABLE_TYPES = new Set(["", "text/javascript", "module", "application/javascript"]);
const inlineScripts = (root: HTMLElement) =>
  root.querySelectorAll("script").filter((script) => !script.hasAttribute("src") && EXECUTABLE_TYPES.has((script.getAttribute("type") ?? "").toLowerCase()));
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const lookupOrigin = new URL(content.site.countryLookupUrl).origin;

it("covers the site's pages and its redirect pages", () => {
  expect(pages.length).toBeGreaterThan(100);
  expect(pages.map(([url]) => url)).toEqual(expect.arrayContaining(["/pt/", "/en/", "/pt/404/", "/404.html", content.redirects[0]!.from]));
});

describe.each(pages)("%s", (url, file) => {
  const html = fs.readFileSync(file, "utf8");
  const root = parse(html);
  const headers = rules.headersFor(url);
  const policy = directives(headers["Content-Security-Policy"] ?? "");
  const scriptSources = policy.get("script-src") ?? [];

  it("allows exactly its own inline scripts, by hash, and runs nothing inline a hash cannot cover", () => {
    const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));
    expect([...new Set(hashes)].sort()).toEqual(
      [
        ...new Set(
          inlineScripts(root)
            .map((script) => script.rawText)
            .map(sha256),
        ),
      ].sort(),
    );
    expect(scriptSources.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
    // Event handler attributes and javascript: addresses would need 'unsafe-inline' (or 'unsafe-hashes').
    for (const element of root.querySelectorAll("*")) {
      expect(Object.keys(element.attributes).filter((name) => /^on/i.test(name))).toEqual([]);
      for (const name of ["href", "src", "action", "formaction"]) expect(element.getAttribute(name) ?? "").not.toMatch(/^\s*javascript:/i);
    }
    for (const script of root.querySelectorAll("script[src]")) expect(script.getAttribute("src")).toMatch(/^\/(?!\/)/);
  });

  it("locks down everything else a page could be made to load or do", () => {
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("names the country lookup's host only where the consent banner can let a visitor allow it", () => {
    const hasBanner = html.includes(`${CONSENT_BANNER_ATTRIBUTE}=`);
    expect(policy.get("connect-src")).toEqual(hasBanner ? ["'self'", lookupOrigin] : ["'self'"]);
    // The analytics tag is off in this content (no measurement id): its hosts are nowhere.
    expect(headers["Content-Security-Policy"]).not.toMatch(/google/);
  });

  it("is sent with the security headers, HSTS ready for the browsers' preload list", () => {
    const hsts = headers["Strict-Transport-Security"] ?? "";
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toMatch(/;\s*includeSubDomains/);
    expect(hsts).toMatch(/;\s*preload/);
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "X-Frame-Options": "DENY",
      "Cache-Control": "public, max-age=0, must-revalidate",
    });
    expect(headers["Permissions-Policy"]).toContain("camera=()");
  });
});
