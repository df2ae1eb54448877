import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { behindProxy } from "../runtime-env";

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Over HTTPS, directly or (behind a trusted proxy) as the proxy reports. */
export function isHttps(req: IncomingMessage): boolean {
  // A function host's request (a Netlify Function's) has no socket: only the proxy's word counts there.
  if ((req.socket as TLSSocket | undefined)?.encrypted) return true;
  return behindProxy() && header(req, "x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

/**
 * The visitor's address: the connection's, or the trusted proxy's report of it. A proxy appends the
 * address it was connected from to whatever X-Forwarded-For the request already carried, so only the
 * last entry is the proxy's word; the ones before it are the client's own, and taking the first would
 * let a client choose the address every per-address limit counts.
 */
export function clientAddress(req: IncomingMessage): string {
  const forwarded = behindProxy() ? req.headers["x-forwarded-for"] : undefined;
  const entries = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",");
  const reported = entries[entries.length - 1]?.trim();
  return reported || (req.socket as IncomingMessage["socket"] | undefined)?.remoteAddress || "unknown";
}

/**
 * Why a state-changing request may not come from the site's own pages, or null when it does. Browsers
 * say where a request comes from (Sec-Fetch-Site, Origin) and a page on another site cannot forge
 * either; a request that says neither is refused too. With SameSite=Strict cookies this is the
 * cross-site request forgery defence of every form and API call.
 */
export function crossSiteProblem(req: IncomingMessage): string | null {
  const fetchSite = header(req, "sec-fetch-site");
  if (fetchSite !== undefined && fetchSite !== "same-origin") return "requests are accepted from the site's own pages only";
  const origin = header(req, "origin");
  if (origin === undefined) return fetchSite === "same-origin" ? null : "the request does not say which page sent it (no Origin header)";
  const host = (behindProxy() ? header(req, "x-forwarded-host") : undefined) ?? header(req, "host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return "the request's Origin header is not an address";
  }
  return originHost === host ? null : "requests are accepted from the site's own pages only";
}
