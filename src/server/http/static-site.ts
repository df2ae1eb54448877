import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import { isHttps } from "../auth/request-checks";
import { sendJsonError } from "./json-error";
import { precompressedFiles } from "./precompressed";
import { HSTS_HEADER, REVALIDATE } from "../../lib/http/response-headers";
import type { SiteRules } from "./site-rules";
import { staffGate } from "./staff-gate";

/**
 * Files the build writes for its own use or for a CDN's configuration: never served. Source maps
 * would publish the full source of every script; the brotli copies are sent in their file's name.
 */
const PRIVATE_FILE = /(^\/_headers$|^\/_redirects$|^\/_access$|^\/webpack\.stats\.json$|\.map$|\.br$)/;

/** Applies a path's header rules; HSTS only over HTTPS, where a browser honours it. */
export function applyHeaders(req: Request, res: Response, rules: SiteRules, urlPath: string): void {
  for (const [name, value] of Object.entries(rules.headersFor(urlPath))) {
    if (name === HSTS_HEADER && !isHttps(req)) continue;
    res.setHeader(name, value);
  }
}

/** The built pages and files: redirects first, then the file, then the language's not-found page. */
export function staticSite(publicDir: string, rules: SiteRules): express.Router {
  const router = express.Router();
  const precompressed = precompressedFiles(publicDir);
  const files = express.static(publicDir, {
    index: "index.html",
    // /pt/faq → /pt/faq/ (301), the address every page is built and linked at.
    redirect: true,
    dotfiles: "ignore",
    // Cache-Control comes from the header rules, not from the static middleware's default.
    cacheControl: false,
    fallthrough: true,
  });

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      sendJsonError(res, 405, { error: `${req.method} is not allowed here; pages answer GET and HEAD` }, { Allow: "GET, HEAD" });
      return;
    }
    const target = rules.redirectFor(req.path);
    if (target) {
      const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      res.redirect(301, target + query);
      return;
    }
    if (PRIVATE_FILE.test(req.path)) {
      notFound(req, res, next);
      return;
    }
    applyHeaders(req, res, rules, req.path);
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", REVALIDATE);
    next();
  });
  router.use(staffGate(publicDir));
  router.use(precompressed.middleware);
  router.use(files);

  const notFound = (req: Request, res: Response, next: NextFunction) => {
    const page = rules.notFoundPageFor(req.path);
    const file = page.endsWith("/") ? path.join(page, "index.html") : page;
    applyHeaders(req, res, rules, page);
    res.status(404);
    if (precompressed.send(req, res, path.join(precompressed.root, file), next)) return;
    res.sendFile(file, { root: publicDir, cacheControl: false }, (error) => {
      if (error) next(error);
    });
  };
  router.use(notFound);
  return router;
}
