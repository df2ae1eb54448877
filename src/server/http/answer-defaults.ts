import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { isHttps } from "../auth/request-checks";
import { API_CONTENT_SECURITY_POLICY, HSTS_HEADER, NO_STORE, SECURITY_HEADERS } from "../../lib/http/response-headers";
import type { SiteRules } from "./site-rules";

/**
 * What every answer starts with, before anything can answer: the security headers of the `/*` rule
 * of `_headers`, never cached, and a policy that lets it do nothing but be read. A built file's
 * rules replace the last two (`staticSite`), as an API handler's do; every other answer (a redirect,
 * the staff gate's, an error) keeps them, whichever code writes it.
 */
export function answerDefaults(rules: SiteRules) {
  const everyAnswer = Object.entries(rules.headersFor("/*"));
  return (req: Request, res: Response, next: NextFunction) => {
    const https = isHttps(req);
    // HSTS only over HTTPS, where a browser honours it.
    for (const [name, value] of everyAnswer) if (name !== HSTS_HEADER || https) res.setHeader(name, value);
    res.setHeader("Cache-Control", NO_STORE);
    res.setHeader("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
    next();
  };
}

/** How long a refused client gets to read the answer before its connection is dropped. */
const LINGER_MS = 2000;

/** Node's own names for the requests it cannot parse, and the status each gets. */
const STATUS_OF_PARSE_ERROR: Readonly<Record<string, [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, "Request Header Fields Too Large"],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, "Payload Too Large"],
  ERR_HTTP_REQUEST_TIMEOUT: [408, "Request Timeout"],
};

/**
 * The answer to a request Node could not even parse (a control character in the address, a broken
 * header, headers too large, a request too slow), which never reaches the app: by default Node
 * writes a bare status line. This one carries the headers every answer carries (HSTS aside: with no
 * parsed request, nothing says the connection was HTTPS) and the JSON error of every other refusal.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A response already under way on this connection must not be corrupted by a second one.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason] = STATUS_OF_PARSE_ERROR[error.code ?? ""] ?? [400, "Bad Request"];
  const body = JSON.stringify({ error: status === 400 ? "the request could not be read" : reason.toLowerCase() });
  const headers: Record<string, string | number> = {
    ...Object.fromEntries(Object.entries(SECURITY_HEADERS).filter(([name]) => name !== HSTS_HEADER)),
    "Cache-Control": NO_STORE,
    "Content-Security-Policy": API_CONTENT_SECURITY_POLICY,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    Connection: "close",
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join("")}\r\n${body}`);
  // Not destroyed at once (unread bytes would turn the close into a reset, which may take the answer
  // with it), nor left to a client that never closes its side.
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}
