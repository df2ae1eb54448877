import { canonicalTarget } from "./canonical-path";

describe("the canonical form of a request target", () => {
  it.each([
    "/",
    "/pt/",
    "/pt/staff/",
    "/page-data/pt/staff/page-data.json",
    "/app-0123.js",
    "/pt/faq/?q=1&r=%2F",
    "/a%20b/",
    "/%C3%A7/",
    "/a%25b",
    "/pt/sta%2566f/",
    "/x!$&'()*+,;=:@~_.-/",
  ])("keeps %s as it is", (target) => {
    const path = target.split("?")[0] ?? "";
    expect(canonicalTarget(target)).toEqual({ kind: "canonical", path: decodeURIComponent(path) });
  });

  it.each([
    ["/pt/sta%66f/", "/pt/staff/"],
    ["/pt/STA%66F/", "/pt/STAfF/"],
    ["/_h%65aders", "/_headers"],
    ["/%5fheaders", "/_headers"],
    ["//pt/staff/", "/pt/staff/"],
    ["/pt//staff//", "/pt/staff/"],
    ["/pt/./staff/", "/pt/staff/"],
    ["/pt/x/../staff/", "/pt/staff/"],
    ["/pt/x/%2e%2E/staff/", "/pt/staff/"],
    ["/pt/x/.%2e/staff/", "/pt/staff/"],
    ["/pt/%2e/staff/.", "/pt/staff/"],
    ["/pt/staff/x/..", "/pt/staff/"],
    ["/pt\\staff\\", "/pt/staff/"],
    ["/.", "/"],
    ["//", "/"],
    ["/%c3%a7/", "/%C3%A7/"],
    ["/\u00c3\u00a7/", "/%C3%A7/"],
    ['/a"b<c>', "/a%22b%3Cc%3E"],
    ["/pt/sta%66f/?a=1&b=%2F", "/pt/staff/?a=1&b=%2F"],
    ["http://example.org/pt/sta%66f/?a", "/pt/staff/?a"],
  ])("moves %s to %s", (target, location) => {
    expect(canonicalTarget(target)).toEqual({ kind: "moved", location });
  });

  it.each([
    ["/pt%2fstaff/", "encoded slash"],
    ["/pt%2Fstaff/", "encoded slash"],
    ["/pt%5cstaff/", "encoded slash"],
    ["/pt/staff/%00", "control character"],
    ["/pt/staff%0a/", "control character"],
    ["/pt/sta%6/", "%"],
    ["/pt/staff/%", "%"],
    ["/pt/%E0%A4%A", "%"],
    ["/pt/%C3%28/", "UTF-8"],
    ["/%ED%A0%80/", "UTF-8"],
    ["/../pt/staff/", "climbs"],
    ["/pt/../../x", "climbs"],
    ["/%2e%2e/x", "climbs"],
    ["*", "not a path"],
    ["pt/staff/", "not a path"],
    ["/pt/staff#x", "fragment"],
  ])("refuses %s (%s)", (target, reason) => {
    const answer = canonicalTarget(target);
    expect(answer.kind).toBe("refused");
    expect(answer.kind === "refused" && answer.reason).toContain(reason);
  });

  it("moves every spelling to one that is canonical itself", () => {
    for (const target of ["/pt/sta%66f/", "/a b", "/%7e%41/", "/x/./y/../z//", "/\u00c3\u00a7", "/a^b|c[d]"]) {
      const first = canonicalTarget(target);
      expect(first.kind).toBe("moved");
      const location = first.kind === "moved" ? first.location : "";
      expect(canonicalTarget(location).kind).toBe("canonical");
    }
  });
});
