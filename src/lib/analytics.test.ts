import { checkEvent, enabledFeatures, trackEvent } from "./analytics";
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
