/**
 * Language detection (query, cookie, storage, then the browser) and the pre-paint redirect that
 * hands a bare page or an old `?lang=` link to its /pt/ or /en/ page before anything is drawn.
 *
 * The three parts (`createLanguageTags`, `createBrowserDetection`, `createPrePaintRedirect`) are
 * serialised with Function.prototype.toString and inlined into the <head> of every page, so each must
 * stay self-contained: no imports, no references to module scope, no syntax that needs Babel helpers
 * (ES2019 is fine for every browser Gatsby's runtime supports). Their configuration and each other
 * arrive as arguments instead. A page in a language leaves out the detection part.
 */

export interface DetectionConfig {
  languages: string[];
  fallback: string;
  storageKey: string;
  cookieName: string;
  /** Browser regions whose visitors get Portuguese whatever their language. */
  portugueseRegions: string[];
}

/** What the browser tells us, gathered in one place so detection itself stays pure. */
export interface DetectionSources {
  queryLng: string | null;
  cookie: string | null;
  localStorage: string | null;
  sessionStorage: string | null;
  browserLanguages: readonly string[];
  htmlLang: string | null;
}

/** What a page tells the inline script about itself. */
export interface PrePaintPage {
  /** The page's language, or null on a bare page that must hand the visitor on. */
  language: string | null;
  /** Canonical path of this page per language; null on the not-found page (prefix the path). */
  targets: Record<string, string> | null;
}

/** The subset of `window` the script touches, so tests can hand it a fake. */
export interface DetectorWindow {
  location: { href: string; replace(url: string): void };
  history: { replaceState(data: unknown, unused: string, url: string): void };
  navigator: { languages?: readonly string[]; language?: string };
  document: { cookie: string; documentElement: { lang: string; style: { visibility: string } } };
  localStorage: Pick<Storage, "getItem" | "setItem">;
  sessionStorage: Pick<Storage, "getItem">;
}

/** Reading and checking language tags, and reading what may throw; the part every page's script needs. */
export interface LanguageTags {
  /** A language tag, lower-cased with `-`, or null when the value is not a plain tag (injection guard). */
  sanitize(value: unknown): string | null;
  /** The supported language a tag asks for, or null. */
  supported(tag: unknown): string | null;
  /** `read()`, or `otherwise` when it throws (storage and cookies can, in private modes and sandboxed frames). */
  safely<T>(read: () => T, otherwise: T): T;
}

/** The visitor's language from what the browser tells; only a page without a language needs it. */
export interface BrowserDetection {
  detect(sources: DetectionSources): string;
  readSources(win: DetectorWindow): DetectionSources;
}

/** Where a page sends a visitor before the first paint. */
export interface PrePaintRedirect {
  /**
   * Where the page must go (or be rewritten to) before first paint, or null to stay. `detected` is
   * called only on a bare page: cookies and storage are slow to open on a first visit, and a page in
   * a language has no use for them.
   */
  destination(href: string, page: PrePaintPage, detected: () => string): { url: string; reload: boolean; chosen: string | null } | null;
  run(win: DetectorWindow, page: PrePaintPage): void;
}

export interface LanguageDetector extends LanguageTags, BrowserDetection {
  /** As PrePaintRedirect's, with the bare page's language detected from `sources`. */
  destination(href: string, page: PrePaintPage, sources: () => DetectionSources): { url: string; reload: boolean; chosen: string | null } | null;
  run(win: DetectorWindow, page: PrePaintPage): void;
}

export function createLanguageTags(config: DetectionConfig): LanguageTags {
  // A language tag is letters, digits and separators, nothing else: anything that could carry
  // markup, script or a URL scheme fails this pattern and is discarded.
  const TAG = /^[a-z]{2,3}(?:-[a-z0-9]{1,8}){0,4}$/;

  function sanitize(value: unknown): string | null {
    if (typeof value !== "string") return null;
    const tag = value.trim().toLowerCase().replace(/_/g, "-");
    if (tag.length === 0 || tag.length > 35 || !TAG.test(tag)) return null;
    return tag;
  }

  function supported(value: unknown): string | null {
    const tag = sanitize(value);
    if (!tag) return null;
    const base = tag.split("-")[0] as string;
    return config.languages.indexOf(base) >= 0 ? base : null;
  }

  function safely<T>(read: () => T, otherwise: T): T {
    try {
      return read();
    } catch {
      return otherwise;
    }
  }

  return { sanitize: sanitize, supported: supported, safely: safely };
}

export function createBrowserDetection(config: DetectionConfig, tags: LanguageTags): BrowserDetection {
  function region(tag: string): string | null {
    const parts = tag.split("-");
    for (let i = 1; i < parts.length; i++) {
      const part = parts[i] as string;
      if (/^[a-z]{2}$/.test(part)) return part.toUpperCase();
    }
    return null;
  }

  /**
   * Browser step: a Portuguese-speaking region gives pt, otherwise the browser language if it
   * is pt or en (the first of the visitor's languages that is), else en. Null only when the browser
   * reports no language at all, leaving the page's lang to decide.
   */
  function fromBrowser(languages: readonly string[]): string | null {
    let any = false;
    for (let i = 0; i < languages.length; i++) {
      const tag = tags.sanitize(languages[i]);
      if (!tag) continue;
      any = true;
      const r = region(tag);
      if (r && config.portugueseRegions.indexOf(r) >= 0) return "pt";
      const language = tags.supported(tag);
      if (language) return language;
    }
    return any ? config.fallback : null;
  }

  function detect(sources: DetectionSources): string {
    return (
      tags.supported(sources.queryLng) ||
      tags.supported(sources.cookie) ||
      tags.supported(sources.localStorage) ||
      tags.supported(sources.sessionStorage) ||
      fromBrowser(sources.browserLanguages) ||
      tags.supported(sources.htmlLang) ||
      config.fallback
    );
  }

  function readCookie(cookies: string, name: string): string | null {
    const pairs = cookies ? cookies.split(";") : [];
    for (let i = 0; i < pairs.length; i++) {
      const pair = (pairs[i] as string).trim();
      if (pair.indexOf(name + "=") === 0)
        return tags.safely(function () {
          return decodeURIComponent(pair.slice(name.length + 1));
        }, null);
    }
    return null;
  }

  function readSources(win: DetectorWindow): DetectionSources {
    const nav = win.navigator;
    return {
      queryLng: tags.safely(function () {
        return new URL(win.location.href).searchParams.get("lng");
      }, null),
      cookie: tags.safely(function () {
        return readCookie(win.document.cookie, config.cookieName);
      }, null),
      localStorage: tags.safely(function () {
        return win.localStorage.getItem(config.storageKey);
      }, null),
      sessionStorage: tags.safely(function () {
        return win.sessionStorage.getItem(config.storageKey);
      }, null),
      browserLanguages: nav.languages && nav.languages.length ? nav.languages : nav.language ? [nav.language] : [],
      htmlLang: win.document.documentElement.lang || null,
    };
  }

  return { detect: detect, readSources: readSources };
}

/**
 * `detection` is null in the script of a page in a language, which never detects: only an old
 * `?lang=` moves it, and the script is a third of the size without it.
 */
export function createPrePaintRedirect(config: DetectionConfig, tags: LanguageTags, detection: BrowserDetection | null): PrePaintRedirect {
  function destination(href: string, page: PrePaintPage, detected: () => string) {
    const url = new URL(href);
    const hasLegacy = url.searchParams.has("lang");
    const legacy = tags.supported(url.searchParams.get("lang"));
    // An old ?lang= is rewritten into the prefix on every page; it is an explicit choice.
    url.searchParams.delete("lang");
    const target = legacy || (page.language === null ? detected() : page.language);
    const query = url.searchParams.toString();
    const rest = (query ? "?" + query : "") + url.hash;
    if (target === page.language) {
      return hasLegacy ? { url: url.pathname + rest, reload: false, chosen: legacy } : null;
    }
    const path = page.targets ? page.targets[target] : "/" + target + url.pathname;
    return path ? { url: path + rest, reload: true, chosen: legacy } : null;
  }

  function remember(win: DetectorWindow, language: string) {
    tags.safely(function () {
      win.localStorage.setItem(config.storageKey, language);
    }, undefined);
    tags.safely(function () {
      win.document.cookie = config.cookieName + "=" + language + "; path=/; max-age=31536000; SameSite=Strict";
    }, undefined);
  }

  function run(win: DetectorWindow, page: PrePaintPage) {
    const next = destination(win.location.href, page, function () {
      return detection ? detection.detect(detection.readSources(win)) : config.fallback;
    });
    if (!next) return;
    if (next.chosen) remember(win, next.chosen);
    if (!next.reload) {
      win.history.replaceState(null, "", next.url);
      return;
    }
    // Hide this copy so the wrong language never paints while the right page loads.
    win.document.documentElement.style.visibility = "hidden";
    win.location.replace(next.url);
  }

  return { destination: destination, run: run };
}

/** The three parts together, as a bare page's script has them. */
export function createLanguageDetector(config: DetectionConfig): LanguageDetector {
  const tags = createLanguageTags(config);
  const detection = createBrowserDetection(config, tags);
  const redirect = createPrePaintRedirect(config, tags, detection);
  return {
    ...tags,
    ...detection,
    destination: (href, page, sources) => redirect.destination(href, page, () => detection.detect(sources())),
    run: redirect.run,
  };
}
