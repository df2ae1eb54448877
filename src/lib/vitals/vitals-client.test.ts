import { consentStore } from "../behaviours/consent";
import { reportBody, reportMetric, sendReport, VITALS_ENDPOINT } from "./vitals-client";
import { parseVitalsReport } from "./vitals-report";

const lcp = { name: "LCP", value: 1834.4, rating: "good", delta: 1834.4, id: "v4-1-2", navigationType: "navigate" };

describe("vitals reporting", () => {
  beforeEach(() => {
    document.cookie = "cookieConsent=; Max-Age=0; Path=/";
    consentStore.reset();
    window.dataLayer = [];
    global.fetch = jest.fn(async () => new Response(null, { status: 204 }));
  });

  it("sends exactly what the endpoint accepts", () => {
    expect(parseVitalsReport(reportBody(lcp, "/pt/trilhas/"))).toMatchObject({ ok: true, report: { name: "LCP", page: "/pt/trilhas/" } });
  });

  it("uses a beacon, and fetch with keepalive when the beacon is refused", () => {
    const beacon = jest.fn(() => true);
    sendReport("{}", { sendBeacon: beacon });
    expect(beacon).toHaveBeenCalledWith(VITALS_ENDPOINT, expect.any(Blob));
    expect(global.fetch).not.toHaveBeenCalled();
    sendReport("{}", { sendBeacon: () => false });
    expect(global.fetch).toHaveBeenCalledWith(VITALS_ENDPOINT, expect.objectContaining({ method: "POST", keepalive: true }));
  });

  it("adds web_vitals analytics events for LCP, INP and CLS only after consent", () => {
    reportMetric(lcp, "/pt/");
    expect(window.dataLayer).toEqual([]);
    consentStore.choose("accepted");
    reportMetric(lcp, "/pt/");
    reportMetric({ ...lcp, name: "TTFB" }, "/pt/");
    expect(window.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ["event", "web_vitals", { event_category: "performance", metric_name: "LCP", value: 1834, rating: "good", metric_id: "v4-1-2" }],
    ]);
  });
});
