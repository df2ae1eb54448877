import fs from "node:fs";
import path from "node:path";
import {
  adminContentSecurityPolicy,
  headersFileText,
  IMMUTABLE,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  REVALIDATE,
  SECURITY_HEADERS,
  WORKER_CONTENT_SECURITY_POLICY,
  type HeaderRule,
  type PageOrigins,
} from "../lib/http/response-headers";
import { CONSENT_BANNER_ATTRIBUTE } from "../lib/behaviours/consent";
import { builtFiles, HASHED_BUNDLE, urlOfBuiltFile } from "./built-files";
import { WORKER_FILE } from "../field-kit/register-worker";

const DOWNLOAD_FILE = /\.(csv|pdf)$/;
export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";
export const MANIFEST_CONTENT_TYPE = "application/manifest+json";

const NO_OUTSIDE_ORIGINS: PageOrigins = { countryLookupUrl: "", analyticsEnabled: false };

/**
 * A built page's policy: its inline scripts by hash, and the consent-gated hosts only where the
 * consent banner is, the one way a page can come to load them (redirect pages have none).
 */
export function pagePolicy(html: string, origins: PageOrigins): string {
  const consentOnPage = html.includes(`${CONSENT_BANNER_ATTRIBUTE}=`);
  return pageContentSecurityPolicy(inlineScriptHashes(html), consentOnPage ? origins : NO_OUTSIDE_ORIGINS);
}

/**
 * Every header rule of the built site. The rules never overlap on a header (a CDN that merges
 * overlapping rules would otherwise send a header twice): security headers for everything, and per
 * path either a page's policy and revalidation or a hashed file's long cache.
 */
export function siteHeaderRules(publicDir: string, origins: PageOrigins): HeaderRule[] {
  const files = builtFiles(publicDir);
  const pages = files
    .filter((file) => file.endsWith(".html"))
    .sort()
    .map((file) => ({
      path: urlOfBuiltFile(file),
      headers: {
        "Content-Security-Policy": file.startsWith("admin/")
          ? adminContentSecurityPolicy()
          : pagePolicy(fs.readFileSync(path.join(publicDir, file), "utf8"), origins),
        "Cache-Control": REVALIDATE,
      },
    }));
  const hashed = files
    .filter((file) => !file.includes("/") && HASHED_BUNDLE.test(file))
    .sort()
    .map((file) => ({ path: `/${file}`, headers: { "Cache-Control": IMMUTABLE } }));
  // The bird checklist's files keep their names from build to build: revalidated like the pages, and
  // a spreadsheet said to be UTF-8, which a CDN guessing from the extension would not say.
  const downloads = files
    .filter((file) => !file.startsWith("static/") && DOWNLOAD_FILE.test(file))
    .sort()
    .map((file) => ({
      path: urlOfBuiltFile(file),
      headers: { ...(file.endsWith(".csv") ? { "Content-Type": CSV_CONTENT_TYPE } : {}), "Cache-Control": REVALIDATE },
    }));
  // The app's manifests and the field kit's worker keep their names from build to build: revalidated,
  // so a phone sees a new worker at its next visit; the worker may fetch from this site only.
  const appFiles = files
    .filter((file) => !file.includes("/") && (file.endsWith(".webmanifest") || file === WORKER_FILE))
    .sort()
    .map((file) => ({
      path: `/${file}`,
      headers:
        file === WORKER_FILE
          ? { "Content-Security-Policy": WORKER_CONTENT_SECURITY_POLICY, "Cache-Control": REVALIDATE }
          : { "Content-Type": MANIFEST_CONTENT_TYPE, "Cache-Control": REVALIDATE },
    }));
  return [
    { path: "/*", headers: SECURITY_HEADERS },
    { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
    { path: "/page-data/*", headers: { "Cache-Control": REVALIDATE } },
    ...hashed,
    ...downloads,
    ...appFiles,
    ...pages,
  ];
}

export function writeHeadersFile(publicDir: string, origins: PageOrigins): void {
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFileText(siteHeaderRules(publicDir, origins)));
}
