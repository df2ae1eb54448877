import fs from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { currentSession } from "../auth/staff-requests";
import { sitePath } from "./canonical-path";
import { sendJsonError } from "./json-error";

/** Staff-only path prefixes and their login page, from the build's `_access` file. */
export function readAccessRules(publicDir: string): Array<{ prefix: string; loginPage: string }> {
  const file = path.join(publicDir, "_access");
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first (the build writes it)`);
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const [prefix, loginPage] = line.trim().split(/\s+/);
      if (!prefix?.startsWith("/") || !loginPage?.startsWith("/")) throw new Error(`_access line ${index + 1} is not "path login-page": ${line}`);
      return { prefix, loginPage };
    });
}

/**
 * Staff pages are served only with a valid session: anyone else is sent to the login page (a page)
 * or gets a 401 (page data). The answer is never cached, so a signed-out browser cannot replay it.
 * Matched on the canonical path: no other spelling reaches a staff page's file.
 */
export function staffGate(publicDir: string) {
  const rules = readAccessRules(publicDir);
  return async (req: Request, res: Response, next: NextFunction) => {
    const urlPath = sitePath(req);
    const rule = rules.find(({ prefix }) => urlPath.startsWith(prefix) || `${urlPath}/` === prefix);
    if (!rule) return next();
    try {
      const session = await currentSession(req);
      res.setHeader("Cache-Control", "no-store");
      if (session) return next();
      if (urlPath.startsWith("/page-data/")) return sendJsonError(res, 401, { error: "sign in to see this page" });
      res.redirect(303, rule.loginPage);
    } catch (error) {
      next(error);
    }
  };
}
