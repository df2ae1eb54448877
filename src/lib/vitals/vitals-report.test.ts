import { MAX_BODY_BYTES, parseVitalsReport, percentile75, summarizeReports } from "./vitals-report";

const valid = { name: "LCP", value: 1834.5, rating: "good", delta: 1834.5, id: "v4-1700000000000-123", navigationType: "navigate", page: "/pt/trilhas/" };

describe("vitals reports", () => {
  it("accept the five measured metrics, as JSON text or parsed", () => {
    for (const name of ["LCP", "INP", "CLS", "FCP", "TTFB"]) expect(parseVitalsReport({ ...valid, name, value: 0.1, delta: 0.1 }).ok).toBe(true);
    expect(parseVitalsReport(JSON.stringify(valid))).toEqual({ ok: true, report: valid });
    expect(parseVitalsReport({ name: "CLS", value: 0, id: "x", page: "/" })).toEqual({
      ok: true,
      report: { name: "CLS", value: 0, id: "x", page: "/", rating: null, delta: null, navigationType: null },
    });
  });

  it.each([
    ["FID, which web-vitals no longer measures", { ...valid, name: "FID" }, "name must be one of"],
    ["a negative value", { ...valid, value: -1 }, "value must be a number"],
    ["an absurd value", { ...valid, value: 1e12 }, "value must be a number"],
    ["a value as text", { ...valid, value: "12" }, "value must be a number"],
    ["NaN", `{"name":"LCP","value":NaN,"id":"a","page":"/"}`, "body is not JSON"],
    ["an unknown field", { ...valid, cookie: "x" }, "unknown field cookie"],
    ["a script as page", { ...valid, page: "javascript:alert(1)" }, "page must be a site path"],
    ["markup as id", { ...valid, id: "<img src=x>" }, "id must be"],
    ["a wrong rating", { ...valid, rating: "excellent" }, "rating"],
    ["an array", [valid], "body must be a JSON object"],
    ["null", null, "body must be a JSON object"],
    ["broken JSON", "{", "body is not JSON"],
    ["an oversized body", JSON.stringify({ ...valid, id: "a".repeat(MAX_BODY_BYTES) }), "body larger than"],
    ["an oversized parsed body", { ...valid, id: "a".repeat(MAX_BODY_BYTES) }, "body larger than"],
  ])("reject %s", (_what, body, error) => {
    const result = parseVitalsReport(body);
    expect(result.ok).toBe(false);
    expect(result.ok ? "" : result.error).toContain(error);
  });

  it("summarize the 75th percentile of each metric per page, ignoring names that are not measured", () => {
    const rows = [1, 2, 3, 4].map((v) => ({ page: "/pt/trilhas/", name: "LCP", value: v * 100 }));
    rows.push({ page: "/pt/trilhas/", name: "CLS", value: 0.02 }, { page: "/en/trails/", name: "FID", value: 9 });
    expect(summarizeReports(rows)).toEqual({ "/pt/trilhas/": { LCP: { p75: 300, count: 4 }, CLS: { p75: 0.02, count: 1 } } });
    expect(percentile75([])).toBeNull();
    expect(percentile75([5])).toBe(5);
  });
});
