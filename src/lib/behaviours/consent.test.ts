import { CONSENT_MAX_AGE_SECONDS, CONSENT_STORED_ATTRIBUTE, consentCookie, consentMarkerScript, consentStore, parseConsent } from "./consent";

describe("consent cookie", () => {
  it("reads the choice and ignores anything else", () => {
    expect(parseConsent("a=1; cookieConsent=accepted; b=2")).toBe("accepted");
    expect(parseConsent("cookieConsent=declined")).toBe("declined");
    for (const other of ["", "cookieConsent=yes", "cookieConsent=<script>", "xcookieConsent=accepted", "cookieConsent=accepted=1", "cookieConsent"])
      expect(parseConsent(other)).toBeNull();
  });

  it("is seen by the head's marker exactly when parseConsent sees a choice", () => {
    const cookies = [
      "",
      "cookieConsent=accepted",
      "a=1; cookieConsent=declined; b=2",
      "a=1;cookieConsent=accepted",
      "cookieConsent=yes",
      "xcookieConsent=accepted",
      "cookieConsent=accepted=1",
      "cookieConsent=acceptedx; b=2",
      "b=cookieConsent=accepted",
    ];
    for (const cookie of cookies) {
      document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
      new Function("document", consentMarkerScript())({ cookie, documentElement: document.documentElement });
      expect([cookie, document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)]).toEqual([cookie, parseConsent(cookie) !== null]);
    }
    document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
  });

  it("the marker survives cookies that are off limits, and reopening the banner takes the mark away", () => {
    const throwing = {
      get cookie(): string {
        throw new DOMException("sandboxed", "SecurityError");
      },
      documentElement: document.documentElement,
    };
    expect(() => new Function("document", consentMarkerScript())(throwing)).not.toThrow();
    document.documentElement.setAttribute(CONSENT_STORED_ATTRIBUTE, "");
    consentStore.reopen();
    expect(document.documentElement.hasAttribute(CONSENT_STORED_ATTRIBUTE)).toBe(false);
    consentStore.reset();
  });

  it("is kept 12 months, SameSite=Strict, for the whole site", () => {
    expect(CONSENT_MAX_AGE_SECONDS).toBe(31_536_000);
    expect(consentCookie("accepted", false)).toBe("cookieConsent=accepted; Max-Age=31536000; Path=/; SameSite=Strict");
    expect(consentCookie("declined", true)).toContain("; Secure");
  });

  it("asks until a choice is made, stores it, and asks again when reopened", () => {
    document.cookie = "cookieConsent=; Max-Age=0; Path=/";
    consentStore.reset();
    const seen: string[] = [];
    const stop = consentStore.subscribe(() => seen.push(`${consentStore.get().choice}/${consentStore.get().asking}`));
    expect(consentStore.get()).toEqual({ choice: null, asking: true });
    consentStore.choose("declined");
    expect(document.cookie).toContain("cookieConsent=declined");
    consentStore.reopen();
    consentStore.choose("accepted");
    stop();
    expect(seen).toEqual(["declined/false", "declined/true", "accepted/false"]);
    consentStore.reset();
    expect(consentStore.get()).toEqual({ choice: "accepted", asking: false });
  });

  it("follows a choice made in another tab when the page comes back into view", () => {
    document.cookie = "cookieConsent=accepted; Path=/";
    consentStore.reset();
    const stop = consentStore.subscribe(() => undefined);
    expect(consentStore.get().choice).toBe("accepted");
    document.cookie = "cookieConsent=declined; Path=/"; // another tab declined
    window.dispatchEvent(new Event("pageshow"));
    expect(consentStore.get()).toEqual({ choice: "declined", asking: false });
    stop();
  });

  it("gives focus back to what reopened the banner, once", () => {
    consentStore.reset();
    const link = document.createElement("button");
    document.body.append(link);
    consentStore.reopen(link);
    expect(consentStore.takeOpener()).toBe(link);
    expect(consentStore.takeOpener()).toBeNull();
    consentStore.reopen(link);
    link.remove();
    expect(consentStore.takeOpener()).toBeNull(); // gone from the page: nowhere to return to
  });

  it("survives a document whose cookies are off limits", () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, "cookie")!;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => {
        throw new DOMException("sandboxed", "SecurityError");
      },
      set: () => {
        throw new DOMException("sandboxed", "SecurityError");
      },
    });
    try {
      consentStore.reset();
      expect(consentStore.get()).toEqual({ choice: null, asking: true });
      expect(() => consentStore.choose("declined")).not.toThrow();
      expect(consentStore.get().choice).toBe("declined");
    } finally {
      delete (document as unknown as Record<string, unknown>)["cookie"];
      expect(Object.getOwnPropertyDescriptor(Document.prototype, "cookie")).toEqual(descriptor);
    }
  });
});
