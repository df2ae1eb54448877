import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { NO_STORE, REVALIDATE } from "../../lib/http/response-headers";
import { sendJsonError } from "./json-error";
import { closeAfterAnswer } from "./refuse-body";

/**
 * What a request's address stands for: the one path every rule of the server is matched against,
 * a move to the spelling of that path (the same path written another way), or a refusal of an
 * address that names no path at all.
 */
export type CanonicalTarget = { kind: "canonical"; path: string } | { kind: "moved"; location: string } | { kind: "refused"; reason: string };

/**
 * Characters a path keeps as they are: the URL standard's unreserved characters and sub-delimiters.
 * Every other one is percent-encoded. A browser leaves an escape it is given alone, so a spelling
 * that encodes more than a browser would can never send it round a redirect loop; one that encoded
 * less could (the browser would encode it again, and be moved back).
 */
const KEPT_IN_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;

/** A path already canonical as it stands (no escape, no empty, `.` or `..` segment): most requests, checked at once. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]+)*\/?$/;

const encodeSegment = (segment: string) => [...segment].map((char) => (KEPT_IN_PATH.test(char) ? char : encodeURIComponent(char))).join("");

/** Raw bytes above ASCII, as Node hands them over (one character per byte), as the escapes a browser would send. */
const escapeRawBytes = (text: string) => text.replace(/[\u0080-\u00ff]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const MALFORMED_ESCAPE = /%(?![0-9A-Fa-f]{2})/;
// Control characters name no file of the site, and only ever serve to confuse logs and file systems.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The canonical form of a request target: percent-escapes decoded once (so `%66` is `f`, and
 * `%2566` the three characters `%66`), repeated slashes merged, backslashes read as slashes (as
 * browsers read them), `.` and `..` segments resolved, and the path spelled again with the escapes a
 * browser sends. A target spelled otherwise is moved to that spelling, its query kept. Refused: a
 * malformed escape or one that is not UTF-8, an encoded slash or backslash (a segment cannot hold
 * one: whether it separates segments would depend on who reads it), a control character such as NUL,
 * a `..` that climbs above the root, and a target that is no path (`*`, a fragment).
 */
export function canonicalTarget(requestTarget: string): CanonicalTarget {
  // An absolute-form target (`GET http://host/path`), which HTTP/1.1 servers must take, names its path after the authority.
  const target = requestTarget.replace(/^https?:\/\/[^/?#]*/i, "");
  if (!target.startsWith("/") && !target.startsWith("\\")) return { kind: "refused", reason: "it is not a path" };
  const queryAt = target.indexOf("?");
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt);
  if (PLAIN_PATH.test(rawPath)) return { kind: "canonical", path: rawPath };
  if (rawPath.includes("#")) return { kind: "refused", reason: "it holds a fragment (#), which a browser never sends" };
  const escaped = escapeRawBytes(rawPath);
  if (MALFORMED_ESCAPE.test(escaped)) return { kind: "refused", reason: "it has a % that is not followed by two hexadecimal digits" };

  const segments: string[] = [];
  const rawSegments = escaped.split(/[/\\]/).slice(1);
  let endsInSlash = false;
  for (const rawSegment of rawSegments) {
    let segment: string;
    try {
      segment = decodeURIComponent(rawSegment);
    } catch {
      return { kind: "refused", reason: "its escapes are not UTF-8 text" };
    }
    if (segment.includes("/") || segment.includes("\\")) return { kind: "refused", reason: "it has an encoded slash or backslash (%2F, %5C)" };
    if (CONTROL_CHARACTER.test(segment)) return { kind: "refused", reason: "it has a control character (such as NUL)" };
    endsInSlash = segment === "" || segment === "." || segment === "..";
    if (segment === "..") {
      if (segments.length === 0) return { kind: "refused", reason: "its .. climbs above the site's root" };
      segments.pop();
    } else if (segment !== "" && segment !== ".") segments.push(segment);
  }

  const path = segments.length === 0 ? "/" : `/${segments.join("/")}${endsInSlash ? "/" : ""}`;
  const spelled = segments.length === 0 ? "/" : `/${segments.map(encodeSegment).join("/")}${endsInSlash ? "/" : ""}`;
  if (spelled !== rawPath) return { kind: "moved", location: spelled + query };
  return { kind: "canonical", path };
}

const paths = new WeakMap<IncomingMessage, string>();

/** The decoded canonical path of a request; every rule keyed on a path reads this, never `req.path`. */
export function sitePath(req: IncomingMessage): string {
  const found = paths.get(req);
  if (found === undefined) throw new Error("sitePath() before the canonical path was found: canonicalPaths() must come first");
  return found;
}

/** The query of a request as it was sent, with its `?`, or "". */
export function queryOf(req: Request): string {
  const at = req.originalUrl.indexOf("?");
  return at === -1 ? "" : req.originalUrl.slice(at);
}

/** Whether a request announces a body (which, refused or moved, is not read). */
const hasBody = (req: IncomingMessage) => (req.headers["content-length"] ?? "0") !== "0" || req.headers["transfer-encoding"] !== undefined;

/**
 * The first rule of the server: the address is brought to its one canonical form before any other
 * rule (the API's routes, the staff gate, private files, header and redirect rules, the not-found
 * page) looks at it. So no spelling can reach a file under a rule its canonical form would not, and
 * the rules downstream never see anything but the canonical spelling.
 */
export function canonicalPaths() {
  return (req: Request, res: Response, next: NextFunction) => {
    const target = canonicalTarget(req.originalUrl);
    if (target.kind === "canonical") {
      paths.set(req, target.path);
      next();
      return;
    }
    if (hasBody(req)) closeAfterAnswer(req, res);
    if (target.kind === "refused") {
      sendJsonError(res, 400, { error: `the address cannot be read: ${target.reason}` });
      return;
    }
    // 308 keeps the method and body of a form post or API call, where a 301 would turn them into a GET;
    // the move of a page is revalidated like the page, that of a post is a one-off.
    const read = req.method === "GET" || req.method === "HEAD";
    res.setHeader("Cache-Control", read ? REVALIDATE : NO_STORE);
    res.redirect(read ? 301 : 308, target.location);
  };
}
