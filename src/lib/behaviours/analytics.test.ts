import { checkEvent, enabledFeatures, trackEvent } from "./analytics";
import { analyticsCookieNames, resetAnalytics, startAnalytics, stopAnalytics } from "./analytics-tag";
import { consentStore } from "./consent";

describe("analytics events", () => {
  beforeEach(() => {
    document.cookie = "cookieConsent=; Max-Age=0; Path=/";
    consentStore.reset();
    window.dataLayer = [];
  });

  it("accept flat data only", () => {
    expect(checkEvent("book_click", { place: "navbar", count: 2, mobile: true, coupon: null })).toEqual({
      ok: true,
      data: { place: "navbar", count: 2, mobile: true, coupon: null },
    });
    expect(checkEvent("x", { nested: { a: 1 } })).toMatchObject({ ok: false, error: expect.stringContaining('"nested"') });
    expect(checkEvent("x", { list: [1] }).ok).toBe(false);
    expect(checkEvent("x", { when: new Date() }).ok).toBe(false);
    expect(checkEvent("x", { n: Number.NaN }).ok).toBe(false);
    expect(checkEvent("x", { f: () => 1 }).ok).toBe(false);
    expect(checkEvent("x", { u: undefined }).ok).toBe(false);
    expect(checkEvent("Bad Name", {}).ok).toBe(false);
    expect(checkEvent("x", { "<script>": "a" }).ok).toBe(false);
  });

  it("are dropped before consent and after a decline, queued after accepting", () => {
    expect(trackEvent("page_action", { a: 1 })).toBe(false);
    consentStore.choose("declined");
    expect(trackEvent("page_action", { a: 1 })).toBe(false);
    expect(window.dataLayer).toEqual([]);
    consentStore.choose("accepted");
    expect(trackEvent("page_action", { a: 1 })).toBe(true);
    expect(Array.from(window.dataLayer?.[0] as ArrayLike<unknown>)).toEqual(["event", "page_action", { a: 1 }]);
  });

  it("reject malformed data even after consent, saying why", () => {
    consentStore.choose("accepted");
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(trackEvent("page_action", { deep: { a: 1 } })).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining("must be a string, a finite number, a boolean or null"));
    error.mockRestore();
  });

  it("publish the feature flags that are on", () => {
    expect(enabledFeatures({ enableBooking: true, enableNewsletter: false, useImageKitForHomepage: true, enableChat: false })).toEqual([
      "enableBooking",
      "useImageKitForHomepage",
    ]);
  });
});

describe("the analytics tag's life in one page load", () => {
  const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>).slice(0, 2));
  beforeEach(() => {
    resetAnalytics();
    window.dataLayer = [];
  });

  it("is configured once, with the feature flags before its first page view", () => {
    startAnalytics("G-TEST", "boat_safari,popup");
    startAnalytics("G-TEST", "boat_safari,popup"); // the next route's remount
    const queued = commands();
    expect(queued.filter(([command]) => command === "config")).toHaveLength(1);
    expect(queued.map(([command]) => command)).toEqual(["js", "set", "config"]);
    expect(window["ga-disable-G-TEST"]).toBe(false);
  });

  it("stops and loses its cookies when the visitor declines after accepting", () => {
    stopAnalytics("G-TEST"); // never started: nothing to do
    expect(commands()).toEqual([]);
    startAnalytics("G-TEST", "");
    document.cookie = "_ga=GA1.1.123; Path=/";
    document.cookie = "_ga_ABC123=GS1.1; Path=/";
    document.cookie = "_gallery=keep; Path=/";
    stopAnalytics("G-TEST");
    expect(window["ga-disable-G-TEST"]).toBe(true);
    expect(commands().at(-1)).toEqual(["consent", "update"]);
    expect(analyticsCookieNames(document.cookie)).toEqual([]);
    expect(document.cookie).toContain("_gallery=keep");
    startAnalytics("G-TEST", ""); // accepted again
    expect(window["ga-disable-G-TEST"]).toBe(false);
    expect(commands().at(-1)).toEqual(["consent", "update"]);
    expect(commands().filter(([command]) => command === "config")).toHaveLength(1);
  });
});
