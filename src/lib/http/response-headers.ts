import { createHash } from "node:crypto";

/**
 * The one definition of the site's response headers. The build writes them into `public/_headers`
 * (the format CDN hosts read); the production server reads that same file, so a header can never
 * differ between the two ways the site is served.
 */

export type HeaderMap = Record<string, string>;

/** A block of `_headers`: a path (exact, or ending in `*` for "this prefix") and its headers. */
export interface HeaderRule {
  path: string;
  headers: HeaderMap;
}

export const HSTS_HEADER = "Strict-Transport-Security";

/** Sent with every response the site makes, pages, files and API answers alike. */
export const SECURITY_HEADERS: HeaderMap = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // No `interest-cohort`: the trial it opted out of has ended, and browsers report it as unknown.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Only ever honoured over HTTPS; the server leaves it out of plain-HTTP answers. Two years, every
  // subdomain and `preload`: what the browsers' preload list asks of a domain before listing it.
  [HSTS_HEADER]: "max-age=63072000; includeSubDomains; preload",
};

/** Content-hashed files never change under their name: a year, and no revalidation. */
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** Pages and page data change with every build: always revalidated (cheap with ETags). */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/** API answers are personal or one-off. */
export const NO_STORE = "no-store";

/** What an API answer or error may do: nothing but be read. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * What the answer page of a refused form without script may do (src/server/http/form-page.ts): show
 * the site's own styles, fonts and images and post the form again to this site; run nothing.
 */
export const FORM_ANSWER_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The field kit's service worker: it fetches the site's own pages and files, nothing else. */
export const WORKER_CONTENT_SECURITY_POLICY = "default-src 'self'";

/** The outside origins a page may talk to, derived from the site's settings. */
export interface PageOrigins {
  /** Fetched by the tab teaser (site.countryLookupUrl); "" when unset. */
  countryLookupUrl: string;
  /** The analytics tag is loaded only when a measurement id is set. */
  analyticsEnabled: boolean;
}

const ANALYTICS_SCRIPT_HOSTS = ["https://www.googletagmanager.com"];
const ANALYTICS_CONNECT_HOSTS = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];

const originOf = (url: string): string[] => {
  if (url === "") return [];
  return [new URL(url).origin];
};

/**
 * A page's policy: its own inline scripts by hash, everything else from the site itself. The fonts
 * (font-src), the app's manifest (manifest-src) and the field kit's worker (worker-src, through
 * script-src) fall back to default-src 'self' with no directive of their own: the same policy, and
 * every page's header 60 bytes shorter, which the first round trip has no room for. Styles keep
 * 'unsafe-inline' because Gatsby inlines the critical CSS and images carry style attributes; a style
 * cannot run code, so scripts are where the policy is strict.
 */
export function pageContentSecurityPolicy(scriptHashes: readonly string[], origins: PageOrigins): string {
  const analyticsScripts = origins.analyticsEnabled ? ANALYTICS_SCRIPT_HOSTS : [];
  const analyticsConnect = origins.analyticsEnabled ? ANALYTICS_CONNECT_HOSTS : [];
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...analyticsScripts]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...analyticsConnect]],
    ["connect-src", ["'self'", ...originOf(origins.countryLookupUrl), ...analyticsConnect]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/** Where the CMS page talks to GitHub: its API for content and commits, its image hosts for media and avatars. */
const GITHUB_API = "https://api.github.com";
const GITHUB_IMAGES = ["https://raw.githubusercontent.com", "https://avatars.githubusercontent.com"];

/**
 * The CMS page's policy. Decap's bundle compiles its configuration's validators at run time and
 * runs WebAssembly, so it needs 'unsafe-eval' and 'wasm-unsafe-eval', on this one page, which has no
 * inline script and is not linked from the site. Its preview is a frame of its own document.
 */
export function adminContentSecurityPolicy(): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...GITHUB_IMAGES]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", GITHUB_API, ...GITHUB_IMAGES]],
    ["frame-src", ["'self'", "blob:"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_SCRIPT_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The sha256 source of every inline script a browser would run: not the ones with `src`, nor JSON
 * data blocks (JSON-LD), which a browser never executes and a policy does not cover.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT_TYPE.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

/** The `_headers` text: one block per rule, headers indented under their path. */
export function headersFileText(rules: readonly HeaderRule[]): string {
  return rules.map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n")).join("\n") + "\n";
}

/** Reads `_headers` back; a line it cannot read is an error, never skipped. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split("\n").forEach((line, index) => {
    if (line.trim() === "" || line.trim().startsWith("#")) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    const rule = rules[rules.length - 1];
    if (!match || !rule) throw new Error(`_headers line ${index + 1} is not "  Name: value" under a path: ${line}`);
    rule.headers[match[1] as string] = match[2] as string;
  });
  return rules;
}
