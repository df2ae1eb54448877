import { createLanguageDetector, type DetectionSources, type DetectorWindow, type PrePaintPage } from "./language-detection";
import { detectionConfig, fillPrePaintScript, PORTUGUESE_REGIONS } from "./language-detection-config";
import { prePaintScripts } from "./pre-paint-scripts";

const minified = prePaintScripts();
const prePaintScript = (page: PrePaintPage) => fillPrePaintScript(minified, page);

const detector = createLanguageDetector(detectionConfig);
const none: DetectionSources = { queryLng: null, cookie: null, localStorage: null, sessionStorage: null, browserLanguages: [], htmlLang: null };
const detect = (sources: Partial<DetectionSources>) => detector.detect({ ...none, ...sources });

describe("detection order", () => {
  it("takes the lng query parameter first", () => {
    expect(detect({ queryLng: "en", cookie: "pt", localStorage: "pt", browserLanguages: ["pt-BR"] })).toBe("en");
  });
  it("then the language cookie", () => {
    expect(detect({ cookie: "en", localStorage: "pt", sessionStorage: "pt", browserLanguages: ["pt-BR"] })).toBe("en");
  });
  it("then localStorage", () => {
    expect(detect({ localStorage: "pt", sessionStorage: "en", browserLanguages: ["en-US"] })).toBe("pt");
  });
  it("then sessionStorage", () => {
    expect(detect({ sessionStorage: "en", browserLanguages: ["pt-BR"] })).toBe("en");
  });
  it("then the browser languages", () => {
    expect(detect({ browserLanguages: ["en-GB"], htmlLang: "pt-BR" })).toBe("en");
  });
  it("then the page's lang attribute", () => {
    expect(detect({ htmlLang: "pt-BR" })).toBe("pt");
  });
  it("falls back to English when nothing matches", () => {
    expect(detect({})).toBe("en");
    expect(detect({ browserLanguages: ["de-DE", "fr"] })).toBe("en");
  });
  it("gives a browser in neither language English, whatever the page's own lang", () => {
    expect(detect({ browserLanguages: ["de-DE"], htmlLang: "pt-BR" })).toBe("en");
  });
  it("skips unsupported stored values and keeps looking", () => {
    expect(detect({ queryLng: "fr", cookie: "de", browserLanguages: ["pt-PT"] })).toBe("pt");
  });
});

describe("region rule", () => {
  it.each(PORTUGUESE_REGIONS)("gives Portuguese to any language in region %s", (region) => {
    expect(detect({ browserLanguages: [`en-${region}`] })).toBe("pt");
    expect(detect({ browserLanguages: [`es-${region}`] })).toBe("pt");
  });
  it("covers exactly the eight regions where Portuguese is an official language", () => {
    expect([...PORTUGUESE_REGIONS].sort()).toEqual(["AO", "BR", "CV", "GW", "MZ", "PT", "ST", "TL"]);
  });
  it("gives the browser language itself elsewhere when it is pt or en", () => {
    expect(detect({ browserLanguages: ["pt-US"] })).toBe("pt");
    expect(detect({ browserLanguages: ["en-US"] })).toBe("en");
    expect(detect({ browserLanguages: ["pt"] })).toBe("pt");
  });
  it("reads the region from script-tagged languages too", () => {
    expect(detect({ browserLanguages: ["zh-Hant-BR"] })).toBe("pt");
  });
  it("uses the first browser language that says something", () => {
    expect(detect({ browserLanguages: ["es-ES", "en-US", "pt-BR"] })).toBe("en");
    expect(detect({ browserLanguages: ["es-ES", "pt-BR", "en-US"] })).toBe("pt");
  });
  it("accepts underscores and any case", () => {
    expect(detect({ browserLanguages: ["EN_gb"] })).toBe("en");
    expect(detect({ cookie: "PT" })).toBe("pt");
  });
});

describe("injection guard", () => {
  const hostile = [
    "<script>alert(1)</script>",
    "en<script>",
    'en"><img src=x onerror=alert(1)>',
    "javascript:alert(1)",
    "en;alert(1)",
    "pt' OR '1'='1",
    "%3Cscript%3E",
    "en/../../etc",
    "en-" + "a".repeat(60),
    "${alert(1)}",
    "en\u0000",
  ];
  it.each(hostile)("discards %p", (value) => {
    expect(detector.sanitize(value)).toBeNull();
    expect(detect({ queryLng: value, cookie: value, localStorage: value, sessionStorage: value, browserLanguages: [value], htmlLang: value })).toBe("en");
  });
  it("discards non-strings", () => {
    expect(detector.sanitize(42)).toBeNull();
    expect(detector.sanitize({ toString: () => "pt" })).toBeNull();
  });
  it("lets a hostile value through to the next source, not to the result", () => {
    expect(detect({ queryLng: "<script>", cookie: "pt" })).toBe("pt");
  });
});

interface FakeWindow extends DetectorWindow {
  replaced: string[];
  rewritten: string[];
}

function fakeWindow(
  href: string,
  options: { languages?: string[]; cookie?: string; stored?: string | null; htmlLang?: string; storageThrows?: boolean } = {},
): FakeWindow {
  const storage = new Map<string, string>();
  if (options.stored) storage.set(detectionConfig.storageKey, options.stored);
  const win: FakeWindow = {
    replaced: [],
    rewritten: [],
    location: { href, replace: (url: string) => void win.replaced.push(url) },
    history: { replaceState: (_d: unknown, _u: string, url: string) => void win.rewritten.push(url) },
    navigator: { languages: options.languages ?? [] },
    document: { cookie: options.cookie ?? "", documentElement: { lang: options.htmlLang ?? "pt-BR", style: { visibility: "" } } },
    localStorage: {
      getItem: (key) => {
        if (options.storageThrows) throw new Error("SecurityError");
        return storage.get(key) ?? null;
      },
      setItem: (key, value) => {
        if (options.storageThrows) throw new Error("SecurityError");
        storage.set(key, value);
      },
    },
    sessionStorage: { getItem: () => null },
  };
  return win;
}

const accommodations = { pt: "/pt/acomodacoes/", en: "/en/accommodations/" };

describe("pre-paint redirect", () => {
  it("sends a bare page to the English page for an English browser, keeping query and hash", () => {
    const win = fakeWindow("https://x.test/acomodacoes/?utm=a#family", { languages: ["en-US"] });
    detector.run(win, { language: null, targets: accommodations });
    expect(win.replaced).toEqual(["/en/accommodations/?utm=a#family"]);
    expect(win.document.documentElement.style.visibility).toBe("hidden");
  });
  it("sends a bare page to the Portuguese page for a Brazilian browser", () => {
    const win = fakeWindow("https://x.test/acomodacoes/", { languages: ["en-BR"] });
    detector.run(win, { language: null, targets: accommodations });
    expect(win.replaced).toEqual(["/pt/acomodacoes/"]);
  });
  it("always leaves a bare page: Portuguese visitors land on the canonical /pt/ page", () => {
    const win = fakeWindow("https://x.test/", { languages: ["pt-BR"] });
    detector.run(win, { language: null, targets: { pt: "/pt/", en: "/en/" } });
    expect(win.replaced).toEqual(["/pt/"]);
  });
  it("follows a stored choice over the browser", () => {
    const win = fakeWindow("https://x.test/acomodacoes/", { languages: ["pt-BR"], cookie: "other=1; i18next=en" });
    detector.run(win, { language: null, targets: accommodations });
    expect(win.replaced).toEqual(["/en/accommodations/"]);
  });
  it("survives storage that throws", () => {
    const win = fakeWindow("https://x.test/acomodacoes/", { languages: ["en"], storageThrows: true });
    expect(() => detector.run(win, { language: null, targets: accommodations })).not.toThrow();
    expect(win.replaced).toEqual(["/en/accommodations/"]);
  });
  it("rewrites an old ?lang= into the prefix, keeping the rest of the query, and remembers it", () => {
    const win = fakeWindow("https://x.test/pt/acomodacoes/?lang=en&ref=mail#top");
    detector.run(win, { language: "pt", targets: accommodations });
    expect(win.replaced).toEqual(["/en/accommodations/?ref=mail#top"]);
    expect(win.localStorage.getItem(detectionConfig.storageKey)).toBe("en");
    expect(win.document.cookie).toContain("SameSite=Strict");
  });
  it("only cleans ?lang= off the address when it names the page's own language", () => {
    const win = fakeWindow("https://x.test/en/accommodations/?lang=en");
    detector.run(win, { language: "en", targets: accommodations });
    expect(win.replaced).toEqual([]);
    expect(win.rewritten).toEqual(["/en/accommodations/"]);
  });
  it("ignores a hostile ?lang= on a prefixed page beyond removing it", () => {
    const win = fakeWindow("https://x.test/pt/?lang=%3Cscript%3Ealert(1)%3C/script%3E");
    detector.run(win, { language: "pt", targets: { pt: "/pt/", en: "/en/" } });
    expect(win.replaced).toEqual([]);
    expect(win.rewritten).toEqual(["/pt/"]);
  });
  it("does nothing on a prefixed page without ?lang=", () => {
    const win = fakeWindow("https://x.test/en/accommodations/?lng=pt", { languages: ["pt-BR"] });
    detector.run(win, { language: "en", targets: accommodations });
    expect(win.replaced).toEqual([]);
    expect(win.rewritten).toEqual([]);
  });
  it("on a prefixed page opens neither cookies nor storage (slow on a first visit), with or without ?lang=", () => {
    for (const href of ["https://x.test/en/accommodations/", "https://x.test/pt/acomodacoes/?lang=pt"]) {
      const win = fakeWindow(href, { languages: ["pt-BR"] });
      const read: string[] = [];
      Object.defineProperty(win.document, "cookie", { get: () => (read.push("cookie"), ""), set: () => undefined });
      win.localStorage.getItem = () => (read.push("localStorage"), null);
      win.sessionStorage.getItem = () => (read.push("sessionStorage"), null);
      detector.run(win, { language: href.includes("/en/") ? "en" : "pt", targets: accommodations });
      expect(read).toEqual([]);
    }
  });
  it("prefixes the path on the not-found page, which has no counterpart", () => {
    const win = fakeWindow("https://x.test/no-such-page/", { languages: ["en"] });
    detector.run(win, { language: null, targets: null });
    expect(win.replaced).toEqual(["/en/no-such-page/"]);
  });
});

describe("inlined script", () => {
  it("is the detector's own code, runnable on its own", () => {
    const win = fakeWindow("https://x.test/acomodacoes/", { languages: ["en-US"] });
    const script = prePaintScript({ language: null, targets: accommodations });
    new Function("window", script)(win);
    expect(win.replaced).toEqual(["/en/accommodations/"]);
  });
  it("on a page in a language, turns an old ?lang= into the prefix and reads no cookie or storage", () => {
    const page = { language: "pt", targets: accommodations };
    const script = prePaintScript(page);
    const elsewhere = fakeWindow("https://x.test/pt/acomodacoes/?lang=en&utm=a", { languages: ["pt-BR"] });
    new Function("window", script)(elsewhere);
    expect(elsewhere.replaced).toEqual(["/en/accommodations/?utm=a"]);
    expect(elsewhere.localStorage.getItem(detectionConfig.storageKey)).toBe("en");

    const same = fakeWindow("https://x.test/pt/acomodacoes/?lang=pt", { languages: ["en-US"] });
    new Function("window", script)(same);
    expect([same.replaced, same.rewritten]).toEqual([[], ["/pt/acomodacoes/"]]);

    const plain = fakeWindow("https://x.test/pt/acomodacoes/", { languages: ["en-US"] });
    const touched: string[] = []; // recorded, not thrown: the script reads storage inside try
    Object.defineProperty(plain.document, "cookie", { get: () => (touched.push("cookie read"), ""), set: () => touched.push("cookie written") });
    plain.localStorage.getItem = () => (touched.push("storage read"), null);
    plain.sessionStorage.getItem = () => (touched.push("session storage read"), null);
    new Function("window", script)(plain);
    expect([plain.replaced, plain.rewritten, touched]).toEqual([[], [], []]);
  });
  it("leaves detection out of a page in a language: half the bytes of a bare page's", () => {
    const inLanguage = prePaintScript({ language: "en", targets: accommodations });
    const bare = prePaintScript({ language: null, targets: accommodations });
    expect(bare).toContain("sessionStorage");
    expect(inLanguage).not.toContain("sessionStorage");
    expect(inLanguage).not.toContain("navigator");
    expect(inLanguage.length).toBeLessThan(bare.length * 0.6);
  });
  it("cannot be closed early by page data", () => {
    const script = prePaintScript({ language: null, targets: { pt: "/pt/</script><script>alert(1)//", en: "/en/" } });
    expect(script).not.toContain("</script>");
  });
});
