import fs from "node:fs";
import path from "node:path";
import { ADMIN_SCRIPT, ADMIN_STYLESHEET } from "../../src/cms/admin-files";
import { DECAP_ENTRY } from "../../src/cms/decap-package";
import { PREVIEW_STYLESHEET } from "../../src/cms/admin-files";
import { parseHeadersFile } from "../../src/lib/http/response-headers";
import { page, PUBLIC_DIR } from "./helpers";

const rules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"));
const policyOf = (urlPath: string) => rules.find((rule) => rule.path === urlPath)?.headers["Content-Security-Policy"] ?? "";

describe("the CMS page at /admin/", () => {
  const admin = page("/admin/");

  it("loads the site's CMS script before Decap's bundle, and nothing inline", () => {
    const scripts = admin.querySelectorAll("script").map((script) => script.getAttribute("src"));
    expect(scripts).toEqual([ADMIN_SCRIPT, DECAP_ENTRY]);
    expect(admin.querySelector(`link[href="${ADMIN_STYLESHEET}"]`)).not.toBeNull();
    for (const file of [ADMIN_SCRIPT, ADMIN_STYLESHEET, DECAP_ENTRY]) expect(fs.existsSync(path.join(PUBLIC_DIR, "admin", file))).toBe(true);
  });

  it("carries the previews' stylesheet with the site's fonts beside it", () => {
    const files = fs.readdirSync(path.join(PUBLIC_DIR, "admin"));
    const css = fs.readFileSync(path.join(PUBLIC_DIR, "admin", PREVIEW_STYLESHEET), "utf8");
    const fonts = files.filter((name) => name.endsWith(".woff2"));
    expect(fonts).toHaveLength(2);
    for (const font of fonts) expect(css).toContain(`url("./${font}")`);
  });

  it("is in Portuguese and kept out of search engines", () => {
    expect(admin.querySelector("html")?.getAttribute("lang")).toBe("pt-BR");
    expect(admin.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex, nofollow");
  });

  it("signs in through GitHub and publishes through the editorial workflow, never through the local backend", () => {
    const script = fs.readFileSync(path.join(PUBLIC_DIR, "admin", ADMIN_SCRIPT), "utf8");
    expect(script).toContain('name:"github"');
    expect(script).toContain('"editorial_workflow"');
    expect(script).not.toContain('"proxy"');
  });

  it("alone may evaluate code, as Decap's validators need; every other page's policy forbids it", () => {
    expect(policyOf("/admin/")).toContain("script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");
    expect(policyOf("/admin/")).toContain("frame-ancestors 'none'");
    const others = rules.filter((rule) => rule.path !== "/admin/" && rule.headers["Content-Security-Policy"]);
    expect(others.length).toBeGreaterThan(50);
    for (const rule of others) expect(rule.headers["Content-Security-Policy"]).not.toContain("unsafe-eval");
  });

  it("ships no source map of Decap's", () => {
    expect(fs.readdirSync(path.join(PUBLIC_DIR, "admin")).filter((name) => name.endsWith(".map"))).toEqual([]);
  });
});
