import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { REVALIDATE } from "../lib/http/response-headers";
import { pagePolicy, siteHeaderRules } from "./headers-file";

describe("a page's policy", () => {
  const origins = { countryLookupUrl: "https://lookup.example/json", analyticsEnabled: true };
  const withBanner = '<script>a()</script><section data-consent-banner="">…</section>';

  it("names the analytics and country lookup hosts where the consent banner can load them", () => {
    const policy = pagePolicy(withBanner, origins);
    expect(policy).toContain("https://www.googletagmanager.com");
    expect(policy).toContain("connect-src 'self' https://lookup.example ");
  });

  it("names no outside host on a page without the consent banner (a redirect page)", () => {
    const policy = pagePolicy('<script>location.replace("/pt/")</script>', origins);
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toMatch(/googletagmanager|lookup\.example/);
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=';/);
  });
});

describe("the downloads' rules", () => {
  it("revalidate a file the build writes again under the same name, and declare a spreadsheet UTF-8", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    for (const file of ["pt/aves/lista.csv", "pt/aves/lista.pdf", "static/0a1b/guia.pdf"]) {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), "x");
    }
    const rules = siteHeaderRules(publicDir, { countryLookupUrl: "", analyticsEnabled: false });
    const headersOf = (urlPath: string) => rules.filter((rule) => rule.path === urlPath).map((rule) => rule.headers);
    expect(headersOf("/pt/aves/lista.csv")).toEqual([{ "Content-Type": "text/csv; charset=utf-8", "Cache-Control": REVALIDATE }]);
    expect(headersOf("/pt/aves/lista.pdf")).toEqual([{ "Cache-Control": REVALIDATE }]);
    // Content-hashed under /static/: the long cache of its folder's rule, nothing of its own.
    expect(headersOf("/static/0a1b/guia.pdf")).toEqual([]);
  });
});
