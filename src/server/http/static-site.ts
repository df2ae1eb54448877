import path from "node:path";
import typeIs from "type-is";
import express, { type NextFunction, type Request, type Response } from "express";
import { isHttps } from "../auth/request-checks";
import { readBuiltFiles } from "./built-files";
import { queryOf, sitePath } from "./canonical-path";
import { sendJsonError } from "./json-error";
import { closeAfterAnswer } from "./refuse-body";
import { precompressedFiles } from "./precompressed";
import { HSTS_HEADER, REVALIDATE } from "../../lib/http/response-headers";
import type { SiteRules } from "./site-rules";
import { staffGate } from "./staff-gate";

/** Applies a path's header rules; HSTS only over HTTPS, where a browser honours it. */
export function applyHeaders(req: Request, res: Response, rules: SiteRules, urlPath: string): void {
  for (const [name, value] of Object.entries(rules.headersFor(urlPath))) {
    if (name === HSTS_HEADER && !isHttps(req)) continue;
    res.setHeader(name, value);
  }
}

/**
 * A built file's headers, replacing the ones every answer starts with (`answerDefaults`): its rules'
 * Cache-Control, or revalidation; its rules' policy, or none, since a policy means nothing to an image
 * or a script and a PDF viewer may not run under one written for a page.
 */
function applyFileHeaders(req: Request, res: Response, rules: SiteRules, urlPath: string): void {
  const headers = rules.headersFor(urlPath);
  applyHeaders(req, res, rules, urlPath);
  res.setHeader("Cache-Control", headers["Cache-Control"] ?? REVALIDATE);
  if (headers["Content-Security-Policy"] === undefined) res.removeHeader("Content-Security-Policy");
}

/** A site redirect (a moved page, a folder's trailing slash, a letter case): revalidated like the pages it leads to. */
function moved(req: Request, res: Response, location: string): void {
  res.setHeader("Cache-Control", REVALIDATE);
  res.redirect(301, location + queryOf(req));
}

/**
 * The built pages and files, every rule matched on the request's canonical path (`sitePath`):
 * redirects first, then the file (or the move to its address, or the language's not-found page),
 * its headers, the staff gate, and the file itself.
 */
export function staticSite(publicDir: string, rules: SiteRules): express.Router {
  const router = express.Router();
  const built = readBuiltFiles(publicDir);
  const precompressed = precompressedFiles(publicDir);
  const files = express.static(publicDir, {
    index: "index.html",
    // Folders are moved to their trailing slash above; a file is only ever asked for here as it is listed.
    redirect: false,
    dotfiles: "ignore",
    // Cache-Control comes from the header rules, not from the static middleware's default.
    cacheControl: false,
    fallthrough: true,
  });

  router.use((req: Request, res: Response, next: NextFunction) => {
    // No page takes a body: Node would read one to its end (a stalled one for the whole request
    // timeout) to keep the connection; it is closed after the answer instead, unread.
    if (typeIs.hasBody(req)) closeAfterAnswer(req, res);
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendJsonError(res, 405, { error: `${req.method} is not allowed here; pages answer GET and HEAD` }, { Allow: "GET, HEAD" });
      return;
    }
    const urlPath = sitePath(req);
    const target = rules.redirectFor(urlPath) ?? (built.serves(urlPath) ? undefined : built.movedTo(urlPath));
    if (target) return moved(req, res, target);
    if (!built.serves(urlPath)) return notFound(req, res, next);
    applyFileHeaders(req, res, rules, urlPath);
    next();
  });
  router.use(staffGate(publicDir));
  router.use(precompressed.middleware);
  router.use(files);

  const notFound = (req: Request, res: Response, next: NextFunction) => {
    const page = rules.notFoundPageFor(sitePath(req));
    const file = page.endsWith("/") ? path.join(page, "index.html") : page;
    applyFileHeaders(req, res, rules, page);
    res.status(404);
    if (precompressed.send(req, res, path.join(precompressed.root, file), next)) return;
    res.sendFile(file, { root: publicDir, cacheControl: false }, (error) => {
      if (error) next(error);
    });
  };
  router.use(notFound);
  return router;
}
